import { asc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { costCenters } from '../db/schema';
import type { CostCenterRow } from '../db/schema';
import { createCompanyScopedRepository } from './company-scoped-repository';
import type {
  CompanyScopedRepository,
  ScopedWrite,
  WritableColumns,
} from './company-scoped-repository';
import { likePattern } from './unique-violation';

export type CostCenterColumns = Partial<WritableColumns<typeof costCenters>>;

/** Created, or refused because the name is taken in the company. */
export type CostCenterWrite = ScopedWrite<typeof costCenters, 'name-taken'>;

export interface CostCentersRepository extends Omit<
  CompanyScopedRepository<typeof costCenters, 'name-taken'>,
  'list'
> {
  list(companyId: string, filter: { search?: string; active?: boolean }): Promise<CostCenterRow[]>;
}

export function createCostCentersRepository(db: Database): CostCentersRepository {
  const rows = createCompanyScopedRepository(db, costCenters, {
    constraint: 'cost_centers_company_name_key',
    taken: 'name-taken',
  });
  return {
    ...rows,
    async list(companyId, { search, active }) {
      const conditions: (SQL | undefined)[] = [];
      if (active !== undefined) conditions.push(eq(costCenters.active, active));
      if (search) {
        const pattern = likePattern(search);
        conditions.push(or(ilike(costCenters.name, pattern), ilike(costCenters.code, pattern)));
      }
      return rows.list(companyId, conditions, [asc(costCenters.name), asc(costCenters.id)]);
    },
  };
}
