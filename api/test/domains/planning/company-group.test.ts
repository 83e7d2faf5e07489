import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  GROUP_MESSAGES,
  cashFlowSchema,
  companyGroupSchema,
  dreSchema,
  groupCashFlowSchema,
  groupDreSchema,
  groupInsightsSchema,
  groupSalesPanelSchema,
  insightsSchema,
  salesPanelSchema,
  supplierSchema,
} from 'shared/contracts';
import { TOP_CLIENTS } from 'shared/contracts';
import type {
  CashFlow,
  CashFlowNode,
  ChartSlice,
  Dre,
  GroupDre,
  Insights,
  SalesPanel,
} from 'shared/contracts';
import type { App } from '../../../src/app';
import { companies, memberships } from '../../../src/db/schema';
import { consolidate } from '../../../src/domains/planning/services/company-group-service';
import {
  consolidateCashFlow,
  consolidateInsights,
} from '../../../src/domains/planning/services/group-reports';
import {
  clientsToRank,
  consolidateSalesPanel,
} from '../../../src/domains/planning/services/group-sales-panel';
import { toDre } from '../../../src/domains/reports/public';
import type { DreRow } from '../../../src/domains/reports/public';
import { bearer, signIn } from '../../helper';
import { createMovement, openMovementWorld } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import { createAs, createTenant, expectError, expectStatus } from '../setup/setup-fixtures';
import type { Tenant } from '../setup/setup-fixtures';

// Grupo econômico (issue 24, item 3): a person's chosen companies added up, what they sold to and
// bought from each other set apart, categories matched by code and name, and nothing of a company
// the person could not read alone.

let app: App;
let ana: Tenant;
let bruno: Tenant;
let setup: Setup;
let brunoSetup: Setup;
/** Ana's token once she is also a member of Bruno's company (a token lists its companies). */
let anaToken: string;

const CNPJ_A = '11444777000161';
const CNPJ_B = '45997418000153';
/** The consolidated reports besides the DRE: each holds the same role rule. */
const REPORTS = ['insights', 'cash-flow', 'sales-panel'] as const;
const PERIOD = { start_date: '2031-03-01', end_date: '2031-03-31', regime: 'competencia' };

const asAna = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: bearer(anaToken),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function groupDre(body: object = PERIOD): Promise<GroupDre> {
  const response = await asAna('POST', '/v1/users/company-group/dre', body);
  expectStatus(response, 200);
  return groupDreSchema.parse(response.json());
}

const lineOf = (dre: GroupDre, key: string) => {
  const line = dre.lines.find((item) => item.key === key);
  assert.ok(line, key);
  return line;
};

async function ownResult(tenant: Tenant): Promise<number> {
  const response = await tenant.call('POST', '/v1/companies/dashboards/dre', PERIOD);
  expectStatus(response, 200);
  const dre = dreSchema.parse(response.json());
  return dre.lines.find((line) => line.key === 'resultado_periodo')?.total ?? NaN;
}

const sale = (tenant: Tenant, category: string, cents: number, supplier?: string) =>
  createMovement(tenant, {
    type: 'receita',
    description: 'Venda',
    amount_cents: cents,
    due_date: '2031-03-10',
    competence_date: '2031-03-10',
    category_id: category,
    ...(supplier ? { supplier_id: supplier } : {}),
  });

const expense = (tenant: Tenant, category: string, cents: number, supplier?: string) =>
  createMovement(tenant, {
    type: 'despesa',
    description: 'Compra',
    amount_cents: cents,
    due_date: '2031-03-12',
    competence_date: '2031-03-12',
    category_id: category,
    ...(supplier ? { supplier_id: supplier } : {}),
  });

