import { and, eq, like, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contacts } from '../../../db/schema';
import type { ContactRow } from '../../../db/schema';
import { createCompanyScopedRepository } from './company-scoped-repository';
import type { ScopedWrite, WritableColumns } from './company-scoped-repository';
import { bySearchName, searchNameContains } from './search-key';
import type { ContactRole } from 'shared/contracts';

export type NewContact = WritableColumns<typeof contacts>;
export type ContactColumns = Partial<NewContact>;

/** The row, 'document-taken' when the company already has that CPF/CNPJ, null when no such row. */
export type ContactWrite = ScopedWrite<typeof contacts, 'document-taken'>;

export interface ContactFilter {
  search?: string | undefined;
  active?: boolean | undefined;
}

/**
 * The company's contacts seen through one role: a fornecedor-only contact is missing from the
 * clients' view and the other way round, so `/suppliers/:id` never reads or changes a client.
 */
export interface ContactsRepository {
  list(companyId: string, role: ContactRole, filter: ContactFilter): Promise<ContactRow[]>;
  page(
    companyId: string,
    role: ContactRole,
    filter: ContactFilter & { limit: number; offset: number },
  ): Promise<{ rows: ContactRow[]; total: number }>;
  find(companyId: string, role: ContactRole, id: string): Promise<ContactRow | null>;
  /** Any contact of the company, whatever its roles (a document that is taken, say). */
  findByDocument(companyId: string, document: string): Promise<ContactRow | null>;
  create(companyId: string, values: NewContact): Promise<ContactWrite>;
  update(
    companyId: string,
    role: ContactRole,
    id: string,
    changes: ContactColumns,
  ): Promise<ContactWrite>;
  delete(companyId: string, id: string): Promise<'deleted' | 'missing' | 'in-use'>;
}

const roleColumn = (role: ContactRole) =>
  role === 'supplier' ? contacts.isSupplier : contacts.isClient;

export function createContactsRepository(db: Database): ContactsRepository {
  const rows = createCompanyScopedRepository(db, contacts, {
    constraint: 'contacts_company_document_key',
    taken: 'document-taken',
  });
  const order = bySearchName(contacts.searchName, contacts.id);
  const conditionsOf = (role: ContactRole, { search, active }: ContactFilter) => {
    const conditions: (SQL | undefined)[] = [eq(roleColumn(role), true)];
    if (active !== undefined) conditions.push(eq(contacts.active, active));
    if (search) {
      const digits = search.replace(/\D/g, '');
      conditions.push(
        or(
          searchNameContains(contacts.searchName, search),
          digits.length >= 3 ? like(contacts.document, `%${digits}%`) : undefined,
        ),
      );
    }
    return conditions;
  };
  const find = async (companyId: string, role: ContactRole, id: string) => {
    const row = await rows.find(companyId, id);
    return row && (role === 'supplier' ? row.isSupplier : row.isClient) ? row : null;
  };
  return {
    list: (companyId, role, filter) => rows.list(companyId, conditionsOf(role, filter), order),
    page: (companyId, role, filter) =>
      rows.page(companyId, conditionsOf(role, filter), order, {
        ...filter,
        countInline: Boolean(filter.search),
      }),
    find,
    async findByDocument(companyId, document) {
      const [row] = await db
        .select()
        .from(contacts)
        .where(and(eq(contacts.companyId, companyId), eq(contacts.document, document)))
        .limit(1);
      return row ?? null;
    },
    create: (companyId, values) => rows.create(companyId, values),
    async update(companyId, role, id, changes) {
      if (!(await find(companyId, role, id))) return null;
      return rows.update(companyId, id, changes);
    },
    delete: (companyId, id) => rows.delete(companyId, id),
  };
}
