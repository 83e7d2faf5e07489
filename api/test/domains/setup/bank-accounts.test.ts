import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { App } from '../../../src/app';
import { bankAccountSchema } from 'shared/contracts';
import type { BankAccount } from 'shared/contracts';
import { build } from '../../helper';
import type { Method, Tenant } from './setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createAs,
  createTenant,
  expectError,
  expectStatus,
} from './setup-fixtures';

const URL = '/v1/companies/bank-accounts';
const NOT_FOUND = 'Conta bancária não encontrada.';
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

const itau = {
  name: 'Itaú Movimento',
  bank_code: '341',
  bank_name: 'Itaú Unibanco',
  agency: '0123',
  agency_digit: null,
  account_number: '45678',
  account_digit: '9',
  type: 'corrente',
  opening_balance_cents: 1_234_567,
  opening_balance_date: '2026-01-01',
};

const create = (tenant: Tenant, body: Record<string, unknown>): Promise<BankAccount> =>
  createAs(tenant, URL, bankAccountSchema, body);

describe('bank accounts: happy paths', () => {
  test('should create, read, list, update and delete a bank account', async () => {
    const created = await create(ana, itau);
    assert.equal(created.company_id, ana.companyId);
    assert.equal(created.bank_code, '341');
    assert.equal(created.agency, '0123');
    assert.equal(created.agency_digit, null);
    assert.equal(created.opening_balance_cents, 1_234_567);
    assert.equal(typeof created.opening_balance_cents, 'number');
    assert.equal(created.opening_balance_date, '2026-01-01');
    assert.equal(created.active, true);

    const read = await ana.call('GET', `${URL}/${created.id}`);
    expectStatus(read, 200);
    assert.deepEqual(read.json(), created);
    const list = await ana.call('GET', URL);
    assert.ok(list.json<BankAccount[]>().some((a) => a.id === created.id));

    const updated = await ana.call('PATCH', `${URL}/${created.id}`, {
      opening_balance_cents: -50_000,
      opening_balance_date: '2024-02-29',
      agency_digit: 'x',
      account_digit: '1x',
      active: false,
    });
    expectStatus(updated, 200);
    assert.equal(updated.json().opening_balance_cents, -50_000);
    assert.equal(updated.json().opening_balance_date, '2024-02-29');
    assert.equal(updated.json().agency_digit, 'X');
    assert.equal(updated.json().account_digit, '1X');
    assert.equal(updated.json().active, false);
    assert.equal(updated.json().name, itau.name);

    expectStatus(await ana.call('DELETE', `${URL}/${created.id}`), 204);
    expectError(await ana.call('GET', `${URL}/${created.id}`), 404, NOT_FOUND);
  });

  test('should keep the extreme balances exactly and default the balance to 0', async () => {
    const tenant = await createTenant(app);
    const high = await create(tenant, { ...itau, name: 'Alta', opening_balance_cents: 10 ** 15 });
    assert.equal(high.opening_balance_cents, 10 ** 15);
    const low = await create(tenant, {
      ...itau,
      name: 'Baixa',
      opening_balance_cents: -(10 ** 15),
    });
    assert.equal(low.opening_balance_cents, -(10 ** 15));
    const { opening_balance_cents: _, ...withoutBalance } = itau;
    const zero = await create(tenant, { ...withoutBalance, name: 'Caixa', type: 'caixa' });
    assert.equal(zero.opening_balance_cents, 0);
    const active = await tenant.call('GET', `${URL}?active=true&search=caix`);
    assert.deepEqual(
      active.json<BankAccount[]>().map((a) => a.name),
      ['Caixa'],
    );
    const all = await tenant.call('GET', URL);
    assert.deepEqual(
      all.json<BankAccount[]>().map((a) => a.name),
      ['Alta', 'Baixa', 'Caixa'],
    );
  });
});

