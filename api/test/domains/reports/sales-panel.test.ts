import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import {
  insightsSchema,
  salesPanelRequestSchema,
  salesPanelSchema,
  supplierSchema,
} from 'shared/contracts';
import type { Insights, SalesPanel } from 'shared/contracts';
import { addDays, addMonths, todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { createSalesPanelRepository } from '../../../src/domains/reports/repositories/sales-panel-repository';
import { toSalesPanel } from '../../../src/domains/reports/services/sales-panel-service';
import { createMovement, createMovements, createSetup, pay } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import { build } from '../../helper';
import { pdfText } from './pdf-text';
import type { Method, Tenant } from '../setup/setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createAs,
  createTenant,
  expectError,
  expectStatus,
} from '../setup/setup-fixtures';

const PANEL = '/v1/companies/dashboards/sales-panel';
const INSIGHTS = '/v1/companies/dashboards/insights';

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
// The panel counts from the company's today, so the hand-made month is laid out around it.
const today = todayIso();
const day = (offset: number) => addDays(today, offset);
const period = { start_date: day(-29), end_date: today };

before(async () => {
  app = await build();
  ana = await createTenant(app);
  bruno = await createTenant(app);
  setup = await createSetup(ana);
});

after(async () => {
  await app.close();
});

async function panel(tenant: Tenant, body: Record<string, unknown>): Promise<SalesPanel> {
  const response = await tenant.call('POST', PANEL, body);
  expectStatus(response, 200);
  return salesPanelSchema.parse(response.json());
}

async function insights(tenant: Tenant, body: Record<string, unknown>): Promise<Insights> {
  const response = await tenant.call('POST', INSIGHTS, body);
  expectStatus(response, 200);
  return insightsSchema.parse(response.json());
}

const client = (tenant: Tenant, name: string, document: string) =>
  createAs(tenant, '/v1/companies/clients', supplierSchema, { name, document }).then((c) => c.id);

