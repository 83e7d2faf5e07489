import { sql } from 'drizzle-orm';
import type { ApprovalStatus, FiscalSummary } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { Rollback, transactionOr } from '../../../db/rollback';
import { chunks, int, json, rowsOf } from '../../../db/raw-sql';
import type { Transaction } from '../../../db/raw-sql';
import type { CheckedUndoOutcome } from '../../imports/public';
import { importBatchReads, touchedSinceImport, undoCheckedBatch } from '../../imports/public';

// Fiscal notes in (issue 22): what the preview reads of the company in four set-based queries,
// and the confirm as one transaction of set-based inserts (rows as one jsonb parameter per
// chunk), so 1,000 notes of three parcelas each are a handful of statements on either database.

export interface FiscalCompanyRows {
  companyDocument: string | null;
  contacts: { id: string; document: string; name: string; paymentTermDays: number }[];
  importedKeys: { key: string; movementId: string | null }[];
  categories: { id: string; code: string; name: string; type: 'receita' | 'despesa' }[];
  settings: { retentionPayables: boolean; issDueDay: number };
}

export interface FiscalWrite {
  batch: {
    id: string;
    createdBy: string;
    fileName: string;
    fileSha256: string;
    fileBytes: number;
    format: 'xml' | 'zip';
  };
  contacts: {
    id: string;
    name: string;
    document: string;
    isSupplier: boolean;
    isClient: boolean;
    email: string | null;
    street: string | null;
    number: string | null;
    complement: string | null;
    neighbourhood: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  }[];
  documents: {
    id: string;
    kind: 'nfe' | 'nfse';
    direction: 'in' | 'out';
    key: string;
    number: string;
    series: string | null;
    issuedOn: string;
    counterpartDocument: string;
    counterpartName: string;
    contactId: string;
    totalCents: number;
    fileName: string;
    fileSha256: string;
    fileBytes: number;
    summary: FiscalSummary;
  }[];
  movements: {
    id: string;
    type: 'receita' | 'despesa';
    description: string;
    amountCents: number;
    dueDate: string;
    competenceDate: string;
    categoryId: string;
    contactId: string | null;
    documentNumber: string;
    fiscalKey: string;
    instalmentGroupId: string | null;
    instalmentNumber: number | null;
    instalmentCount: number | null;
    /** The approval rule's answer for the note (null: no approval needed). */
    approval: ApprovalStatus | null;
    /** The note's XML, listed among the movement's files. */
    file: { name: string; sha256: string; bytes: number };
  }[];
}

export interface FiscalBatchRow {
  id: string;
  fileName: string;
  format: 'xml' | 'zip';
  userName: string;
  documentsCount: number;
  createdCount: number;
  contactsCreated: number;
  createdAt: string;
  undoneAt: string | null;
}

export type FiscalConfirmOutcome =
  { outcome: 'done' } | { outcome: 'taken'; what: 'contact' | 'key'; names: string[] };

export interface FiscalUndoProblem {
  what: 'movement' | 'contact';
  name: string;
  problem: 'changed' | 'paid' | 'files' | 'used';
}

export type FiscalUndoOutcome = CheckedUndoOutcome<FiscalUndoProblem>;

export interface MovementFiscalRow {
  id: string;
  direction: 'in' | 'out';
  fileName: string;
  fileId: string | null;
  summary: FiscalSummary;
}

export interface FiscalImportRepository {
  companyRows(companyId: string, documents: string[], keys: string[]): Promise<FiscalCompanyRows>;
  confirm(companyId: string, write: FiscalWrite): Promise<FiscalConfirmOutcome>;
  batches(companyId: string, limit: number): Promise<FiscalBatchRow[]>;
  batch(companyId: string, id: string): Promise<FiscalBatchRow | null>;
  undo(companyId: string, batchId: string, userId: string): Promise<FiscalUndoOutcome>;
  movementDocument(companyId: string, movementId: string): Promise<MovementFiscalRow | null>;
}

const batchColumns = sql`b.id, b.file_name as "fileName", b.format,
  coalesce(u.name, '') as "userName",
  (select count(*)::int from fiscal_documents d
    where d.company_id = b.company_id and d.import_batch_id = b.id) as "documentsCount",
  b.created_count as "createdCount", b.contacts_created as "contactsCreated",
  to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(b.undone_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "undoneAt"
  from import_batches b
  left join users u on u.id = b.created_by`;

