import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { App } from '../../../src/app';
import { categorySchema } from 'shared/contracts';
import type { Category } from 'shared/contracts';
import { build } from '../../helper';
import type { Method, Tenant } from './setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createAs,
  createTenant,
  expectError,
  expectStatus,
} from './setup-fixtures';

const URL = '/v1/companies/categories';
const NOT_FOUND = 'Categoria não encontrada.';
let app: App;
let ana: Tenant;
let bruno: Tenant;

before(async () => {
  app = await build();
  ana = await createTenant(app);
  bruno = await createTenant(app);
});

after(async () => {
  await app.close();
});

const create = (tenant: Tenant, body: Record<string, unknown>): Promise<Category> =>
  createAs(tenant, URL, categorySchema, body);

/** A small plano de contas: 1 Receitas › 1.01 Vendas › 1.01.01 Balcão; 2 Despesas › 2.01 Folha. */
async function createTree(tenant: Tenant) {
  const receitas = await create(tenant, { type: 'receita', code: '1', name: 'Receitas' });
  const vendas = await create(tenant, {
    type: 'receita',
    code: '1.01',
    name: 'Vendas',
    parent_id: receitas.id,
  });
  const balcao = await create(tenant, {
    type: 'receita',
    code: '1.01.01',
    name: 'Balcão',
    parent_id: vendas.id,
  });
  const despesas = await create(tenant, { type: 'despesa', code: '2', name: 'Despesas' });
  const folha = await create(tenant, {
    type: 'despesa',
    code: '2.01',
    name: 'Folha de pagamento',
    parent_id: despesas.id,
  });
  return { receitas, vendas, balcao, despesas, folha };
}

describe('categories: happy paths', () => {
  test('should create a tree and list it flat, ordered by code, filtered by type', async () => {
    const tenant = await createTenant(app);
    const tree = await createTree(tenant);
    assert.equal(tree.vendas.parent_id, tree.receitas.id);
    assert.equal(tree.receitas.parent_id, null);
    assert.equal(tree.receitas.company_id, tenant.companyId);

    const all = await tenant.call('GET', URL);
    expectStatus(all, 200);
    assert.deepEqual(
      all.json<Category[]>().map((c) => c.code),
      ['1', '1.01', '1.01.01', '2', '2.01'],
    );
    const expenses = await tenant.call('GET', `${URL}?type=despesa`);
    assert.deepEqual(
      expenses.json<Category[]>().map((c) => c.name),
      ['Despesas', 'Folha de pagamento'],
    );
    const search = await tenant.call('GET', `${URL}?search=1.01`);
    assert.deepEqual(
      search.json<Category[]>().map((c) => c.code),
      ['1.01', '1.01.01'],
    );
    const read = await tenant.call('GET', `${URL}/${tree.balcao.id}`);
    assert.deepEqual(read.json(), tree.balcao);
  });

  test('should update, move, deactivate and delete categories', async () => {
    const tenant = await createTenant(app);
    const tree = await createTree(tenant);
    const renamed = await tenant.call('PATCH', `${URL}/${tree.balcao.id}`, {
      name: 'Vendas no balcão',
      code: '1.01.02',
      active: false,
    });
    expectStatus(renamed, 200);
    assert.equal(renamed.json().name, 'Vendas no balcão');
    assert.equal(renamed.json().code, '1.01.02');
    assert.equal(renamed.json().active, false);
    const inactive = await tenant.call('GET', `${URL}?active=false`);
    assert.deepEqual(
      inactive.json<Category[]>().map((c) => c.id),
      [tree.balcao.id],
    );

    // Moved to the top level, then under Receitas directly.
    const top = await tenant.call('PATCH', `${URL}/${tree.balcao.id}`, { parent_id: null });
    assert.equal(top.json().parent_id, null);
    const moved = await tenant.call('PATCH', `${URL}/${tree.balcao.id}`, {
      parent_id: tree.receitas.id,
    });
    assert.equal(moved.json().parent_id, tree.receitas.id);

    // A leaf may change type once it has no parent of the other type.
    const leaf = await create(tenant, { type: 'receita', code: '3', name: 'Outras' });
    const retyped = await tenant.call('PATCH', `${URL}/${leaf.id}`, { type: 'despesa' });
    expectStatus(retyped, 200);

    expectStatus(await tenant.call('DELETE', `${URL}/${tree.folha.id}`), 204);
    expectStatus(await tenant.call('DELETE', `${URL}/${tree.despesas.id}`), 204);
    expectError(await tenant.call('GET', `${URL}/${tree.despesas.id}`), 404, NOT_FOUND);
  });
});

