import { and, asc, count, eq } from 'drizzle-orm';
import type { ScenarioLevers } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { cashScenarios, users } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';

export interface StoredScenario {
  id: string;
  name: string;
  levers: ScenarioLevers;
  updatedAt: Date;
  updatedBy: { id: string; name: string } | null;
}

export type ScenarioWrite = StoredScenario | 'duplicate' | 'missing';

export interface CashScenariosRepository {
  /** The company's scenarios by name. */
  list(companyId: string): Promise<StoredScenario[]>;
  count(companyId: string): Promise<number>;
  create(
    companyId: string,
    userId: string,
    name: string,
    levers: ScenarioLevers,
  ): Promise<ScenarioWrite>;
  update(
    companyId: string,
    id: string,
    userId: string,
    name: string,
    levers: ScenarioLevers,
  ): Promise<ScenarioWrite>;
  /** Whether a row went. */
  delete(companyId: string, id: string): Promise<boolean>;
}

const NAME_KEY = 'cash_scenarios_company_name_key';

export function createCashScenariosRepository(db: Database): CashScenariosRepository {
  const select = (companyId: string, id?: string) =>
    db
      .select({
        id: cashScenarios.id,
        name: cashScenarios.name,
        levers: cashScenarios.levers,
        updatedAt: cashScenarios.updatedAt,
        userId: users.id,
        userName: users.name,
      })
      .from(cashScenarios)
      .leftJoin(users, eq(users.id, cashScenarios.updatedBy))
      .where(and(eq(cashScenarios.companyId, companyId), id ? eq(cashScenarios.id, id) : undefined))
      .orderBy(asc(cashScenarios.name), asc(cashScenarios.id));
  type Selected = Awaited<ReturnType<typeof select>>[number];
  const toStored = (row: Selected): StoredScenario => ({
    id: row.id,
    name: row.name,
    levers: row.levers as ScenarioLevers,
    updatedAt: row.updatedAt,
    updatedBy: row.userId && row.userName ? { id: row.userId, name: row.userName } : null,
  });
  const read = async (companyId: string, id: string): Promise<ScenarioWrite> => {
    const [row] = await select(companyId, id);
    return row ? toStored(row) : 'missing';
  };
  const unlessDuplicate = async (write: () => Promise<ScenarioWrite>): Promise<ScenarioWrite> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, NAME_KEY)) return 'duplicate';
      throw error;
    }
  };

  return {
    async list(companyId) {
      return (await select(companyId)).map(toStored);
    },
    async count(companyId) {
      const [row] = await db
        .select({ value: count() })
        .from(cashScenarios)
        .where(eq(cashScenarios.companyId, companyId));
      return row?.value ?? 0;
    },
    async create(companyId, userId, name, levers) {
      return unlessDuplicate(async () => {
        const [row] = await db
          .insert(cashScenarios)
          .values({ companyId, name, levers, updatedBy: userId })
          .returning({ id: cashScenarios.id });
        return row ? read(companyId, row.id) : 'missing';
      });
    },
    async update(companyId, id, userId, name, levers) {
      return unlessDuplicate(async () => {
        const [row] = await db
          .update(cashScenarios)
          .set({ name, levers, updatedBy: userId, updatedAt: new Date() })
          .where(and(eq(cashScenarios.companyId, companyId), eq(cashScenarios.id, id)))
          .returning({ id: cashScenarios.id });
        return row ? read(companyId, row.id) : 'missing';
      });
    },
    async delete(companyId, id) {
      const rows = await db
        .delete(cashScenarios)
        .where(and(eq(cashScenarios.companyId, companyId), eq(cashScenarios.id, id)))
        .returning({ id: cashScenarios.id });
      return rows.length > 0;
    },
  };
}