async function insertContacts(tx: Transaction, companyId: string, write: FiscalWrite) {
  if (write.contacts.length === 0) return;
  const written = await rowsOf<{ document: string }>(
    tx,
    sql`insert into contacts (company_id, id, name, document, is_supplier, is_client, email,
        address_street, address_number, address_complement, address_neighbourhood, address_city,
        address_state, address_zip_code, import_batch_id)
      select ${companyId}, r.id, r.name, r.document, r."isSupplier", r."isClient", r.email,
        r.street, r.number, r.complement, r.neighbourhood, r.city, r.state, r."zipCode",
        ${write.batch.id}
      from jsonb_to_recordset(${json(write.contacts)}) as r(id uuid, name text, document text,
        "isSupplier" boolean, "isClient" boolean, email text, street text, number text,
        complement text, neighbourhood text, city text, state text, "zipCode" text)
      on conflict do nothing
      returning document`,
  );
  if (written.length < write.contacts.length) {
    const done = new Set(written.map((row) => row.document));
    const names = write.contacts.filter((c) => !done.has(c.document)).map((c) => c.name);
    throw new Rollback<FiscalConfirmOutcome>({ outcome: 'taken', what: 'contact', names });
  }
}

async function insertDocuments(tx: Transaction, companyId: string, write: FiscalWrite) {
  for (const part of chunks(write.documents, 1_000)) {
    const written = await rowsOf<{ key: string }>(
      tx,
      sql`insert into fiscal_documents (company_id, id, kind, direction, key, number, series,
          issued_on, counterpart_document, counterpart_name, contact_id, total_cents, file_name,
          file_sha256, file_bytes, summary, import_batch_id, created_by)
        select ${companyId}, r.id, r.kind, r.direction, r.key, r.number, r.series, r."issuedOn",
          r."counterpartDocument", r."counterpartName", r."contactId", r."totalCents",
          r."fileName", r."fileSha256", r."fileBytes", r.summary, ${write.batch.id},
          ${write.batch.createdBy}
        from jsonb_to_recordset(${json(part)}) as r(id uuid, kind text, direction text, key text,
          number text, series text, "issuedOn" date, "counterpartDocument" text,
          "counterpartName" text, "contactId" uuid, "totalCents" int8, "fileName" text,
          "fileSha256" text, "fileBytes" int, summary jsonb)
        on conflict (company_id, key) do nothing
        returning key`,
    );
    // Imported by someone else while this person reviewed: the preview no longer holds.
    if (written.length < part.length) {
      const done = new Set(written.map((row) => row.key));
      const names = part.filter((d) => !done.has(d.key)).map((d) => d.number);
      throw new Rollback<FiscalConfirmOutcome>({ outcome: 'taken', what: 'key', names });
    }
  }
}

async function insertMovements(tx: Transaction, companyId: string, write: FiscalWrite) {
  for (const part of chunks(write.movements)) {
    const rows = part.map((m) => ({ ...m, file: undefined, ...prefixed(m.file) }));
    await tx.execute(
      sql`with r as materialized (
          select * from jsonb_to_recordset(${json(rows)}) as r(id uuid, type text,
            description text, "amountCents" int8, "dueDate" date, "competenceDate" date,
            "categoryId" uuid, "contactId" uuid, "documentNumber" text, "fiscalKey" text,
            "instalmentGroupId" uuid, "instalmentNumber" int, "instalmentCount" int,
            "fileName" text, "fileSha256" text, "fileBytes" int, approval text)
        ), created as (
          insert into movements (company_id, id, type, description, amount_cents, due_date,
            competence_date, category_id, contact_id, document_number, fiscal_key,
            instalment_group_id, instalment_number, instalment_count, import_batch_id,
            approval_status, approval_requested_by, approval_requested_at)
          select ${companyId}, r.id, r.type, r.description, r."amountCents", r."dueDate",
            r."competenceDate", r."categoryId", r."contactId", r."documentNumber", r."fiscalKey",
            r."instalmentGroupId", r."instalmentNumber", r."instalmentCount", ${write.batch.id},
            r.approval, case when r.approval is null then null else ${write.batch.createdBy}::uuid end,
            case when r.approval is null then null else now() end
          from r
          returning id
        )
        insert into files (company_id, movement_id, original_name, media_type, size_bytes,
          sha256, created_by)
        select ${companyId}, r.id, r."fileName", 'application/xml', r."fileBytes",
          r."fileSha256", ${write.batch.createdBy}
        from r join created c on c.id = r.id`,
    );
  }
}

function prefixed(file: { name: string; sha256: string; bytes: number }) {
  return { fileName: file.name, fileSha256: file.sha256, fileBytes: file.bytes };
}

