import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyId } from './company-id';
import { movements, payments } from './movements';

/**
 * Uploaded files (comprovantes; logos and avatars next). The bytes live on disk under their
 * sha256 (FILES_DIR), so two uploads of one receipt share them; each row is one company's
 * reference, attached to a movement or to one of its payments (the payment's movement is kept too,
 * so a movement lists its own and its payments' files with one index).
 */
export const files = pgTable(
  'files',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    movementId: uuid('movement_id'),
    paymentId: uuid('payment_id'),
    originalName: text('original_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('files_company_movement_idx').on(t.companyId, t.movementId),
    foreignKey({
      name: 'files_movement_fk',
      columns: [t.companyId, t.movementId],
      foreignColumns: [movements.companyId, movements.id],
    }).onDelete('cascade'),
    // An estorno takes the payment's comprovantes with it: they prove a payment that is gone.
    foreignKey({
      name: 'files_payment_fk',
      columns: [t.companyId, t.paymentId],
      foreignColumns: [payments.companyId, payments.id],
    }).onDelete('cascade'),
    check('files_size_valid', sql`${t.sizeBytes} between 1 and 10485760`),
    check('files_payment_has_movement', sql`${t.paymentId} is null or ${t.movementId} is not null`),
  ],
);

export type FileRow = typeof files.$inferSelect;
