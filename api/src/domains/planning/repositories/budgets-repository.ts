import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BudgetChange, CategoryType, DreGroup } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { chunks, int, rowsOf } from '../../../db/raw-sql';
import { Rollback, transactionOr } from '../../../db/rollback';
import { budgetLines, budgetVersions, categories, costCenters, users } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { categoriesAndDescendants } from '../../movements/public';

export interface StoredBudgetLine {
  categoryId: string;
  costCenterId: string | null;
  months: number[];
}

export interface StoredBudget {
  version: number;
  updatedAt: Date | null;
  updatedBy: { id: string; name: string } | null;
  lines: StoredBudgetLine[];
}

export interface BudgetVersionRow {
  version: number;
  createdAt: Date;
  user: { id: string; name: string } | null;
  changes: BudgetChange[];
}

/** A budget line of some year with its category as the DRE lays it out. */
export interface PlannedLine {
  year: number;
  categoryId: string;
  code: string;
  name: string;
  type: CategoryType;
  dreGroup: DreGroup;
  months: number[];
}

/** Which budget lines a comparison adds up: the DRE filter's dimensions a budget has. */
export interface PlannedFilter {
  years: number[];
  /** Only these cost centres' lines; empty: every line, with or without a cost centre. */
  costCenters: string[];
  /** Only these categories and those under them; empty: all. */
  categories: string[];
  type: CategoryType | null;
}

/** A category of the company as the budget sees it: whether other categories sit under it. */
export interface BudgetCategory {
  id: string;
  type: CategoryType;
  hasChildren: boolean;
}

export interface BudgetsRepository {
  read(companyId: string, year: number): Promise<StoredBudget>;
  /**
   * Makes the year's lines `lines` and records `changes` as version `baseVersion + 1`, in one
   * transaction; 'stale' (nothing written) when the year's version is no longer `baseVersion`,
   * a concurrent save included. Only rows that differ are written, so the audit trail holds the
   * save's real changes, not the whole grid again.
   */
  save(
    companyId: string,
    year: number,
    save: {
      baseVersion: number;
      userId: string;
      lines: StoredBudgetLine[];
      changes: BudgetChange[];
    },
  ): Promise<'saved' | 'stale'>;
  /** The latest saves first. */
  history(companyId: string, year: number, limit: number): Promise<BudgetVersionRow[]>;
  categoriesOf(companyId: string, ids: string[]): Promise<BudgetCategory[]>;
  /** The budget lines of `filter.years` it selects, with their categories. */
  planned(companyId: string, filter: PlannedFilter): Promise<PlannedLine[]>;
  /** Whether any of `years` has a saved budget. */
  hasBudget(companyId: string, years: number[]): Promise<boolean>;
  /** Which of `ids` are the company's cost centres. */
  costCentersOf(companyId: string, ids: string[]): Promise<string[]>;
}

const VERSION_KEY = 'budget_versions_company_id_year_version_pk';