describe('categories: tree rules', () => {
  test('should refuse to delete a category that has children, deleting nothing', async () => {
    const tenant = await createTenant(app);
    const tree = await createTree(tenant);
    expectError(
      await tenant.call('DELETE', `${URL}/${tree.vendas.id}`),
      409,
      'Esta categoria possui subcategorias.',
    );
    expectError(
      await tenant.call('DELETE', `${URL}/${tree.receitas.id}`),
      409,
      'Esta categoria possui subcategorias.',
    );
    assert.equal((await tenant.call('GET', URL)).json<Category[]>().length, 5);
  });

  test('should refuse a parent of another type, missing, or below the category itself', async () => {
    const tenant = await createTenant(app);
    const tree = await createTree(tenant);
    expectError(
      await tenant.call('POST', URL, {
        type: 'despesa',
        code: '1.02',
        name: 'Errada',
        parent_id: tree.receitas.id,
      }),
      400,
      /'type'.*mesmo tipo/,
    );
    expectError(
      await tenant.call('POST', URL, {
        type: 'receita',
        code: '1.02',
        name: 'Órfã',
        parent_id: randomUUID(),
      }),
      400,
      /'parent_id'.*não encontrada/,
    );
    const cycle = /'parent_id'.*abaixo de si mesma/;
    expectError(
      await tenant.call('PATCH', `${URL}/${tree.receitas.id}`, { parent_id: tree.balcao.id }),
      400,
      cycle,
    );
    expectError(
      await tenant.call('PATCH', `${URL}/${tree.receitas.id}`, { parent_id: tree.receitas.id }),
      400,
      cycle,
    );
    expectError(
      await tenant.call('PATCH', `${URL}/${tree.vendas.id}`, { parent_id: tree.folha.id }),
      400,
      /mesmo tipo/,
    );
    expectError(
      await tenant.call('PATCH', `${URL}/${tree.receitas.id}`, { type: 'despesa' }),
      400,
      /'type'.*subcategorias/,
    );
    expectError(
      await tenant.call('PATCH', `${URL}/${tree.balcao.id}`, { type: 'despesa' }),
      400,
      /mesmo tipo/,
    );
    const after = (await tenant.call('GET', URL)).json<Category[]>();
    assert.deepEqual(
      after,
      Object.values(tree).sort((a, b) => a.code.localeCompare(b.code)),
    );
  });

  test('should never build a cycle from two concurrent moves', async () => {
    const tenant = await createTenant(app);
    const pairs = [];
    for (let i = 0; i < 8; i++) {
      const a = await create(tenant, { type: 'despesa', code: `${40 + i}`, name: `Alfa ${i}` });
      const b = await create(tenant, { type: 'despesa', code: `${60 + i}`, name: `Beta ${i}` });
      pairs.push([a, b] as const);
    }
    const results = await Promise.all(
      pairs.map(([a, b]) =>
        Promise.all([
          tenant.call('PATCH', `${URL}/${a.id}`, { parent_id: b.id }),
          tenant.call('PATCH', `${URL}/${b.id}`, { parent_id: a.id }),
        ]),
      ),
    );
    for (const [first, second] of results) {
      assert.deepEqual(
        [first.statusCode, second.statusCode].sort(),
        [200, 400],
        `${first.body} ${second.body}`,
      );
    }
    const rows = (await tenant.call('GET', URL)).json<Category[]>();
    assert.equal(rows.filter((c) => c.parent_id === null).length, pairs.length);
  });

  test('should refuse a code already used in the company', async () => {
    const tenant = await createTenant(app);
    const tree = await createTree(tenant);
    const message = 'Já existe uma categoria com este código.';
    expectError(
      await tenant.call('POST', URL, { type: 'receita', code: '1.01', name: 'Outra' }),
      409,
      message,
    );
    expectError(await tenant.call('PATCH', `${URL}/${tree.folha.id}`, { code: '2' }), 409, message);
    // Another company may use the same codes.
    await create(bruno, { type: 'receita', code: '1.01', name: 'Vendas' });
  });
});

