import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  COMPANY_HEADER,
  STANDARD_PLANO_DE_CONTAS,
  categorySchema,
  standardTypeOf,
  userProfileSchema,
} from 'shared/contracts';
import type { Category } from 'shared/contracts';
import type { App } from '../../../src/app';
import { categories, memberships } from '../../../src/db/schema';
import {
  bearer,
  build,
  createUser,
  signIn,
  signUpPayload,
  uniqueEmail,
  verificationToken,
} from '../../helper';
import { createMovement } from '../movements/movement-fixtures';
import type { Tenant } from './setup-fixtures';
import { createAs, createTenant, expectError, expectStatus } from './setup-fixtures';

const URL = '/v1/companies/categories';
const STANDARD_URL = `${URL}/standard-plano`;
let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

const create = (tenant: Tenant, body: Record<string, unknown>): Promise<Category> =>
  createAs(tenant, URL, categorySchema, body);

async function listOf(tenant: Tenant): Promise<Category[]> {
  const response = await tenant.call('GET', URL);
  expectStatus(response, 200);
  return response.json<Category[]>();
}

describe('categories: the DRE group', () => {
  test("should default a root to its type's group and a child to its parent's", async () => {
    const tenant = await createTenant(app);
    const receitas = await create(tenant, { type: 'receita', code: '1', name: 'Receitas' });
    const despesas = await create(tenant, { type: 'despesa', code: '2', name: 'Despesas' });
    assert.equal(receitas.dre_group, 'receita_bruta');
    assert.equal(despesas.dre_group, 'despesas_administrativas');

    const pessoal = await create(tenant, {
      type: 'despesa',
      code: '2.01',
      name: 'Pessoal',
      parent_id: despesas.id,
      dre_group: 'despesas_pessoal',
    });
    assert.equal(pessoal.dre_group, 'despesas_pessoal');
    const salarios = await create(tenant, {
      type: 'despesa',
      code: '2.01.01',
      name: 'Salários',
      parent_id: pessoal.id,
    });
    assert.equal(salarios.dre_group, 'despesas_pessoal', 'inherited from the parent');
  });

  test('should change the group with PATCH and refuse an unknown one, changing nothing', async () => {
    const tenant = await createTenant(app);
    const row = await create(tenant, { type: 'despesa', code: '2', name: 'Impostos' });
    const changed = await tenant.call('PATCH', `${URL}/${row.id}`, { dre_group: 'deducoes' });
    expectStatus(changed, 200);
    assert.equal(categorySchema.parse(changed.json()).dre_group, 'deducoes');

    const bad = await tenant.call('PATCH', `${URL}/${row.id}`, { dre_group: 'lucro' });
    expectError(bad, 400, /dre_group/);
    const badCreate = await tenant.call('POST', URL, {
      type: 'receita',
      code: '9',
      name: 'Outra',
      dre_group: 'qualquer',
    });
    expectError(badCreate, 400, /dre_group/);
    assert.deepEqual(
      (await listOf(tenant)).map((c) => [c.code, c.dre_group]),
      [['2', 'deducoes']],
    );
  });
});