export function createBudgetsRepository(db: Database): BudgetsRepository {
  /** The year's saves, latest first, with who made them and `extra` columns. */
  const versions = <Extra extends Record<string, typeof budgetVersions.changes>>(
    companyId: string,
    year: number,
    limit: number,
    extra: Extra,
  ) =>
    db
      .select({
        version: budgetVersions.version,
        createdAt: budgetVersions.createdAt,
        userId: users.id,
        userName: users.name,
        ...extra,
      })
      .from(budgetVersions)
      .leftJoin(users, eq(users.id, budgetVersions.userId))
      .where(and(eq(budgetVersions.companyId, companyId), eq(budgetVersions.year, year)))
      .orderBy(desc(budgetVersions.version))
      .limit(limit);

  return {
    async read(companyId, year) {
      const [latest] = await versions(companyId, year, 1, {});
      const lines = await db
        .select({
          categoryId: budgetLines.categoryId,
          costCenterId: budgetLines.costCenterId,
          months: budgetLines.months,
        })
        .from(budgetLines)
        .innerJoin(
          categories,
          and(
            eq(categories.companyId, budgetLines.companyId),
            eq(categories.id, budgetLines.categoryId),
          ),
        )
        .where(and(eq(budgetLines.companyId, companyId), eq(budgetLines.year, year)))
        // The plano's order, then the lines without a cost centre before those with one.
        .orderBy(categories.code, sql`${budgetLines.costCenterId} nulls first`);
      return {
        version: latest?.version ?? 0,
        updatedAt: latest?.createdAt ?? null,
        updatedBy:
          latest?.userId && latest.userName ? { id: latest.userId, name: latest.userName } : null,
        lines: lines.map((line) => ({ ...line, months: line.months.map(Number) })),
      };
    },

    async save(companyId, year, { baseVersion, userId, lines, changes }) {
      try {
        return await transactionOr(db, async (tx) => {
          const [current] = await rowsOf<{ version: unknown }>(
            tx,
            sql`select coalesce(max(version), 0) as version from ${budgetVersions}
                where company_id = ${companyId} and year = ${year}`,
          );
          if (int(current?.version) !== baseVersion) throw new Rollback('stale' as const);
          // First: a concurrent save from the same version waits here on the key, then fails.
          await tx.insert(budgetVersions).values({
            companyId,
            year,
            version: baseVersion + 1,
            userId,
            changes,
          });
          const kept = lines.map((line) => `${line.categoryId}/${line.costCenterId ?? ''}`);
          await tx
            .delete(budgetLines)
            .where(
              and(
                eq(budgetLines.companyId, companyId),
                eq(budgetLines.year, year),
                kept.length > 0
                  ? sql`(${budgetLines.categoryId}::text || '/' || coalesce(${budgetLines.costCenterId}::text, '')) not in ${kept}`
                  : undefined,
              ),
            );
          for (const part of chunks(lines, 500)) {
            await tx
              .insert(budgetLines)
              .values(part.map((line) => ({ companyId, year, ...line })))
              .onConflictDoUpdate({
                target: [
                  budgetLines.companyId,
                  budgetLines.year,
                  budgetLines.categoryId,
                  budgetLines.costCenterId,
                ],
                set: { months: sql`excluded.months`, updatedAt: sql`now()` },
                setWhere: sql`${budgetLines.months} is distinct from excluded.months`,
              });
          }
          return 'saved' as const;
        });
      } catch (error) {
        if (isUniqueViolation(error, VERSION_KEY)) return 'stale';
        throw error;
      }
    },

    async history(companyId, year, limit) {
      const rows = await versions(companyId, year, limit, { changes: budgetVersions.changes });
      return rows.map((row) => ({
        version: row.version,
        createdAt: row.createdAt,
        user: row.userId && row.userName ? { id: row.userId, name: row.userName } : null,
        changes: row.changes as BudgetChange[],
      }));
    },

    async categoriesOf(companyId, ids) {
      if (ids.length === 0) return [];
      const rows = await rowsOf<{ id: string; type: CategoryType; has_children: boolean }>(
        db,
        sql`select c.id, c.type, exists (
                 select 1 from ${categories} child
                 where child.company_id = c.company_id and child.parent_id = c.id
               ) as has_children
            from ${categories} c
            where c.company_id = ${companyId} and c.id in ${ids}`,
      );
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        hasChildren: Boolean(row.has_children),
      }));
    },

    async planned(companyId, filter) {
      const rows = await db
        .select({
          year: budgetLines.year,
          categoryId: budgetLines.categoryId,
          code: categories.code,
          name: categories.name,
          type: categories.type,
          dreGroup: categories.dreGroup,
          months: budgetLines.months,
        })
        .from(budgetLines)
        .innerJoin(
          categories,
          and(
            eq(categories.companyId, budgetLines.companyId),
            eq(categories.id, budgetLines.categoryId),
          ),
        )
        .where(
          and(
            eq(budgetLines.companyId, companyId),
            inArray(budgetLines.year, filter.years),
            filter.costCenters.length > 0
              ? inArray(budgetLines.costCenterId, filter.costCenters)
              : undefined,
            filter.categories.length > 0
              ? inArray(
                  budgetLines.categoryId,
                  categoriesAndDescendants(companyId, filter.categories),
                )
              : undefined,
            filter.type ? eq(categories.type, filter.type) : undefined,
          ),
        );
      return rows.map((row) => ({
        ...row,
        dreGroup: row.dreGroup as DreGroup,
        months: row.months.map(Number),
      }));
    },

    async hasBudget(companyId, years) {
      const [row] = await db
        .select({ year: budgetLines.year })
        .from(budgetLines)
        .where(and(eq(budgetLines.companyId, companyId), inArray(budgetLines.year, years)))
        .limit(1);
      return row !== undefined;
    },

    async costCentersOf(companyId, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: costCenters.id })
        .from(costCenters)
        .where(and(eq(costCenters.companyId, companyId), inArray(costCenters.id, ids)));
      return rows.map((row) => row.id);
    },
  };
}
