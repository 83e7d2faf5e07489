import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { STANDARD_PLANO_DE_CONTAS, dreSchema, insightsSchema } from 'shared/contracts';
import type { Category, Dre, DreLine, DreRequestInput, Insights } from 'shared/contracts';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { createMovement, pay } from '../movements/movement-fixtures';
import type { Method, Tenant } from '../setup/setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createTenant,
  expectError,
  expectStatus,
} from '../setup/setup-fixtures';
import { pdfText } from './pdf-text';

const DRE = '/v1/companies/dashboards/dre';
const INSIGHTS = '/v1/companies/dashboards/insights';

let app: App;
let ana: Tenant;
let bruno: Tenant;
/** Ana's standard plano: category id by code. */
let plano: Map<string, string>;

async function withStandardPlano(tenant: Tenant): Promise<Map<string, string>> {
  expectStatus(await tenant.call('POST', '/v1/companies/categories/standard-plano'), 200);
  const listed = await tenant.call('GET', '/v1/companies/categories');
  return new Map(listed.json<Category[]>().map((row) => [row.code, row.id]));
}

before(async () => {
  app = await build();
  ana = await createTenant(app);
  bruno = await createTenant(app);
  plano = await withStandardPlano(ana);
});

after(async () => {
  await app.close();
});

async function dre(tenant: Tenant, body: DreRequestInput): Promise<Dre> {
  const response = await tenant.call('POST', DRE, body);
  expectStatus(response, 200);
  return dreSchema.parse(response.json());
}

async function insights(tenant: Tenant, body: Record<string, unknown>): Promise<Insights> {
  const response = await tenant.call('POST', INSIGHTS, body);
  expectStatus(response, 200);
  return insightsSchema.parse(response.json());
}

const lineOf = (result: Dre, key: DreLine['key']): DreLine => {
  const line = result.lines.find((row) => row.key === key);
  assert.ok(line, key);
  return line;
};

/** Each line's months, by key; only the lines named. */
const valuesOf = (result: Dre, keys: DreLine['key'][]) =>
  Object.fromEntries(keys.map((key) => [key, lineOf(result, key).values]));

async function exported(tenant: Tenant, body: Record<string, unknown>) {
  const response = await tenant.call('POST', `${DRE}/export`, body);
  expectStatus(response, 200);
  return response;
}

const KEYS: DreLine['key'][] = [
  'receita_bruta',
  'deducoes',
  'receita_liquida',
  'custos',
  'lucro_bruto',
  'despesas_operacionais',
  'despesas_administrativas',
  'despesas_comerciais',
  'despesas_pessoal',
  'resultado_operacional',
  'resultado_financeiro',
  'receitas_financeiras',
  'despesas_financeiras',
  'outros_resultados',
  'resultado_periodo',
];