describe('categories: the standard plano', () => {
  test('should add the whole standard plano to an empty company, once', async () => {
    const tenant = await createTenant(app);
    const other = await createTenant(app);
    const first = await tenant.call('POST', STANDARD_URL);
    expectStatus(first, 200);
    assert.deepEqual(first.json(), { created: STANDARD_PLANO_DE_CONTAS.length, skipped: 0 });

    const rows = await listOf(tenant);
    assert.deepEqual(
      rows.map((row) => [row.code, row.name, row.dre_group, row.type]),
      STANDARD_PLANO_DE_CONTAS.map((c) => [c.code, c.name, c.dre_group, standardTypeOf(c.code)]),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
      assert.equal(
        parent?.code ?? null,
        row.code.includes('.') ? row.code.replace(/\.\d+$/, '') : null,
      );
    }

    const again = await tenant.call('POST', STANDARD_URL);
    expectStatus(again, 200);
    assert.deepEqual(again.json(), { created: 0, skipped: STANDARD_PLANO_DE_CONTAS.length });
    assert.equal((await listOf(tenant)).length, STANDARD_PLANO_DE_CONTAS.length, 'no duplicates');
    assert.deepEqual(await listOf(other), [], "another company's plano is untouched");
  });

  test("should add only the missing codes, under the company's own parents", async () => {
    const tenant = await createTenant(app);
    const mine = await create(tenant, { type: 'despesa', code: '3', name: 'Minhas despesas' });
    const rent = await create(tenant, {
      type: 'despesa',
      code: '3.01',
      name: 'Ocupação',
      parent_id: mine.id,
    });
    // Root 1 taken by a despesa: the standard receitas 1.01… cannot go under it.
    await create(tenant, { type: 'despesa', code: '1', name: 'Despesas antigas' });
    // A leaf of the company stays a leaf (movements go on leaves only), with movements or not.
    await create(tenant, { type: 'receita', code: '4', name: 'Receitas diversas' });
    await createMovement(tenant, {
      type: 'despesa',
      description: 'Aluguel',
      amount_cents: 100_000,
      due_date: '2026-01-10',
      category_id: rent.id,
    });

    const response = await tenant.call('POST', STANDARD_URL);
    expectStatus(response, 200);
    const rows = await listOf(tenant);
    const codes = rows.map((row) => row.code);
    assert.equal(rows.find((row) => row.code === '1')?.name, 'Despesas antigas');
    assert.ok(!codes.includes('1.01'), 'not under a category of another type');
    assert.ok(!codes.includes('1.01.01'), 'nor below what was skipped');
    assert.ok(!codes.includes('3.01.01'), 'not under a leaf with movements');
    assert.ok(!codes.includes('4.01'), 'nor under a leaf without');
    assert.equal(rows.find((row) => row.code === '3.02')?.parent_id, mine.id);
    assert.equal(rows.find((row) => row.code === '3')?.name, 'Minhas despesas');
    const standardBelow = (prefix: string) =>
      STANDARD_PLANO_DE_CONTAS.filter((c) => c.code === prefix || c.code.startsWith(`${prefix}.`));
    const expectedCreated =
      STANDARD_PLANO_DE_CONTAS.length -
      standardBelow('1').length -
      standardBelow('3.01').length -
      standardBelow('4').length -
      1; // root 3 itself
    const body = response.json<{ created: number; skipped: number }>();
    assert.equal(body.created, expectedCreated);
    assert.equal(body.created + body.skipped, STANDARD_PLANO_DE_CONTAS.length);
    assert.equal(rows.length, 4 + expectedCreated);
  });

  test('should refuse a visualizador, creating nothing', async () => {
    const tenant = await createTenant(app);
    const viewer = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: tenant.companyId, userId: viewer.userId, role: 'viewer' });
    const token = await signIn(app, viewer.email, viewer.password);
    const response = await app.inject({
      method: 'POST',
      url: STANDARD_URL,
      headers: { ...bearer(token), [COMPANY_HEADER]: tenant.companyId },
    });
    expectStatus(response, 403);
    const rows = await app.db
      .select()
      .from(categories)
      .where(eq(categories.companyId, tenant.companyId));
    assert.equal(rows.length, 0);
  });

  test('should give a company created at sign-up the standard plano', async () => {
    const email = uniqueEmail('plano');
    const token = await verificationToken(app, email);
    const signedUp = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up',
      payload: signUpPayload(token),
    });
    expectStatus(signedUp, 201);
    const accessToken = await signIn(app, email, 'Senha-Forte-1');
    const profile = userProfileSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/v1/users/profile', headers: bearer(accessToken) })
      ).json(),
    );
    const companyId = profile.member_of[0]!.company_id;
    const listed = await app.inject({
      method: 'GET',
      url: URL,
      headers: { ...bearer(accessToken), [COMPANY_HEADER]: companyId },
    });
    expectStatus(listed, 200);
    const rows = listed.json<Category[]>();
    assert.deepEqual(
      rows.map((row) => [row.code, row.dre_group]),
      STANDARD_PLANO_DE_CONTAS.map((c) => [c.code, c.dre_group]),
    );
    assert.equal(rows.find((row) => row.code === '3.03.01')?.name, 'Salários');
  });
});
