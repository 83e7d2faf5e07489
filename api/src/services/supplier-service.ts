import { unmaskDigits } from 'shared/contracts';
import type { SupplierRow } from '../db/schema';
import { NOTHING_TO_CHANGE_MESSAGE, badRequest, conflict, notFound } from '../errors';
import type {
  NewSupplier,
  SupplierColumns,
  SupplierWrite,
  SuppliersRepository,
} from '../repositories/suppliers-repository';
import type { CreateSupplier, Supplier, SupplierFilter, UpdateSupplier } from 'shared/contracts';
import { definedOnly } from './defined-only';

export const SUPPLIER_NOT_FOUND_MESSAGE = 'Fornecedor não encontrado.';
export const SUPPLIER_IN_USE_MESSAGE =
  'Este fornecedor está em uso em movimentações: desative-o em vez de excluir.';
export const SUPPLIER_DOCUMENT_TAKEN_MESSAGE = 'Já existe um fornecedor com este CPF/CNPJ.';

export function toSupplier(row: SupplierRow): Supplier {
  const hasAddress = row.addressZipCode !== null || row.addressStreet !== null;
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
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
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Documents, CEPs and phones as digits, e-mails lowercased; fields left out stay out. */
function toColumns(input: UpdateSupplier): SupplierColumns {
  const { address, pix_key: pix } = input;
  const columns: SupplierColumns = {
    name: input.name,
    document: input.document === undefined ? undefined : unmaskDigits(input.document),
    email: input.email === undefined ? undefined : (input.email?.toLowerCase() ?? null),
    phone: input.phone,
    pixKey: pix === undefined ? undefined : (pix?.key ?? null),
    pixKeyType: pix === undefined ? undefined : (pix?.type ?? null),
    notes: input.notes,
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
    } satisfies SupplierColumns);
  }
  return definedOnly(columns);
}

function written(result: SupplierWrite): Supplier {
  if (result === 'document-taken') throw conflict(SUPPLIER_DOCUMENT_TAKEN_MESSAGE);
  if (!result) throw notFound(SUPPLIER_NOT_FOUND_MESSAGE);
  return toSupplier(result);
}

/** Every call is scoped by the company: another company's id is a 404, as a missing one. */
export interface SupplierService {
  list(companyId: string, filter: SupplierFilter): Promise<Supplier[]>;
  get(companyId: string, id: string): Promise<Supplier>;
  create(companyId: string, input: CreateSupplier): Promise<Supplier>;
  update(companyId: string, id: string, changes: UpdateSupplier): Promise<Supplier>;
  remove(companyId: string, id: string): Promise<void>;
}

export function createSupplierService(deps: { suppliers: SuppliersRepository }): SupplierService {
  const { suppliers } = deps;
  return {
    async list(companyId, filter) {
      return (await suppliers.list(companyId, filter)).map(toSupplier);
    },
    async get(companyId, id) {
      const row = await suppliers.find(companyId, id);
      if (!row) throw notFound(SUPPLIER_NOT_FOUND_MESSAGE);
      return toSupplier(row);
    },
    async create(companyId, input) {
      const values: NewSupplier = {
        ...toColumns(input),
        name: input.name,
        document: unmaskDigits(input.document),
      };
      return written(await suppliers.create(companyId, values));
    },
    async update(companyId, id, changes) {
      const columns = toColumns(changes);
      if (Object.keys(columns).length === 0) throw badRequest(NOTHING_TO_CHANGE_MESSAGE);
      return written(await suppliers.update(companyId, id, columns));
    },
    async remove(companyId, id) {
      const result = await suppliers.delete(companyId, id);
      if (result === 'missing') throw notFound(SUPPLIER_NOT_FOUND_MESSAGE);
      if (result === 'in-use') throw conflict(SUPPLIER_IN_USE_MESSAGE);
    },
  };
}
