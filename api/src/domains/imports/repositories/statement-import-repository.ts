import { sql } from 'drizzle-orm';
import type { CsvMapping } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { transactionOr } from '../../../db/rollback';
import { json, rowsOf } from '../../../db/raw-sql';
import type { PixHit } from '../parsers/pix-reconciliation';
import { touchedSinceImport, undoImportBatch } from './import-batch-sql';
import {
  checkReconciled,
  createMovements,
  payExisting,
  writeLines,
  writeTransfers,
} from './statement-confirm-write';
import type { ConfirmOutcome } from './statement-confirm-write';
import type {
  ImportAccount,
  OpenCandidate,
  ImportContact,
  OpenMovement,
  ImportedKey,
  RecordedCandidate,
  TransferCandidate,
  BatchSummaryRow,
  UndoProblem,
  UndoOutcome,
  StatementImportRepository,
} from './statement-import-rows';

// Statement import (issue #10): every query here is set-based. Lines travel as one jsonb
// parameter (jsonb_to_recordset), never as one query per line or one parameter per value, so a
// 10k-line statement is a handful of statements on PGlite and PostgreSQL alike.

/** "Today" and a Pix's day are the company's, as everywhere in Fluxo. */
const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

const batchColumns = sql`b.id, b.bank_account_id as "bankAccountId", a.name as "bankAccountName",
  b.file_name as "fileName", b.format, coalesce(u.name, '') as "userName",
  b.paid_count as "paidCount", b.created_count as "createdCount",
  b.ignored_count as "ignoredCount", b.duplicate_count as "duplicateCount",
  b.reconciled_count as "reconciledCount", b.transfer_count as "transferCount",
  to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(b.undone_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "undoneAt"
  from import_batches b
  join bank_accounts a on a.company_id = b.company_id and a.id = b.bank_account_id
  left join users u on u.id = b.created_by`;

