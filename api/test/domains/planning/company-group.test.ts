import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import {
  GROUP_MESSAGES,
  companyGroupSchema,
  dreSchema,
  groupDreSchema,
  supplierSchema,
} from 'shared/contracts';
import type { Dre, GroupDre } from 'shared/contracts';
import type { App } from '../../../src/app';
import { companies, memberships } from '../../../src/db/schema';
import { consolidate } from '../../../src/domains/planning/services/company-group-service';
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
    expectError(
      await asAna('POST', '/v1/users/company-group/dre', PERIOD),
      400,
      GROUP_MESSAGES.noGroup,
    );
  });

  test('should refuse a filter that names one company’s rows', async () => {
    const response = await asAna('POST', '/v1/users/company-group/dre', {
      ...PERIOD,
      categories: [setup.sales],
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /não se filtra por categoria/);
  });
});

describe('grupo econômico: the consolidation, as a property', () => {
  /** A small seeded generator: the same cases on every run, many of them. */
  function random(seed: number) {
    let state = seed;
    return (max: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state % max;
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
