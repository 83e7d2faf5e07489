import { FORECAST_MESSAGES } from 'shared/contracts';
import type {
  CashForecast,
  CashForecastExportRequest,
  CashForecastRequest,
  ScenarioLevers,
} from 'shared/contracts';
import { formatMonth, formatShortDate, todayIso } from 'shared/format';
import { badRequest, notFound } from '../../../errors';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../companies/public';
import type { CompaniesRepository } from '../../companies/public';
import { CONTENT_TYPES, reportHeading, writeReport } from '../../reports/public';
import type { ReportFile, ReportTable } from '../../reports/public';
import type { ForecastRepository } from '../repositories/forecast-repository';
import { forecastPeriods, forecastSeries, scenarioFlows } from './cash-forecast';

/** Today's saldo atual of each of the company's accounts (the setup domain's balances). */
export type AccountBalancesOf = (
  companyId: string,
) => Promise<{ bank_account_id: string; current_balance_cents: number }[]>;

export interface CashForecastService {
  forecast(companyId: string, request: CashForecastRequest): Promise<CashForecast>;
  /** The same forecast as a file: a row per period, the base's flows and every closing balance. */
  export(
    userId: string,
    companyId: string,
    request: CashForecastExportRequest,
  ): Promise<ReportFile>;
}

/** "Semana de 29/11" or "nov/2026": how the screen and the file name a period. */
export function periodLabel(horizon: CashForecast['horizon'], period: { start_date: string }) {
  return horizon === '13-semanas'
    ? `Semana de ${formatShortDate(period.start_date).slice(0, 5)}`
    : formatMonth(period.start_date.slice(0, 7));
}

/** The forecast as one table of the report files. */
export function forecastTable(forecast: CashForecast): ReportTable {
  const series = [forecast.base, ...forecast.scenarios];
  return {
    title: 'Cenários de caixa',
    columns: [
      'Período',
      'Entradas (base)',
      'Saídas (base)',
      ...series.map((item) => `Saldo: ${item.name}`),
    ],
    rows: forecast.periods.map((period, index) => [
      periodLabel(forecast.horizon, period),
      { money: forecast.base.inflow[index] ?? 0 },
      { money: forecast.base.outflow[index] ?? 0 },
      ...series.map((item) => ({ money: item.balance[index] ?? 0 })),
    ]),
    total: ['Menor saldo', '', '', ...series.map((item) => ({ money: item.lowest.balance }))],
  };
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
  companies: CompaniesRepository;
  today?: () => string;
}): CashForecastService {
  const { forecasts, balancesOf, companies } = deps;
  const today = deps.today ?? (() => todayIso());
  const service: CashForecastService = {
    async export(userId, companyId, { format, ...request }) {
      const company = await companies.findForMember(companyId, userId);
      if (!company) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      const forecast = await service.forecast(companyId, request);
      const last = forecast.periods.at(-1);
      const heading = reportHeading(
        company.name,
        'Cenários de caixa',
        { start_date: forecast.as_of, end_date: last?.end_date ?? forecast.as_of },
        forecast.as_of,
      );
      return {
        fileName: `cenarios-de-caixa-${forecast.horizon}-${forecast.as_of}.${format}`,
        contentType: CONTENT_TYPES[format],
        body: await writeReport(format, heading, [forecastTable(forecast)]),
      };
    },
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
  return service;
}
