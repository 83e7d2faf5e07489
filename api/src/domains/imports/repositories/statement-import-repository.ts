import { sql } from 'drizzle-orm';
import type { CsvMapping } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { Rollback, transactionOr } from '../../../db/rollback';
import { json, rowsOf } from '../../../db/raw-sql';
import { touchedSinceImport, undoImportBatch } from './import-batch-sql';
import type { Transaction } from '../../../db/raw-sql';

// Statement import (issue #10): every query here is set-based. Lines travel as one jsonb
// parameter (jsonb_to_recordset), never as one query per line or one parameter per value, so a
// 10k-line statement is a handful of statements on PGlite and PostgreSQL alike.

/** How much of the company's history the category suggestions read (the latest movements). */
const SUGGESTION_HISTORY = 20_000;

export interface ImportAccount {
  id: string;
  name: string;
  bankCode: string;
  accountNumber: string;
  accountDigit: string;
}

export interface OpenCandidate {
  id: string;
  type: 'receita' | 'despesa';
  description: string;
  dueDate: string;
  amountCents: number;
  paidCents: number;
}

export interface ImportContact {
  id: string;
  name: string;
  document: string;
}

export interface OpenMovement {
  id: string;
  type: 'receita' | 'despesa';
  description: string;
  amountCents: number;
  paidCents: number;
}

export interface DescriptionCategory {
  description: string;
  type: 'receita' | 'despesa';
  categoryId: string;
  uses: number;
}

export interface ImportedKey {
  key: string;
  batchId: string;
  action: 'pay' | 'create' | 'ignore';
}

export interface BatchSummaryRow {
  id: string;
  bankAccountId: string;
  bankAccountName: string;
  fileName: string;
  format: 'ofx' | 'csv';
  userName: string;
  paidCount: number;
  createdCount: number;
  ignoredCount: number;
  duplicateCount: number;
  createdAt: string;
  undoneAt: string | null;
}

/** Everything a confirmation writes, already checked by the service. */
export interface ConfirmPlan {
  batch: {
    id: string;
    bankAccountId: string;
    createdBy: string;
    fileName: string;
    fileSha256: string;
    fileBytes: number;
    format: 'ofx' | 'csv';
    duplicateCount: number;
  };
  payments: {
    key: string;
    paymentId: string;
    movementId: string;
    type: 'receita' | 'despesa';
    paidOn: string;
    amountCents: number;
    description: string;
  }[];
  creations: {
    key: string;
    paymentId: string;
    movementId: string;
    type: 'receita' | 'despesa';
    date: string;
    amountCents: number;
    description: string;
    categoryId: string;
    /** An existing contact, or null (then `newContactDocument` may name one to create). */
    contactId: string | null;
    newContactDocument: string | null;
  }[];
  /** Contacts to register from documents in the lines (one per document), before the movements. */
  contacts: { document: string; name: string; supplier: boolean; client: boolean }[];
  ignored: { key: string; description: string }[];
  /** The CSV columns the user chose: remembered for the account's next CSV. */
  csvMapping: CsvMapping | null;
}

export type ConfirmOutcome =
  | { outcome: 'done' }
  | { outcome: 'duplicate'; keys: string[] }
  | { outcome: 'over'; movementIds: string[] };

export type UndoProblem = {
  description: string;
  problem:
    'deleted' | 'changed' | 'paid' | 'reversed' | 'files' | 'contact-changed' | 'contact-used';
};

export type UndoOutcome =
  | { outcome: 'undone' }
  | { outcome: 'missing' | 'already-undone' }
  | { outcome: 'refused'; problems: UndoProblem[] };