describe('dre: a hand-made January and February', () => {
  const period = { start_date: '2026-01-01', end_date: '2026-02-28' };

  before(async () => {
    const movement = async (
      code: string,
      type: 'receita' | 'despesa',
      amount: number,
      competence: string,
      payment?: { on: string; amount?: number },
    ) => {
      const row = await createMovement(ana, {
        type,
        description: `Lançamento ${code}`,
        amount_cents: amount,
        due_date: payment?.on ?? competence,
        competence_date: competence,
        category_id: plano.get(code),
      });
      if (payment) {
        await pay(ana, row.id, { paid_on: payment.on, amount_cents: payment.amount ?? amount });
      }
    };
    // Sold in January, received in February.
    await movement('1.01.01', 'receita', 100_000, '2026-01-10', { on: '2026-02-05' });
    // A service of January, 200,00 of 500,00 received in January.
    await movement('1.01.02', 'receita', 50_000, '2026-01-20', {
      on: '2026-01-25',
      amount: 20_000,
    });
    // December's sale received on 2 January: cash in January, not January's revenue.
    await movement('1.01.03', 'receita', 7_000, '2025-12-31', { on: '2026-01-02' });
    await movement('2.01.01', 'despesa', 6_000, '2026-01-31', { on: '2026-02-20' });
    await movement('2.02.01', 'despesa', 30_000, '2026-01-15', { on: '2026-01-15' });
    await movement('3.03.01', 'despesa', 25_000, '2026-01-31', { on: '2026-02-05' });
    await movement('3.01.01', 'despesa', 10_000, '2026-02-01', { on: '2026-02-01' });
    await movement('3.02.01', 'despesa', 4_000, '2026-02-10');
    await movement('4.01.01', 'receita', 1_000, '2026-02-28', { on: '2026-02-28' });
    await movement('5.01.01', 'despesa', 500, '2026-01-05', { on: '2026-01-05' });
    // March: outside the period in both regimes.
    await movement('1.01.01', 'receita', 999_999, '2026-03-01', { on: '2026-03-01' });
  });

  test('should lay out competência: what was earned and spent each month', async () => {
    const result = await dre(ana, { ...period, regime: 'competencia' });
    assert.deepEqual(result.months, ['2026-01', '2026-02']);
    assert.deepEqual(valuesOf(result, KEYS), {
      receita_bruta: [150_000, 0],
      deducoes: [-6_000, 0],
      receita_liquida: [144_000, 0],
      custos: [-30_000, 0],
      lucro_bruto: [114_000, 0],
      despesas_operacionais: [-25_000, -14_000],
      despesas_administrativas: [0, -10_000],
      despesas_comerciais: [0, -4_000],
      despesas_pessoal: [-25_000, 0],
      resultado_operacional: [89_000, -14_000],
      resultado_financeiro: [-500, 1_000],
      receitas_financeiras: [0, 1_000],
      despesas_financeiras: [-500, 0],
      outros_resultados: [0, 0],
      resultado_periodo: [88_500, -13_000],
    });
    assert.equal(lineOf(result, 'resultado_periodo').total, 75_500);
    assert.deepEqual(
      lineOf(result, 'receita_bruta').categories.map((c) => [c.code, c.name, c.values, c.total]),
      [
        ['1.01.01', 'Venda de produtos', [100_000, 0], 100_000],
        ['1.01.02', 'Prestação de serviços', [50_000, 0], 50_000],
      ],
    );
    assert.deepEqual(lineOf(result, 'lucro_bruto').categories, []);
  });

  test('should lay out caixa: what was received and paid each month, at the amount paid', async () => {
    const result = await dre(ana, { ...period, regime: 'caixa' });
    assert.deepEqual(valuesOf(result, KEYS), {
      receita_bruta: [27_000, 100_000],
      deducoes: [0, -6_000],
      receita_liquida: [27_000, 94_000],
      custos: [-30_000, 0],
      lucro_bruto: [-3_000, 94_000],
      despesas_operacionais: [0, -35_000],
      despesas_administrativas: [0, -10_000],
      despesas_comerciais: [0, 0],
      despesas_pessoal: [0, -25_000],
      resultado_operacional: [-3_000, 59_000],
      resultado_financeiro: [-500, 1_000],
      receitas_financeiras: [0, 1_000],
      despesas_financeiras: [-500, 0],
      outros_resultados: [0, 0],
      resultado_periodo: [-3_500, 60_000],
    });
    assert.deepEqual(
      lineOf(result, 'receita_bruta').categories.map((c) => [c.code, c.values]),
      [
        ['1.01.01', [0, 100_000]],
        ['1.01.02', [20_000, 0]],
        ['1.01.03', [7_000, 0]],
      ],
    );
  });

  test('should follow a change of DRE group at once', async () => {
    const rent = plano.get('3.01.01');
    const moved = await ana.call('PATCH', `/v1/companies/categories/${rent}`, {
      dre_group: 'despesas_comerciais',
    });
    expectStatus(moved, 200);
    try {
      const result = await dre(ana, { ...period, regime: 'competencia' });
      assert.deepEqual(lineOf(result, 'despesas_comerciais').values, [0, -14_000]);
      assert.deepEqual(lineOf(result, 'despesas_administrativas').values, [0, 0]);
    } finally {
      await ana.call('PATCH', `/v1/companies/categories/${rent}`, {
        dre_group: 'despesas_administrativas',
      });
    }
  });

  test('should honour the Filter: type and categories', async () => {
    const onlyIncome = await dre(ana, { ...period, type: 'receita' });
    assert.equal(lineOf(onlyIncome, 'resultado_periodo').total, 151_000);
    const onlySales = await dre(ana, { ...period, categories: [plano.get('1.01')!] });
    assert.deepEqual(lineOf(onlySales, 'receita_bruta').values, [150_000, 0]);
    assert.equal(lineOf(onlySales, 'custos').total, 0);
  });

  test('should export the competência DRE to XLSX, read back with its header and totals', async () => {
    const response = await exported(ana, { ...period, regime: 'competencia', format: 'xlsx' });
    assert.match(String(response.headers['content-type']), /spreadsheetml/);
    assert.match(
      String(response.headers['content-disposition']),
      /attachment; filename="dre-competencia-2026-01-01-a-2026-02-28\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('DRE');
    assert.ok(sheet);
    assert.equal(sheet.getCell('A1').value, 'Empresa de Teste 1');
    assert.equal(
      sheet.getCell('A2').value,
      'DRE gerencial · Regime de competência · 01/01/2026 a 28/02/2026',
    );
    assert.deepEqual((sheet.getRow(5).values as unknown[]).slice(1), [
      'Linha da DRE',
      'jan/2026',
      'fev/2026',
      'Total',
    ]);
    const rowOf = (label: string) => {
      for (let index = 6; index <= sheet.rowCount; index++) {
        const values = sheet.getRow(index).values as unknown[];
        if (values[1] === label) return values.slice(2);
      }
      assert.fail(`no row ${label}`);
    };
    assert.deepEqual(rowOf('Receita bruta'), [1500, 0, 1500]);
    assert.deepEqual(rowOf('1.01.01 Venda de produtos'), [1000, 0, 1000]);
    assert.deepEqual(rowOf('Deduções da receita'), [-60, 0, -60]);
    assert.deepEqual(rowOf('Resultado do período'), [885, -130, 755]);
    assert.match(String(sheet.getCell('B6').numFmt), /R\$/);
  });

  test('should export the caixa DRE to PDF, read back with its header and totals', async () => {
    const response = await exported(ana, { ...period, regime: 'caixa', format: 'pdf' });
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    const text = pdfText(response.rawPayload);
    assert.match(text, /^Empresa de Teste 1$/m);
    assert.match(text, /^DRE gerencial · Regime de caixa · 01\/01\/2026 a 28\/02\/2026$/m);
    const lines = text.split('\n');
    const after = (label: string, count: number) => {
      const index = lines.indexOf(label);
      assert.ok(index >= 0, `no ${label} in the PDF`);
      return lines.slice(index + 1, index + 1 + count);
    };
    assert.deepEqual(after('Linha da DRE', 3), ['jan/2026', 'fev/2026', 'Total']);
    assert.deepEqual(after('Receita bruta', 3), ['270,00', '1.000,00', '1.270,00']);
    assert.deepEqual(after('Resultado do período', 3), ['-35,00', '600,00', '565,00']);
  });

  test('should export an empty period as an honest file of zeros', async () => {
    const empty = { start_date: '2001-01-01', end_date: '2001-01-31', format: 'xlsx' };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported(ana, empty)).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('DRE')!;
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    assert.deepEqual(last.slice(1), ['Resultado do período', 0, 0]);
    const pdf = await exported(ana, { ...empty, format: 'pdf' });
    assert.match(pdfText(pdf.rawPayload), /^Resultado do período$/m);
  });

  test('should answer an empty period with every line at zero', async () => {
    const result = await dre(ana, { start_date: '2001-01-01', end_date: '2001-03-31' });
    assert.deepEqual(result.months, ['2001-01', '2001-02', '2001-03']);
    assert.ok(result.lines.every((line) => line.total === 0 && line.categories.length === 0));
    assert.equal(result.regime, 'competencia');
  });
});

