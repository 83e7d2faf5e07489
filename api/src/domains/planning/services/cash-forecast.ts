import type { ForecastHorizon, ForecastSeries, ScenarioLevers } from 'shared/contracts';
import { addDays, addMonths, monthPeriod } from 'shared/format';
import type { Flow } from '../repositories/forecast-repository';

// The forecast's arithmetic, apart from the database: periods, flows moved by a scenario's
// levers, and the running balance. Every amount is integer cents, rounded once per flow.

export interface Period {
  start_date: string;
  end_date: string;
}

export type { Flow };

/** 13 weeks from today (7 days each), or 12 months: the rest of this one, then 11 whole ones. */
export function forecastPeriods(today: string, horizon: ForecastHorizon): Period[] {
  if (horizon === '13-semanas') {
    return Array.from({ length: 13 }, (_, week) => ({
      start_date: addDays(today, week * 7),
      end_date: addDays(today, week * 7 + 6),
    }));
  }
  return Array.from({ length: 12 }, (_, index) => {
    const month = monthPeriod(addMonths(`${today.slice(0, 7)}-01`, index).slice(0, 7));
    return index === 0 ? { ...month, start_date: today } : month;
  });
}

/** The categories a lever on `id` reaches: it and every one under it. */
export function categoryReach(
  id: string,
  parentOf: ReadonlyMap<string, string | null>,
): (categoryId: string | null) => boolean {
  return (categoryId) => {
    for (let at = categoryId; at; at = parentOf.get(at) ?? null) if (at === id) return true;
    return false;
  };
}

/** The open flows as a scenario sees them, plus what it adds; the base is the empty scenario. */
export function scenarioFlows(
  flows: readonly Flow[],
  levers: ScenarioLevers,
  today: string,
  lastDay: string,
  parentOf: ReadonlyMap<string, string | null>,
): Flow[] {
  const changes = levers.categories.map((change) => ({
    reaches: categoryReach(change.category_id, parentOf),
    factor: 1 + change.percent / 100,
  }));
  const moved = flows.map((flow) => {
    let factor = 1;
    for (const change of changes) if (change.reaches(flow.categoryId)) factor *= change.factor;
    if (flow.type !== 'receita') return { ...flow, cents: Math.round(flow.cents * factor) };
    // A receivable overdue today arrives, at the soonest, today plus the delay.
    const due = flow.date < today ? today : flow.date;
    return {
      ...flow,
      date: addDays(due, levers.receivables_delay_days),
      cents: Math.round(flow.cents * factor * (1 - levers.receivables_loss_percent / 100)),
    };
  });
  const added: Flow[] = levers.one_offs.map((entry) => ({
    date: entry.date,
    type: entry.type,
    categoryId: null,
    cents: entry.amount_cents,
  }));
  for (const recurrence of levers.recurrences) {
    for (let n = 0; ; n++) {
      const date =
        recurrence.every === 'semana'
          ? addDays(recurrence.start_date, n * 7)
          : addMonths(recurrence.start_date, n);
      if (date > lastDay) break;
      if (date >= today) {
        added.push({
          date,
          type: recurrence.type,
          categoryId: null,
          cents: recurrence.amount_cents,
        });
      }
    }
  }
  return [...moved, ...added];
}

/**
 * Each period's inflow, outflow and closing balance from `opening`: what is due before today
 * (overdue) counts in the first period, what falls after the last period is left out.
 */
export function forecastSeries(
  name: string,
  opening: number,
  periods: readonly Period[],
  flows: readonly Flow[],
): ForecastSeries {
  const inflow = periods.map(() => 0);
  const outflow = periods.map(() => 0);
  for (const flow of flows) {
    const index =
      flow.date < (periods[0]?.start_date ?? '')
        ? 0
        : periods.findIndex((period) => flow.date <= period.end_date);
    if (index < 0) continue;
    if (flow.type === 'receita') inflow[index] = (inflow[index] ?? 0) + flow.cents;
    else outflow[index] = (outflow[index] ?? 0) + flow.cents;
  }
  let running = opening;
  const balance = periods.map((_, index) => {
    running += (inflow[index] ?? 0) - (outflow[index] ?? 0);
    return running;
  });
  const lowest = balance.reduce(
    (low, value, index) => (value < low.balance ? { index, balance: value } : low),
    { index: 0, balance: balance[0] ?? opening },
  );
  return { name, inflow, outflow, balance, lowest };
}
