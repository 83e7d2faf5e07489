import {
  BUDGET_DIGEST_PERCENT,
  budgetIgnoredNote,
  budgetOverruns,
  budgetVariance,
  DRE_REGIME_LABELS,
  dreRequestSchema,
} from 'shared/contracts';
import type {
  BudgetComparison,
  BudgetOverrun,
  BudgetComparisonCategory,
  Dre,
  DreExportRequest,
  DreRequest,
} from 'shared/contracts';
import { monthPeriod, todayIso } from 'shared/format';
import { notFound } from '../../../errors';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../companies/public';
import type { CompaniesRepository } from '../../companies/public';
import { CONTENT_TYPES, reportHeading, toDre, writeReport } from '../../reports/public';
import type { DreRow, ReportCell, ReportFile, ReportTable } from '../../reports/public';
import type { BudgetsRepository, PlannedLine } from '../repositories/budgets-repository';
import type { DreOf } from './budget-service';

export interface BudgetComparisonService {
  /** The DRE of `request` with the budget of the months it touches beside each line. */
  compare(companyId: string, request: DreRequest): Promise<BudgetComparison>;
  /** The same comparison as XLSX or PDF, the company's name and the period above it. */
  export(userId: string, companyId: string, request: DreExportRequest): Promise<ReportFile>;
  /** The despesa categories of `day`'s month past BUDGET_DIGEST_PERCENT (the daily digest). */
  monthOverruns(companyId: string, day: string): Promise<BudgetOverrun[]>;
}

/** The DRE filter's names for what a budget cannot follow: it is planned per category only. */
function ignoredFilters(request: DreRequest): string[] {
  const ignored: string[] = [];
  if (request.search?.trim()) ignored.push('busca');
  if (request.suppliers.length) ignored.push('fornecedores e clientes');
  if (request.bank_accounts.length) ignored.push('contas bancárias');
  if (request.status.length) ignored.push('situação');
  return ignored;
}

/**
 * The budget of the period as the DRE's rows, signed as it signs them (despesas negative): each
 * month the period touches counts whole, from the budget of that month's year.
 */
export function plannedRows(lines: PlannedLine[], months: string[]): DreRow[] {
  const wanted = new Set(months);
  const byCategory = new Map<string, DreRow>();
  const byGroup = new Map<string, DreRow>();
  for (const line of lines) {
    const sign = line.type === 'receita' ? 1 : -1;
    line.months.forEach((cents, index) => {
      const month = `${line.year}-${String(index + 1).padStart(2, '0')}`;
      if (!wanted.has(month) || cents === 0) return;
      const add = (map: Map<string, DreRow>, key: string, row: () => DreRow) => {
        const found = map.get(key) ?? row();
        found.net += sign * cents;
        map.set(key, found);
      };
      const base = { group: line.dreGroup, month, net: 0 };
      add(byCategory, `${line.categoryId}/${month}`, () => ({
        ...base,
        categoryId: line.categoryId,
        code: line.code,
        name: line.name,
      }));
      add(byGroup, `${line.dreGroup}/${month}`, () => ({
        ...base,
        categoryId: null,
        code: null,
        name: null,
      }));
    });
  }
  return [...byGroup.values(), ...byCategory.values()];
}

/** The realizado and the orçado, both laid out by the DRE, side by side line by line. */
export function sideBySide(
  actual: Dre,
  planned: Dre,
  extra: Pick<BudgetComparison, 'has_budget' | 'budget_ignores'>,
): BudgetComparison {
  const plannedLines = new Map(planned.lines.map((line) => [line.key, line]));
  return {
    regime: actual.regime,
    start_date: actual.start_date,
    end_date: actual.end_date,
    months: actual.months,
    ...extra,
    lines: actual.lines.map((line) => {
      const budgetLine = plannedLines.get(line.key);
      const categories = new Map<string, BudgetComparisonCategory>();
      for (const category of budgetLine?.categories ?? []) {
        const { id, code, name, total } = category;
        categories.set(id, { id, code, name, budget: total, actual: 0 });
      }
      for (const { id, code, name, total } of line.categories) {
        const found = categories.get(id);
        categories.set(id, { id, code, name, budget: found?.budget ?? 0, actual: total });
      }
      return {
        key: line.key,
        label: line.label,
        kind: line.kind,
        level: line.level,
        budget: budgetLine?.total ?? 0,
        actual: line.total,
        categories: [...categories.values()].sort((a, b) =>
          a.code.localeCompare(b.code, 'pt-BR', { numeric: true }),
        ),
      };
    }),
  };
}

