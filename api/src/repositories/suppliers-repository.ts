import { asc, eq, ilike, like, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { suppliers } from '../db/schema';
import type { SupplierRow } from '../db/schema';
import { createCompanyScopedRepository } from './company-scoped-repository';
import type {
  CompanyScopedRepository,
  ScopedWrite,
  WritableColumns,
} from './company-scoped-repository';
import { likePattern } from './unique-violation';

export type NewSupplier = WritableColumns<typeof suppliers>;
export type SupplierColumns = Partial<NewSupplier>;

/** The row, 'document-taken' when the company already has that CPF/CNPJ, null when no such row. */
export type SupplierWrite = ScopedWrite<typeof suppliers, 'document-taken'>;

export interface SuppliersRepository extends Omit<
  CompanyScopedRepository<typeof suppliers, 'document-taken'>,
  'list'
> {
  list(companyId: string, filter: { search?: string; active?: boolean }): Promise<SupplierRow[]>;
}

export function createSuppliersRepository(db: Database): SuppliersRepository {
  const rows = createCompanyScopedRepository(db, suppliers, {
    constraint: 'suppliers_company_document_key',
    taken: 'document-taken',
  });
  return {
    ...rows,
    async list(companyId, { search, active }) {
      const conditions: (SQL | undefined)[] = [];
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
      return rows.list(companyId, conditions, [asc(suppliers.name), asc(suppliers.id)]);
    },
  };
}
