import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import {
  BUDGET_MESSAGES,
  COMPANY_HEADER,
  budgetActualsSchema,
  budgetHistorySchema,
  budgetSchema,
} from 'shared/contracts';
import type { Budget, BudgetLine } from 'shared/contracts';
import type { App } from '../../../src/app';
import { budgetChanges, scaled } from '../../../src/domains/planning/services/budget-service';
import { bearer } from '../../helper';
import { createMovement, openMovementWorld } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import { expectError, expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';

// Orçamento (issue 24, item 1): a year's grid per category (and cost centre) per month, saved
// whole, versioned by who changed which cells, refused when saved over someone else's save.

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;
let year = 2030;

const url = (y: number) => `/v1/companies/budgets/${y}`;
const months = (...values: number[]) => [...values, ...Array(12 - values.length).fill(0)];

async function read(tenant: Tenant, y: number): Promise<Budget> {
  const response = await tenant.call('GET', url(y));
  expectStatus(response, 200);
  return budgetSchema.parse(response.json());
}

async function save(tenant: Tenant, y: number, baseVersion: number, lines: BudgetLine[]) {
  return tenant.call('PUT', url(y), { base_version: baseVersion, lines });
}

async function saved(tenant: Tenant, y: number, baseVersion: number, lines: BudgetLine[]) {
  const response = await save(tenant, y, baseVersion, lines);
  expectStatus(response, 200);
  return budgetSchema.parse(response.json());
}

before(async () => {
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld());
});

after(async () => {
  await app.close();
});

describe('orçamento: a year per category and month', () => {
  test('should start empty at version 0, then keep what was saved, in the plano order', async () => {
    year += 1;
    const empty = await read(ana, year);
    assert.deepEqual(empty, { year, version: 0, updated_at: null, updated_by: null, lines: [] });

    const budget = await saved(ana, year, 0, [
      { category_id: setup.rent, cost_center_id: null, months: months(300_000, 300_000) },
      { category_id: setup.sales, cost_center_id: null, months: months(1_000_000) },
      { category_id: setup.sales, cost_center_id: setup.costCenter, months: months(0, 50_000) },
      // A row with nothing in it is not kept.
      { category_id: setup.salaries, cost_center_id: null, months: months() },
    ]);
    assert.equal(budget.version, 1);
    assert.ok(budget.updated_at);
    assert.equal(budget.updated_by?.id, ana.userId);
    assert.deepEqual(
      budget.lines.map((line) => [line.category_id, line.cost_center_id, line.months.slice(0, 2)]),
      [
        [setup.sales, null, [1_000_000, 0]],
        [setup.sales, setup.costCenter, [0, 50_000]],
        [setup.rent, null, [300_000, 300_000]],
      ],
    );
    assert.deepEqual(await read(ana, year), budget);
    // Another year is another budget.
    assert.equal((await read(ana, year + 1)).version, 0);
  });

  test('should record who changed which cells, from what to what, and nothing for no change', async () => {
    year += 1;
    const first = await saved(ana, year, 0, [
      { category_id: setup.sales, cost_center_id: null, months: months(100, 200) },
      { category_id: setup.rent, cost_center_id: null, months: months(50) },
    ]);
    const trail = async () =>
      app.database.rows<{ operation: string }>(
        sql`select operation from audit_log where company_id = ${ana.companyId}
            and table_name = 'budget_lines' order by id`,
      );
    const already = (await trail()).length;
    const second = await saved(ana, year, first.version, [
      { category_id: setup.sales, cost_center_id: null, months: months(100, 250, 0, 7) },
    ]);
    assert.equal(second.version, 2);
    // The audit trail holds what the save changed: one row updated, one deleted, none rewritten.
    assert.deepEqual(
      (await trail())
        .slice(already)
        .map((row) => row.operation)
        .sort(),
      ['delete', 'update'],
    );
    // The same grid again (a second click): no version to read through.
    const again = await saved(ana, year, second.version, second.lines);
    assert.equal(again.version, 2);

    const response = await ana.call('GET', `${url(year)}/history`);
    expectStatus(response, 200);
    const history = budgetHistorySchema.parse(response.json());
    assert.deepEqual(
      history.items.map((item) => [item.version, item.user?.id, item.changed_cells]),
      [
        [2, ana.userId, 3],
        [1, ana.userId, 3],
      ],
    );
    assert.deepEqual(history.items[0]?.changes, [
      { category_id: setup.sales, cost_center_id: null, month: 2, from: 200, to: 250 },
      { category_id: setup.sales, cost_center_id: null, month: 4, from: 0, to: 7 },
      { category_id: setup.rent, cost_center_id: null, month: 1, from: 50, to: 0 },
    ]);
  });

  test("should refuse a save made over someone else's, and keep theirs", async () => {
    year += 1;
    const line = (cents: number): BudgetLine => ({
      category_id: setup.sales,
      cost_center_id: null,
      months: months(cents),
    });
    await saved(ana, year, 0, [line(100)]);
    // Both loaded version 1; the first to save wins.
    await saved(ana, year, 1, [line(200)]);
    expectError(await save(ana, year, 1, [line(300)]), 409, BUDGET_MESSAGES.stale);
    // A version from the future is as stale as one from the past.
    expectError(await save(ana, year, 7, [line(300)]), 409, BUDGET_MESSAGES.stale);
    const kept = await read(ana, year);
    assert.equal(kept.version, 2);
    assert.equal(kept.lines[0]?.months[0], 200);
  });

  test('should let two saves from the same version race, and keep exactly one', async () => {
    year += 1;
    const line = (cents: number): BudgetLine => ({
      category_id: setup.rent,
      cost_center_id: null,
      months: months(cents),
    });
    const answers = await Promise.all([
      save(ana, year, 0, [line(1)]),
      save(ana, year, 0, [line(2)]),
    ]);
    const codes = answers.map((response) => response.statusCode).sort();
    assert.deepEqual(codes, [200, 409]);
    const kept = await read(ana, year);
    assert.equal(kept.version, 1);
    const winner = budgetSchema.parse(answers.find((r) => r.statusCode === 200)?.json());
    assert.deepEqual(kept.lines, winner.lines);
  });

  test('should answer a keyed retry with the first answer and no second version', async () => {
    year += 1;
    const key = randomUUID();
    const send = () =>
      app.inject({
        method: 'PUT',
        url: url(year),
        headers: { ...bearer(ana.token), [COMPANY_HEADER]: ana.companyId, 'idempotency-key': key },
        payload: {
          base_version: 0,
          lines: [{ category_id: setup.sales, cost_center_id: null, months: months(9) }],
        },
      });
    const first = await send();
    expectStatus(first, 200);
    const retry = await send();
    expectStatus(retry, 200);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.deepEqual(retry.json(), first.json());
    assert.equal((await read(ana, year)).version, 1);
  });
});