before(async () => {
  ({ app, ana, bruno, setup, brunoSetup } = await openMovementWorld());
  await app.db
    .update(companies)
    .set({ document: CNPJ_A, name: 'A Indústria' })
    .where(eq(companies.id, ana.companyId));
  await app.db
    .update(companies)
    .set({ document: CNPJ_B, name: 'B Comércio' })
    .where(eq(companies.id, bruno.companyId));
  await app.db
    .insert(memberships)
    .values({ companyId: bruno.companyId, userId: ana.userId, role: 'viewer' });
  const [anaUser] = await app.database.rows<{ email: string }>(
    sql`select email from users where id = ${ana.userId}`,
  );
  anaToken = await signIn(app, anaUser?.email ?? '', 'Senha-Forte-123');

  // A sells 100,00 to B and 500,00 to someone else; B buys the 100,00 from A and pays 200,00 rent.
  const bAsClient = await createAs(ana, '/v1/companies/suppliers', supplierSchema, {
    name: 'B Comércio',
    document: CNPJ_B,
  });
  const aAsSupplier = await createAs(bruno, '/v1/companies/suppliers', supplierSchema, {
    name: 'A Indústria',
    document: CNPJ_A,
  });
  await sale(ana, setup.sales, 10_000, bAsClient.id);
  await sale(ana, setup.sales, 50_000);
  await expense(bruno, brunoSetup.salaries, 10_000, aAsSupplier.id);
  await expense(bruno, brunoSetup.rent, 20_000);
  // B names its rent category differently under the same code: not merged, listed.
  expectStatus(
    await bruno.call('PATCH', `/v1/companies/categories/${brunoSetup.rent}`, {
      name: 'Aluguel da loja',
    }),
    200,
  );
});

after(async () => {
  await app.close();
});