/** The comparison as one table of the report files: a row per line, its categories under it. */
export function comparisonTable(comparison: BudgetComparison): ReportTable {
  const rows: ReportCell[][] = [];
  const indents: number[] = [];
  const row = (label: string, figures: { budget: number; actual: number }, indent: number) => {
    const variance = budgetVariance(figures);
    rows.push([
      label,
      { money: figures.budget },
      { money: figures.actual },
      { money: variance.amount },
      variance.percent === null ? '—' : { percent: variance.percent },
    ]);
    indents.push(indent);
  };
  for (const line of comparison.lines) {
    row(line.label, line, line.level);
    for (const category of line.categories) {
      row(`${category.code} ${category.name}`, category, line.level + 1);
    }
  }
  return {
    title: 'Orçado x realizado',
    columns: ['Linha da DRE', 'Orçado', 'Realizado', 'Variação (R$)', 'Variação (%)'],
    rows,
    indents,
  };
}

export function createBudgetComparisonService(deps: {
  budgets: BudgetsRepository;
  companies: CompaniesRepository;
  dreOf: DreOf;
  today?: () => string;
}): BudgetComparisonService {
  const { budgets, companies, dreOf } = deps;
  const today = deps.today ?? (() => todayIso());

  const compare = async (companyId: string, request: DreRequest) => {
    const actual = await dreOf(companyId, request);
    const years = [...new Set(actual.months.map((month) => Number(month.slice(0, 4))))];
    const [lines, hasBudget] = await Promise.all([
      budgets.planned(companyId, {
        years,
        costCenters: request.cost_centers,
        categories: request.categories,
        type: request.type ?? null,
      }),
      budgets.hasBudget(companyId, years),
    ]);
    const planned = toDre(request, plannedRows(lines, actual.months));
    return sideBySide(actual, planned, {
      has_budget: hasBudget,
      budget_ignores: ignoredFilters(request),
    });
  };

  return {
    compare,
    async monthOverruns(companyId, day) {
      const month = monthPeriod(day.slice(0, 7));
      const request = dreRequestSchema.parse({ ...month, regime: 'competencia' });
      // Nothing budgeted for the year: no comparison to read at all.
      if (!(await budgets.hasBudget(companyId, [Number(day.slice(0, 4))]))) return [];
      return budgetOverruns(await compare(companyId, request), BUDGET_DIGEST_PERCENT);
    },
    async export(userId, companyId, { format, ...request }) {
      const company = await companies.findForMember(companyId, userId);
      if (!company) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      const comparison = await compare(companyId, request);
      const heading = reportHeading(
        company.name,
        `Orçado x realizado · ${DRE_REGIME_LABELS[comparison.regime]}`,
        comparison,
        today(),
      );
      const notes = comparison.budget_ignores.length
        ? [
            {
              title: 'Observação',
              columns: ['Observação'],
              rows: [[budgetIgnoredNote(comparison.budget_ignores)]],
            },
          ]
        : [];
      return {
        fileName: `orcado-x-realizado-${comparison.regime}-${comparison.start_date}-a-${comparison.end_date}.${format}`,
        contentType: CONTENT_TYPES[format],
        body: await writeReport(format, heading, [comparisonTable(comparison), ...notes]),
      };
    },
  };
}