describe('orçamento: what a save may hold', () => {
  const bad = async (lines: unknown[], status: number, message: string | RegExp) => {
    year += 1;
    const response = await ana.call('PUT', url(year), { base_version: 0, lines });
    assert.equal(response.statusCode, status, response.body);
    const body = response.json() as { message: string };
    if (typeof message === 'string') assert.equal(body.message, message);
    else assert.match(body.message, message);
    assert.equal((await read(ana, year)).version, 0, 'nothing saved');
  };

  test("should refuse another company's category or cost centre, as not found", async () => {
    await bad(
      [{ category_id: brunoSetup.sales, cost_center_id: null, months: months(1) }],
      400,
      BUDGET_MESSAGES.categoryNotFound,
    );
    await bad(
      [{ category_id: randomUUID(), cost_center_id: null, months: months(1) }],
      400,
      BUDGET_MESSAGES.categoryNotFound,
    );
    await bad(
      [{ category_id: setup.sales, cost_center_id: brunoSetup.costCenter, months: months(1) }],
      400,
      BUDGET_MESSAGES.costCenterNotFound,
    );
  });

  test('should budget the leaves of the plano, once per cost centre', async () => {
    await bad(
      [{ category_id: setup.payroll, cost_center_id: null, months: months(1) }],
      400,
      BUDGET_MESSAGES.categoryNotLeaf,
    );
    await bad(
      [
        { category_id: setup.sales, cost_center_id: null, months: months(1) },
        { category_id: setup.sales, cost_center_id: null, months: months(2) },
      ],
      400,
      BUDGET_MESSAGES.duplicateLine,
    );
  });

  test('should want twelve whole, non-negative months in cents', async () => {
    await bad(
      [{ category_id: setup.sales, cost_center_id: null, months: [1, 2, 3] }],
      400,
      /Informe os 12 meses, de janeiro a dezembro\./,
    );
    await bad(
      [{ category_id: setup.sales, cost_center_id: null, months: months(-1) }],
      400,
      /O valor orçado não pode ser negativo\./,
    );
    await bad(
      [{ category_id: setup.sales, cost_center_id: null, months: months(10.5) }],
      400,
      /Informe o valor do mês em centavos\./,
    );
  });

  test('should refuse a year that is not one', async () => {
    for (const y of ['1999', '2101', 'abc', '2030.5']) {
      const response = await ana.call('GET', `/v1/companies/budgets/${y}`);
      assert.equal(response.statusCode, 400, y);
      assert.match((response.json() as { message: string }).message, /Ano inválido\./);
    }
  });

  test("should never show one company's budget to another", async () => {
    year += 1;
    await saved(ana, year, 0, [
      { category_id: setup.sales, cost_center_id: null, months: months(123) },
    ]);
    const theirs = await read(bruno, year);
    assert.equal(theirs.version, 0);
    assert.deepEqual(theirs.lines, []);
  });
});