describe('grupo econômico', () => {
  test('should list the person’s companies and keep the chosen group', async () => {
    const initial = companyGroupSchema.parse(
      (await asAna('GET', '/v1/users/company-group')).json(),
    );
    assert.deepEqual(
      initial.companies.map((company) => [company.name, company.role, company.in_group]),
      [
        ['A Indústria', 'owner', false],
        ['B Comércio', 'viewer', false],
      ],
    );
    const one = await asAna('PUT', '/v1/users/company-group', { company_ids: [ana.companyId] });
    assert.equal(one.statusCode, 400);
    assert.match(one.body, /pelo menos duas empresas/);
    const saved = await asAna('PUT', '/v1/users/company-group', {
      company_ids: [ana.companyId, bruno.companyId],
    });
    expectStatus(saved, 200);
    assert.ok(
      companyGroupSchema.parse(saved.json()).companies.every((company) => company.in_group),
    );
  });

  test('should add the companies up without what they traded with each other', async () => {
    const dre = await groupDre();
    assert.deepEqual(
      dre.companies.map((company) => company.name),
      ['A Indústria', 'B Comércio'],
    );
    // The 100,00 A sold to B is neither the group's revenue nor its cost.
    const revenue = lineOf(dre, 'receita_bruta');
    assert.equal(revenue.total, 50_000);
    assert.deepEqual(revenue.by_company, [50_000, 0]);
    assert.deepEqual(dre.eliminations.by_company, [10_000, -10_000]);
    assert.equal(dre.eliminations.total, 0);
    const result = lineOf(dre, 'resultado_periodo');
    assert.equal(result.total, 50_000 - 20_000);
    assert.deepEqual(result.by_company, [50_000, -20_000]);
    // Vendas (1.01) of both companies are one row; the rents, coded alike, named apart, are not.
    const sales = revenue.categories.filter((category) => category.code === '1.01');
    assert.equal(sales.length, 1);
    assert.deepEqual(
      dre.unmatched.map((row) => [row.company_name, row.code, row.name]),
      [['B Comércio', '2.02', 'Aluguel da loja']],
    );
  });

  test('should hold the lines plus the eliminations equal to the companies’ own results', async () => {
    // More of both kinds, then the identity again: group + eliminated = Σ companies.
    const bAsClient = await createAs(ana, '/v1/companies/suppliers', supplierSchema, {
      name: 'B Comércio filial',
      document: CNPJ_B.replace(/53$/, '53'),
    }).catch(() => null);
    assert.equal(bAsClient, null, 'one contact per document: the first one is reused');
    for (const [index, cents] of [7_001, 13_457, 999].entries()) {
      await sale(ana, index % 2 ? setup.services : setup.sales, cents);
      await expense(bruno, brunoSetup.rent, cents * 2);
    }
    const dre = await groupDre();
    const own = (await ownResult(ana)) + (await ownResult(bruno));
    assert.equal(lineOf(dre, 'resultado_periodo').total + dre.eliminations.total, own);
    for (const [index, tenant] of [ana, bruno].entries()) {
      assert.equal(
        (lineOf(dre, 'resultado_periodo').by_company[index] ?? 0) +
          (dre.eliminations.by_company[index] ?? 0),
        await ownResult(tenant),
      );
    }
  });

  test('should consolidate the insights, taking out the trade between the companies', async () => {
    const filter = { start_date: '2031-03-01', end_date: '2031-03-31' };
    const response = await asAna('POST', '/v1/users/company-group/insights', filter);
    expectStatus(response, 200);
    const group = groupInsightsSchema.parse(response.json());
    const own = await Promise.all(
      [ana, bruno].map(async (tenant) =>
        insightsSchema.parse(
          (await tenant.call('POST', '/v1/companies/dashboards/insights', filter)).json(),
        ),
      ),
    );
    // A's 100,00 sale to B and B's 100,00 purchase from A are the group's neither.
    assert.deepEqual(group.eliminations, [
      { total_income: 10_000, total_expense: 0, total_balance: 10_000 },
      { total_income: 0, total_expense: 10_000, total_balance: -10_000 },
    ]);
    const sum = (rows: { total_income: number }[]) => rows.reduce((t, r) => t + r.total_income, 0);
    assert.equal(
      group.consolidated.total_income + sum(group.eliminations),
      own.reduce((total, insights) => total + insights.total_income, 0),
    );
    assert.equal(group.consolidated.total_income, sum(group.by_company));
    assert.equal(
      group.consolidated.total_expense,
      own.reduce((total, insights) => total + insights.total_expense, 0) - 10_000,
    );
    // Vendas of A, the one category with revenue left, is one slice; every slice adds up.
    assert.equal(
      group.consolidated.income_by_categories.reduce((total, slice) => total + slice.value, 0),
      group.consolidated.total_income,
    );
    assert.equal(
      group.consolidated.balance_timeseries.points.at(-1)?.value,
      group.consolidated.total_balance,
    );
    // B's rent, coded as A's but named otherwise, is its own slice, named with its company.
    assert.ok(
      group.consolidated.expense_by_categories.some(
        (slice) => slice.label === 'Aluguel da loja (B Comércio)',
      ),
    );
  });

  test('should consolidate the cash flow and the painel de vendas the same way', async () => {
    const filter = { start_date: '2031-03-01', end_date: '2031-03-31' };
    const flow = await asAna('POST', '/v1/users/company-group/cash-flow', filter);
    expectStatus(flow, 200);
    const tree = groupCashFlowSchema.parse(flow.json());
    const ownTrees = await Promise.all(
      [ana, bruno].map(async (tenant) =>
        cashFlowSchema.parse(
          (await tenant.call('POST', '/v1/companies/dashboards/cash-flow', filter)).json(),
        ),
      ),
    );
    const rootsOf = (nodes: { type: string; totalAmount: number }[], type: string) =>
      nodes.filter((node) => node.type === type).reduce((t, node) => t + node.totalAmount, 0);
    for (const type of ['receita', 'despesa'] as const) {
      const own = ownTrees.reduce((total, nodes) => total + rootsOf(nodes, type), 0);
      const out = tree.eliminations.reduce((total, row) => total + row[type], 0);
      assert.equal(rootsOf(tree.nodes, type) + out, own, type);
    }
    assert.deepEqual(tree.eliminations, [
      { receita: 10_000, despesa: 0 },
      { receita: 0, despesa: 10_000 },
    ]);
    for (const node of tree.nodes) {
      assert.equal(
        node.by_company.reduce((total, value) => total + value, 0),
        node.totalAmount,
      );
    }

    const panelResponse = await asAna('POST', '/v1/users/company-group/sales-panel', filter);
    expectStatus(panelResponse, 200);
    const panel = groupSalesPanelSchema.parse(panelResponse.json());
    const ownPanel = salesPanelSchema.parse(
      (await ana.call('POST', '/v1/companies/dashboards/sales-panel', filter)).json(),
    );
    assert.equal(panel.eliminations[0]?.faturamento, 10_000);
    assert.equal(panel.consolidated.cards.faturamento, ownPanel.cards.faturamento - 10_000);
    assert.equal(panel.by_company[0]?.faturamento, ownPanel.cards.faturamento - 10_000);
    // B, a group company, is not among the group's clients; A's other sales have none.
    assert.ok(panel.consolidated.top_clients.every((client) => !/B Comércio/.test(client.label)));
    assert.equal(
      panel.consolidated.top_clients.reduce((total, client) => total + client.value, 0) +
        panel.consolidated.other_clients,
      panel.consolidated.cards.faturamento,
    );
    assert.equal(
      panel.consolidated.months.reduce((total, month) => total + month.faturamento, 0),
      panel.consolidated.cards.faturamento,
    );
  });

  test('should never show a company the person cannot read alone', async () => {
    // A company that is not hers: refused, and the group unchanged.
    const carla = await createTenant(app);
    expectError(
      await asAna('PUT', '/v1/users/company-group', {
        company_ids: [ana.companyId, carla.companyId],
      }),
      403,
      GROUP_MESSAGES.notAMember,
    );
    assert.equal((await groupDre()).companies.length, 2);
    // Bruno has no group: he reads nothing of A through one.
    const brunos = await app.inject({
      method: 'POST',
      url: '/v1/users/company-group/dre',
      headers: bearer(bruno.token),
      payload: PERIOD,
    });
    expectError(brunos, 400, GROUP_MESSAGES.noGroup);
    for (const report of REPORTS) {
      const answer = await app.inject({
        method: 'POST',
        url: `/v1/users/company-group/${report}`,
        headers: bearer(bruno.token),
        payload: PERIOD,
      });
      expectError(answer, 400, GROUP_MESSAGES.noGroup);
    }
    // Removed from B, Ana's group loses B with the membership.
    expectStatus(await bruno.call('DELETE', `/v1/companies/members/${ana.userId}`), 204);
    // Her sessions ended with the membership: she signs in again.
    const [anaUser] = await app.database.rows<{ email: string }>(
      sql`select email from users where id = ${ana.userId}`,
    );
    anaToken = await signIn(app, anaUser?.email ?? '', 'Senha-Forte-123');
    const group = companyGroupSchema.parse((await asAna('GET', '/v1/users/company-group')).json());
    assert.deepEqual(
      group.companies.map((company) => [company.name, company.in_group]),
      [['A Indústria', true]],
    );
    for (const report of ['dre', ...REPORTS]) {
      expectError(
        await asAna('POST', `/v1/users/company-group/${report}`, PERIOD),
        400,
        GROUP_MESSAGES.noGroup,
      );
    }
    // Without a token, nothing at all.
    for (const report of ['dre', ...REPORTS]) {
      const anonymous = await app.inject({
        method: 'POST',
        url: `/v1/users/company-group/${report}`,
        payload: PERIOD,
      });
      assert.equal(anonymous.statusCode, 401, report);
    }
  });

  test('should refuse a filter that names one company’s rows', async () => {
    for (const report of ['dre', ...REPORTS]) {
      const response = await asAna('POST', `/v1/users/company-group/${report}`, {
        ...PERIOD,
        categories: [setup.sales],
      });
      assert.equal(response.statusCode, 400, report);
      assert.match(response.body, /não se filtra por categoria/);
    }
  });
});

