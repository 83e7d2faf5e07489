import { CASH_SCENARIO_MESSAGES, FORECAST_MESSAGES, MAX_SAVED_SCENARIOS } from 'shared/contracts';
import type { CashScenario, ScenarioLevers } from 'shared/contracts';
import { badRequest, conflict, notFound } from '../../../errors';
import type {
  CashScenariosRepository,
  ScenarioWrite,
  StoredScenario,
} from '../repositories/cash-scenarios-repository';
import type { ForecastRepository } from '../repositories/forecast-repository';

export interface CashScenarioService {
  list(companyId: string): Promise<CashScenario[]>;
  create(
    companyId: string,
    userId: string,
    input: { name: string; levers: ScenarioLevers },
  ): Promise<CashScenario>;
  update(
    companyId: string,
    id: string,
    userId: string,
    input: { name: string; levers: ScenarioLevers },
  ): Promise<CashScenario>;
  remove(companyId: string, id: string): Promise<void>;
}

const toScenario = (row: StoredScenario): CashScenario => ({
  id: row.id,
  name: row.name,
  levers: row.levers,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

function written(result: ScenarioWrite): CashScenario {
  if (result === 'missing') throw notFound(CASH_SCENARIO_MESSAGES.notFound);
  if (result === 'duplicate') throw conflict(CASH_SCENARIO_MESSAGES.duplicateName);
  return toScenario(result);
}

export function createCashScenarioService(deps: {
  scenarios: CashScenariosRepository;
  forecasts: Pick<ForecastRepository, 'categoryParents'>;
}): CashScenarioService {
  const { scenarios, forecasts } = deps;
  /** A lever on another company's category reads as one on a missing category. */
  async function checkCategories(companyId: string, levers: ScenarioLevers) {
    if (levers.categories.length === 0) return;
    const known = await forecasts.categoryParents(companyId);
    if (levers.categories.some((change) => !known.has(change.category_id))) {
      throw badRequest(FORECAST_MESSAGES.categoryNotFound);
    }
  }
  return {
    async list(companyId) {
      return (await scenarios.list(companyId)).map(toScenario);
    },
    async create(companyId, userId, { name, levers }) {
      await checkCategories(companyId, levers);
      if ((await scenarios.count(companyId)) >= MAX_SAVED_SCENARIOS) {
        throw conflict(CASH_SCENARIO_MESSAGES.tooMany);
      }
      return written(await scenarios.create(companyId, userId, name, levers));
    },
    async update(companyId, id, userId, { name, levers }) {
      await checkCategories(companyId, levers);
      return written(await scenarios.update(companyId, id, userId, name, levers));
    },
    async remove(companyId, id) {
      if (!(await scenarios.delete(companyId, id))) {
        throw notFound(CASH_SCENARIO_MESSAGES.notFound);
      }
    },
  };
}
