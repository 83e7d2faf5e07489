import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { costCenters } from '../db/schema';
import type { CostCenterRow } from '../db/schema';
import { deleteUnlessReferenced, likePattern, unlessTaken } from './unique-violation';

export type CostCenterColumns = Partial<
  Omit<typeof costCenters.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>
>;

/** Created, or refused because the name is taken in the company. */
export type CostCenterWrite = CostCenterRow | 'name-taken' | null;

export interface CostCentersRepository {
  list(companyId: string, filter: { search?: string; active?: boolean }): Promise<CostCenterRow[]>;
  find(companyId: string, id: string): Promise<CostCenterRow | null>;
  create(companyId: string, values: CostCenterColumns & { name: string }): Promise<CostCenterWrite>;
  /** null when no such row in the company. */
  update(companyId: string, id: string, changes: CostCenterColumns): Promise<CostCenterWrite>;
  /** 'in-use' when a movement or payment refers to the row: deactivate it instead. */
  delete(companyId: string, id: string): Promise<'deleted' | 'missing' | 'in-use'>;
}

const NAME_KEY = 'cost_centers_company_name_key';

const orNameTaken = (write: () => Promise<CostCenterRow | null>): Promise<CostCenterWrite> =>
  unlessTaken(NAME_KEY, 'name-taken', write);

export function createCostCentersRepository(db: Database): CostCentersRepository {
  const scope = (companyId: string, id: string) =>
    and(eq(costCenters.companyId, companyId), eq(costCenters.id, id));
  return {
    async list(companyId, { search, active }) {
      const conditions: (SQL | undefined)[] = [eq(costCenters.companyId, companyId)];
      if (active !== undefined) conditions.push(eq(costCenters.active, active));
      if (search) {
        const pattern = likePattern(search);
        conditions.push(or(ilike(costCenters.name, pattern), ilike(costCenters.code, pattern)));
      }
      return db
        .select()
        .from(costCenters)
        .where(and(...conditions))
        .orderBy(asc(costCenters.name), asc(costCenters.id));
    },
    async find(companyId, id) {
      const [row] = await db.select().from(costCenters).where(scope(companyId, id)).limit(1);
      return row ?? null;
    },
    async create(companyId, values) {
      return orNameTaken(async () => {
        const [row] = await db
          .insert(costCenters)
          .values({ ...values, companyId })
          .returning();
        return row ?? null;
      });
    },
    async update(companyId, id, changes) {
      return orNameTaken(async () => {
        const [row] = await db
          .update(costCenters)
          .set(changes)
          .where(scope(companyId, id))
          .returning();
        return row ?? null;
      });
    },
    async delete(companyId, id) {
      return deleteUnlessReferenced(() =>
        db.delete(costCenters).where(scope(companyId, id)).returning({ id: costCenters.id }),
      );
    },
  };
}
