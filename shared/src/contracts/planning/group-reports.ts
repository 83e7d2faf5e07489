import { z } from 'zod';
import { companyOwnIds } from './company-group';
import { MOVEMENT_TYPES } from '../movements/movements';
import { filterSchema, insightsSchema } from '../reports/dashboards';
import type { CashFlowNode } from '../reports/dashboards';
import { salesPanelRequestSchema, salesPanelSchema } from '../reports/sales-panel';

// The grupo econômico's other reports (issue 24, item 3): insights, fluxo de caixa and painel de
// vendas of the person's group, in the single company's shapes so the same views draw them, plus
// what each company adds and what the companies traded with each other, set apart.

export const groupFilterSchema = filterSchema.safeExtend(companyOwnIds).meta({ id: 'GroupFilter' });
export type GroupFilterInput = z.input<typeof groupFilterSchema>;
export type GroupFilter = z.output<typeof groupFilterSchema>;

export const groupSalesPanelRequestSchema = salesPanelRequestSchema
  .safeExtend(companyOwnIds)
  .meta({ id: 'GroupSalesPanelRequest' });
export type GroupSalesPanelRequestInput = z.input<typeof groupSalesPanelRequestSchema>;
export type GroupSalesPanelRequest = z.output<typeof groupSalesPanelRequestSchema>;

const cents = z.number().int();
const groupCompanies = z.array(z.object({ id: z.uuid(), name: z.string() }));
/** A category whose code or name another company of the group uses otherwise: kept apart. */
const unmatched = z.array(
  z.object({ company_id: z.uuid(), company_name: z.string(), code: z.string(), name: z.string() }),
);

const insightTotals = { total_income: cents, total_expense: cents, total_balance: cents };

export const groupInsightsSchema = z
  .object({
    companies: groupCompanies,
    /** The group's insights: the companies added up, less what they traded with each other. */
    consolidated: insightsSchema,
    /** Each company's part, in `companies` order; they add up to the consolidated totals. */
    by_company: z.array(z.object(insightTotals)),
    /**
     * "Operações entre empresas do grupo": what the companies sold to and bought from each other
     * (the counterpart's CNPJ is another group company's), per company; taken out of the above.
     */
    eliminations: z.array(z.object(insightTotals)),
    unmatched,
  })
  .meta({ id: 'GroupInsights' });
export type GroupInsights = z.infer<typeof groupInsightsSchema>;

export interface GroupCashFlowNode extends CashFlowNode {
  /** The node's total in each company, in `companies` order. */
  by_company: number[];
  children: GroupCashFlowNode[];
}

export const groupCashFlowNodeSchema: z.ZodType<GroupCashFlowNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    code: z.string(),
    label: z.string(),
    type: z.enum(MOVEMENT_TYPES),
    totalAmount: cents,
    by_company: z.array(cents),
    children: z.array(groupCashFlowNodeSchema),
  }),
);

const typeTotals = { receita: cents, despesa: cents };

export const groupCashFlowSchema = z
  .object({
    companies: groupCompanies,
    /** The plano de contas, categories matched across the companies by code and name. */
    nodes: z.array(groupCashFlowNodeSchema),
    /** What the companies traded with each other, per company, taken out of the nodes. */
    eliminations: z.array(z.object(typeTotals)),
    unmatched,
  })
  .meta({ id: 'GroupCashFlow' });
export type GroupCashFlow = z.infer<typeof groupCashFlowSchema>;

const salesTotals = { faturamento: cents, recebido: cents, a_receber: cents, inadimplencia: cents };

export const groupSalesPanelSchema = z
  .object({
    companies: groupCompanies,
    /** The group's painel; a client is its company's, named with it. */
    consolidated: salesPanelSchema,
    by_company: z.array(z.object(salesTotals)),
    /** The sales between the companies of the group, per company: not the group's revenue. */
    eliminations: z.array(z.object(salesTotals)),
    unmatched,
  })
  .meta({ id: 'GroupSalesPanel' });
export type GroupSalesPanel = z.infer<typeof groupSalesPanelSchema>;
