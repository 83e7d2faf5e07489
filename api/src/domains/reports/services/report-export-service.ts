import { AGING_BUCKET_LABELS } from 'shared/contracts';
import type {
  CashFlow,
  CashFlowNode,
  Filter,
  SalesPanel,
  SalesPanelRequest,
} from 'shared/contracts';
import { formatMonth, todayIso } from 'shared/format';
import { notFound } from '../../../errors';
import type { CompaniesRepository } from '../../companies/public';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../companies/public';
import type { DashboardService } from './dashboard-service';
import { CONTENT_TYPES, isoToBr, reportHeading, writeReport } from './report-files';
import type { ExportFormat, ReportCell, ReportFile, ReportTable } from './report-files';
import type { SalesPanelService } from './sales-panel-service';

export interface ReportExportService {
  /** The painel de vendas' tables, the same figures as the screen for the same request. */
  salesPanel(
    userId: string,
    companyId: string,
    request: SalesPanelRequest & { format: ExportFormat },
  ): Promise<ReportFile>;
  /** The insights' cash-flow tree, one row per category with its subtree's total. */
  cashFlow(
    userId: string,
    companyId: string,
    request: Filter & { format: ExportFormat },
  ): Promise<ReportFile>;
}

const money = (cents: number): ReportCell => ({ money: cents });
const share = (value: number, total: number): ReportCell => ({
  percent: total === 0 ? 0 : Math.round((value * 10_000) / total) / 100,
});
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The painel's tables: its cards, then each chart's figures, each with its total. */
export function salesPanelTables(panel: SalesPanel): ReportTable[] {
  const { cards } = panel;
  const clients = sum(panel.top_clients.map((c) => c.value)) + panel.other_clients;
  return [
    {
      title: 'Resumo',
      columns: ['Indicador', 'Valor'],
      rows: [
        ['Faturamento', money(cards.faturamento)],
        ['Recebido', money(cards.recebido)],
        ['A receber', money(cards.a_receber)],
        ['Receitas', { count: cards.receitas }],
        ['Ticket médio', money(cards.ticket_medio)],
        ['Inadimplência', money(cards.inadimplencia)],
        ['Vencido no período', money(cards.vencido_no_periodo)],
        ['Inadimplência sobre o vencido', { percent: cards.inadimplencia_percent }],
      ],
    },
    {
      title: 'Faturamento por mês',
      columns: ['Mês', 'Faturamento', 'Recebido', 'A receber'],
      rows: panel.months.map((m) => [
        formatMonth(m.month),
        money(m.faturamento),
        money(m.recebido),
        money(m.a_receber),
      ]),
      total: [
        'Total',
        money(sum(panel.months.map((m) => m.faturamento))),
        money(sum(panel.months.map((m) => m.recebido))),
        money(sum(panel.months.map((m) => m.a_receber))),
      ],
    },
    {
      title: 'Inadimplência por atraso',
      columns: ['Atraso', 'Em aberto'],
      rows: panel.aging.map((row) => [AGING_BUCKET_LABELS[row.bucket], money(row.value)]),
      total: ['Total', money(sum(panel.aging.map((row) => row.value)))],
    },
    {
      title: 'Top 10 clientes',
      columns: ['Cliente', 'Faturamento', 'Participação'],
      rows: [
        ...panel.top_clients.map((c) => [c.label, money(c.value), share(c.value, clients)]),
        ...(panel.other_clients > 0
          ? [['Demais clientes', money(panel.other_clients), share(panel.other_clients, clients)]]
          : []),
      ],
      total: ['Total', money(clients), share(clients, clients)],
    },
    {
      title: 'Previsão de recebimentos',
      columns: ['Semana', 'A receber'],
      rows: panel.forecast.map((w) => [
        `${isoToBr(w.week_start)} a ${isoToBr(w.week_end)}`,
        money(w.value),
      ]),
      total: ['Total', money(sum(panel.forecast.map((w) => w.value)))],
    },
    {
      title: 'Faturamento por categoria',
      columns: ['Categoria', 'Faturamento', 'Participação'],
      rows: panel.by_category.map((c) => [
        c.label,
        money(c.value),
        share(c.value, cards.faturamento),
      ]),
      total: ['Total', money(cards.faturamento), share(cards.faturamento, cards.faturamento)],
    },
  ];
}

/** The tree depth first, each row indented by its depth; totals of receitas and despesas below. */
export function cashFlowTable(tree: CashFlow): ReportTable {
  const rows: ReportCell[][] = [];
  const indents: number[] = [];
  const visit = (node: CashFlowNode, depth: number) => {
    rows.push([
      `${node.code} ${node.label}`,
      node.type === 'receita' ? 'Receita' : 'Despesa',
      money(node.totalAmount),
    ]);
    indents.push(depth);
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const root of tree) visit(root, 0);
  const totalOf = (type: CashFlowNode['type']) =>
    sum(tree.filter((node) => node.type === type).map((node) => node.totalAmount));
  const income = totalOf('receita');
  const expense = totalOf('despesa');
  rows.push(['Total de receitas', '', money(income)], ['Total de despesas', '', money(expense)]);
  indents.push(0, 0);
  return {
    title: 'Fluxo de caixa',
    columns: ['Categoria', 'Tipo', 'Total'],
    rows,
    indents,
    total: ['Saldo', '', money(income - expense)],
  };
}

export function createReportExportService(deps: {
  dashboards: DashboardService;
  salesPanel: SalesPanelService;
  companies: CompaniesRepository;
  today?: () => string;
}): ReportExportService {
  const { companies } = deps;
  const today = deps.today ?? (() => todayIso());
  const companyName = async (companyId: string, userId: string) => {
    const company = await companies.findForMember(companyId, userId);
    if (!company) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    // The razão social: the report is the company's, whatever name the screens abbreviate.
    return company.name;
  };
  const file = async (
    name: string,
    format: ExportFormat,
    heading: ReturnType<typeof reportHeading>,
    tables: ReportTable[],
  ): Promise<ReportFile> => ({
    fileName: `${name}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: await writeReport(format, heading, tables),
  });
  return {
    async salesPanel(userId, companyId, { format, ...request }) {
      const company = await companyName(companyId, userId);
      const panel = await deps.salesPanel.panel(companyId, request);
      const heading = reportHeading(company, 'Painel de vendas', request, today());
      const name = `painel-de-vendas-${request.start_date}-a-${request.end_date}`;
      return file(name, format, heading, salesPanelTables(panel));
    },
    async cashFlow(userId, companyId, { format, ...filter }) {
      const company = await companyName(companyId, userId);
      const tree = await deps.dashboards.cashFlow(companyId, filter);
      const heading = reportHeading(company, 'Fluxo de caixa', filter, today());
      const name = `fluxo-de-caixa-${filter.start_date}-a-${filter.end_date}`;
      return file(name, format, heading, [cashFlowTable(tree)]);
    },
  };
}
