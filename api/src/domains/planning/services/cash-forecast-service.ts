import { FORECAST_MESSAGES } from 'shared/contracts';
import type { CashForecast, CashForecastRequest, ScenarioLevers } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { badRequest } from '../../../errors';
import type { ForecastRepository } from '../repositories/forecast-repository';
import { forecastPeriods, forecastSeries, scenarioFlows } from './cash-forecast';

/** Today's saldo atual of each of the company's accounts (the setup domain's balances). */
export type AccountBalancesOf = (
  companyId: string,
) => Promise<{ bank_account_id: string; current_balance_cents: number }[]>;

export interface CashForecastService {
  forecast(companyId: string, request: CashForecastRequest): Promise<CashForecast>;
}

const NO_LEVERS: ScenarioLevers = {
  receivables_delay_days: 0,
  receivables_loss_percent: 0,
  categories: [],
  one_offs: [],
  recurrences: [],
};

export function createCashForecastService(deps: {
  forecasts: ForecastRepository;
  balancesOf: AccountBalancesOf;
  today?: () => string;
}): CashForecastService {
  const { forecasts, balancesOf } = deps;
  const today = deps.today ?? (() => todayIso());
  return {
    async forecast(companyId, request) {
      const asOf = today();
      const balances = await balancesOf(companyId);
      const chosen = new Set(request.bank_account_ids);
      const known = new Set(balances.map((row) => row.bank_account_id));
      // Another company's account reads as missing: nothing tells the two apart.
      if ([...chosen].some((id) => !known.has(id))) {
        throw badRequest(FORECAST_MESSAGES.accountNotFound);
      }
      const opening = balances
        .filter((row) => chosen.size === 0 || chosen.has(row.bank_account_id))
        .reduce((sum, row) => sum + row.current_balance_cents, 0);
      const periods = forecastPeriods(asOf, request.horizon);
      const lastDay = periods.at(-1)?.end_date ?? asOf;
      const [flows, parentOf] = await Promise.all([
        forecasts.openFlows(companyId, lastDay, request.bank_account_ids),
        request.scenarios.some((scenario) => scenario.levers.categories.length > 0)
          ? forecasts.categoryParents(companyId)
          : Promise.resolve(new Map<string, string | null>()),
      ]);
      for (const scenario of request.scenarios) {
        if (scenario.levers.categories.some((change) => !parentOf.has(change.category_id))) {
          throw badRequest(FORECAST_MESSAGES.categoryNotFound);
        }
      }
      const overdue = { receivable: 0, payable: 0 };
      for (const flow of flows) {
        if (flow.date >= asOf) continue;
        if (flow.type === 'receita') overdue.receivable += flow.cents;
        else overdue.payable += flow.cents;
      }
      const series = (name: string, levers: ScenarioLevers) =>
        forecastSeries(
          name,
          opening,
          periods,
          scenarioFlows(flows, levers, asOf, lastDay, parentOf),
        );
      return {
        as_of: asOf,
        horizon: request.horizon,
        opening_balance: opening,
        periods,
        overdue,
        base: series('Base', NO_LEVERS),
        scenarios: request.scenarios.map((scenario) => series(scenario.name, scenario.levers)),
      };
    },
  };
}
