import type { Company, CompanySummary } from 'shared/contracts';
import type { CompanyRow } from '../db/schema';
import { notFound } from '../errors';
import type { CompaniesRepository } from '../repositories/companies-repository';

export const COMPANY_NOT_FOUND_MESSAGE = 'Empresa não encontrada.';

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
  };
}