describe('categories: bad input', () => {
  test('should refuse bad bodies with the field and the reason, writing nothing', async () => {
    const tenant = await createTenant(app);
    const ok = { type: 'receita', code: '1.01.02', name: 'Serviços' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...ok, type: undefined }, /type/],
      [{ ...ok, type: 'investimento' }, /type.*receita/],
      [{ ...ok, code: '1.1' }, /code.*formato/],
      [{ ...ok, code: '1.001' }, /code/],
      [{ ...ok, code: 'A.01' }, /code/],
      [{ ...ok, code: '1.01.' }, /code/],
      [{ ...ok, code: 101 }, /code/],
      [{ ...ok, code: `1${'.01'.repeat(20)}` }, /code/],
      [{ ...ok, name: 'x' }, /name.*pelo menos 2/],
      [{ ...ok, name: 'x'.repeat(121) }, /name.*no máximo 120/],
      [{ ...ok, parent_id: 'abc' }, /parent_id/],
      [{ ...ok, parent_id: bruno.companyId }, /parent_id.*não encontrada/],
      [{ ...ok, company_id: bruno.companyId }, /não permitido/],
    ];
    for (const [body, message] of cases) {
      expectError(await tenant.call('POST', URL, body), 400, message);
    }
    expectError(await tenant.call('GET', `${URL}?type=outros`), 400, /type/);
    assert.deepEqual((await tenant.call('GET', URL)).json(), []);
  });

  test('should refuse an empty PATCH and answer 404 for an unknown id', async () => {
    const created = await create(ana, { type: 'despesa', code: '9', name: 'Diversas' });
    expectError(await ana.call('PATCH', `${URL}/${created.id}`, {}), 400, /Informe ao menos/);
    const id = randomUUID();
    expectError(await ana.call('GET', `${URL}/${id}`), 404, NOT_FOUND);
    expectError(await ana.call('PATCH', `${URL}/${id}`, { name: 'Xy' }), 404, NOT_FOUND);
    expectError(await ana.call('DELETE', `${URL}/${id}`), 404, NOT_FOUND);
  });
});

describe('categories: another company', () => {
  test("should answer 404 on every endpoint for another company's id and change nothing", async () => {
    const tenant = await createTenant(app);
    const owner = await createTenant(app);
    const theirs = await createTree(owner);
    const attempts: [Method, unknown][] = [
      ['GET', undefined],
      ['PATCH', { name: 'Invadida', active: false }],
      ['DELETE', undefined],
    ];
    for (const target of [theirs.balcao, theirs.receitas]) {
      for (const [method, body] of attempts) {
        expectError(await tenant.call(method, `${URL}/${target.id}`, body), 404, NOT_FOUND);
      }
      assert.deepEqual((await owner.call('GET', `${URL}/${target.id}`)).json(), target);
    }
    assert.deepEqual((await tenant.call('GET', URL)).json(), []);
  });

  test("should refuse another company's category as parent, on create and on update", async () => {
    const tenant = await createTenant(app);
    const theirs = await create(bruno, { type: 'despesa', code: '7', name: 'Do Bruno' });
    const mine = await create(tenant, { type: 'despesa', code: '7', name: 'Minha' });
    expectError(
      await tenant.call('POST', URL, {
        type: 'despesa',
        code: '7.01',
        name: 'Filha',
        parent_id: theirs.id,
      }),
      400,
      /'parent_id'.*não encontrada/,
    );
    expectError(
      await tenant.call('PATCH', `${URL}/${mine.id}`, { parent_id: theirs.id }),
      400,
      /'parent_id'.*não encontrada/,
    );
    assert.deepEqual((await tenant.call('GET', `${URL}/${mine.id}`)).json(), mine);
    // Bruno's category gained no child: he can still delete it.
    expectStatus(await bruno.call('DELETE', `${URL}/${theirs.id}`), 204);
  });

  test('should check x-company-id on every endpoint', async () => {
    const mine = await create(ana, { type: 'receita', code: '8', name: 'Da Ana' });
    await assertCompanyHeaderChecks(app, ana, bruno, 'GET', URL);
    await assertCompanyHeaderChecks(app, ana, bruno, 'POST', URL, {
      type: 'receita',
      code: '8.01',
      name: 'Nunca criada',
    });
    await assertCompanyHeaderChecks(app, ana, bruno, 'GET', `${URL}/${mine.id}`);
    await assertCompanyHeaderChecks(app, ana, bruno, 'PATCH', `${URL}/${mine.id}`, {
      name: 'Nunca',
    });
    await assertCompanyHeaderChecks(app, ana, bruno, 'DELETE', `${URL}/${mine.id}`);
    assert.deepEqual((await ana.call('GET', `${URL}/${mine.id}`)).json(), mine);
    assert.deepEqual((await ana.call('GET', `${URL}?search=Nunca`)).json(), []);
    assert.deepEqual((await bruno.call('GET', `${URL}?search=Nunca`)).json(), []);
  });
});
