import { z } from 'zod';
import { memberRoleSchema } from '../common/token';
import { DRE_GROUPS } from '../setup/dre';
import { DRE_REGIMES, DRE_TOTALS, dreRequestSchema } from '../reports/dre-report';

// Grupo econômico (issue 24, item 3): each person chooses, among the companies they belong to,
// the ones that form their group; the consolidated reports add those companies up, take out what
// they bought from and sold to each other, and match their categories by code and name.

export const GROUP_MESSAGES = {
  notAMember: 'Você só pode agrupar empresas de que é membro.',
  tooFew: 'Um grupo tem pelo menos duas empresas.',
  noGroup: 'Escolha em Visão consolidada as empresas do seu grupo.',
} as const;

export const MAX_GROUP_COMPANIES = 20;

/** One company of the person, and whether it is in their group. */
export const groupCompanySchema = z
  .object({
    company_id: z.uuid(),
    name: z.string(),
    document: z.string().nullable(),
    role: memberRoleSchema,
    in_group: z.boolean(),
  })
  .meta({ id: 'GroupCompany' });
export type GroupCompany = z.infer<typeof groupCompanySchema>;

export const companyGroupSchema = z
  .object({ companies: z.array(groupCompanySchema) })
  .meta({ id: 'CompanyGroup' });
export type CompanyGroup = z.infer<typeof companyGroupSchema>;

/** The group's companies, all of them (none: no group); at least two, each the person's. */
export const saveCompanyGroupBody = z
  .strictObject({
    company_ids: z
      .array(z.uuid())
      .max(MAX_GROUP_COMPANIES, `No máximo ${MAX_GROUP_COMPANIES} empresas no grupo.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Empresa repetida na lista.')
      .refine((ids) => ids.length !== 1, GROUP_MESSAGES.tooFew),
  })
  .meta({ id: 'SaveCompanyGroup' });
export type SaveCompanyGroup = z.infer<typeof saveCompanyGroupBody>;

/** Categories, cost centres, contacts and accounts are each company's own: none filters a group. */
export const companyOwnIds = {
  categories: z
    .array(z.uuid())
    .max(0, 'Na visão consolidada não se filtra por categoria.')
    .default([]),
  cost_centers: z
    .array(z.uuid())
    .max(0, 'Na visão consolidada não se filtra por centro de custo.')
    .default([]),
  suppliers: z
    .array(z.uuid())
    .max(0, 'Na visão consolidada não se filtra por fornecedor ou cliente.')
    .default([]),
  bank_accounts: z
    .array(z.uuid())
    .max(0, 'Na visão consolidada não se filtra por conta.')
    .default([]),
};

/** The consolidated DRE's request: the DRE's, without the filters that name one company's rows. */
export const groupDreRequestSchema = dreRequestSchema
  .safeExtend(companyOwnIds)
  .meta({ id: 'GroupDreRequest' });
export type GroupDreRequest = z.output<typeof groupDreRequestSchema>;
export type GroupDreRequestInput = z.input<typeof groupDreRequestSchema>;

const cents = z.number().int();

/** A row's figures: per month, the period's total, and the total of each company (in `companies` order). */
const figures = {
  values: z.array(cents),
  total: cents,
  by_company: z.array(cents),
};

export const groupDreSchema = z
  .object({
    regime: z.enum(DRE_REGIMES),
    start_date: z.string(),
    end_date: z.string(),
    months: z.array(z.string()),
    companies: z.array(z.object({ id: z.uuid(), name: z.string() })),
    lines: z.array(
      z.object({
        key: z.enum([...DRE_GROUPS, ...DRE_TOTALS]),
        label: z.string(),
        kind: z.enum(['group', 'total']),
        level: z.number().int(),
        ...figures,
        /** Matched across the companies by code and name. */
        categories: z.array(z.object({ code: z.string(), name: z.string(), ...figures })),
      }),
    ),
    /**
     * "Operações entre empresas do grupo": what the companies sold to and bought from each other
     * (the counterpart's CNPJ is another group company's), taken out of the lines above, signed
     * as it was; the lines plus this one add up to the companies' own DREs.
     */
    eliminations: z.object(figures),
    /** Categories with figures whose code or name another company uses differently: not merged. */
    unmatched: z.array(
      z.object({
        company_id: z.uuid(),
        company_name: z.string(),
        code: z.string(),
        name: z.string(),
      }),
    ),
  })
  .meta({ id: 'GroupDre' });
export type GroupDre = z.infer<typeof groupDreSchema>;