describe('dre: bad input and other companies', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      'an end before the start',
      { start_date: '2026-02-01', end_date: '2026-01-31' },
      /'end_date' é inválido: a data final deve ser igual ou posterior à data inicial/,
    ],
    [
      'more than five years',
      { start_date: '2020-01-01', end_date: '2025-01-31' },
      /no máximo 5 anos/,
    ],
    [
      'an unknown regime',
      { start_date: '2026-01-01', end_date: '2026-01-31', regime: 'misto' },
      /'regime' deve ser um destes valores/,
    ],
    ['no period', { regime: 'caixa' }, /'start_date' é obrigatório/],
    [
      'a malformed id',
      { start_date: '2026-01-01', end_date: '2026-01-31', bank_accounts: ['x'] },
      /'bank_accounts\[0\]' deve ser um identificador/,
    ],
  ];
  for (const [name, body, message] of cases) {
    test(`should refuse ${name}`, async () => {
      expectError(await ana.call('POST', DRE, body), 400, message);
      const format = { ...body, format: 'pdf' };
      expectError(await ana.call('POST', `${DRE}/export`, format), 400, message);
    });
  }

  test('should refuse an unknown export format', async () => {
    const body = { start_date: '2026-01-01', end_date: '2026-01-31', format: 'docx' };
    expectError(await ana.call('POST', `${DRE}/export`, body), 400, /'format'/);
  });

  test('should accept exactly five years', async () => {
    const result = await dre(ana, { start_date: '2021-01-01', end_date: '2025-12-31' });
    assert.equal(result.months.length, 60);
  });

  test('should check the company header', async () => {
    await assertCompanyHeaderChecks(app, ana, bruno, 'POST' as Method, DRE, {
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
  });

  test("should never count another company's movements, whatever ids the filter names", async () => {
    const period = { start_date: '2026-01-01', end_date: '2026-02-28' };
    for (const regime of ['competencia', 'caixa'] as const) {
      const result = await dre(bruno, {
        ...period,
        regime,
        categories: [plano.get('1.01.01')!, plano.get('1')!],
      });
      assert.ok(result.lines.every((line) => line.total === 0 && line.categories.length === 0));
      const unfiltered = await dre(bruno, { ...period, regime });
      assert.ok(unfiltered.lines.every((line) => line.total === 0));
    }
  });
});