/** A statement's lines as the rows `x(i, d, a)` of a query, and the first and last day they span. */
function linesRecordset(lines: { index: number; date: string; amountCents: number }[]) {
  const rows = lines.map((line) => ({ i: line.index, d: line.date, a: line.amountCents }));
  const days = lines.map((line) => line.date).sort();
  return {
    x: sql`select * from jsonb_to_recordset(${json(rows)}) as x(i int, d date, a int8)`,
    first: days[0]!,
    last: days[days.length - 1]!,
  };
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

    async transferCandidates(companyId, bankAccountId, lines) {
      if (lines.length === 0) return [];
      const { x, first, last } = linesRecordset(lines);
      return rowsOf<TransferCandidate>(
        db,
        // The account's transfers in the statement's days first (a few), then hashed against the
        // lines; the other accounts' ignored lines by the (day, amount) index.
        sql`with x as (${x}), mine as (
            select t.id, t.amount_cents, t.transferred_on, t.description,
              case when t.to_bank_account_id = ${bankAccountId} then 1 else -1 end as sign,
              case when t.to_bank_account_id = ${bankAccountId}
                then t.from_bank_account_id else t.to_bank_account_id end as other
            from transfers t
            where t.company_id = ${companyId}
              and (t.from_bank_account_id = ${bankAccountId} or t.to_bank_account_id = ${bankAccountId})
              and t.transferred_on between ${first} and ${last}
              and not exists (select 1 from import_lines l where l.company_id = t.company_id
                and l.transfer_id = t.id and l.bank_account_id = ${bankAccountId})
          )
          select x.i as index, 'recorded' as kind, mine.id as "transferId",
            o.id as "otherAccountId", o.name as "otherAccountName", null as "otherKey",
            mine.description
          from x
          join mine on mine.transferred_on = x.d and mine.sign * mine.amount_cents = x.a
          join bank_accounts o on o.company_id = ${companyId} and o.id = mine.other
          union all
          select x.i, 'pair', null, o.id, o.name, l.dedupe_key, l.description
          from x
          join import_lines l on l.company_id = ${companyId} and l.action = 'ignore'
            and l.posted_on = x.d and l.amount_cents = -x.a
            and l.bank_account_id <> ${bankAccountId}
          join bank_accounts o on o.company_id = l.company_id and o.id = l.bank_account_id
          order by 1, 2 desc, 5`,
      );
    },

    async recordedCandidates(companyId, bankAccountId, lines, days) {
      if (lines.length === 0) return [];
      const { x, first, last } = linesRecordset(lines);
      return rowsOf<RecordedCandidate>(
        db,
        // The account's unlinked payments in the statement's days first, then hashed against the
        // lines by amount: one range read, whatever the number of lines.
        sql`with x as (${x}), recorded as (
            select p.id, p.movement_id, p.paid_on,
              (case when m.type = 'receita' then 1 else -1 end)
                * (p.amount_cents + p.juros_cents + p.multa_cents - p.desconto_cents) as cents,
              m.description, k.name as contact_name
            from payments p
            join movements m on m.company_id = p.company_id and m.id = p.movement_id
            left join contacts k on k.company_id = m.company_id and k.id = m.contact_id
            where p.company_id = ${companyId} and p.bank_account_id = ${bankAccountId}
              and p.paid_on between ${first}::date - ${days}::int and ${last}::date + ${days}::int
              and not exists (select 1 from import_lines l
                where l.company_id = p.company_id and l.payment_id = p.id)
          )
          select x.i as index, r.id as "paymentId", r.movement_id as "movementId",
            r.description, r.contact_name as "contactName", r.paid_on::text as "paidOn",
            abs(x.d - r.paid_on) as "daysOff"
          from x
          join recorded r on r.cents = x.a and abs(x.d - r.paid_on) <= ${days}::int
          order by x.i, abs(x.d - r.paid_on), r.paid_on, r.id`,
      );
    },

    async companyDocument(companyId) {
      const [row] = await rowsOf<{ document: string | null }>(
        db,
        sql`select document from companies where id = ${companyId}`,
      );
      const digits = row?.document?.replace(/\D/g, '') ?? '';
      return digits === '' ? null : digits;
    },

    async pixNamed(companyId, ids) {
      if (ids.length === 0) return [];
      // One statement, by the upper-case indexes on both tables (migration 0033), and only inside
      // the company: another company's txid or endToEndId finds nothing.
      const movement = sql`m.id as "movementId", m.type, m.description,
        m.due_date::text as "dueDate", m.amount_cents::float8 as "amountCents",
        m.paid_cents::float8 as "paidCents", k.name as "contactName",
        r.end_to_end_id as "endToEndId", r.amount_cents::float8 as "receivedCents",
        r.refunded_cents::float8 as "refundedCents",
        (r.received_at at time zone ${COMPANY_TIME_ZONE})::date::text as "receivedOn",
        p.id as "paymentId", p.paid_on::text as "paidOn"`;
      const around = sql`join movements m on m.company_id = c.company_id and m.id = c.movement_id
        left join contacts k on k.company_id = m.company_id and k.id = m.contact_id
        left join payments p on p.company_id = r.company_id and p.id = r.payment_id`;
      return rowsOf<PixHit>(
        db,
        sql`with named as (select distinct id from jsonb_array_elements_text(${json(ids)}) as x(id))
          select named.id as named, 'txid' as via, c.txid, ${movement}
          from named
          join pix_charges c on c.company_id = ${companyId} and upper(c.txid) = named.id
          left join pix_receipts r on r.company_id = c.company_id and r.charge_id = c.id
          ${around}
          union all
          select named.id, 'endToEndId', c.txid, ${movement}
          from named
          join pix_receipts r on r.company_id = ${companyId} and upper(r.end_to_end_id) = named.id
          join pix_charges c on c.company_id = r.company_id and c.id = r.charge_id
          ${around}`,
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
        sql`select s.id, s.name, s.document from contacts s
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

    async activeCostCenters(companyId, ids) {
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select id from cost_centers where company_id = ${companyId} and active
          and id in (select value::uuid from jsonb_array_elements_text(${json(ids)}))`,
      );
      return rows.map((row) => row.id);
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
                file_sha256, file_bytes, format, paid_count, created_count, ignored_count, duplicate_count,
                reconciled_count, transfer_count, statement_balance_cents, statement_balance_date,
                statement_end_date)
              values (${companyId}, ${batch.id}, ${batch.bankAccountId}, ${batch.createdBy},
                ${batch.fileName}, ${batch.fileSha256}, ${batch.fileBytes}, ${batch.format},
                ${plan.payments.length}, ${plan.creations.length}, ${plan.ignored.length},
                ${batch.duplicateCount}, ${plan.reconciled.length}, ${plan.transfers.length},
                ${batch.closingBalance?.amountCents ?? null}, ${batch.closingBalance?.date ?? null},
                ${batch.endDate ?? null})`,
        );
        // The transfers first: the lines point at them.
        await writeTransfers(tx, companyId, plan);
        await writeLines(tx, companyId, plan);
        await checkReconciled(tx, companyId, plan);
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
              from (${touchedSinceImport('contacts', { companyId, batchId })}) c
              union all
              -- A transfer this import registered that a later statement of the other account
              -- has since reconciled: undoing it would leave that line pointing at nothing.
              select t.description, 'transfer-linked'
              from transfers t
              join import_lines o on o.company_id = t.company_id and o.transfer_id = t.id
                and o.batch_id <> ${batchId}
              join import_batches ob on ob.company_id = o.company_id and ob.id = o.batch_id
              join import_batches b on b.company_id = t.company_id and b.id = t.import_batch_id
              where t.company_id = ${companyId} and t.import_batch_id = ${batchId}
                and ob.created_at > b.created_at
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
        // The lines go too: the same statement can then be imported again. The other account's
        // line a transfer of this import paired (an earlier statement, where it was ignored) is
        // ignored again, and the transfers go after the lines that point at them.
        await undoImportBatch(
          tx,
          { companyId, batchId, userId },
          ['movements', 'contacts'],
          async () => {
            await tx.execute(
              sql`update import_lines l set action = 'ignore', transfer_id = null
              from transfers t
              where t.company_id = ${companyId} and t.import_batch_id = ${batchId}
                and l.company_id = t.company_id and l.transfer_id = t.id and l.batch_id <> ${batchId}`,
            );
            await tx.execute(
              sql`delete from import_lines where company_id = ${companyId} and batch_id = ${batchId}`,
            );
            await tx.execute(
              sql`delete from transfers where company_id = ${companyId} and import_batch_id = ${batchId}`,
            );
          },
        );
        return { outcome: 'undone' };
      });
    },
  };
}
