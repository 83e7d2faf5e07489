import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { App } from '../../../src/app';
import { costCenterSchema } from 'shared/contracts';
import type { CostCenter } from 'shared/contracts';
import { build } from '../../helper';
import type { Method, Tenant } from './setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createAs,
  createTenant,
  expectError,
  expectStatus,
} from './setup-fixtures';

const URL = '/v1/companies/cost-centers';
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

const create = (tenant: Tenant, body: Record<string, unknown>): Promise<CostCenter> =>
  createAs(tenant, URL, costCenterSchema, body);

describe('cost centers: happy paths', () => {
  test('should create, read, list, update and delete a cost centre', async () => {
    const created = await create(ana, { name: '  Administrativo  ', code: 'ADM' });
    assert.equal(created.name, 'Administrativo');
    assert.equal(created.code, 'ADM');
    assert.equal(created.active, true);
    assert.equal(created.company_id, ana.companyId);

    const read = await ana.call('GET', `${URL}/${created.id}`);
    expectStatus(read, 200);
    assert.deepEqual(read.json(), created);

    const list = await ana.call('GET', URL);
    expectStatus(list, 200);
    assert.ok(list.json<CostCenter[]>().some((c) => c.id === created.id));

    const updated = await ana.call('PATCH', `${URL}/${created.id}`, {
      name: 'Administração',
      code: '',
      active: false,
    });
    expectStatus(updated, 200);
    assert.equal(updated.json().name, 'Administração');
    assert.equal(updated.json().code, null);
    assert.equal(updated.json().active, false);

    const removed = await ana.call('DELETE', `${URL}/${created.id}`);
    expectStatus(removed, 204);
    assert.equal(removed.body, '');
    expectStatus(await ana.call('GET', `${URL}/${created.id}`), 404);
  });

  test('should filter the list by search and active, ordered by name', async () => {
    const tenant = await createTenant(app);
    await create(tenant, { name: 'Vendas Sul' });
    await create(tenant, { name: 'Vendas Norte', active: false });
    await create(tenant, { name: 'Produção', code: 'PRD-100%' });

    const all = await tenant.call('GET', URL);
    assert.deepEqual(
      all.json<CostCenter[]>().map((c) => c.name),
      ['Produção', 'Vendas Norte', 'Vendas Sul'],
    );
    const search = await tenant.call('GET', `${URL}?search=vendas`);
    assert.deepEqual(
      search.json<CostCenter[]>().map((c) => c.name),
      ['Vendas Norte', 'Vendas Sul'],
    );
    const active = await tenant.call('GET', `${URL}?search=VENDAS&active=true`);
    assert.deepEqual(
      active.json<CostCenter[]>().map((c) => c.name),
      ['Vendas Sul'],
    );
    const inactive = await tenant.call('GET', `${URL}?active=false`);
    assert.deepEqual(
      inactive.json<CostCenter[]>().map((c) => c.name),
      ['Vendas Norte'],
    );
    // % and _ are literal characters, not wildcards.
    const literal = await tenant.call('GET', `${URL}?search=${encodeURIComponent('100%')}`);
    assert.deepEqual(
      literal.json<CostCenter[]>().map((c) => c.name),
      ['Produção'],
    );
    const wildcard = await tenant.call('GET', `${URL}?search=${encodeURIComponent('%')}`);
    assert.equal(wildcard.json<CostCenter[]>().length, 1);
  });
});