export interface StatementImportRepository {
  accounts(companyId: string): Promise<ImportAccount[]>;
  /** The CSV columns last chosen for the account, or null. */
  csvMapping(companyId: string, bankAccountId: string): Promise<CsvMapping | null>;
  importedKeys(companyId: string, bankAccountId: string, keys: string[]): Promise<ImportedKey[]>;
  /** Movements not fully paid whose due date is between `from` and `to` (inclusive). */
  openBetween(companyId: string, from: string, to: string): Promise<OpenCandidate[]>;
  openMovements(companyId: string, ids: string[]): Promise<OpenMovement[]>;
  /** The company's contacts (suppliers and clients) with one of these documents or ids. */
  contacts(companyId: string, documents: string[], ids: string[]): Promise<ImportContact[]>;
  /** How often each description went on each active leaf category. */
  descriptionCategories(companyId: string): Promise<DescriptionCategory[]>;
  /** Active leaf categories among `ids`, with their type. */
  leafCategories(
    companyId: string,
    ids: string[],
  ): Promise<{ id: string; type: 'receita' | 'despesa' }[]>;
  confirm(companyId: string, plan: ConfirmPlan): Promise<ConfirmOutcome>;
  batches(companyId: string, limit: number): Promise<BatchSummaryRow[]>;
  batch(companyId: string, id: string): Promise<BatchSummaryRow | null>;
  undo(companyId: string, batchId: string, userId: string): Promise<UndoOutcome>;
}

const batchColumns = sql`b.id, b.bank_account_id as "bankAccountId", a.name as "bankAccountName",
  b.file_name as "fileName", b.format, coalesce(u.name, '') as "userName",
  b.paid_count as "paidCount", b.created_count as "createdCount",
  b.ignored_count as "ignoredCount", b.duplicate_count as "duplicateCount",
  to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(b.undone_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "undoneAt"
  from import_batches b
  join bank_accounts a on a.company_id = b.company_id and a.id = b.bank_account_id
  left join users u on u.id = b.created_by`;

async function writeLines(tx: Transaction, companyId: string, plan: ConfirmPlan): Promise<void> {
  const lines = [
    ...plan.payments.map((p) => ({
      k: p.key,
      a: 'pay',
      m: p.movementId,
      p: p.paymentId,
      d: p.description,
    })),
    ...plan.creations.map((c) => ({
      k: c.key,
      a: 'create',
      m: c.movementId,
      p: c.paymentId,
      d: c.description,
    })),
    ...plan.ignored.map((i) => ({ k: i.key, a: 'ignore', m: null, p: null, d: i.description })),
  ];
  if (lines.length === 0) return;
  // A line imported meanwhile (another tab, another person) is refused, not imported twice.
  const written = await rowsOf<{ key: string }>(
    tx,
    sql`insert into import_lines (company_id, bank_account_id, dedupe_key, batch_id, action, movement_id, payment_id, description)
      select ${companyId}, ${plan.batch.bankAccountId}, x.k, ${plan.batch.id}, x.a, x.m, x.p, x.d
      from jsonb_to_recordset(${json(lines)}) as x(k text, a text, m uuid, p uuid, d text)
      on conflict do nothing
      returning dedupe_key as key`,
  );
  if (written.length < lines.length) {
    const done = new Set(written.map((row) => row.key));
    throw new Rollback<ConfirmOutcome>({
      outcome: 'duplicate',
      keys: lines.map((line) => line.k).filter((key) => !done.has(key)),
    });
  }
}

async function payExisting(tx: Transaction, companyId: string, plan: ConfirmPlan): Promise<void> {
  if (plan.payments.length === 0) return;
  const rows = plan.payments.map((p) => ({
    id: p.paymentId,
    m: p.movementId,
    t: p.type,
    d: p.paidOn,
    a: p.amountCents,
  }));
  // The same conditional UPDATE as a single payment (movements-repository addPayment), per
  // movement with the sum of its lines: a movement paid meanwhile is never overpaid.
  const updated = await rowsOf<{ id: string }>(
    tx,
    sql`update movements m
      set paid_cents = m.paid_cents + x.total,
          last_paid_on = greatest(m.last_paid_on, x.last),
          updated_at = now()
      from (select r.m, r.t, sum(r.a) as total, max(r.d) as last
            from jsonb_to_recordset(${json(rows)}) as r(m uuid, t text, a int8, d date)
            group by r.m, r.t) x
      where m.company_id = ${companyId} and m.id = x.m and m.type = x.t
        and m.paid_cents + x.total <= m.amount_cents
      returning m.id`,
  );
  const wanted = [...new Set(rows.map((row) => row.m))];
  if (updated.length < wanted.length) {
    const paid = new Set(updated.map((row) => row.id));
    throw new Rollback<ConfirmOutcome>({
      outcome: 'over',
      movementIds: wanted.filter((id) => !paid.has(id)),
    });
  }
  await tx.execute(
    sql`insert into payments (company_id, id, movement_id, paid_on, amount_cents, bank_account_id, import_batch_id)
      select ${companyId}, r.id, r.m, r.d, r.a, ${plan.batch.bankAccountId}, ${plan.batch.id}
      from jsonb_to_recordset(${json(rows)}) as r(id uuid, m uuid, d date, a int8)`,
  );
}