describe('bank accounts: bad input', () => {
  test('should refuse bad bodies with the field and the reason, writing nothing', async () => {
    const tenant = await createTenant(app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...itau, name: undefined }, /name/],
      [{ ...itau, name: 'x'.repeat(121) }, /name.*no máximo 120/],
      [{ ...itau, bank_code: '34' }, /bank_code.*3 dígitos/],
      [{ ...itau, bank_code: 341 }, /bank_code/],
      [{ ...itau, bank_code: '34a' }, /bank_code/],
      [{ ...itau, agency: '12345678901' }, /agency.*1 a 10 dígitos/],
      [{ ...itau, agency: '12-3' }, /agency/],
      [{ ...itau, agency_digit: '12' }, /agency_digit/],
      [{ ...itau, account_number: '1'.repeat(21) }, /account_number/],
      [{ ...itau, account_digit: undefined }, /account_digit/],
      [{ ...itau, account_digit: 'Y' }, /account_digit/],
      [{ ...itau, type: 'cripto' }, /type.*corrente/],
      [{ ...itau, opening_balance_cents: 10.5 }, /opening_balance_cents/],
      [{ ...itau, opening_balance_cents: '100' }, /opening_balance_cents/],
      [{ ...itau, opening_balance_cents: 10 ** 15 + 1 }, /opening_balance_cents.*menor ou igual/],
      [
        { ...itau, opening_balance_cents: -(10 ** 15) - 1 },
        /opening_balance_cents.*maior ou igual/,
      ],
      [{ ...itau, opening_balance_cents: Number.MAX_SAFE_INTEGER * 4 }, /opening_balance_cents/],
      [{ ...itau, opening_balance_date: '2025-02-30' }, /opening_balance_date/],
      [{ ...itau, opening_balance_date: '2025-13-01' }, /opening_balance_date/],
      [{ ...itau, opening_balance_date: '01/02/2025' }, /opening_balance_date/],
      [{ ...itau, opening_balance_date: undefined }, /opening_balance_date/],
      [{ ...itau, company_id: bruno.companyId }, /não permitido/],
    ];
    for (const [body, message] of cases) {
      expectError(await tenant.call('POST', URL, body), 400, message);
    }
    assert.deepEqual((await tenant.call('GET', URL)).json(), []);
  });

  test('should refuse a bad PATCH and leave the row as it was', async () => {
    const created = await create(ana, { ...itau, name: 'Conta PATCH' });
    expectError(await ana.call('PATCH', `${URL}/${created.id}`, {}), 400, /Informe ao menos/);
    expectError(
      await ana.call('PATCH', `${URL}/${created.id}`, { opening_balance_date: '2025-02-30' }),
      400,
      /opening_balance_date/,
    );
    expectError(
      await ana.call('PATCH', `${URL}/${created.id}`, { name: 'Ok', type: 'outra' }),
      400,
      /type/,
    );
    assert.deepEqual((await ana.call('GET', `${URL}/${created.id}`)).json(), created);
  });

  test('should answer 404 for an id that does not exist', async () => {
    const id = randomUUID();
    expectError(await ana.call('GET', `${URL}/${id}`), 404, NOT_FOUND);
    expectError(await ana.call('PATCH', `${URL}/${id}`, { name: 'Xy' }), 404, NOT_FOUND);
    expectError(await ana.call('DELETE', `${URL}/${id}`), 404, NOT_FOUND);
  });
});

describe('bank accounts: duplicates', () => {
  test('should refuse a name already used in the company, ignoring case', async () => {
    const message = 'Já existe uma conta bancária com este nome.';
    await create(ana, { ...itau, name: 'Bradesco PJ' });
    expectError(await ana.call('POST', URL, { ...itau, name: 'bradesco pj' }), 409, message);
    const other = await create(ana, { ...itau, name: 'Bradesco PF' });
    expectError(
      await ana.call('PATCH', `${URL}/${other.id}`, { name: 'BRADESCO PJ' }),
      409,
      message,
    );
    await create(bruno, { ...itau, name: 'Bradesco PJ' });
  });
});

describe('bank accounts: another company', () => {
  test("should answer 404 on every endpoint for another company's id and change nothing", async () => {
    const theirs = await create(bruno, { ...itau, name: 'Conta do Bruno' });
    const attempts: [Method, unknown][] = [
      ['GET', undefined],
      ['PATCH', { opening_balance_cents: 0, active: false }],
      ['DELETE', undefined],
    ];
    for (const [method, body] of attempts) {
      expectError(await ana.call(method, `${URL}/${theirs.id}`, body), 404, NOT_FOUND);
    }
    const list = await ana.call('GET', `${URL}?search=Bruno`);
    assert.deepEqual(list.json(), []);
    assert.deepEqual((await bruno.call('GET', `${URL}/${theirs.id}`)).json(), theirs);
  });

  test('should check x-company-id on every endpoint', async () => {
    const mine = await create(ana, { ...itau, name: 'Conta da Ana' });
    await assertCompanyHeaderChecks(app, ana, bruno, 'GET', URL);
    await assertCompanyHeaderChecks(app, ana, bruno, 'POST', URL, {
      ...itau,
      name: 'Nunca criada',
    });
    await assertCompanyHeaderChecks(app, ana, bruno, 'GET', `${URL}/${mine.id}`);
    await assertCompanyHeaderChecks(app, ana, bruno, 'PATCH', `${URL}/${mine.id}`, {
      name: 'Nunca',
    });
    await assertCompanyHeaderChecks(app, ana, bruno, 'DELETE', `${URL}/${mine.id}`);
    assert.deepEqual((await ana.call('GET', `${URL}/${mine.id}`)).json(), mine);
    assert.deepEqual((await bruno.call('GET', `${URL}?search=Nunca`)).json(), []);
    assert.deepEqual((await ana.call('GET', `${URL}?search=Nunca`)).json(), []);
  });
});
