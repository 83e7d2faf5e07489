import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { cashForecastSchema, cashScenarioSchema, scenarioLeversSchema } from 'shared/contracts';
import { z } from 'zod';
import type { CashForecast, ScenarioLevers } from 'shared/contracts';
import { addDays, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import {
  forecastPeriods,
  forecastSeries,
  scenarioFlows,
} from '../../../src/domains/planning/services/cash-forecast';
import type { Flow } from '../../../src/domains/planning/services/cash-forecast';
import { createMovement, openMovementWorld, pay } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import { expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';

// Cenários de caixa (issue 24, item 4): the next 13 weeks (or 12 months) of cash from today's
// balance and what is open, and scenarios that move it; held to a case computed by hand.

/** The schema's defaults under `input` (unit cases name categories by words, not uuids). */
const levers = (input: Partial<ScenarioLevers> = {}): ScenarioLevers => ({
  ...scenarioLeversSchema.parse({}),
  ...input,
});

describe('cash forecast: the arithmetic, against a case computed by hand', () => {
  const today = '2026-11-29';
  const periods = forecastPeriods(today, '13-semanas');
  const last = periods.at(-1)?.end_date ?? '';
  const parents = new Map<string, string | null>([
    ['despesas', null],
    ['aluguel', 'despesas'],
    ['vendas', null],
  ]);
  const flows: Flow[] = [
    { date: '2026-12-01', type: 'receita', categoryId: 'vendas', cents: 100_000 },
    // Overdue: counts in the first week.
    { date: '2026-11-20', type: 'receita', categoryId: 'vendas', cents: 20_000 },
    { date: '2026-12-10', type: 'despesa', categoryId: 'aluguel', cents: 30_000 },
    // After the 13th week (which ends 2027-02-27): left out.
    { date: '2027-03-01', type: 'receita', categoryId: 'vendas', cents: 50_000 },
  ];

  test('should cut 13 weeks from today, or the rest of the month and 11 more', () => {
    assert.deepEqual(periods[0], { start_date: '2026-11-29', end_date: '2026-12-05' });
    assert.deepEqual(periods[1], { start_date: '2026-12-06', end_date: '2026-12-12' });
    assert.equal(last, '2027-02-27');
    const months = forecastPeriods(today, '12-meses');
    assert.equal(months.length, 12);
    assert.deepEqual(months[0], { start_date: '2026-11-29', end_date: '2026-11-30' });
    assert.deepEqual(months[1], { start_date: '2026-12-01', end_date: '2026-12-31' });
    assert.deepEqual(months[11], { start_date: '2027-10-01', end_date: '2027-10-31' });
  });

  test('should run the base from the opening balance, and mark its lowest week', () => {
    const base = forecastSeries(
      'Base',
      10_000,
      periods,
      scenarioFlows(flows, levers(), today, last, parents),
    );
    assert.deepEqual(base.inflow.slice(0, 3), [120_000, 0, 0]);
    assert.deepEqual(base.outflow.slice(0, 3), [0, 30_000, 0]);
    assert.deepEqual(base.balance.slice(0, 3), [130_000, 100_000, 100_000]);
    assert.equal(base.balance[12], 100_000);
    assert.deepEqual(base.lowest, { index: 1, balance: 100_000 });
  });

  test('should move receivables late, lose a share, scale a category and add entries', () => {
    const scenario = levers({
      receivables_delay_days: 7,
      receivables_loss_percent: 10,
      // A lever on a parent reaches the categories under it.
      categories: [{ category_id: 'despesas', percent: 50 }],
      one_offs: [
        { description: 'Empréstimo', type: 'receita', date: '2026-12-20', amount_cents: 500_000 },
      ],
      recurrences: [
        {
          description: 'Novo aluguel',
          type: 'despesa',
          start_date: '2026-12-15',
          every: 'mes',
          amount_cents: 10_000,
        },
      ],
    });
    const series = forecastSeries(
      'Pessimista',
      10_000,
      periods,
      scenarioFlows(flows, scenario, today, last, parents),
    );
    // Week 1: nothing arrives (both receivables are a week late); week 2 (06–12/12): 90 % of
    // 1.000,00 on 08/12 and of 200,00 on 06/12 in, the rent half up (450,00) out.
    assert.deepEqual(series.inflow.slice(0, 4), [0, 108_000, 0, 500_000]);
    assert.deepEqual(series.outflow.slice(0, 4), [0, 45_000, 10_000, 0]);
    assert.deepEqual(series.balance.slice(0, 4), [10_000, 73_000, 63_000, 563_000]);
    // The new rent on 15/01 and 15/02 as well.
    assert.equal(
      series.outflow.reduce((sum, value) => sum + value, 0),
      45_000 + 3 * 10_000,
    );
    assert.equal(series.balance[12], 563_000 - 20_000);
    assert.deepEqual(series.lowest, { index: 0, balance: 10_000 });
  });
});

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;

async function forecast(tenant: Tenant, body: Record<string, unknown> = {}): Promise<CashForecast> {
  const response = await tenant.call('POST', '/v1/companies/cash-forecast', body);
  expectStatus(response, 200);
  return cashForecastSchema.parse(response.json());
}

before(async () => {
  ({ app, ana, bruno, setup } = await openMovementWorld());
});

after(async () => {
  await app.close();
});

describe('cash forecast: through the API', () => {
  test('should start from the accounts’ balance and add what is open, not what was paid', async () => {
    const today = todayIso();
    const receivable = await createMovement(ana, {
      type: 'receita',
      description: 'Cliente A',
      amount_cents: 100_000,
      due_date: addDays(today, 3),
      category_id: setup.sales,
      bank_account_id: setup.itau,
    });
    // Paid in part: only the rest is still to come.
    await pay(ana, receivable.id, {
      paid_on: today,
      amount_cents: 40_000,
      bank_account_id: setup.itau,
    });
    await createMovement(ana, {
      type: 'despesa',
      description: 'Aluguel',
      amount_cents: 25_000,
      due_date: addDays(today, 10),
      category_id: setup.rent,
      bank_account_id: setup.nubank,
    });
    const all = await forecast(ana);
    assert.equal(all.opening_balance, 40_000);
    assert.equal(all.periods.length, 13);
    assert.equal(all.base.inflow[0], 60_000);
    assert.equal(all.base.outflow[1], 25_000);
    assert.equal(all.base.balance[12], 40_000 + 60_000 - 25_000);

    // One account: its balance and what is planned on it.
    const nubank = await forecast(ana, { bank_account_ids: [setup.nubank] });
    assert.equal(nubank.opening_balance, 0);
    assert.deepEqual([nubank.base.inflow[0], nubank.base.outflow[1]], [0, 25_000]);
    assert.deepEqual(nubank.base.lowest, { index: 1, balance: -25_000 });

    const months = await forecast(ana, {
      horizon: '12-meses',
      scenarios: [{ name: 'Cliente atrasa', levers: { receivables_loss_percent: 100 } }],
    });
    assert.equal(months.periods.length, 12);
    assert.equal(months.scenarios[0]?.name, 'Cliente atrasa');
    assert.equal(months.scenarios[0]?.balance[11], 40_000 - 25_000);
  });

  test('should export the periods with the base’s flows and each balance, numbers as numbers', async () => {
    const response = await ana.call('POST', '/v1/companies/cash-forecast/export', {
      format: 'xlsx',
      scenarios: [{ name: 'Sem recebimentos', levers: { receivables_loss_percent: 100 } }],
    });
    expectStatus(response, 200);
    const shown = await forecast(ana, {
      scenarios: [{ name: 'Sem recebimentos', levers: { receivables_loss_percent: 100 } }],
    });
    const workbook = new ExcelJS.Workbook();
    const bytes = response.rawPayload;
    // exceljs types its input as an ArrayBuffer-like of its own, not Node's Buffer.
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const rows = (workbook.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    const header = rows.findIndex((row) => row[1] === 'Período');
    assert.deepEqual(rows[header]?.slice(1), [
      'Período',
      'Entradas (base)',
      'Saídas (base)',
      'Saldo: Base',
      'Saldo: Sem recebimentos',
    ]);
    assert.equal(rows.length - header - 1, 13 + 1, 'a row per week and the lowest balances');
    assert.deepEqual(rows[header + 1]?.slice(2), [
      (shown.base.inflow[0] ?? 0) / 100,
      (shown.base.outflow[0] ?? 0) / 100,
      (shown.base.balance[0] ?? 0) / 100,
      (shown.scenarios[0]?.balance[0] ?? 0) / 100,
    ]);
  });

  test('should refuse another company’s account or category, in Portuguese, and show it nothing', async () => {
    const account = await bruno.call('POST', '/v1/companies/cash-forecast', {
      bank_account_ids: [setup.itau],
    });
    assert.equal(account.statusCode, 400);
    assert.match(account.body, /Conta bancária não encontrada nesta empresa/);
    const category = await bruno.call('POST', '/v1/companies/cash-forecast', {
      scenarios: [
        { name: 'X', levers: { categories: [{ category_id: setup.rent, percent: 10 }] } },
      ],
    });
    assert.equal(category.statusCode, 400);
    assert.match(category.body, /Categoria não encontrada nesta empresa/);
    const theirs = await forecast(bruno);
    assert.equal(theirs.opening_balance, 0);
    assert.ok(theirs.base.inflow.every((value) => value === 0));
  });

  test('should refuse levers out of range, and more than three scenarios', async () => {
    for (const levers of [
      { receivables_delay_days: 181 },
      { receivables_loss_percent: -1 },
      { one_offs: [{ description: '', type: 'receita', date: '2026-12-01', amount_cents: 1 }] },
    ]) {
      const response = await ana.call('POST', '/v1/companies/cash-forecast', {
        scenarios: [{ name: 'X', levers }],
      });
      assert.equal(response.statusCode, 400, JSON.stringify(levers));
    }
    const many = await ana.call('POST', '/v1/companies/cash-forecast', {
      scenarios: Array.from({ length: 4 }, (_, index) => ({ name: `C${index}`, levers: {} })),
    });
    assert.equal(many.statusCode, 400);
    assert.match(many.body, /No máximo 3 cenários/);
  });
});

describe('cash forecast: saved scenarios', () => {
  const url = '/v1/companies/cash-forecast/scenarios';

  test('should keep a company’s scenarios by name, changed and removed, its own only', async () => {
    const created = await ana.call('POST', url, {
      name: ' Cliente grande atrasa ',
      levers: {
        receivables_delay_days: 30,
        categories: [{ category_id: setup.rent, percent: 10 }],
      },
    });
    expectStatus(created, 201);
    const scenario = cashScenarioSchema.parse(created.json());
    assert.equal(scenario.name, 'Cliente grande atrasa');
    assert.equal(scenario.levers.receivables_delay_days, 30);
    assert.equal(scenario.levers.receivables_loss_percent, 0);
    assert.equal(scenario.updated_by?.id, ana.userId);

    // The same name, whatever its case: refused.
    const again = await ana.call('POST', url, { name: 'CLIENTE GRANDE ATRASA', levers: {} });
    assert.equal(again.statusCode, 409);
    assert.match(again.body, /Já existe um cenário com este nome/);

    const changed = await ana.call('PUT', `${url}/${scenario.id}`, {
      name: 'Cliente grande atrasa 60 dias',
      levers: { receivables_delay_days: 60 },
    });
    expectStatus(changed, 200);
    const listed = z.array(cashScenarioSchema).parse((await ana.call('GET', url)).json());
    assert.deepEqual(
      listed.map((item) => [item.name, item.levers.receivables_delay_days]),
      [['Cliente grande atrasa 60 dias', 60]],
    );

    // Another company sees none, and reaches none by id.
    assert.deepEqual((await bruno.call('GET', url)).json(), []);
    for (const [method, body] of [
      ['PUT', { name: 'Meu', levers: {} }],
      ['DELETE', undefined],
    ] as const) {
      const response = await bruno.call(method, `${url}/${scenario.id}`, body);
      assert.equal(response.statusCode, 404, method);
      assert.match(response.body, /Cenário não encontrado/);
    }
    // Nor saves a lever on a category of another company.
    const crossed = await bruno.call('POST', url, {
      name: 'Alheio',
      levers: { categories: [{ category_id: setup.rent, percent: 5 }] },
    });
    assert.equal(crossed.statusCode, 400);

    expectStatus(await ana.call('DELETE', `${url}/${scenario.id}`), 204);
    assert.deepEqual((await ana.call('GET', url)).json(), []);
  });
});