describe('orçamento: copied from a year of actuals', () => {
  test('should give each leaf its months by competência, scaled, despesas as positive amounts', async () => {
    const actualYear = 2027;
    const movement = (type: 'receita' | 'despesa', category: string, day: string, cents: number) =>
      createMovement(ana, {
        type,
        description: `Realizado ${day}`,
        amount_cents: cents,
        due_date: day,
        competence_date: day,
        category_id: category,
      });
    await movement('receita', setup.sales, `${actualYear}-03-10`, 10_000);
    await movement('receita', setup.sales, `${actualYear}-03-20`, 5_001);
    await movement('despesa', setup.rent, `${actualYear}-01-05`, 300_000);
    // Due the next year, counted by its competência.
    const late = await createMovement(ana, {
      type: 'despesa',
      description: 'Competência de dezembro',
      amount_cents: 1_000,
      due_date: `${actualYear + 1}-01-10`,
      competence_date: `${actualYear}-12-15`,
      category_id: setup.salaries,
      cost_center_id: setup.costCenter,
    });
    assert.ok(late.id);

    const response = await ana.call('GET', `${url(actualYear)}/actuals?percent=10`);
    expectStatus(response, 200);
    const actuals = budgetActualsSchema.parse(response.json());
    assert.equal(actuals.percent, 10);
    const byCategory = new Map(actuals.lines.map((line) => [line.category_id, line.months]));
    assert.deepEqual(byCategory.get(setup.sales), months(0, 0, 16_501));
    assert.deepEqual(byCategory.get(setup.rent), months(330_000));
    assert.equal(byCategory.get(setup.salaries)?.[11], 1_100);
    assert.ok(!byCategory.has(setup.payroll), 'parents are the sum of their leaves');

    // One cost centre's actuals only, and written for it.
    const centre = await ana.call(
      'GET',
      `${url(actualYear)}/actuals?cost_center_id=${setup.costCenter}`,
    );
    const forCentre = budgetActualsSchema.parse(centre.json());
    assert.deepEqual(
      forCentre.lines.map((line) => [line.category_id, line.cost_center_id, line.months[11]]),
      [[setup.salaries, setup.costCenter, 1_000]],
    );

    // Nothing of another company, whatever ids are sent.
    const theirs = await bruno.call('GET', `${url(actualYear)}/actuals`);
    assert.deepEqual(budgetActualsSchema.parse(theirs.json()).lines, []);
    const crossed = await bruno.call(
      'GET',
      `${url(actualYear)}/actuals?cost_center_id=${setup.costCenter}`,
    );
    assert.deepEqual(budgetActualsSchema.parse(crossed.json()).lines, []);
  });

  test('should refuse an adjustment outside -100 % to 1.000 %', async () => {
    for (const percent of ['-101', '1001', 'dez']) {
      const response = await ana.call('GET', `${url(2027)}/actuals?percent=${percent}`);
      assert.equal(response.statusCode, 400, percent);
    }
  });

  test('should scale to the cent, in integer arithmetic', () => {
    assert.equal(scaled(10_000, 10), 11_000);
    assert.equal(scaled(15_001, 10), 16_501);
    assert.equal(scaled(999, 12.5), 1_124);
    assert.equal(scaled(10_000, -100), 0);
  });
});

describe('budgetChanges', () => {
  test('should list each differing cell once, rows added or removed included', () => {
    const a = { categoryId: 'a', costCenterId: null, months: months(1, 2) };
    const b = { categoryId: 'b', costCenterId: 'x', months: months(0, 0, 3) };
    assert.deepEqual(budgetChanges([], []), []);
    assert.deepEqual(budgetChanges([a], [a]), []);
    assert.deepEqual(budgetChanges([a], [b]), [
      { category_id: 'b', cost_center_id: 'x', month: 3, from: 0, to: 3 },
      { category_id: 'a', cost_center_id: null, month: 1, from: 1, to: 0 },
      { category_id: 'a', cost_center_id: null, month: 2, from: 2, to: 0 },
    ]);
  });
});