describe('sales panel: a hand-made month around today', () => {
  let alfa: string;
  let beta: string;
  /** (competence, amount, paid) of every receita, to check the months independently. */
  const receitas: { competence: string; amount: number; paid: number }[] = [];
  let recurring: string[] = [];

  before(async () => {
    alfa = await client(ana, 'Alfa Comércio', '52998224725');
    beta = await client(ana, 'Beta Serviços', '11144477735');
    const receita = async (
      amount: number,
      competence: number,
      due: number,
      extra: Record<string, unknown>,
      payment?: { on: number; amount: number },
    ) => {
      const row = await createMovement(ana, {
        type: 'receita',
        description: `Venda de ${amount}`,
        amount_cents: amount,
        competence_date: day(competence),
        due_date: day(due),
        category_id: setup.sales,
        ...extra,
      });
      if (payment)
        await pay(ana, row.id, { paid_on: day(payment.on), amount_cents: payment.amount });
      receitas.push({ competence: day(competence), amount, paid: payment?.amount ?? 0 });
    };
    // In the period, paid in full: faturamento, recebido, fell due, Alfa.
    await receita(100_000, -20, -20, { supplier_id: alfa }, { on: -15, amount: 100_000 });
    // In the period, a service, paid in part, 5 days late: Beta, 1–30 days.
    await receita(
      50_000,
      -10,
      -5,
      { supplier_id: beta, category_id: setup.services },
      {
        on: -3,
        amount: 20_000,
      },
    );
    // Competence in the period, due before it and open: no client, 31–60 days.
    await receita(30_000, -25, -45, {});
    // Sold to a contact that is only a supplier ('Sem cliente'), due in 10 days: forecast week 1.
    await receita(20_000, -2, 10, { supplier_id: setup.supplier });
    // Before the period, open: 90+ and 61–90 days.
    await receita(15_000, -100, -100, { supplier_id: alfa });
    await receita(8_000, -70, -70, {});
    // Before the period, received in it.
    await receita(40_000, -60, -60, {}, { on: -1, amount: 40_000 });
    // A weekly repetition from tomorrow: three rows, already materialised (weeks 0, 1, 2).
    const series = await createMovements(ana, {
      type: 'receita',
      description: 'Mensalidade',
      amount_cents: 10_000,
      competence_date: day(1),
      due_date: day(1),
      category_id: setup.services,
      recurrence: { frequency: 'weekly', count: 3 },
    });
    recurring = series.map((row) => row.due_date);
    for (const row of series)
      receitas.push({ competence: row.competence_date, amount: 10_000, paid: 0 });
    // A despesa counts nowhere.
    await createMovement(ana, {
      type: 'despesa',
      description: 'Aluguel',
      amount_cents: 70_000,
      competence_date: day(-5),
      due_date: day(-5),
      category_id: setup.rent,
    });
  });

  test('should answer each card to the cent', async () => {
    const result = await panel(ana, period);
    assert.deepEqual(result.cards, {
      faturamento: 200_000,
      recebido: 160_000,
      a_receber: 80_000,
      receitas: 4,
      ticket_medio: 50_000,
      inadimplencia: 30_000,
      vencido_no_periodo: 150_000,
      inadimplencia_percent: 20,
    });
  });

  test("should agree with insights' total income by competence and by payment", async () => {
    const result = await panel(ana, period);
    const byCompetence = await insights(ana, { ...period, date_type: 'competence_date' });
    const byPayment = await insights(ana, {
      ...period,
      date_type: 'payment_date',
      type: 'receita',
    });
    assert.equal(result.cards.faturamento, byCompetence.total_income);
    assert.equal(result.cards.recebido, byPayment.total_income);
    assert.deepEqual(
      result.by_category.map((slice) => [slice.id, slice.value]),
      byCompetence.income_by_categories.map((slice) => [slice.id, slice.value]),
    );
  });

  test('should put each overdue receivable in its aging bucket', async () => {
    const result = await panel(ana, period);
    assert.deepEqual(
      result.aging.map((row) => [row.bucket, row.label, row.value]),
      [
        ['1-30', '1 a 30 dias', 30_000],
        ['31-60', '31 a 60 dias', 30_000],
        ['61-90', '61 a 90 dias', 8_000],
        ['90+', 'Mais de 90 dias', 15_000],
      ],
    );
  });

  test('should rank the clients, grouping receitas without one as Sem cliente', async () => {
    const result = await panel(ana, period);
    assert.deepEqual(
      result.top_clients.map((row) => [row.id, row.label, row.value, row.share]),
      [
        [alfa, 'Alfa Comércio', 100_000, 50],
        [beta, 'Beta Serviços', 50_000, 25],
        [null, 'Sem cliente', 50_000, 25],
      ],
    );
    assert.equal(result.other_clients, 0);
    assert.deepEqual(
      result.by_category.map((row) => [row.id, row.label, row.value]),
      [
        [setup.sales, 'Vendas', 150_000],
        [setup.services, 'Serviços', 50_000],
      ],
    );
  });

  test('should forecast the next 12 weeks from open and recurring receitas, once each', async () => {
    const result = await panel(ana, period);
    assert.equal(result.forecast.length, 12);
    assert.deepEqual(result.forecast[0], { week_start: today, week_end: day(6), value: 10_000 });
    assert.deepEqual(recurring, [day(1), day(8), day(15)]);
    assert.deepEqual(
      result.forecast.map((week) => week.value),
      [10_000, 30_000, 10_000, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    );
  });

  test('should split the 12 months ending at the period end into received and open', async () => {
    const result = await panel(ana, period);
    assert.equal(result.months.length, 12);
    assert.equal(result.months.at(-1)?.month, today.slice(0, 7));
    const expected = new Map<string, [number, number]>();
    for (const row of receitas) {
      if (row.competence > today) continue;
      const month = row.competence.slice(0, 7);
      const [amount, paid] = expected.get(month) ?? [0, 0];
      expected.set(month, [amount + row.amount, paid + row.paid]);
    }
    for (const month of result.months) {
      const [amount, paid] = expected.get(month.month) ?? [0, 0];
      assert.deepEqual(
        [month.faturamento, month.recebido, month.a_receber],
        [amount, paid, amount - paid],
        month.month,
      );
    }
  });

  test('should narrow to a client and a bank-less filter, and answer zero for despesas', async () => {
    const onlyBeta = await panel(ana, { ...period, suppliers: [beta] });
    assert.equal(onlyBeta.cards.faturamento, 50_000);
    assert.equal(onlyBeta.cards.recebido, 20_000);
    assert.equal(onlyBeta.cards.inadimplencia, 30_000);
    const despesas = await panel(ana, { ...period, type: 'despesa' });
    assert.equal(despesas.cards.faturamento, 0);
    assert.ok(despesas.aging.every((row) => row.value === 0));
  });

  test('should answer an empty period with zeros', async () => {
    const result = await panel(ana, { start_date: '2001-01-01', end_date: '2001-01-31' });
    assert.equal(result.cards.faturamento, 0);
    assert.equal(result.cards.ticket_medio, 0);
    assert.equal(result.cards.inadimplencia_percent, 0);
    assert.deepEqual(result.top_clients, []);
    assert.deepEqual(result.by_category, []);
    assert.ok(result.months.every((month) => month.faturamento === 0));
  });
});

describe('sales panel: bad input and other companies', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      'an end before the start',
      { start_date: '2026-02-01', end_date: '2026-01-31' },
      /'end_date' é inválido: a data final deve ser igual ou posterior à data inicial/,
    ],
    [
      'more than five years',
      { start_date: '2020-01-01', end_date: '2025-01-31' },
      /o período pode ter no máximo 5 anos/,
    ],
    ['no period', {}, /'start_date' é obrigatório/],
    [
      'a malformed id',
      { start_date: '2026-01-01', end_date: '2026-01-31', suppliers: ['x'] },
      /'suppliers\[0\]' deve ser um identificador/,
    ],
  ];
  for (const [name, body, message] of cases) {
    test(`should refuse ${name}`, async () => {
      expectError(await ana.call('POST', PANEL, body), 400, message);
    });
  }

  test('should check the company header', async () => {
    await assertCompanyHeaderChecks(app, ana, bruno, 'POST' as Method, PANEL, period);
  });

  test("should never count another company's receitas, whatever ids the filter names", async () => {
    const result = await panel(bruno, { ...period, categories: [setup.sales], suppliers: [] });
    assert.equal(result.cards.faturamento, 0);
    assert.equal(result.cards.recebido, 0);
    assert.ok(result.aging.every((row) => row.value === 0));
    assert.ok(result.forecast.every((row) => row.value === 0));
    const unfiltered = await panel(bruno, period);
    assert.equal(unfiltered.cards.faturamento, 0);
  });
});

