import { unmaskDigits } from 'shared/contracts';
import type { Company, CompanySummary, SignUpRequest } from 'shared/contracts';
import type { CompanyRow } from '../../../db/schema';
import { NOTHING_TO_CHANGE_MESSAGE, badRequest, notFound } from '../../../errors';
import type { CompaniesRepository, NewCompany } from '../repositories/companies-repository';
import { definedOnly } from '../../../lib/defined-only';
import { standardPlanoRows } from '../../setup/public';

export const COMPANY_NOT_FOUND_MESSAGE = 'Empresa não encontrada.';
export const NOT_ALLOWED_TO_EDIT_MESSAGE =
  'Apenas o proprietário ou um administrador pode alterar os dados da empresa.';

type CompanyInput = SignUpRequest['company'];

/** A PATCH: any of the sign-up fields (the address field by field), plus the avatar. */
export type CompanyChanges = Partial<Omit<CompanyInput, 'address'>> & {
  address?: Partial<CompanyInput['address']>;
  avatar?: string | null;
};

/** Optional text the person left blank is stored as null, not as ''. */
const blankToNull = (value: string | null): string | null => (value === '' ? null : value);

/**
 * The columns a company input sets: documents and CEPs as digits only, money in cents, blank
 * optional text as null. Fields left out stay out, so the same function serves a PATCH.
 */
export function toCompanyColumns(input: CompanyChanges): Partial<NewCompany> {
  const { address } = input;
  const columns: Partial<NewCompany> = {
    name: input.name,
    document: input.document === undefined ? undefined : unmaskDigits(input.document),
    tradeName: input.trade_name === undefined ? undefined : blankToNull(input.trade_name),
    business: input.business === undefined ? undefined : blankToNull(input.business),
    taxRegime: input.tax_regime,
    foundedAt: input.founded_at,
    averageBillingCents: input.average_billing,
    email: input.email === undefined ? undefined : (input.email?.toLowerCase() ?? null),
    avatar: input.avatar,
    addressZipCode: address?.zip_code === undefined ? undefined : unmaskDigits(address.zip_code),
    addressStreet: address?.street,
    addressNumber: address?.number,
    addressComplement:
      address?.complement === undefined ? undefined : blankToNull(address.complement),
    addressNeighbourhood: address?.neighbourhood,
    addressCity: address?.city,
    addressState: address?.state,
  };
  return definedOnly(columns);
}

/** All of a sign-up's company columns. */
export function toNewCompany(input: CompanyInput): NewCompany {
  return { ...toCompanyColumns(input), name: input.name };
}

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    document: row.document,
    trade_name: row.tradeName,
    active: row.active,
    business: row.business,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    avatar: row.avatar,
    email: row.email,
    founded_at: row.foundedAt,
    tax_regime: row.taxRegime,
    average_billing: row.averageBillingCents,
    address: {
      city: row.addressCity,
      complement: row.addressComplement,
      neighbourhood: row.addressNeighbourhood,
      number: row.addressNumber,
      state: row.addressState,
      street: row.addressStreet,
      zip_code: row.addressZipCode,
    },
  };
}

export interface CompanyService {
  /** The companies the user belongs to, for the company switcher. */
  listCompanies(userId: string): Promise<CompanySummary[]>;
  /** 404 both when the company does not exist and when the user is not a member: no leak. */
  getCompany(userId: string, companyId: string): Promise<Company>;
  /**
   * 'Nova empresa': another company, its creator its owner, starting with the standard plano as a
   * company created at sign-up does; all in one transaction.
   */
  createCompany(userId: string, input: CompanyInput): Promise<Company>;
  /**
   * Changes the active company (the route's `roles` checked the caller's role in it); any other
   * id is a 404, as for reading a company the user is not a member of.
   */
  updateCompany(
    activeCompanyId: string,
    companyId: string,
    changes: CompanyChanges,
  ): Promise<Company>;
}

export function createCompanyService(deps: { companies: CompaniesRepository }): CompanyService {
  const { companies } = deps;
  return {
    async listCompanies(userId) {
      const rows = await companies.listForMember(userId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        trade_name: row.tradeName,
        avatar: row.avatar,
        role: row.role,
      }));
    },
    async getCompany(userId, companyId) {
      const row = await companies.findForMember(companyId, userId);
      if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      return toCompany(row);
    },
    async createCompany(userId, input) {
      const row = await companies.create({
        company: toNewCompany(input),
        ownerId: userId,
        plano: standardPlanoRows(),
      });
      return toCompany(row);
    },
    async updateCompany(activeCompanyId, companyId, changes) {
      const columns = toCompanyColumns(changes);
      if (Object.keys(columns).length === 0) throw badRequest(NOTHING_TO_CHANGE_MESSAGE);
      if (companyId !== activeCompanyId) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      const row = await companies.update(companyId, columns);
      if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      return toCompany(row);
    },
  };
}