describe('dre: properties', () => {
  test("should add up, and agree with insights' income and balance for the same filter", async () => {
    const tenant = await createTenant(app);
    const own = await withStandardPlano(tenant);
    const leaves = STANDARD_PLANO_DE_CONTAS.filter(
      (c) => !STANDARD_PLANO_DE_CONTAS.some((other) => other.code.startsWith(`${c.code}.`)),
    );
    // Receitas of the receita bruta only, so that it is all of insights' income.
    const incomeLeaves = leaves.filter((c) => c.dre_group === 'receita_bruta');
    const expenseLeaves = leaves.filter(
      (c) => c.code.startsWith('2') || c.code.startsWith('3') || c.code.startsWith('5'),
    );
    const day = (offset: number) => {
      const date = new Date(Date.UTC(2026, 0, 1 + offset));
      return date.toISOString().slice(0, 10);
    };
    const planArb = fc.record({
      income: fc.boolean(),
      leaf: fc.nat(100),
      amount: fc.integer({ min: 1, max: 50_000_000 }),
      competence: fc.integer({ min: -20, max: 120 }),
      paidShare: fc.oneof(
        fc.constant(0),
        fc.constant(1),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      ),
      paidOffset: fc.integer({ min: -10, max: 60 }),
    });
    const periodArb = fc
      .record({ start: fc.integer({ min: 0, max: 60 }), length: fc.integer({ min: 0, max: 90 }) })
      .map(({ start, length }) => ({ start_date: day(start), end_date: day(start + length) }));

    await fc.assert(
      fc.asyncProperty(
        fc.array(planArb, { maxLength: 10 }),
        periodArb,
        fc.constantFrom('competencia' as const, 'caixa' as const),
        fc.constantFrom('', 'receita', 'despesa'),
        async (plans, period, regime, type) => {
          await app.db.execute(sql`delete from payments where company_id = ${tenant.companyId}`);
          await app.db.execute(sql`delete from movements where company_id = ${tenant.companyId}`);
          for (const plan of plans) {
            const pool = plan.income ? incomeLeaves : expenseLeaves;
            const leaf = pool[plan.leaf % pool.length]!;
            const competence = day(plan.competence);
            const movement = await createMovement(tenant, {
              type: plan.income ? 'receita' : 'despesa',
              description: 'Gerada',
              amount_cents: plan.amount,
              due_date: competence,
              competence_date: competence,
              category_id: own.get(leaf.code),
            });
            const paid = Math.min(plan.amount, Math.round(plan.amount * plan.paidShare));
            if (paid > 0) {
              await pay(tenant, movement.id, {
                paid_on: day(Math.min(300, Math.max(0, plan.competence + plan.paidOffset))),
                amount_cents: paid,
              });
            }
          }
          const filter = { ...period, type };
          const result = await dre(tenant, { ...filter, regime });
          const figures = await insights(tenant, {
            ...filter,
            date_type: regime === 'caixa' ? 'payment_date' : 'competence_date',
          });
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          const line = (key: DreLine['key']) => lineOf(result, key);
          for (const row of result.lines) {
            assert.equal(sum(row.values), row.total, row.key);
            if (row.kind === 'group') {
              row.values.forEach((value, month) =>
                assert.equal(sum(row.categories.map((c) => c.values[month] ?? 0)), value, row.key),
              );
            }
          }
          const adds = (total: DreLine['key'], parts: DreLine['key'][]) =>
            result.months.forEach((_, month) =>
              assert.equal(
                line(total).values[month],
                sum(parts.map((part) => line(part).values[month] ?? 0)),
                total,
              ),
            );
          adds('receita_liquida', ['receita_bruta', 'deducoes']);
          adds('lucro_bruto', ['receita_liquida', 'custos']);
          adds('despesas_operacionais', [
            'despesas_administrativas',
            'despesas_comerciais',
            'despesas_pessoal',
          ]);
          adds('resultado_operacional', ['lucro_bruto', 'despesas_operacionais']);
          adds('resultado_financeiro', ['receitas_financeiras', 'despesas_financeiras']);
          adds('outros_resultados', ['outras_receitas', 'outras_despesas']);
          adds('resultado_periodo', [
            'resultado_operacional',
            'resultado_financeiro',
            'outros_resultados',
          ]);
          assert.equal(line('receita_bruta').total, figures.total_income);
          assert.equal(line('resultado_periodo').total, figures.total_balance);
        },
      ),
      { numRuns: 20 },
    );
  });
});
