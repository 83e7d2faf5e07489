import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { budgetComparisonSchema, budgetVariance } from 'shared/contracts';
import type { BudgetComparison, BudgetLine } from 'shared/contracts';
import type { App } from '../../../src/app';
import { createMovement, openMovementWorld } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import { expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';

// Realizado vs orçado (issue 24, item 2): the DRE's lines of a period with the budget of the
// months it touches beside them, signed as the DRE signs them, filtered as far as a budget can be.

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;

const months = (...values: number[]) => [...values, ...Array(12 - values.length).fill(0)];

async function saveBudget(year: number, lines: BudgetLine[]) {
  const response = await ana.call('PUT', `/v1/companies/budgets/${year}`, {
    base_version: 0,
    lines,
  });
  expectStatus(response, 200);
}

async function compare(tenant: Tenant, body: Record<string, unknown>): Promise<BudgetComparison> {
  const response = await tenant.call('POST', '/v1/companies/budgets/comparison', {
    regime: 'competencia',
    ...body,
  });
  expectStatus(response, 200);
  return budgetComparisonSchema.parse(response.json());
}

const line = (comparison: BudgetComparison, key: string) => {
  const found = comparison.lines.find((item) => item.key === key);
  assert.ok(found, key);
  return found;
};

const category = (comparison: BudgetComparison, id: string) =>
  comparison.lines.flatMap((item) => item.categories).find((item) => item.id === id);

const movement = (type: 'receita' | 'despesa', categoryId: string, day: string, cents: number) =>
  createMovement(ana, {
    type,
    description: `Realizado ${day}`,
    amount_cents: cents,
    due_date: day,
    competence_date: day,
    category_id: categoryId,
  });

before(async () => {
  ({ app, ana, bruno, setup } = await openMovementWorld());
  await saveBudget(2032, [
    { category_id: setup.sales, cost_center_id: null, months: months(...Array(11).fill(0), 7_000) },
  ]);
  await saveBudget(2033, [
    { category_id: setup.sales, cost_center_id: null, months: months(100_000, 100_000) },
    { category_id: setup.rent, cost_center_id: null, months: months(300_000, 300_000) },
    { category_id: setup.salaries, cost_center_id: setup.costCenter, months: months(50_000) },
  ]);
  await movement('receita', setup.sales, '2033-01-10', 120_000);
  await movement('despesa', setup.rent, '2033-01-05', 330_000);
});

after(async () => {
  await app.close();
});

describe('realizado vs orçado', () => {
  test('should put each line and category budget beside its actuals, signed as the DRE', async () => {
    const january = await compare(ana, { start_date: '2033-01-01', end_date: '2033-01-31' });
    assert.equal(january.has_budget, true);
    assert.deepEqual(january.budget_ignores, []);
    assert.deepEqual(category(january, setup.sales), {
      id: setup.sales,
      code: category(january, setup.sales)?.code,
      name: category(january, setup.sales)?.name,
      budget: 100_000,
      actual: 120_000,
    });
    const rent = category(january, setup.rent);
    assert.deepEqual([rent?.budget, rent?.actual], [-300_000, -330_000]);
    // Budgeted with nothing spent: listed, at zero.
    const salaries = category(january, setup.salaries);
    assert.deepEqual([salaries?.budget, salaries?.actual], [-50_000, 0]);
    // The subtotals add the budget as they add the actuals.
    const result = line(january, 'resultado_periodo');
    assert.deepEqual(
      [result.budget, result.actual],
      [100_000 - 300_000 - 50_000, 120_000 - 330_000],
    );
    assert.equal(line(january, 'receita_bruta').budget, 100_000);
  });

  test('should count every month the period touches, from that month’s year', async () => {
    const span = await compare(ana, { start_date: '2032-12-01', end_date: '2033-02-28' });
    assert.equal(category(span, setup.sales)?.budget, 7_000 + 100_000 + 100_000);
    assert.equal(category(span, setup.rent)?.budget, -600_000);
  });

  test('should follow cost centre, category and type; name the filters it cannot follow', async () => {
    const period = { start_date: '2033-01-01', end_date: '2033-01-31' };
    const centre = await compare(ana, { ...period, cost_centers: [setup.costCenter] });
    assert.equal(line(centre, 'resultado_periodo').budget, -50_000);
    assert.equal(category(centre, setup.rent), undefined);

    const incomeOnly = await compare(ana, { ...period, type: 'receita' });
    assert.equal(line(incomeOnly, 'resultado_periodo').budget, 100_000);

    // A parent category selects the leaves under it.
    const underPayroll = await compare(ana, { ...period, categories: [setup.payroll] });
    assert.equal(line(underPayroll, 'resultado_periodo').budget, -50_000);

    const searched = await compare(ana, {
      ...period,
      search: 'nada com este texto',
      suppliers: [setup.supplier],
    });
    assert.deepEqual(searched.budget_ignores, ['busca', 'fornecedores e clientes']);
    assert.equal(line(searched, 'resultado_periodo').budget, 100_000 - 300_000 - 50_000);
    assert.equal(line(searched, 'resultado_periodo').actual, 0);
  });

  test('should say when no month of the period has a budget', async () => {
    const none = await compare(ana, { start_date: '2040-01-01', end_date: '2040-12-31' });
    assert.equal(none.has_budget, false);
    assert.ok(none.lines.every((item) => item.budget === 0));
  });

  test("should never show one company's budget to another, whatever ids are sent", async () => {
    const theirs = await compare(bruno, {
      start_date: '2033-01-01',
      end_date: '2033-01-31',
      cost_centers: [setup.costCenter],
      categories: [setup.sales],
    });
    assert.equal(theirs.has_budget, false);
    assert.ok(theirs.lines.every((item) => item.budget === 0 && item.categories.length === 0));
  });

  test('should refuse a period the DRE refuses, in Portuguese', async () => {
    const response = await ana.call('POST', '/v1/companies/budgets/comparison', {
      start_date: '2033-02-01',
      end_date: '2033-01-01',
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /data final/);
  });

  test('should export the same columns as a spreadsheet, numbers as numbers', async () => {
    const response = await ana.call('POST', '/v1/companies/budgets/comparison/export', {
      start_date: '2033-01-01',
      end_date: '2033-01-31',
      format: 'xlsx',
    });
    expectStatus(response, 200);
    assert.match(String(response.headers['content-disposition']), /orcado-x-realizado-/);
    const workbook = new ExcelJS.Workbook();
    const bytes = response.rawPayload;
    // exceljs types its input as an ArrayBuffer-like of its own, not Node's Buffer.
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0];
    assert.ok(sheet);
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows.find((row) => row[1] === 'Linha da DRE');
    assert.deepEqual(header?.slice(1), [
      'Linha da DRE',
      'Orçado',
      'Realizado',
      'Variação (R$)',
      'Variação (%)',
    ]);
    const result = rows.find((row) => row[1] === 'Resultado do período');
    assert.deepEqual(result?.slice(2), [-2_500, -2_100, 400, 16]);

    const pdf = await ana.call('POST', '/v1/companies/budgets/comparison/export', {
      start_date: '2033-01-01',
      end_date: '2033-01-31',
      format: 'pdf',
    });
    expectStatus(pdf, 200);
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
  });

  test('should call a variance above zero good, in R$ and in % of the budget', () => {
    assert.deepEqual(budgetVariance({ budget: -300_000, actual: -330_000 }), {
      amount: -30_000,
      percent: -10,
    });
    assert.deepEqual(budgetVariance({ budget: 100_000, actual: 120_000 }), {
      amount: 20_000,
      percent: 20,
    });
    assert.deepEqual(budgetVariance({ budget: 0, actual: 5 }), { amount: 5, percent: null });
    assert.deepEqual(budgetVariance({ budget: 3, actual: 4 }), { amount: 1, percent: 33.33 });
  });
});
