import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { json, rowsOf } from '../../../db/raw-sql';
import type { Runner } from '../../../db/raw-sql';
import type { CategoryLabel, HistoryUse } from '../learner/history-learner';
import type { Rule } from '../rules/rule-matcher';

// What the suggestion service reads and the rules it keeps. Everything is scoped by company_id in
// the query itself: a rule, a use of history or a contact of another company is never read.

/**
 * How much history the learner reads: the latest movements. Recent habits are the ones to follow,
 * and a bounded read keeps a 10k-line preview within its budget at any company size.
 */
export const HISTORY_LIMIT = 20_000;

/** "Today" is the company's, as everywhere in Fluxo. */
const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

export interface RuleRow extends Rule {
  position: number;
  updatedAt: string;
}

/** A movement as the rules' past-match count reads it. */
export interface PastMovement {
  description: string;
  type: 'receita' | 'despesa';
  amountCents: number;
  bankAccountId: string | null;
  document: string | null;
  date: string;
  uses: number;
}

export interface SuggestionsRepository {
  rules(companyId: string, runner?: Runner): Promise<RuleRow[]>;
  rule(companyId: string, id: string): Promise<RuleRow | null>;
  history(companyId: string): Promise<(HistoryUse & { contactName: string | null })[]>;
  /** Active leaf categories: the only ones a suggestion may name. */
  categories(companyId: string): Promise<(CategoryLabel & { type: 'receita' | 'despesa' })[]>;
  /** Active contacts and cost centres among the ids, with names. */
  contacts(companyId: string, ids: string[]): Promise<{ id: string; name: string }[]>;
  costCenters(companyId: string, ids: string[]): Promise<string[]>;
  bankAccounts(companyId: string, ids: string[]): Promise<string[]>;
  /** The movements of the last 12 months (latest HISTORY_LIMIT), grouped for counting. */
  pastMovements(companyId: string): Promise<{ from: string; rows: PastMovement[] }>;
  insertRule(companyId: string, rule: Omit<Rule, 'id'>): Promise<string>;
  updateRule(companyId: string, id: string, rule: Omit<Rule, 'id'>): Promise<boolean>;
  deleteRule(companyId: string, id: string): Promise<boolean>;
  reorder(companyId: string, ids: string[]): Promise<'ok' | 'mismatch'>;
  countRules(companyId: string): Promise<number>;
  autoReconcile(
    companyId: string,
    bankAccountId: string,
  ): Promise<{ enabled: boolean; minConfidence: number } | null>;
  saveAutoReconcile(
    companyId: string,
    bankAccountId: string,
    settings: { enabled: boolean; minConfidence: number },
  ): Promise<void>;
}

