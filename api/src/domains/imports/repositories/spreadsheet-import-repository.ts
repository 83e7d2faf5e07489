import type { ApprovalStatus } from 'shared/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { Rollback, transactionOr } from '../../../db/rollback';
import { chunks, json, rowsOf } from '../../../db/raw-sql';
import { importBatchReads, touchedSinceImport, undoCheckedBatch } from './import-batch-sql';
import type { Transaction } from '../../../db/raw-sql';

// Spreadsheet import (issue #10 item 6). As for statements, everything is set-based: the
// company's names are read once into maps, and rows travel as jsonb recordsets in chunks, so a
// 100k-row file is a few dozen statements whichever database.

export interface NamedCategory {
  id: string;
  code: string;
  name: string;
  type: 'receita' | 'despesa';
  active: boolean;
  leaf: boolean;
}

export interface NamedRow {
  id: string;
  name: string;
  active: boolean;
}

export interface NamedContact extends NamedRow {
  document: string;
}

export interface CompanyNames {
  categories: NamedCategory[];
  bankAccounts: NamedRow[];
  costCenters: NamedRow[];
  contacts: NamedContact[];
}

export interface SpreadsheetPlan {
  batch: {
    id: string;
    createdBy: string;
    fileName: string;
    fileSha256: string;
    fileBytes: number;
    format: 'csv' | 'xlsx';
    rejectedCount: number;
  };
  costCenters: { id: string; name: string }[];
  contacts: {
    id: string;
    name: string;
    document: string;
    isSupplier: boolean;
    isClient: boolean;
  }[];
  movements: {
    id: string;
    type: 'receita' | 'despesa';
    description: string;
    amountCents: number;
    dueDate: string;
    competenceDate: string;
    categoryId: string;
    costCenterId: string | null;
    contactId: string | null;
    bankAccountId: string | null;
    documentNumber: string | null;
    notes: string | null;
    paidOn: string | null;
    /** The approval rule's answer; a row that waits and is marked paid is refused (409). */
    approval: ApprovalStatus | null;
  }[];
}

export interface SpreadsheetBatchRow {
  id: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  userName: string;
  createdCount: number;
  paidCount: number;
  rejectedCount: number;
  contactsCreated: number;
  costCentersCreated: number;
  createdAt: string;
  undoneAt: string | null;
}

export type SpreadsheetConfirmOutcome =
  { outcome: 'done' } | { outcome: 'taken'; what: 'cost-center' | 'contact'; names: string[] };

export interface SpreadsheetUndoProblem {
  what: 'movement' | 'contact' | 'cost-center';
  name: string;
  problem: 'deleted' | 'changed' | 'paid' | 'files' | 'used';
}

export type SpreadsheetUndoOutcome =
  | { outcome: 'undone' }
  | { outcome: 'missing' | 'already-undone' }
  | { outcome: 'refused'; problems: SpreadsheetUndoProblem[]; deleted: number };

export interface SpreadsheetImportRepository {
  /** Every category, account, cost centre and contact of the company, to resolve names in memory. */
  names(companyId: string): Promise<CompanyNames>;
  confirm(companyId: string, plan: SpreadsheetPlan): Promise<SpreadsheetConfirmOutcome>;
  batches(companyId: string, limit: number): Promise<SpreadsheetBatchRow[]>;
  batch(companyId: string, id: string): Promise<SpreadsheetBatchRow | null>;
  undo(companyId: string, batchId: string, userId: string): Promise<SpreadsheetUndoOutcome>;
}

const batchColumns = sql`b.id, b.file_name as "fileName", b.format,
  coalesce(u.name, '') as "userName", b.created_count as "createdCount",
  b.paid_count as "paidCount", b.rejected_count as "rejectedCount",
  b.contacts_created as "contactsCreated", b.cost_centers_created as "costCentersCreated",
  to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(b.undone_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "undoneAt"
  from import_batches b
  left join users u on u.id = b.created_by`;

async function insertCostCenters(tx: Transaction, companyId: string, plan: SpreadsheetPlan) {
  if (plan.costCenters.length === 0) return;
  const rows = plan.costCenters.map((row) => ({ id: row.id, n: row.name }));
  // One created meanwhile under the same name is refused, not duplicated.
  const written = await rowsOf<{ name: string }>(
    tx,
    sql`insert into cost_centers (company_id, id, name, import_batch_id)
      select ${companyId}, r.id, r.n, ${plan.batch.id}
      from jsonb_to_recordset(${json(rows)}) as r(id uuid, n text)
      on conflict do nothing
      returning name`,
  );
  if (written.length < rows.length) {
    const done = new Set(written.map((row) => row.name));
    const names = rows.map((row) => row.n).filter((name) => !done.has(name));
    throw new Rollback<SpreadsheetConfirmOutcome>({ outcome: 'taken', what: 'cost-center', names });
  }
}

async function insertContacts(tx: Transaction, companyId: string, plan: SpreadsheetPlan) {
  if (plan.contacts.length === 0) return;
  const rows = plan.contacts.map((row) => ({
    id: row.id,
    n: row.name,
    d: row.document,
    s: row.isSupplier,
    c: row.isClient,
  }));
  const written = await rowsOf<{ name: string }>(
    tx,
    sql`insert into contacts (company_id, id, name, document, is_supplier, is_client, import_batch_id)
      select ${companyId}, r.id, r.n, r.d, r.s, r.c, ${plan.batch.id}
      from jsonb_to_recordset(${json(rows)}) as r(id uuid, n text, d text, s boolean, c boolean)
      on conflict do nothing
      returning name`,
  );
  if (written.length < rows.length) {
    const done = new Set(written.map((row) => row.name));
    const names = rows.map((row) => row.n).filter((name) => !done.has(name));
    throw new Rollback<SpreadsheetConfirmOutcome>({ outcome: 'taken', what: 'contact', names });
  }
}

