import { eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { costCenters } from '../../../db/schema';
import type { CostCenterRow } from '../../../db/schema';
import { createCompanyScopedRepository } from './company-scoped-repository';
import type {
  CompanyScopedRepository,
  ScopedWrite,
  WritableColumns,
} from './company-scoped-repository';
import { bySearchName, searchNameContains } from './search-key';
import { likePattern } from '../../../db/unique-violation';

export type CostCenterColumns = Partial<WritableColumns<typeof costCenters>>;

/** Created, or refused because the name is taken in the company. */
export type CostCenterWrite = ScopedWrite<typeof costCenters, 'name-taken'>;

interface CostCenterFilter {
  search?: string | undefined;
  active?: boolean | undefined;
}

export interface CostCentersRepository extends Omit<
  CompanyScopedRepository<typeof costCenters, 'name-taken'>,
  'list' | 'page'
> {
  list(companyId: string, filter: CostCenterFilter): Promise<CostCenterRow[]>;
  page(
    companyId: string,
    filter: CostCenterFilter & { limit: number; offset: number },
  ): Promise<{ rows: CostCenterRow[]; total: number }>;
}

export function createCostCentersRepository(db: Database): CostCentersRepository {
  const rows = createCompanyScopedRepository(db, costCenters, {
    constraint: 'cost_centers_company_name_key',
    taken: 'name-taken',
  });
  const order = bySearchName(costCenters.searchName, costCenters.id);
  const conditionsOf = ({ search, active }: CostCenterFilter) => {
    const conditions: (SQL | undefined)[] = [];
    if (active !== undefined) conditions.push(eq(costCenters.active, active));
    if (search) {
      conditions.push(
        or(
          searchNameContains(costCenters.searchName, search),
          ilike(costCenters.code, likePattern(search)),
        ),
      );
    }
    return conditions;
  };
  return {
    ...rows,
    list: (companyId, filter) => rows.list(companyId, conditionsOf(filter), order),
    page: (companyId, filter) =>
      rows.page(companyId, conditionsOf(filter), order, {
        ...filter,
        countInline: Boolean(filter.search),
      }),
  };
}
