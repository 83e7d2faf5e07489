import { and, asc, eq, ilike, like, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { suppliers } from '../db/schema';
import type { SupplierRow } from '../db/schema';
import { deleteUnlessReferenced, likePattern, unlessTaken } from './unique-violation';

export type NewSupplier = Omit<
  typeof suppliers.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;
export type SupplierColumns = Partial<NewSupplier>;

/** The row, 'document-taken' when the company already has that CPF/CNPJ, null when no such row. */
export type SupplierWrite = SupplierRow | 'document-taken' | null;

export interface SuppliersRepository {
  list(companyId: string, filter: { search?: string; active?: boolean }): Promise<SupplierRow[]>;
  find(companyId: string, id: string): Promise<SupplierRow | null>;
  create(companyId: string, values: NewSupplier): Promise<SupplierWrite>;
  update(companyId: string, id: string, changes: SupplierColumns): Promise<SupplierWrite>;
  /** 'in-use' when a movement or payment refers to the row: deactivate it instead. */
  delete(companyId: string, id: string): Promise<'deleted' | 'missing' | 'in-use'>;
}

const DOCUMENT_KEY = 'suppliers_company_document_key';

const orDocumentTaken = (write: () => Promise<SupplierRow | null>): Promise<SupplierWrite> =>
  unlessTaken(DOCUMENT_KEY, 'document-taken', write);

export function createSuppliersRepository(db: Database): SuppliersRepository {
  const scope = (companyId: string, id: string) =>
    and(eq(suppliers.companyId, companyId), eq(suppliers.id, id));
  return {
    async list(companyId, { search, active }) {
      const conditions: (SQL | undefined)[] = [eq(suppliers.companyId, companyId)];
      if (active !== undefined) conditions.push(eq(suppliers.active, active));
      if (search) {
        const digits = search.replace(/\D/g, '');
        conditions.push(
          or(
            ilike(suppliers.name, likePattern(search)),
            digits.length >= 3 ? like(suppliers.document, `%${digits}%`) : undefined,
          ),
        );
      }
      return db
        .select()
        .from(suppliers)
        .where(and(...conditions))
        .orderBy(asc(suppliers.name), asc(suppliers.id));
    },
    async find(companyId, id) {
      const [row] = await db.select().from(suppliers).where(scope(companyId, id)).limit(1);
      return row ?? null;
    },
    async create(companyId, values) {
      return orDocumentTaken(async () => {
        const [row] = await db
          .insert(suppliers)
          .values({ ...values, companyId })
          .returning();
        return row ?? null;
      });
    },
    async update(companyId, id, changes) {
      return orDocumentTaken(async () => {
        const [row] = await db
          .update(suppliers)
          .set(changes)
          .where(scope(companyId, id))
          .returning();
        return row ?? null;
      });
    },
    async delete(companyId, id) {
      return deleteUnlessReferenced(() =>
        db.delete(suppliers).where(scope(companyId, id)).returning({ id: suppliers.id }),
      );
    },
  };
}
