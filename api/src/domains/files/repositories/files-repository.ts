import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { files, movements, payments } from '../../../db/schema';
import type { FileRow } from '../../../db/schema';

export type NewFile = Omit<FileRow, 'companyId' | 'id' | 'createdAt'>;

export interface FilesRepository {
  insert(companyId: string, file: NewFile): Promise<FileRow>;
  find(companyId: string, id: string): Promise<FileRow | null>;
  /** The movement's own files and its payments', oldest first. */
  listForMovement(companyId: string, movementId: string): Promise<FileRow[]>;
  delete(companyId: string, id: string): Promise<boolean>;
  movementExists(companyId: string, movementId: string): Promise<boolean>;
  paymentOfMovementExists(
    companyId: string,
    movementId: string,
    paymentId: string,
  ): Promise<boolean>;
}

export function createFilesRepository(db: Database): FilesRepository {
  const scope = (companyId: string, id: string) =>
    and(eq(files.companyId, companyId), eq(files.id, id));
  return {
    async insert(companyId, file) {
      const [row] = await db
        .insert(files)
        .values({ companyId, ...file })
        .returning();
      if (!row) throw new Error(`file of company ${companyId} was not inserted`);
      return row;
    },
    async find(companyId, id) {
      const [row] = await db.select().from(files).where(scope(companyId, id));
      return row ?? null;
    },
    async listForMovement(companyId, movementId) {
      return db
        .select()
        .from(files)
        .where(and(eq(files.companyId, companyId), eq(files.movementId, movementId)))
        .orderBy(asc(files.createdAt), asc(files.id));
    },
    async delete(companyId, id) {
      const removed = await db
        .delete(files)
        .where(scope(companyId, id))
        .returning({ id: files.id });
      return removed.length > 0;
    },
    async movementExists(companyId, movementId) {
      const [row] = await db
        .select({ id: movements.id })
        .from(movements)
        .where(and(eq(movements.companyId, companyId), eq(movements.id, movementId)));
      return row !== undefined;
    },
    async paymentOfMovementExists(companyId, movementId, paymentId) {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.companyId, companyId),
            eq(payments.id, paymentId),
            eq(payments.movementId, movementId),
          ),
        );
      return row !== undefined;
    },
  };
}