describe('cost centers: bad input', () => {
  test('should refuse bad bodies with the field and the reason, writing nothing', async () => {
    const tenant = await createTenant(app);
    const cases: [unknown, RegExp][] = [
      [{}, /name/],
      [{ name: 'A' }, /name.*pelo menos 2/],
      [{ name: 'x'.repeat(121) }, /name.*no máximo 120/],
      [{ name: 123 }, /name/],
      [{ name: 'Ok', code: 'x'.repeat(21) }, /code.*no máximo 20/],
      [{ name: 'Ok', active: 'sim' }, /active/],
      [{ name: 'Ok', company_id: bruno.companyId }, /não permitido/],
      [{ name: 'x'.repeat(100_000) }, /name/],
    ];
    for (const [body, message] of cases) {
      expectError(await tenant.call('POST', URL, body), 400, message);
    }
    assert.deepEqual((await tenant.call('GET', URL)).json(), []);
  });

  test('should refuse an empty PATCH, a bad id and a bad filter', async () => {
    const created = await create(ana, { name: 'Marketing' });
    expectError(
      await ana.call('PATCH', `${URL}/${created.id}`, {}),
      400,
      'Informe ao menos um campo para alterar.',
    );
    expectError(await ana.call('PATCH', `${URL}/${created.id}`, { name: ' ' }), 400, /name/);
    expectError(await ana.call('GET', `${URL}/not-a-uuid`), 400, /id/);
    expectError(await ana.call('GET', `${URL}?active=talvez`), 400, /active/);
    const read = await ana.call('GET', `${URL}/${created.id}`);
    assert.deepEqual(read.json(), created);
  });

  test('should answer 404 for an id that does not exist', async () => {
    const id = randomUUID();
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await ana.call(
        method,
        `${URL}/${id}`,
        method === 'PATCH' ? { name: 'Xy' } : undefined,
      );
      expectError(response, 404, 'Centro de custo não encontrado.');
    }
  });
});

describe('cost centers: duplicates', () => {
  test('should refuse a name already used in the company, ignoring case', async () => {
    const first = await create(ana, { name: 'Financeiro' });
    const message = 'Já existe um centro de custo com este nome.';
    expectError(await ana.call('POST', URL, { name: 'FINANCEIRO' }), 409, message);
    const second = await create(ana, { name: 'Financeiro 2' });
    expectError(
      await ana.call('PATCH', `${URL}/${second.id}`, { name: 'financeiro' }),
      409,
      message,
    );
    // Another company may use the same name.
    await create(bruno, { name: 'Financeiro' });
    // Renaming to its own name (other case) is fine.
    const same = await ana.call('PATCH', `${URL}/${first.id}`, { name: 'FINANCEIRO' });
    expectStatus(same, 200);
  });
});

describe('cost centers: another company', () => {
  test("should answer 404 on every endpoint for another company's id and change nothing", async () => {
    const theirs = await create(bruno, { name: 'Logística', code: 'LOG' });
    const attempts: [Method, unknown][] = [
      ['GET', undefined],
      ['PATCH', { name: 'Invadido', active: false }],
      ['DELETE', undefined],
    ];
    for (const [method, body] of attempts) {
      expectError(
        await ana.call(method, `${URL}/${theirs.id}`, body),
        404,
        'Centro de custo não encontrado.',
      );
    }
    const list = await ana.call('GET', `${URL}?search=Log`);
    assert.ok(!list.json<CostCenter[]>().some((c) => c.id === theirs.id));
    const read = await bruno.call('GET', `${URL}/${theirs.id}`);
    expectStatus(read, 200);
    assert.deepEqual(read.json(), theirs);
  });

  test('should check x-company-id on every endpoint', async () => {
    const mine = await create(ana, { name: 'Compras' });
    await assertCompanyHeaderChecks(app, ana, bruno, 'GET', URL);
    await assertCompanyHeaderChecks(app, ana, bruno, 'POST', URL, { name: 'Nunca criado' });
    await assertCompanyHeaderChecks(app, ana, bruno, 'GET', `${URL}/${mine.id}`);
    await assertCompanyHeaderChecks(app, ana, bruno, 'PATCH', `${URL}/${mine.id}`, {
      name: 'Nunca alterado',
    });
    await assertCompanyHeaderChecks(app, ana, bruno, 'DELETE', `${URL}/${mine.id}`);
    assert.deepEqual((await ana.call('GET', `${URL}/${mine.id}`)).json(), mine);
    const names = [
      ...(await ana.call('GET', URL)).json<CostCenter[]>(),
      ...(await bruno.call('GET', URL)).json<CostCenter[]>(),
    ].map((c) => c.name);
    assert.ok(!names.includes('Nunca criado'));
  });
});