const ruleColumns = sql`id, position, name, active, text_operator as "textOperator", text,
  amount_operator as "amountOperator", amount_min_cents::float8 as "amountMinCents",
  amount_max_cents::float8 as "amountMaxCents", direction, bank_account_id as "bankAccountId",
  document, category_id as "categoryId", contact_id as "contactId",
  cost_center_id as "costCenterId", set_description as "setDescription", ignore,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

const idList = (ids: string[]) =>
  sql`(select value::uuid from jsonb_array_elements_text(${json(ids)}))`;

export function createSuggestionsRepository(db: Database): SuggestionsRepository {
  return {
    async rules(companyId, runner = db) {
      return rowsOf<RuleRow>(
        runner,
        sql`select ${ruleColumns} from import_rules where company_id = ${companyId}
          order by position, created_at, id`,
      );
    },
    async rule(companyId, id) {
      const [row] = await rowsOf<RuleRow>(
        db,
        sql`select ${ruleColumns} from import_rules where company_id = ${companyId} and id = ${id}`,
      );
      return row ?? null;
    },
    async history(companyId) {
      // The latest movements with a leaf category (what a person chose), newest first. One JSON
      // value rather than 20k rows: PGlite hands rows over one by one, a JSON text in one parse.
      const [row] = await rowsOf<{ uses: unknown[][] | string }>(
        db,
        sql`select coalesce(json_agg(json_build_array(m.description, m.type,
              to_char(m.due_date, 'YYYY-MM-DD'), m.category_id,
              case when c.active then m.contact_id end, case when c.active then c.name end,
              c.document, cc.id)), '[]') as uses
          from (select description, type, due_date, category_id, contact_id, cost_center_id
                from movements where company_id = ${companyId}
                order by due_date desc limit ${HISTORY_LIMIT}) m
          left join contacts c on c.company_id = ${companyId} and c.id = m.contact_id
          left join cost_centers cc on cc.company_id = ${companyId} and cc.id = m.cost_center_id
            and cc.active`,
      );
      const uses =
        typeof row?.uses === 'string' ? (JSON.parse(row.uses) as unknown[][]) : (row?.uses ?? []);
      return uses.map((use) => ({
        description: use[0] as string,
        type: use[1] as 'receita' | 'despesa',
        date: use[2] as string,
        categoryId: use[3] as string,
        contactId: use[4] as string | null,
        contactName: use[5] as string | null,
        contactDocument: use[6] as string | null,
        costCenterId: use[7] as string | null,
      }));
    },
    async categories(companyId) {
      return rowsOf<CategoryLabel & { type: 'receita' | 'despesa' }>(
        db,
        sql`select c.id, c.code, c.name, c.type from categories c
          where c.company_id = ${companyId} and c.active
            and not exists (select 1 from categories ch
              where ch.company_id = c.company_id and ch.parent_id = c.id)`,
      );
    },
    async contacts(companyId, ids) {
      if (ids.length === 0) return [];
      return rowsOf<{ id: string; name: string }>(
        db,
        sql`select id, name from contacts where company_id = ${companyId} and active
          and id in ${idList(ids)}`,
      );
    },
    async costCenters(companyId, ids) {
      if (ids.length === 0) return [];
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id from cost_centers where company_id = ${companyId} and active
          and id in ${idList(ids)}`,
      );
      return rows.map((row) => row.id);
    },
    async bankAccounts(companyId, ids) {
      if (ids.length === 0) return [];
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id from bank_accounts where company_id = ${companyId} and id in ${idList(ids)}`,
      );
      return rows.map((row) => row.id);
    },
    async pastMovements(companyId) {
      const [today] = await rowsOf<{ from: string }>(
        db,
        sql`select to_char((now() at time zone ${COMPANY_TIME_ZONE})::date - interval '12 months', 'YYYY-MM-DD') as "from"`,
      );
      const from = today!.from;
      const rows = await rowsOf<PastMovement>(
        db,
        sql`select m.description, m.type, m.amount_cents::float8 as "amountCents",
            m.bank_account_id as "bankAccountId", c.document, max(m.due_date)::text as date,
            count(*)::int as uses
          from (select description, type, amount_cents, bank_account_id, contact_id, due_date
                from movements where company_id = ${companyId} and due_date >= ${from}::date
                order by due_date desc limit ${HISTORY_LIMIT}) m
          left join contacts c on c.company_id = ${companyId} and c.id = m.contact_id
          group by 1, 2, 3, 4, 5`,
      );
      return { from, rows };
    },
    async insertRule(companyId, rule) {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`insert into import_rules (company_id, position, name, active, text_operator, text,
            amount_operator, amount_min_cents, amount_max_cents, direction, bank_account_id,
            document, category_id, contact_id, cost_center_id, set_description, ignore)
          values (${companyId},
            (select coalesce(max(position), 0) + 1 from import_rules where company_id = ${companyId}),
            ${rule.name}, ${rule.active}, ${rule.textOperator}, ${rule.text}, ${rule.amountOperator},
            ${rule.amountMinCents}, ${rule.amountMaxCents}, ${rule.direction}, ${rule.bankAccountId},
            ${rule.document}, ${rule.categoryId}, ${rule.contactId}, ${rule.costCenterId},
            ${rule.setDescription}, ${rule.ignore})
          returning id`,
      );
      return row!.id;
    },
    async updateRule(companyId, id, rule) {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`update import_rules set name = ${rule.name}, active = ${rule.active},
            text_operator = ${rule.textOperator}, text = ${rule.text},
            amount_operator = ${rule.amountOperator}, amount_min_cents = ${rule.amountMinCents},
            amount_max_cents = ${rule.amountMaxCents}, direction = ${rule.direction},
            bank_account_id = ${rule.bankAccountId}, document = ${rule.document},
            category_id = ${rule.categoryId}, contact_id = ${rule.contactId},
            cost_center_id = ${rule.costCenterId}, set_description = ${rule.setDescription},
            ignore = ${rule.ignore}, updated_at = now()
          where company_id = ${companyId} and id = ${id} returning id`,
      );
      return rows.length > 0;
    },
    async deleteRule(companyId, id) {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`delete from import_rules where company_id = ${companyId} and id = ${id} returning id`,
      );
      return rows.length > 0;
    },
    async reorder(companyId, ids) {
      return db.transaction(async (tx) => {
        // Every rule named exactly once, or nothing moves: a reorder made on a stale list (a rule
        // added or deleted meanwhile in another tab) is refused rather than half applied.
        const current = await rowsOf<{ id: string }>(
          tx,
          sql`select id from import_rules where company_id = ${companyId} for update`,
        );
        const known = new Set(current.map((row) => row.id));
        if (new Set(ids).size !== ids.length || ids.length !== known.size) return 'mismatch';
        if (!ids.every((id) => known.has(id))) return 'mismatch';
        await tx.execute(
          sql`update import_rules r set position = o.ordinality, updated_at = now()
            from jsonb_array_elements_text(${json(ids)}) with ordinality o(id, ordinality)
            where r.company_id = ${companyId} and r.id = o.id::uuid`,
        );
        return 'ok';
      });
    },
    async countRules(companyId) {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from import_rules where company_id = ${companyId}`,
      );
      return row!.count;
    },
    async autoReconcile(companyId, bankAccountId) {
      const [row] = await rowsOf<{ enabled: boolean; minConfidence: number }>(
        db,
        sql`select enabled, min_confidence as "minConfidence" from auto_reconcile_settings
          where company_id = ${companyId} and bank_account_id = ${bankAccountId}`,
      );
      return row ?? null;
    },
    async saveAutoReconcile(companyId, bankAccountId, settings) {
      await db.execute(
        sql`insert into auto_reconcile_settings (company_id, bank_account_id, enabled, min_confidence)
          values (${companyId}, ${bankAccountId}, ${settings.enabled}, ${settings.minConfidence})
          on conflict (company_id, bank_account_id) do update
            set enabled = excluded.enabled, min_confidence = excluded.min_confidence,
              updated_at = now()`,
      );
    },
  };
}
