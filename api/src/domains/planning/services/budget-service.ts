import { BUDGET_MESSAGES, dreRequestSchema } from 'shared/contracts';
import type {
  Budget,
  BudgetActuals,
  BudgetActualsQuery,
  BudgetChange,
  BudgetHistory,
  BudgetInput,
  BudgetLine,
  Dre,
  DreRequest,
} from 'shared/contracts';
import { badRequest, conflict } from '../../../errors';
import type {
  BudgetsRepository,
  StoredBudget,
  StoredBudgetLine,
} from '../repositories/budgets-repository';

/** How many versions the history lists, and how many changed cells of each it carries. */
const HISTORY_VERSIONS = 50;
const CHANGES_SHOWN = 200;

export interface BudgetService {
  get(companyId: string, year: number): Promise<Budget>;
  /**
   * Saves the grid as sent: only rows with some amount are kept; the cells that differ from the
   * stored budget are recorded as a new version (none when nothing changed). 409 when someone
   * else saved since `base_version`.
   */
  save(companyId: string, userId: string, year: number, input: BudgetInput): Promise<Budget>;
  history(companyId: string, year: number): Promise<BudgetHistory>;
  /**
   * A year's actuals (the DRE by competência) per leaf category and month, scaled by `percent`
   * and rounded to the cent: receitas and despesas both as positive amounts, a month whose net
   * went the other way (a refund above the month's spending) as zero.
   */
  actuals(companyId: string, year: number, query: BudgetActualsQuery): Promise<BudgetActuals>;
}

/** What the budget reads of the reports: the DRE of a request (the reports domain's service). */
export type DreOf = (companyId: string, request: DreRequest) => Promise<Dre>;

const lineKey = (line: { categoryId: string; costCenterId: string | null }) =>
  `${line.categoryId}/${line.costCenterId ?? ''}`;

function toBudget(year: number, stored: StoredBudget): Budget {
  return {
    year,
    version: stored.version,
    updated_at: stored.updatedAt?.toISOString() ?? null,
    updated_by: stored.updatedBy,
    lines: stored.lines.map((line): BudgetLine => ({
      category_id: line.categoryId,
      cost_center_id: line.costCenterId,
      months: line.months,
    })),
  };
}

/** Every cell whose amount differs between the stored lines and the new ones, zero for absent. */
export function budgetChanges(
  before: StoredBudgetLine[],
  after: StoredBudgetLine[],
): BudgetChange[] {
  const old = new Map(before.map((line) => [lineKey(line), line]));
  const changes: BudgetChange[] = [];
  const seen = new Set<string>();
  const compare = (
    line: StoredBudgetLine,
    from: number[] | undefined,
    to: number[] | undefined,
  ) => {
    for (let month = 0; month < 12; month++) {
      const was = from?.[month] ?? 0;
      const is = to?.[month] ?? 0;
      if (was !== is) {
        changes.push({
          category_id: line.categoryId,
          cost_center_id: line.costCenterId,
          month: month + 1,
          from: was,
          to: is,
        });
      }
    }
  };
  for (const line of after) {
    seen.add(lineKey(line));
    compare(line, old.get(lineKey(line))?.months, line.months);
  }
  for (const line of before) if (!seen.has(lineKey(line))) compare(line, line.months, undefined);
  return changes;
}

/** `cents` raised or lowered by `percent` (two decimals at most), in integer arithmetic. */
export function scaled(cents: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.round((cents * (10_000 + basisPoints)) / 10_000);
}

export function createBudgetService({
  budgets,
  dreOf,
}: {
  budgets: BudgetsRepository;
  dreOf: DreOf;
}): BudgetService {
  /** The lines as stored: unique per category and cost centre, the company's, all-zero dropped. */
  async function checkedLines(companyId: string, input: BudgetInput): Promise<StoredBudgetLine[]> {
    const lines = input.lines.map((line) => ({
      categoryId: line.category_id,
      costCenterId: line.cost_center_id,
      months: line.months,
    }));
    const keys = new Set(lines.map(lineKey));
    if (keys.size !== lines.length) throw badRequest(BUDGET_MESSAGES.duplicateLine);

    const categoryIds = [...new Set(lines.map((line) => line.categoryId))];
    const found = await budgets.categoriesOf(companyId, categoryIds);
    // Another company's category reads as missing: nothing tells the two apart.
    if (found.length !== categoryIds.length) throw badRequest(BUDGET_MESSAGES.categoryNotFound);
    if (found.some((category) => category.hasChildren)) {
      throw badRequest(BUDGET_MESSAGES.categoryNotLeaf);
    }
    const centerIds = [
      ...new Set(lines.flatMap((line) => (line.costCenterId ? [line.costCenterId] : []))),
    ];
    const centers = await budgets.costCentersOf(companyId, centerIds);
    if (centers.length !== centerIds.length) throw badRequest(BUDGET_MESSAGES.costCenterNotFound);

    return lines.filter((line) => line.months.some((cents) => cents !== 0));
  }

  return {
    async get(companyId, year) {
      return toBudget(year, await budgets.read(companyId, year));
    },

    async save(companyId, userId, year, input) {
      const lines = await checkedLines(companyId, input);
      const current = await budgets.read(companyId, year);
      if (current.version !== input.base_version) throw conflict(BUDGET_MESSAGES.stale);
      const changes = budgetChanges(current.lines, lines);
      // Saved again unchanged (a second click, a retry): no new version to read through.
      if (changes.length === 0) return toBudget(year, current);
      const outcome = await budgets.save(companyId, year, {
        baseVersion: input.base_version,
        userId,
        lines,
        changes,
      });
      if (outcome === 'stale') throw conflict(BUDGET_MESSAGES.stale);
      return toBudget(year, await budgets.read(companyId, year));
    },

    async actuals(companyId, year, { percent, cost_center_id: costCenterId }) {
      const dre = await dreOf(
        companyId,
        dreRequestSchema.parse({
          start_date: `${year}-01-01`,
          end_date: `${year}-12-31`,
          regime: 'competencia',
          cost_centers: costCenterId ? [costCenterId] : [],
        }),
      );
      const byCategory = new Map(
        dre.lines.flatMap((line) => line.categories).map((category) => [category.id, category]),
      );
      const types = await budgets.categoriesOf(companyId, [...byCategory.keys()]);
      const lines = types
        .filter((category) => !category.hasChildren)
        .map((category) => {
          const sign = category.type === 'receita' ? 1 : -1;
          const values = byCategory.get(category.id)?.values ?? [];
          return {
            category_id: category.id,
            cost_center_id: costCenterId ?? null,
            months: values.map((net) => Math.max(0, scaled(sign * net, percent))),
          };
        })
        .filter((line) => line.months.some((cents) => cents > 0));
      return { year, percent, lines };
    },

    async history(companyId, year) {
      const rows = await budgets.history(companyId, year, HISTORY_VERSIONS);
      return {
        items: rows.map((row) => ({
          version: row.version,
          created_at: row.createdAt.toISOString(),
          user: row.user,
          changed_cells: row.changes.length,
          changes: row.changes.slice(0, CHANGES_SHOWN),
        })),
      };
    },
  };
}
