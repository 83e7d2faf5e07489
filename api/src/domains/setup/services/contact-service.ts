import { unmaskDigits } from 'shared/contracts';
import { NOTHING_TO_CHANGE_MESSAGE, badRequest, conflict, notFound } from '../../../errors';
import type { ContactRow } from '../../../db/schema';
import type {
  ContactColumns,
  ContactWrite,
  ContactsRepository,
  NewContact,
} from '../repositories/contacts-repository';
import type {
  Contact,
  ContactPage,
  ContactListQuery,
  ContactPageQuery,
  ContactRole,
  CreateContact,
  UpdateContact,
} from 'shared/contracts';
import { definedOnly } from '../../../lib/defined-only';

/** What a person reads about a contact, in the words of the list they are in. */
export const CONTACT_MESSAGES = {
  supplier: {
    notFound: 'Fornecedor não encontrado.',
    inUse: 'Este fornecedor está em uso em movimentações: desative-o em vez de excluir.',
    documentTaken: 'Já existe um fornecedor com este CPF/CNPJ.',
    takenByOther:
      'Este CPF/CNPJ já está cadastrado como cliente: edite-o em Clientes e marque-o também como fornecedor.',
  },
  client: {
    notFound: 'Cliente não encontrado.',
    inUse: 'Este cliente está em uso em movimentações: desative-o em vez de excluir.',
    documentTaken: 'Já existe um cliente com este CPF/CNPJ.',
    takenByOther:
      'Este CPF/CNPJ já está cadastrado como fornecedor: edite-o em Fornecedores e marque-o também como cliente.',
  },
} as const satisfies Record<ContactRole, Record<string, string>>;

const hasRole = (row: ContactRow, role: ContactRole) =>
  role === 'supplier' ? row.isSupplier : row.isClient;

export function toContact(row: ContactRow): Contact {
  const hasAddress = row.addressZipCode !== null || row.addressStreet !== null;
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    roles: (['supplier', 'client'] as const).filter((role) => hasRole(row, role)),
    document: row.document,
    email: row.email,
    phone: row.phone,
    pix_key: row.pixKey,
    pix_key_type: row.pixKeyType,
    address: hasAddress
      ? {
          zip_code: row.addressZipCode,
          street: row.addressStreet,
          number: row.addressNumber,
          complement: row.addressComplement,
          neighbourhood: row.addressNeighbourhood,
          city: row.addressCity,
          state: row.addressState,
        }
      : null,
    notes: row.notes,
    payment_term_days: row.paymentTermDays,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Documents, CEPs and phones as digits, e-mails lowercased; fields left out stay out. */
function toColumns(input: UpdateContact): ContactColumns {
  const { address, pix_key: pix, roles } = input;
  const columns: ContactColumns = {
    name: input.name,
    isSupplier: roles === undefined ? undefined : roles.includes('supplier'),
    isClient: roles === undefined ? undefined : roles.includes('client'),
    document: input.document === undefined ? undefined : unmaskDigits(input.document),
    email: input.email === undefined ? undefined : (input.email?.toLowerCase() ?? null),
    phone: input.phone,
    pixKey: pix === undefined ? undefined : (pix?.key ?? null),
    pixKeyType: pix === undefined ? undefined : (pix?.type ?? null),
    notes: input.notes,
    paymentTermDays: input.payment_term_days,
    active: input.active,
  };
  if (address !== undefined) {
    Object.assign(columns, {
      addressZipCode: address ? unmaskDigits(address.zip_code) : null,
      addressStreet: address?.street ?? null,
      addressNumber: address?.number ?? null,
      addressComplement: address?.complement || null,
      addressNeighbourhood: address?.neighbourhood ?? null,
      addressCity: address?.city ?? null,
      addressState: address?.state ?? null,
    } satisfies ContactColumns);
  }
  return definedOnly(columns);
}

/**
 * Fornecedores or clientes: the same contacts seen through one role. Every call is scoped by the
 * company, and by the role: another company's id, or a contact without this role, is a 404.
 */
export interface ContactService {
  list(companyId: string, filter: ContactListQuery): Promise<Contact[]>;
  page(companyId: string, filter: ContactPageQuery): Promise<ContactPage>;
  get(companyId: string, id: string): Promise<Contact>;
  create(companyId: string, input: CreateContact): Promise<Contact>;
  update(companyId: string, id: string, changes: UpdateContact): Promise<Contact>;
  /** Deletes the contact, or only takes this role away when it has the other one too. */
  remove(companyId: string, id: string): Promise<void>;
}

export function createContactService(
  role: ContactRole,
  deps: { contacts: ContactsRepository },
): ContactService {
  const { contacts } = deps;
  const messages = CONTACT_MESSAGES[role];
  const written = async (companyId: string, result: ContactWrite, document?: string) => {
    if (result === 'document-taken') {
      const holder = document ? await contacts.findByDocument(companyId, document) : null;
      throw conflict(
        holder && !hasRole(holder, role) ? messages.takenByOther : messages.documentTaken,
      );
    }
    if (!result) throw notFound(messages.notFound);
    return toContact(result);
  };
  return {
    async list(companyId, filter) {
      return (await contacts.list(companyId, role, filter)).map(toContact);
    },
    async page(companyId, filter) {
      const { rows, total } = await contacts.page(companyId, role, filter);
      return { items: rows.map(toContact), total };
    },
    async get(companyId, id) {
      const row = await contacts.find(companyId, role, id);
      if (!row) throw notFound(messages.notFound);
      return toContact(row);
    },
    async create(companyId, input) {
      const roles = new Set([...(input.roles ?? []), role]);
      const values: NewContact = {
        ...toColumns(input),
        name: input.name,
        document: unmaskDigits(input.document),
        isSupplier: roles.has('supplier'),
        isClient: roles.has('client'),
      };
      return written(companyId, await contacts.create(companyId, values), values.document);
    },
    async update(companyId, id, changes) {
      const columns = toColumns(changes);
      if (Object.keys(columns).length === 0) throw badRequest(NOTHING_TO_CHANGE_MESSAGE);
      return written(
        companyId,
        await contacts.update(companyId, role, id, columns),
        columns.document,
      );
    },
    async remove(companyId, id) {
      const row = await contacts.find(companyId, role, id);
      if (!row) throw notFound(messages.notFound);
      const other = role === 'supplier' ? 'client' : 'supplier';
      if (hasRole(row, other)) {
        // The other list still shows the contact, and its movements keep their counterpart.
        await contacts.update(
          companyId,
          role,
          id,
          role === 'supplier' ? { isSupplier: false } : { isClient: false },
        );
        return;
      }
      const result = await contacts.delete(companyId, id);
      if (result === 'missing') throw notFound(messages.notFound);
      if (result === 'in-use') throw conflict(messages.inUse);
    },
  };
}