describe('grupo econômico: the consolidation, as a property', () => {
  /** A small seeded generator: the same cases on every run, many of them. */
  function random(seed: number) {
    let state = seed;
    return (max: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      // The high bits: an LCG modulo a power of two repeats its low bits with a short period.
      return Math.floor((state / 2_147_483_648) * max);
    };
  }
  const GROUPS = [
    'receita_bruta',
    'custos',
    'despesas_administrativas',
    'receitas_financeiras',
  ] as const;
  const request = {
    regime: 'competencia' as const,
    start_date: '2031-01-01',
    end_date: '2031-03-31',
  };

  test('should give, for any figures, each company its own result less what it traded', () => {
    for (let trial = 0; trial < 200; trial++) {
      const next = random(trial + 1);
      const n = 2 + next(3);
      const companies = Array.from({ length: n }, (_, index) => ({
        id: `c${index}`,
        name: `E${index}`,
      }));
      const own: Dre[] = [];
      const traded: (Dre | null)[] = [];
      for (let company = 0; company < n; company++) {
        const rows: DreRow[] = [];
        const tradedRows: DreRow[] = [];
        for (let k = 0; k < 1 + next(6); k++) {
          const group = GROUPS[next(GROUPS.length)] ?? 'receita_bruta';
          const code = `${next(4)}.0${next(3)}`;
          const month = `2031-0${1 + next(3)}`;
          const net = next(100_000) - 50_000;
          const part = next(2) ? Math.trunc(net / (1 + next(4))) : 0;
          const row = {
            group,
            categoryId: `${company}-${code}`,
            code,
            name: `Conta ${code}`,
            month,
          };
          rows.push({ ...row, net }, { ...row, categoryId: null, code: null, name: null, net });
          if (part) {
            tradedRows.push(
              { ...row, net: part },
              { ...row, categoryId: null, code: null, name: null, net: part },
            );
          }
        }
        own.push(toDre(request, merge(rows)));
        traded.push(tradedRows.length ? toDre(request, merge(tradedRows)) : null);
      }
      const planos = own.flatMap((dre) => dre.lines.flatMap((line) => line.categories));
      const group = consolidate(request, companies, own, traded, planos);
      const result = (dre: Dre | null) =>
        dre?.lines.find((line) => line.key === 'resultado_periodo')?.total ?? 0;
      const line = group.lines.find((item) => item.key === 'resultado_periodo');
      assert.equal(
        (line?.total ?? 0) + group.eliminations.total,
        own.reduce((sum, dre) => sum + result(dre), 0),
        `trial ${trial}`,
      );
      own.forEach((dre, company) => {
        assert.equal(line?.by_company[company], result(dre) - result(traded[company] ?? null));
      });
      // Every line's categories add up to the line, as in each company's own DRE.
      for (const item of group.lines.filter((entry) => entry.kind === 'group')) {
        assert.equal(
          item.categories.reduce((sum, category) => sum + category.total, 0),
          item.total,
          `trial ${trial}, ${item.key}`,
        );
      }
    }
  });

  /** One company's movements: (type, category, contact, amount), some with a group company. */
  interface Line {
    type: 'receita' | 'despesa';
    category: number;
    client: number;
    cents: number;
    traded: boolean;
  }
  const CODES = ['1.01', '1.02', '2.01', '2.02'];
  const plano = (company: number) =>
    CODES.map((code, index) => ({
      id: `00000000-0000-4000-8000-00000000${company}${index}00`.slice(0, 36),
      companyId: `c${company}`,
      code,
      // Company 2 names 2.02 otherwise: never merged.
      name: company === 2 && code === '2.02' ? 'Outra coisa' : `Conta ${code}`,
    }));

  /** Some companies sell a hundred times more than others: the group's ten come from a few. */
  function linesOf(next: (max: number) => number): Line[] {
    const scale = next(2) ? 1 : 100;
    return Array.from({ length: 1 + next(30) }, () => {
      const type = next(2) ? 'receita' : 'despesa';
      const client = next(14);
      return {
        type,
        category: (type === 'receita' ? 0 : 2) + next(2),
        client,
        cents: (1 + next(900)) * scale,
        // Clients 11 to 13 are the other group companies: all their lines are trade.
        traded: client >= 11,
      };
    });
  }

  /** The company's insights and cash flow, as the SQL would add its lines up. */
  function reportsOf(company: number, lines: Line[]): { insights: Insights; flow: CashFlow } {
    const categories = plano(company);
    const total = (type: Line['type']) =>
      lines.filter((line) => line.type === type).reduce((t, line) => t + line.cents, 0);
    const slices = (type: Line['type']) =>
      categories
        .map((category, index) => ({
          id: category.id,
          label: category.name,
          value: lines
            .filter((line) => line.type === type && line.category === index)
            .reduce((t, line) => t + line.cents, 0),
        }))
        .filter((slice) => slice.value !== 0);
    const income = total('receita');
    const expense = total('despesa');
    const insights: Insights = {
      total_income: income,
      total_expense: expense,
      total_balance: income - expense,
      balance_by_transaction_status: [{ status: 'a vencer', balance: income - expense }],
      income_by_categories: slices('receita'),
      expense_by_categories: slices('despesa'),
      income_vs_expense: [
        { id: 'receita', label: 'Receita', value: income },
        { id: 'despesa', label: 'Despesa', value: expense },
      ],
      balance_by_bank_account: [{ id: null, label: 'Sem conta bancária', value: income - expense }],
      balance_timeseries: {
        granularity: 'month',
        points: [{ date: '2031-01', value: income - expense }],
      },
    };
    const flow: CashFlow = [...slices('receita'), ...slices('despesa')].map((slice) => {
      const category = categories.find((item) => item.id === slice.id);
      return {
        key: slice.id ?? '',
        code: category?.code ?? '',
        label: slice.label,
        type: category?.code.startsWith('1') ? 'receita' : 'despesa',
        totalAmount: slice.value,
        children: [],
      };
    });
    return { insights, flow };
  }

  function panelOf(company: number, lines: Line[]): SalesPanel {
    const sales = lines.filter((line) => line.type === 'receita');
    const faturamento = sales.reduce((t, line) => t + line.cents, 0);
    const perClient = new Map<number, number>();
    for (const line of sales)
      perClient.set(line.client, (perClient.get(line.client) ?? 0) + line.cents);
    const ranked = [...perClient.entries()].sort((a, b) => b[1] - a[1]);
    const top = ranked.slice(0, clientsToRank(3));
    return {
      cards: {
        faturamento,
        recebido: 0,
        a_receber: faturamento,
        receitas: sales.length,
        ticket_medio: 0,
        inadimplencia: faturamento,
        vencido_no_periodo: faturamento,
        inadimplencia_percent: 100,
      },
      months: [{ month: '2031-01', faturamento, recebido: 0, a_receber: faturamento }],
      aging: [{ bucket: '1-30', label: '1 a 30 dias', value: faturamento }],
      top_clients: top.map(([client, value]) => ({
        id: client === 0 ? null : `client-${company}-${client}`,
        label: `Cliente ${client}`,
        value,
        share: 0,
      })),
      other_clients: faturamento - top.reduce((t, [, value]) => t + value, 0),
      forecast: [{ week_start: '2031-01-01', week_end: '2031-01-07', value: faturamento }],
      by_category: reportsOf(company, lines).insights.income_by_categories,
    };
  }

  test('should hold group + eliminated = Σ companies for insights, cash flow and painel', () => {
    for (let trial = 0; trial < 200; trial++) {
      const next = random(trial + 7);
      const n = 2 + next(3);
      const companies = Array.from({ length: n }, (_, index) => ({
        id: `c${index}`,
        name: `E${index}`,
      }));
      const lines = companies.map(() => linesOf(next));
      const planos = companies.flatMap((_, index) => plano(index));
      const own = lines.map((mine, index) => reportsOf(index, mine));
      const traded = lines.map((mine, index) => {
        const only = mine.filter((line) => line.traded);
        return only.length ? reportsOf(index, only) : null;
      });
      const label = `trial ${trial}`;

      const insights = consolidateInsights(
        companies,
        own.map((r) => r.insights),
        traded.map((r) => r?.insights ?? null),
        planos,
      );
      const sumOwn = (key: 'total_income' | 'total_expense') =>
        own.reduce((t, r) => t + r.insights[key], 0);
      for (const key of ['total_income', 'total_expense'] as const) {
        const eliminated = insights.eliminations.reduce((t, row) => t + row[key], 0);
        assert.equal(insights.consolidated[key] + eliminated, sumOwn(key), `${label} ${key}`);
      }
      const slices = (list: ChartSlice[]) => list.reduce((t, slice) => t + slice.value, 0);
      assert.equal(
        slices(insights.consolidated.income_by_categories),
        insights.consolidated.total_income,
        label,
      );
      assert.equal(
        slices(insights.consolidated.expense_by_categories),
        insights.consolidated.total_expense,
        label,
      );
      assert.equal(
        slices(insights.consolidated.balance_by_bank_account),
        insights.consolidated.total_balance,
        label,
      );
      assert.equal(
        insights.consolidated.balance_timeseries.points.at(-1)?.value ?? 0,
        insights.consolidated.total_balance,
        label,
      );
      // 2.02 is named otherwise by company 2: every company's 2.02 with figures is listed apart.
      const expected =
        n < 3
          ? []
          : lines.flatMap((mine, index) =>
              mine.some((line) => line.category === 3 && !line.traded) ? [`c${index}`] : [],
            );
      assert.deepEqual(
        insights.unmatched.map((row) => `${row.company_id} ${row.code}`).sort(),
        expected.map((id) => `${id} 2.02`).sort(),
        label,
      );

      const flow = consolidateCashFlow(
        companies,
        own.map((r) => r.flow),
        traded.map((r) => r?.flow ?? null),
        planos,
      );
      for (const type of ['receita', 'despesa'] as const) {
        const roots = (nodes: CashFlowNode[]) =>
          nodes.filter((node) => node.type === type).reduce((t, node) => t + node.totalAmount, 0);
        const eliminated = flow.eliminations.reduce((t, row) => t + row[type], 0);
        assert.equal(
          roots(flow.nodes) + eliminated,
          own.reduce((t, r) => t + roots(r.flow), 0),
          `${label} ${type}`,
        );
      }
      const keys = flow.nodes.map((node) => node.key);
      assert.equal(new Set(keys).size, keys.length, `${label}: keys are unique`);

      const panel = consolidateSalesPanel(
        companies,
        lines.map((mine, index) => panelOf(index, mine)),
        lines.map((mine, index) => {
          const only = mine.filter((line) => line.traded);
          return only.length ? panelOf(index, only) : null;
        }),
        planos,
      );
      const cards = panel.consolidated.cards;
      const ownFaturamento = lines.reduce(
        (t, mine, index) => t + panelOf(index, mine).cards.faturamento,
        0,
      );
      assert.equal(
        cards.faturamento + panel.eliminations.reduce((t, row) => t + row.faturamento, 0),
        ownFaturamento,
        label,
      );
      assert.equal(
        slices(panel.consolidated.top_clients) + panel.consolidated.other_clients,
        cards.faturamento,
        label,
      );
      assert.equal(slices(panel.consolidated.by_category), cards.faturamento, label);
      assert.ok(panel.consolidated.top_clients.length <= TOP_CLIENTS, label);
      // The group's ten largest: no client left out is larger than the smallest shown.
      const shown = panel.consolidated.top_clients.filter((client) => client.id !== null);
      const net = new Map<string, number>();
      lines.forEach((mine, index) => {
        for (const line of mine.filter(
          (item) => item.type === 'receita' && !item.traded && item.client !== 0,
        )) {
          const id = `c${index}/client-${index}-${line.client}`;
          net.set(id, (net.get(id) ?? 0) + line.cents);
        }
      });
      const top = panel.consolidated.top_clients;
      const hidden = [...net.entries()].filter(([id]) => !shown.some((client) => client.id === id));
      if (top.length < TOP_CLIENTS) assert.deepEqual(hidden, [], label);
      const smallest = Math.min(...top.map((client) => client.value));
      assert.ok(
        hidden.every(([, value]) => value <= smallest),
        label,
      );
      for (const client of shown) assert.equal(client.value, net.get(client.id ?? ''), label);
    }
  });

  /** The SQL sums once per group, month and category: rows of the same key added. */
  function merge(rows: DreRow[]): DreRow[] {
    const byKey = new Map<string, DreRow>();
    for (const row of rows) {
      const key = `${row.group}/${row.categoryId ?? ''}/${row.month}`;
      const found = byKey.get(key);
      byKey.set(key, found ? { ...found, net: found.net + row.net } : { ...row });
    }
    return [...byKey.values()];
  }
});