/** Registers the new contacts (or gives an existing one the role it now plays): document → id. */
async function registerContacts(
  tx: Transaction,
  companyId: string,
  plan: ConfirmPlan,
): Promise<Map<string, string>> {
  if (plan.contacts.length === 0) return new Map();
  const rows = plan.contacts.map((c) => ({ o: c.document, n: c.name, s: c.supplier, c: c.client }));
  const written = await rowsOf<{ id: string; document: string }>(
    tx,
    // A contact registered here belongs to the batch, and its undo removes it.
    sql`insert into suppliers as s (company_id, name, document, is_supplier, is_client, import_batch_id)
      select ${companyId}, r.n, r.o, r.s, r.c, ${plan.batch.id}
      from jsonb_to_recordset(${json(rows)}) as r(o text, n text, s boolean, c boolean)
      on conflict (company_id, document) do update
        set is_supplier = s.is_supplier or excluded.is_supplier,
            is_client = s.is_client or excluded.is_client
      returning s.id, s.document`,
  );
  return new Map(written.map((row) => [row.document, row.id]));
}

async function createMovements(
  tx: Transaction,
  companyId: string,
  plan: ConfirmPlan,
): Promise<void> {
  if (plan.creations.length === 0) return;
  const contacts = await registerContacts(tx, companyId, plan);
  const rows = plan.creations.map((c) => ({
    id: c.movementId,
    p: c.paymentId,
    t: c.type,
    s: c.description,
    a: c.amountCents,
    d: c.date,
    c: c.categoryId,
    o: c.contactId ?? (c.newContactDocument ? contacts.get(c.newContactDocument) : null) ?? null,
  }));
  const recordset = sql`jsonb_to_recordset(${json(rows)}) as r(id uuid, p uuid, t text, s text, a int8, d date, c uuid, o uuid)`;
  // A statement line is money that already moved: the movement is born paid, on that account.
  await tx.execute(
    sql`insert into movements (company_id, id, type, description, amount_cents, paid_cents, due_date, competence_date, last_paid_on, category_id, supplier_id, bank_account_id, import_batch_id)
      select ${companyId}, r.id, r.t, r.s, r.a, r.a, r.d, r.d, r.d, r.c, r.o, ${plan.batch.bankAccountId}, ${plan.batch.id}
      from ${recordset}`,
  );
  await tx.execute(
    sql`insert into payments (company_id, id, movement_id, paid_on, amount_cents, bank_account_id, import_batch_id)
      select ${companyId}, r.p, r.id, r.d, r.a, ${plan.batch.bankAccountId}, ${plan.batch.id}
      from ${recordset}`,
  );
}