async function insertMovements(tx: Transaction, companyId: string, plan: SpreadsheetPlan) {
  for (const part of chunks(plan.movements)) {
    const rows = part.map((m) => ({
      id: m.id,
      t: m.type,
      s: m.description,
      a: m.amountCents,
      d: m.dueDate,
      k: m.competenceDate,
      c: m.categoryId,
      cc: m.costCenterId,
      f: m.contactId,
      b: m.bankAccountId,
      n: m.documentNumber,
      o: m.notes,
      p: m.paidOn,
      ap: m.approval,
    }));
    // One statement per chunk: the rows are parsed once, and the payments' foreign key and
    // totals triggers, which run at the end of the statement, already see the movements. A row
    // with 'Pago em' is born paid in full on that day, from its account.
    await tx.execute(
      sql`with r as materialized (
          select * from jsonb_to_recordset(${json(rows)}) as r(id uuid, t text, s text, a int8, d date, k date, c uuid, cc uuid, f uuid, b uuid, n text, o text, p date, ap text)
        ), created as (
          insert into movements (company_id, id, type, description, amount_cents, paid_cents, due_date, competence_date, last_paid_on, category_id, cost_center_id, contact_id, bank_account_id, document_number, notes, import_batch_id, approval_status, approval_requested_by, approval_requested_at)
          select ${companyId}, r.id, r.t, r.s, r.a, case when r.p is null then 0 else r.a end, r.d, r.k, r.p, r.c, r.cc, r.f, r.b, r.n, r.o, ${plan.batch.id},
            r.ap, case when r.ap is null then null else ${plan.batch.createdBy}::uuid end, case when r.ap is null then null else now() end
          from r
        )
        insert into payments (company_id, movement_id, paid_on, amount_cents, bank_account_id, import_batch_id)
        select ${companyId}, r.id, r.p, r.a, r.b, ${plan.batch.id}
        from r
        where r.p is not null`,
    );
  }
}

export function createSpreadsheetImportRepository(db: Database): SpreadsheetImportRepository {
  return {
    async names(companyId) {
      const [categories, bankAccounts, costCenters, contacts] = await Promise.all([
        rowsOf<NamedCategory>(
          db,
          sql`select c.id, c.code, c.name, c.type, c.active,
              not exists (select 1 from categories ch
                where ch.company_id = c.company_id and ch.parent_id = c.id) as leaf
            from categories c where c.company_id = ${companyId}`,
        ),
        rowsOf<NamedRow>(
          db,
          sql`select id, name, active from bank_accounts where company_id = ${companyId}`,
        ),
        rowsOf<NamedRow>(
          db,
          sql`select id, name, active from cost_centers where company_id = ${companyId}`,
        ),
        rowsOf<NamedContact>(
          db,
          sql`select id, name, active, document from contacts where company_id = ${companyId}`,
        ),
      ]);
      return { categories, bankAccounts, costCenters, contacts };
    },

    async confirm(companyId, plan) {
      return transactionOr<SpreadsheetConfirmOutcome>(db, async (tx) => {
        const { batch } = plan;
        const paid = plan.movements.filter((m) => m.paidOn !== null).length;
        await tx.execute(
          sql`insert into import_batches (company_id, id, kind, bank_account_id, created_by,
                file_name, file_sha256, file_bytes, format, paid_count, created_count,
                ignored_count, duplicate_count, rejected_count, contacts_created, cost_centers_created)
              values (${companyId}, ${batch.id}, 'spreadsheet', null, ${batch.createdBy},
                ${batch.fileName}, ${batch.fileSha256}, ${batch.fileBytes}, ${batch.format},
                ${paid}, ${plan.movements.length}, 0, 0, ${batch.rejectedCount},
                ${plan.contacts.length}, ${plan.costCenters.length})`,
        );
        await insertCostCenters(tx, companyId, plan);
        await insertContacts(tx, companyId, plan);
        await insertMovements(tx, companyId, plan);
        return { outcome: 'done' };
      });
    },

    ...importBatchReads<SpreadsheetBatchRow>(db, 'spreadsheet', batchColumns),

    async undo(companyId, batchId, userId) {
      // What the batch made and someone touched since: its movements changed, paid again or
      // given a receipt; its contacts and cost centres edited or used by other movements.
      return undoCheckedBatch<SpreadsheetUndoProblem>(
        db,
        { companyId, batchId, userId, kind: 'spreadsheet' },
        (tx) =>
          rowsOf<SpreadsheetUndoProblem>(
            tx,
            sql`with b as (
                select created_at from import_batches where company_id = ${companyId} and id = ${batchId}
              )
              select * from (
                select 'movement' as what, m.description as name,
                  case
                    when exists (select 1 from payments q
                      where q.company_id = m.company_id and q.movement_id = m.id
                        and q.import_batch_id is distinct from ${batchId}) then 'paid'
                    when m.updated_at > b.created_at then 'changed'
                    when exists (select 1 from files f
                      where f.company_id = m.company_id and f.movement_id = m.id) then 'files'
                  end as problem
                from movements m, b
                where m.company_id = ${companyId} and m.import_batch_id = ${batchId}
                union all
                select 'contact', c.name, c.problem
                from (${touchedSinceImport('contacts', { companyId, batchId })}) c
                union all
                select 'cost-center', c.name, c.problem
                from (${touchedSinceImport('cost_centers', { companyId, batchId })}) c
              ) found where problem is not null limit 6`,
          ),
        ['movements', 'contacts', 'cost_centers'],
      );
    },
  };
}
