import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FiscalSummary } from 'shared/contracts';
import { createdAt, updatedAt } from './columns';
import { companyId } from './company-id';
import { importBatches } from './imports';

// Fiscal documents in (issue 22): NF-e and NFS-e XMLs a company received or issued, each the
// source of its parcelas. The XML's bytes are stored by sha256 like a comprovante (each movement
// it created lists it among its files); this row keeps what the readable summary and the
// duplicate check need without reading the XML again.

export const FISCAL_KINDS = ['nfe', 'nfse'] as const;
/** `in`: a supplier's note to this company (contas a pagar); `out`: one it issued (a receber). */
export const FISCAL_DIRECTIONS = ['in', 'out'] as const;

export const fiscalDocuments = pgTable(
  'fiscal_documents',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind', { enum: FISCAL_KINDS }).notNull(),
    direction: text('direction', { enum: FISCAL_DIRECTIONS }).notNull(),
    /** The chave de acesso: 44 digits (NF-e) or 50 characters (NFS-e). */
    key: text('key').notNull(),
    number: text('number').notNull(),
    series: text('series'),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    counterpartDocument: text('counterpart_document').notNull(),
    counterpartName: text('counterpart_name').notNull(),
    contactId: uuid('contact_id'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    summary: jsonb('summary').$type<FiscalSummary>().notNull(),
    importBatchId: uuid('import_batch_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // A note is imported once per company, whichever file or batch brings it again.
    unique('fiscal_documents_company_key').on(t.companyId, t.key),
    index('fiscal_documents_company_batch_idx').on(t.companyId, t.importBatchId),
    foreignKey({
      name: 'fiscal_documents_batch_fk',
      columns: [t.companyId, t.importBatchId],
      foreignColumns: [importBatches.companyId, importBatches.id],
    }).onDelete('cascade'),
    check('fiscal_documents_kind_valid', sql`${t.kind} in ('nfe', 'nfse')`),
    check('fiscal_documents_direction_valid', sql`${t.direction} in ('in', 'out')`),
  ],
);

/**
 * The company's choices for fiscal notes: whether each tax withheld on an NFS-e becomes its own
 * payable to the tax authority (off by default: many companies leave that to their accountant),
 * and the municipality's ISS due day, which varies by city.
 */
export const fiscalSettings = pgTable(
  'fiscal_settings',
  {
    companyId: companyId(),
    retentionPayables: boolean('retention_payables').notNull().default(false),
    issDueDay: smallint('iss_due_day').notNull().default(10),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId] }),
    check('fiscal_settings_iss_day_range', sql`${t.issDueDay} between 1 and 28`),
  ],
);

export type FiscalDocumentRow = typeof fiscalDocuments.$inferSelect;