export function createStatementImportRepository(db: Database): StatementImportRepository {
  return {
    async accounts(companyId) {
      return rowsOf<ImportAccount>(
        db,
        sql`select id, name, bank_code as "bankCode", account_number as "accountNumber",
          account_digit as "accountDigit"
          from bank_accounts where company_id = ${companyId} and active order by name`,
      );
    },

    async csvMapping(companyId, bankAccountId) {
      const [row] = await rowsOf<{ mapping: CsvMapping }>(
        db,
        sql`select mapping from statement_csv_mappings
          where company_id = ${companyId} and bank_account_id = ${bankAccountId}`,
      );
      return row?.mapping ?? null;
    },

    async importedKeys(companyId, bankAccountId, keys) {
      if (keys.length === 0) return [];
      return rowsOf<ImportedKey>(
        db,
        sql`select l.dedupe_key as key, l.batch_id as "batchId", l.action
          from jsonb_array_elements_text(${json(keys)}) as k(key)
          join import_lines l on l.company_id = ${companyId}
            and l.bank_account_id = ${bankAccountId} and l.dedupe_key = k.key`,
      );
    },

    async openBetween(companyId, from, to) {
      // One range read for the whole statement (movements_company_due_idx); the pairing by
      // direction and amount happens in memory (import/matching.ts), not as a probe per line.
      return rowsOf<OpenCandidate>(
        db,
        sql`select id, type, description, due_date::text as "dueDate",
            amount_cents::float8 as "amountCents", paid_cents::float8 as "paidCents"
          from movements
          where company_id = ${companyId} and due_date between ${from}::date and ${to}::date
            and paid_cents < amount_cents`,
      );
    },

    async contacts(companyId, documents, ids) {
      if (documents.length === 0 && ids.length === 0) return [];
      return rowsOf<ImportContact>(
        db,
        sql`select s.id, s.name, s.document from suppliers s
          where s.company_id = ${companyId}
            and (s.document in (select jsonb_array_elements_text(${json(documents)}))
              or s.id in (select jsonb_array_elements_text(${json(ids)})::uuid))`,
      );
    },

    async openMovements(companyId, ids) {
      if (ids.length === 0) return [];
      return rowsOf<OpenMovement>(
        db,
        sql`select m.id, m.type, m.description, m.amount_cents::float8 as "amountCents",
            m.paid_cents::float8 as "paidCents"
          from jsonb_array_elements_text(${json(ids)}) as k(id)
          join movements m on m.company_id = ${companyId} and m.id = k.id::uuid`,
      );
    },

    async descriptionCategories(companyId) {
      // Per distinct description of the latest movements, not per movement: a company repeats
      // its bills' descriptions, recent habits are the ones to follow, and the words are split
      // in JavaScript.
      return rowsOf<DescriptionCategory>(
        db,
        sql`select m.description, m.type, m.category_id as "categoryId", count(*)::int as uses
          from (select description, type, category_id from movements
                where company_id = ${companyId}
                order by due_date desc limit ${SUGGESTION_HISTORY}) m
          join categories c on c.company_id = ${companyId} and c.id = m.category_id and c.active
          where not exists (select 1 from categories ch
              where ch.company_id = c.company_id and ch.parent_id = c.id)
          group by m.description, m.type, m.category_id`,
      );
    },

    async leafCategories(companyId, ids) {
      if (ids.length === 0) return [];
      return rowsOf<{ id: string; type: 'receita' | 'despesa' }>(
        db,
        sql`select c.id, c.type
          from jsonb_array_elements_text(${json(ids)}) as k(id)
          join categories c on c.company_id = ${companyId} and c.id = k.id::uuid and c.active
          where not exists (select 1 from categories ch
            where ch.company_id = c.company_id and ch.parent_id = c.id)`,
      );
    },

    async confirm(companyId, plan) {
      return transactionOr<ConfirmOutcome>(db, async (tx) => {
        const { batch } = plan;
        await tx.execute(
          sql`insert into import_batches (company_id, id, bank_account_id, created_by, file_name,
                file_sha256, file_bytes, format, paid_count, created_count, ignored_count, duplicate_count)
              values (${companyId}, ${batch.id}, ${batch.bankAccountId}, ${batch.createdBy},
                ${batch.fileName}, ${batch.fileSha256}, ${batch.fileBytes}, ${batch.format},
                ${plan.payments.length}, ${plan.creations.length}, ${plan.ignored.length},
                ${batch.duplicateCount})`,
        );
        await writeLines(tx, companyId, plan);
        await payExisting(tx, companyId, plan);
        await createMovements(tx, companyId, plan);
        if (plan.csvMapping) {
          await tx.execute(
            sql`insert into statement_csv_mappings (company_id, bank_account_id, mapping, updated_by)
                values (${companyId}, ${batch.bankAccountId}, ${json(plan.csvMapping)}, ${batch.createdBy})
                on conflict (company_id, bank_account_id) do update
                  set mapping = excluded.mapping, updated_by = excluded.updated_by, updated_at = now()
                  where statement_csv_mappings.mapping is distinct from excluded.mapping`,
          );
        }
        return { outcome: 'done' };
      });
    },

    async batches(companyId, limit) {
      return rowsOf<BatchSummaryRow>(
        db,
        sql`select ${batchColumns} where b.company_id = ${companyId}
          order by b.created_at desc, b.id limit ${limit}`,
      );
    },

    async batch(companyId, id) {
      const [row] = await rowsOf<BatchSummaryRow>(
        db,
        sql`select ${batchColumns} where b.company_id = ${companyId} and b.id = ${id}`,
      );
      return row ?? null;
    },

    async undo(companyId, batchId, userId) {
      return db.transaction(async (tx): Promise<UndoOutcome> => {
        const [batch] = await rowsOf<{ undone: boolean }>(
          tx,
          // A spreadsheet's batch has an undo of its own (it also made contacts and cost centres):
          // to this route it does not exist.
          sql`select undone_at is not null as undone from import_batches
            where company_id = ${companyId} and id = ${batchId} and kind = 'statement' for update`,
        );
        if (!batch) return { outcome: 'missing' };
        if (batch.undone) return { outcome: 'already-undone' };
        const problems = await rowsOf<UndoProblem>(
          tx,
          sql`select * from (
              select l.description,
                case
                  when l.action = 'create' and m.id is null then 'deleted'
                  when l.action = 'create' and exists (select 1 from payments q
                    where q.company_id = l.company_id and q.movement_id = l.movement_id
                      and q.import_batch_id is distinct from l.batch_id) then 'paid'
                  when l.action = 'create' and m.updated_at > b.created_at then 'changed'
                  when l.action = 'create' and exists (select 1 from files f
                    where f.company_id = l.company_id and f.movement_id = l.movement_id) then 'files'
                  when l.action = 'pay' and p.id is null then 'reversed'
                end as problem
              from import_lines l
              join import_batches b on b.company_id = l.company_id and b.id = l.batch_id
              left join movements m on l.action = 'create'
                and m.company_id = l.company_id and m.id = l.movement_id
              left join payments p on l.action = 'pay'
                and p.company_id = l.company_id and p.id = l.payment_id
              where l.company_id = ${companyId} and l.batch_id = ${batchId}
              union all
              select c.name, 'contact-' || c.problem
              from (${touchedSinceImport('suppliers', { companyId, batchId })}) c
            ) found where problem is not null limit 6`,
        );
        if (problems.length > 0) return { outcome: 'refused', problems };
        // Payments on movements the batch did not create: off the movement's paid total. The
        // update reads the table as it was before the delete, hence the batch filter in max().
        // Joined by the movement's key: just after a big import the planner has no statistics
        // for the batch (PGlite runs no autovacuum), and an anti-join through the batch index
        // became a nested loop over every pair (3.4 s for 2 000 lines).
        await tx.execute(
          sql`with removed as (
              delete from payments p
              using movements own
              where p.company_id = ${companyId} and p.import_batch_id = ${batchId}
                and own.company_id = p.company_id and own.id = p.movement_id
                and own.import_batch_id is distinct from ${batchId}
              returning p.movement_id, p.amount_cents
            )
            update movements m
            set paid_cents = m.paid_cents - r.total,
                last_paid_on = (select max(q.paid_on) from payments q
                  where q.company_id = m.company_id and q.movement_id = m.id
                    and q.import_batch_id is distinct from ${batchId}),
                updated_at = now()
            from (select movement_id, sum(amount_cents) as total from removed group by movement_id) r
            where m.company_id = ${companyId} and m.id = r.movement_id`,
        );
        // The lines go too: the same statement can then be imported again.
        await undoImportBatch(tx, { companyId, batchId, userId }, ['movements', 'suppliers'], () =>
          tx.execute(
            sql`delete from import_lines where company_id = ${companyId} and batch_id = ${batchId}`,
          ),
        );
        return { outcome: 'undone' };
      });
    },
  };
}