export function createFiscalImportRepository(db: Database): FiscalImportRepository {
  return {
    async companyRows(companyId, documents, keys) {
      const [company, contacts, importedKeys, categories, settings] = await Promise.all([
        rowsOf<{ document: string | null }>(
          db,
          sql`select document from companies where id = ${companyId}`,
        ),
        rowsOf<FiscalCompanyRows['contacts'][number]>(
          db,
          sql`select id, document, name, payment_term_days as "paymentTermDays" from contacts
            where company_id = ${companyId} and document = any(${sql.param(documents)}::text[])`,
        ),
        rowsOf<FiscalCompanyRows['importedKeys'][number]>(
          db,
          sql`select d.key, (select m.id from movements m
              where m.company_id = d.company_id and m.fiscal_key = d.key
              order by m.instalment_number nulls first, m.id limit 1) as "movementId"
            from fiscal_documents d
            where d.company_id = ${companyId} and d.key = any(${sql.param(keys)}::text[])`,
        ),
        rowsOf<FiscalCompanyRows['categories'][number]>(
          db,
          sql`select c.id, c.code, c.name, c.type from categories c
            where c.company_id = ${companyId} and c.active
              and not exists (select 1 from categories ch
                where ch.company_id = c.company_id and ch.parent_id = c.id)
            order by c.code`,
        ),
        rowsOf<{ retentionPayables: boolean; issDueDay: number }>(
          db,
          sql`select retention_payables as "retentionPayables", iss_due_day as "issDueDay"
            from fiscal_settings where company_id = ${companyId}`,
        ),
      ]);
      return {
        companyDocument: company[0]?.document ?? null,
        contacts: contacts.map((row) => ({ ...row, paymentTermDays: int(row.paymentTermDays) })),
        importedKeys,
        categories,
        settings: settings[0] ?? { retentionPayables: false, issDueDay: 10 },
      };
    },

    async confirm(companyId, write) {
      return transactionOr<FiscalConfirmOutcome>(db, async (tx) => {
        const { batch } = write;
        await tx.execute(
          sql`insert into import_batches (company_id, id, kind, bank_account_id, created_by,
                file_name, file_sha256, file_bytes, format, paid_count, created_count,
                ignored_count, duplicate_count, contacts_created)
              values (${companyId}, ${batch.id}, 'fiscal', null, ${batch.createdBy},
                ${batch.fileName}, ${batch.fileSha256}, ${batch.fileBytes}, ${batch.format},
                0, ${write.movements.length}, 0, 0, ${write.contacts.length})`,
        );
        await insertContacts(tx, companyId, write);
        await insertDocuments(tx, companyId, write);
        await insertMovements(tx, companyId, write);
        return { outcome: 'done' };
      });
    },

    ...importBatchReads<FiscalBatchRow>(db, 'fiscal', batchColumns),

    async undo(companyId, batchId, userId) {
      // As for spreadsheets: what the batch made and someone touched since. The note's own XML
      // among a movement's files is the batch's; any other file is someone's receipt.
      return undoCheckedBatch<FiscalUndoProblem>(
        db,
        { companyId, batchId, userId, kind: 'fiscal' },
        (tx) =>
          rowsOf<FiscalUndoProblem>(
            tx,
            sql`with b as (
              select created_at from import_batches where company_id = ${companyId} and id = ${batchId}
            )
            select * from (
              select 'movement' as what, m.description as name,
                case
                  when m.paid_cents > 0 then 'paid'
                  when m.updated_at > b.created_at then 'changed'
                  when exists (select 1 from files f
                    where f.company_id = m.company_id and f.movement_id = m.id
                      and f.media_type <> 'application/xml') then 'files'
                end as problem
              from movements m, b
              where m.company_id = ${companyId} and m.import_batch_id = ${batchId}
              union all
              select 'contact', c.name, c.problem
              from (${touchedSinceImport('contacts', { companyId, batchId })}) c
            ) found where problem is not null limit 6`,
          ),
        ['movements'],
        async (tx) => {
          // The notes, then the counterparts the batch registered (a note keeps its contact's id).
          await tx.execute(
            sql`delete from fiscal_documents
              where company_id = ${companyId} and import_batch_id = ${batchId}`,
          );
          await tx.execute(
            sql`delete from contacts
              where company_id = ${companyId} and import_batch_id = ${batchId}`,
          );
        },
      );
    },

    async movementDocument(companyId, movementId) {
      const [row] = await rowsOf<MovementFiscalRow>(
        db,
        sql`select d.id, d.direction, d.file_name as "fileName", d.summary,
            (select f.id from files f
              where f.company_id = m.company_id and f.movement_id = m.id
                and f.sha256 = d.file_sha256
              order by f.created_at limit 1) as "fileId"
          from movements m
          join fiscal_documents d on d.company_id = m.company_id and d.key = m.fiscal_key
          where m.company_id = ${companyId} and m.id = ${movementId}`,
      );
      return row ?? null;
    },
  };
}