describe('sales panel: properties', () => {
  test("should agree with insights' total income for random data and filters", async () => {
    const tenant = await createTenant(app);
    const own = await createSetup(tenant);
    const someone = await client(tenant, 'Cliente Gerado', '12345678909');
    // A second client, so the ranking read from the month totals (0051) has more than one name.
    const another = await client(tenant, 'Outro Cliente', '52998224725');
    const planArb = fc.record({
      income: fc.boolean(),
      service: fc.boolean(),
      amount: fc.integer({ min: 1, max: 50_000_000 }),
      competence: fc.integer({ min: -200, max: 40 }),
      due: fc.integer({ min: -30, max: 30 }),
      withClient: fc.constantFrom(0, 1, 2),
      withCostCenter: fc.boolean(),
      itau: fc.boolean(),
      paidShare: fc.oneof(
        fc.constant(0),
        fc.constant(1),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      ),
      paidOffset: fc.integer({ min: -10, max: 40 }),
    });
    const periodArb = fc
      .record({
        start: fc.integer({ min: -200, max: 20 }),
        length: fc.integer({ min: 0, max: 120 }),
      })
      .map(({ start, length }) => ({ start_date: day(start), end_date: day(start + length) }));
    // Whole months too, so the month totals answer the period itself, not only the 12 months.
    const wholeMonthsArb = fc
      .record({ from: fc.integer({ min: -8, max: 1 }), months: fc.integer({ min: 1, max: 13 }) })
      .map(({ from, months }) => {
        const first = addMonths(`${today.slice(0, 7)}-01`, from);
        return { start_date: first, end_date: addDays(addMonths(first, months), -1) };
      });
    const filterArb = fc.record({
      type: fc.constantFrom('', 'receita', 'despesa'),
      categories: fc.constantFrom([], [own.sales], [own.income]),
      bank_accounts: fc.constantFrom([], [own.itau]),
      suppliers: fc.constantFrom([], [someone], [someone, another]),
      cost_centers: fc.constantFrom([], [own.costCenter]),
      status: fc.constantFrom([], ['pago'], ['pago parcial'], ['vencido', 'a vencer']),
    });
    // The month totals' fast path and the base tables' exact path answer the same painel.
    const fast = createSalesPanelRepository(app.db);
    const exact = createSalesPanelRepository(app.db, { totals: false });

    await fc.assert(
      fc.asyncProperty(
        fc.array(planArb, { maxLength: 10 }),
        fc.oneof(periodArb, wholeMonthsArb),
        filterArb,
        async (plans, chosen, filter) => {
          await app.db.execute(sql`delete from payments where company_id = ${tenant.companyId}`);
          await app.db.execute(sql`delete from movements where company_id = ${tenant.companyId}`);
          for (const plan of plans) {
            const movement = await createMovement(tenant, {
              type: plan.income ? 'receita' : 'despesa',
              description: 'Gerada',
              amount_cents: plan.amount,
              competence_date: day(plan.competence),
              due_date: day(plan.competence + plan.due),
              category_id: plan.income ? (plan.service ? own.services : own.sales) : own.rent,
              supplier_id: [undefined, someone, another][plan.withClient],
              cost_center_id: plan.withCostCenter ? own.costCenter : undefined,
              bank_account_id: plan.itau ? own.itau : own.nubank,
            });
            const paid = Math.min(plan.amount, Math.round(plan.amount * plan.paidShare));
            if (paid > 0) {
              await pay(tenant, movement.id, {
                paid_on: day(Math.min(0, plan.competence + plan.paidOffset)),
                amount_cents: paid,
                bank_account_id: plan.itau ? own.itau : own.nubank,
              });
            }
          }
          const body = { ...chosen, ...filter };
          const result = await panel(tenant, body);
          const request = salesPanelRequestSchema.parse(body);
          const exactPanel = toSalesPanel(
            await exact.panel(tenant.companyId, request, today),
            today,
          );
          assert.deepEqual(
            toSalesPanel(await fast.panel(tenant.companyId, request, today), today),
            exactPanel,
          );
          assert.deepEqual(result, exactPanel);
          const byCompetence = await insights(tenant, { ...body, date_type: 'competence_date' });
          const byPayment = await insights(tenant, { ...body, date_type: 'payment_date' });
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          assert.equal(result.cards.faturamento, byCompetence.total_income);
          assert.equal(result.cards.recebido, byPayment.total_income);
          assert.equal(
            sum(result.by_category.map((slice) => slice.value)),
            result.cards.faturamento,
          );
          assert.equal(
            sum(result.top_clients.map((slice) => slice.value)) + result.other_clients,
            result.cards.faturamento,
          );
          assert.equal(result.months.at(-1)?.month, chosen.end_date.slice(0, 7));
          for (const month of result.months) {
            assert.equal(month.recebido + month.a_receber, month.faturamento);
          }
          assert.ok(
            result.cards.a_receber >= 0 && result.cards.a_receber <= result.cards.faturamento,
          );
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('sales panel and cash flow: exports', () => {
  const EXPORT = `${PANEL}/export`;
  const CASH_FLOW_EXPORT = '/v1/companies/dashboards/cash-flow/export';
  let tenant: Tenant;
  let own: Setup;

  before(async () => {
    tenant = await createTenant(app);
    own = await createSetup(tenant);
    const sold = await createMovement(tenant, {
      type: 'receita',
      description: 'Venda',
      amount_cents: 123_456,
      competence_date: day(-3),
      due_date: day(-3),
      category_id: own.sales,
    });
    await pay(tenant, sold.id, { paid_on: day(-2), amount_cents: 23_456 });
    await createMovement(tenant, {
      type: 'despesa',
      description: 'Salário',
      amount_cents: 50_000,
      competence_date: day(-3),
      due_date: day(-3),
      category_id: own.salaries,
    });
  });

  async function workbookOf(url: string, body: Record<string, unknown>) {
    const response = await tenant.call('POST', url, body);
    expectStatus(response, 200);
    assert.equal(
      response.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }

  const rowValues = (sheet: ExcelJS.Worksheet, label: string) => {
    for (let index = 1; index <= sheet.rowCount; index++) {
      const values = sheet.getRow(index).values as unknown[];
      if (values[1] === label) return values.slice(1);
    }
    throw new Error(`no ${label} in ${sheet.name}`);
  };

  test("should export the painel's tables to XLSX with the company, period and totals", async () => {
    const workbook = await workbookOf(EXPORT, { ...period, format: 'xlsx' });
    assert.deepEqual(
      workbook.worksheets.map((sheet) => sheet.name),
      [
        'Resumo',
        'Faturamento por mês',
        'Inadimplência por atraso',
        'Top 10 clientes',
        'Previsão de recebimentos',
        'Faturamento por categoria',
      ],
    );
    const summary = workbook.getWorksheet('Resumo')!;
    assert.match(String(summary.getRow(1).getCell(1).value), /^Empresa de Teste \d+$/);
    const br = (iso: string) => iso.split('-').reverse().join('/');
    assert.equal(
      summary.getRow(2).getCell(1).value,
      `Painel de vendas · ${br(period.start_date)} a ${br(period.end_date)}`,
    );
    assert.deepEqual(rowValues(summary, 'Faturamento'), ['Faturamento', 1234.56]);
    assert.deepEqual(rowValues(summary, 'Recebido'), ['Recebido', 234.56]);
    assert.deepEqual(rowValues(summary, 'A receber'), ['A receber', 1000]);
    assert.deepEqual(rowValues(workbook.getWorksheet('Faturamento por mês')!, 'Total'), [
      'Total',
      1234.56,
      234.56,
      1000,
    ]);
    assert.deepEqual(rowValues(workbook.getWorksheet('Faturamento por categoria')!, 'Vendas'), [
      'Vendas',
      1234.56,
      100,
    ]);
  });

  test('should export the painel to PDF, read back with its header and figures', async () => {
    const response = await tenant.call('POST', EXPORT, { ...period, format: 'pdf' });
    expectStatus(response, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    const text = pdfText(response.rawPayload);
    assert.match(text, /^Empresa de Teste \d+$/m);
    assert.match(text, /^Painel de vendas · \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/m);
    const lines = text.split('\n');
    const index = lines.indexOf('Faturamento');
    assert.equal(lines[index + 1], '1.234,56');
  });

  test('should export the cash-flow tree to XLSX and PDF with its totals', async () => {
    const body = { ...period, date_type: 'competence_date' };
    const workbook = await workbookOf(CASH_FLOW_EXPORT, { ...body, format: 'xlsx' });
    const sheet = workbook.getWorksheet('Fluxo de caixa')!;
    assert.deepEqual(rowValues(sheet, '1 Receitas'), ['1 Receitas', 'Receita', 1234.56]);
    assert.deepEqual(rowValues(sheet, '2.01.01 Salários'), ['2.01.01 Salários', 'Despesa', 500]);
    assert.deepEqual(rowValues(sheet, 'Saldo'), ['Saldo', '', 734.56]);
    const response = await tenant.call('POST', CASH_FLOW_EXPORT, { ...body, format: 'pdf' });
    expectStatus(response, 200);
    const text = pdfText(response.rawPayload);
    assert.match(text, /^Fluxo de caixa · /m);
    assert.match(text, /^734,56$/m);
  });

  test('should export an empty period as an honest file of zeros', async () => {
    const empty = { start_date: '2001-01-01', end_date: '2001-01-31' };
    const workbook = await workbookOf(EXPORT, { ...empty, format: 'xlsx' });
    assert.deepEqual(rowValues(workbook.getWorksheet('Resumo')!, 'Faturamento'), [
      'Faturamento',
      0,
    ]);
    assert.deepEqual(rowValues(workbook.getWorksheet('Top 10 clientes')!, 'Total'), [
      'Total',
      0,
      0,
    ]);
    const flow = await workbookOf(CASH_FLOW_EXPORT, { ...empty, format: 'xlsx' });
    assert.deepEqual(rowValues(flow.getWorksheet('Fluxo de caixa')!, 'Saldo'), ['Saldo', '', 0]);
    const pdf = await tenant.call('POST', EXPORT, { ...empty, format: 'pdf' });
    expectStatus(pdf, 200);
    assert.match(pdfText(pdf.rawPayload), /^Faturamento por categoria$/m);
  });

  test('should refuse bad input to either export', async () => {
    const reversed = { start_date: '2026-02-01', end_date: '2026-01-31', format: 'xlsx' };
    for (const url of [EXPORT, CASH_FLOW_EXPORT]) {
      expectError(
        await tenant.call('POST', url, reversed),
        400,
        /a data final deve ser igual ou posterior à data inicial/,
      );
      expectError(await tenant.call('POST', url, { ...period, format: 'docx' }), 400, /'format'/);
    }
  });
});
