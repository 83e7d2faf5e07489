import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { memberships } from './companies';
import { companyId } from './company-id';
import { users } from './identity';
import { categories, costCenters } from './setup';

// Planning (issue 24): the orçamento, a year's amount per category (and optionally cost centre)
// per month.

/**
 * One row of a year's budget grid: a category, or a category within one cost centre, and its
 * twelve months in cents (January first). Only rows with some amount are kept. Deleting the
 * category or cost centre removes its rows, as it removes the category from the DRE.
 */
export const budgetLines = pgTable(
  'budget_lines',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    year: smallint('year').notNull(),
    categoryId: uuid('category_id').notNull(),
    costCenterId: uuid('cost_center_id'),
    months: bigint('months', { mode: 'number' }).array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // One row per category and cost centre (or none) in a year: a null cost centre is one value.
    unique('budget_lines_company_year_category_center_key')
      .on(t.companyId, t.year, t.categoryId, t.costCenterId)
      .nullsNotDistinct(),
    foreignKey({
      name: 'budget_lines_category_fk',
      columns: [t.companyId, t.categoryId],
      foreignColumns: [categories.companyId, categories.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'budget_lines_cost_center_fk',
      columns: [t.companyId, t.costCenterId],
      foreignColumns: [costCenters.companyId, costCenters.id],
    }).onDelete('cascade'),
    check('budget_lines_twelve_months', sql`cardinality(${t.months}) = 12`),
    check('budget_lines_months_not_negative', sql`0 <= all(${t.months})`),
    check('budget_lines_year_range', sql`${t.year} between 2000 and 2100`),
  ],
);

/**
 * Who changed a year's budget, when, and which cells (from → to): one row per save. The year's
 * version is its latest row's; the key makes two saves from the same version collide, so the
 * second is refused rather than silently overwriting the first.
 */
export const budgetVersions = pgTable(
  'budget_versions',
  {
    companyId: companyId(),
    year: smallint('year').notNull(),
    version: integer('version').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** [{ category_id, cost_center_id, month (1–12), from, to }] in cents. */
    changes: jsonb('changes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year, t.version] })],
);

/**
 * A named cash-flow scenario of the company (issue 24, item 4): the levers that move the
 * forecast (`ScenarioLevers` of the contract: receivables late or lost, categories up or down,
 * one-off entries, new recurrences), kept as the API validated them. A name is the company's once.
 */
export const cashScenarios = pgTable(
  'cash_scenarios',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    levers: jsonb('levers').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('cash_scenarios_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);
export type CashScenarioRow = typeof cashScenarios.$inferSelect;

/**
 * A person's grupo econômico (issue 24, item 3): the companies they chose to see consolidated.
 * It hangs on the membership, as the digest's opt-in does: a person removed from a company loses
 * it from their group with the membership, so no group reads a company its person left.
 */
export const companyGroupMembers = pgTable(
  'company_group_members',
  {
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    // The consolidated view reads one person's group across their companies.
    index('company_group_members_user_idx').on(t.userId),
    foreignKey({
      name: 'company_group_members_membership_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [memberships.companyId, memberships.userId],
    }).onDelete('cascade'),
  ],
);
