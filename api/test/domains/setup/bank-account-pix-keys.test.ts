import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { App } from '../../../src/app';
import { bankAccountSchema } from 'shared/contracts';
import type { BankAccount } from 'shared/contracts';
import { build } from '../../helper';
import type { Tenant } from './setup-fixtures';
import { createAs, createTenant, expectError, expectStatus } from './setup-fixtures';

// A Pix key per bank account and the company's account for cobrança (issue #21).

const URL = '/v1/companies/bank-accounts';
const WITHOUT_KEY = 'Cadastre uma chave Pix nesta conta para usá-la na cobrança.';
const INACTIVE =
  'A conta padrão para cobrança precisa estar ativa: escolha outra conta para a cobrança antes de desativar esta.';
const KEY_TAKEN = 'Esta chave Pix já está cadastrada em outra conta bancária da empresa.';
let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

let counter = 0;
const account = (extra: Record<string, unknown> = {}) => ({
  name: `Conta ${++counter}`,
  bank_code: '341',
  bank_name: 'Itaú Unibanco',
  agency: '0123',
  account_number: String(10_000 + counter),
  account_digit: '9',
  type: 'corrente',
  opening_balance_date: '2026-01-01',
  ...extra,
});

const create = (tenant: Tenant, extra: Record<string, unknown> = {}): Promise<BankAccount> =>
  createAs(tenant, URL, bankAccountSchema, account(extra));

const list = async (tenant: Tenant) => (await tenant.call('GET', URL)).json<BankAccount[]>();
const defaults = async (tenant: Tenant) =>
  (await list(tenant)).filter((row) => row.charge_default).map((row) => row.id);

describe('bank accounts: Pix key', () => {
  test('should store each kind of key normalised and answer it in the list', async () => {
    const tenant = await createTenant(app);
    const cases: [string, string, string][] = [
      ['cnpj', '11.222.333/0001-81', '11222333000181'],
      ['cpf', '529.982.247-25', '52998224725'],
      ['email', '  Financeiro@Empresa.COM.br ', 'financeiro@empresa.com.br'],
      ['phone', '(61) 91234-5678', '+5561912345678'],
      ['phone', '+55 11 3456-7890', '+551134567890'],
      ['random', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ];
    for (const [type, key, stored] of cases) {
      const created = await create(tenant, { pix_key_type: type, pix_key: key });
      assert.equal(created.pix_key_type, type);
      assert.equal(created.pix_key, stored);
      assert.equal(created.charge_default, false);
    }
    const keys = (await list(tenant)).map((row) => row.pix_key).sort();
    assert.deepEqual(keys, cases.map(([, , stored]) => stored).sort());
    const plain = await create(tenant);
    assert.equal(plain.pix_key, null);
    assert.equal(plain.pix_key_type, null);
  });

  test('should refuse a key that is not of its kind, or half a pair, writing nothing', async () => {
    const tenant = await createTenant(app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ pix_key_type: 'cnpj', pix_key: '11.222.333/0001-82' }, /pix_key.*CNPJ inválido/],
      [{ pix_key_type: 'cpf', pix_key: '111.111.111-11' }, /pix_key.*CPF inválido/],
      [{ pix_key_type: 'cpf', pix_key: '11.222.333/0001-81' }, /CPF inválido/],
      [{ pix_key_type: 'email', pix_key: 'financeiro@' }, /E-mail inválido/],
      [{ pix_key_type: 'email', pix_key: `${'a'.repeat(70)}@ex.com.br` }, /E-mail inválido/],
      [{ pix_key_type: 'phone', pix_key: '(61) 1234-567' }, /Celular inválido/],
      [{ pix_key_type: 'phone', pix_key: '(06) 91234-5678' }, /Celular inválido/],
      [{ pix_key_type: 'phone', pix_key: '+1 415 555 0100' }, /Celular inválido/],
      [{ pix_key_type: 'random', pix_key: '123e4567e89b12d3a456426614174000' }, /aleatória/],
      [{ pix_key_type: 'boleto', pix_key: '123' }, /pix_key_type/],
      [{ pix_key_type: 'cpf' }, /pix_key.*tipo e a chave Pix juntos/],
      [{ pix_key: '52998224725' }, /pix_key_type.*tipo e a chave Pix juntos/],
      [{ charge_default: true }, new RegExp(WITHOUT_KEY)],
      [
        { charge_default: true, active: false, pix_key_type: 'cpf', pix_key: '52998224725' },
        new RegExp(INACTIVE.slice(0, 40)),
      ],
    ];
    for (const [extra, message] of cases) {
      expectError(await tenant.call('POST', URL, account(extra)), 400, message);
    }
    assert.deepEqual(await list(tenant), []);
  });

  test('should refuse the same key on two accounts of a company, not of two companies', async () => {
    const ana = await createTenant(app);
    const bruno = await createTenant(app);
    const key = { pix_key_type: 'email', pix_key: 'pix@empresa.com.br' };
    const first = await create(ana, key);
    expectError(
      await ana.call(
        'POST',
        URL,
        account({ pix_key_type: 'email', pix_key: 'PIX@empresa.com.br' }),
      ),
      409,
      KEY_TAKEN,
    );
    const second = await create(ana);
    expectError(await ana.call('PATCH', `${URL}/${second.id}`, key), 409, KEY_TAKEN);
    await create(bruno, key);
    expectStatus(
      await ana.call('PATCH', `${URL}/${first.id}`, { pix_key_type: null, pix_key: null }),
      200,
    );
    expectStatus(await ana.call('PATCH', `${URL}/${second.id}`, key), 200);
  });

  test('should change the key only with its kind, and keep both when neither is sent', async () => {
    const tenant = await createTenant(app);
    const created = await create(tenant, { pix_key_type: 'cpf', pix_key: '52998224725' });
    expectError(
      await tenant.call('PATCH', `${URL}/${created.id}`, { pix_key: 'a@b.com.br' }),
      400,
      /pix_key_type.*juntos/,
    );
    const renamed = await tenant.call('PATCH', `${URL}/${created.id}`, { name: 'Renomeada' });
    expectStatus(renamed, 200);
    assert.equal(renamed.json<BankAccount>().pix_key, '52998224725');
    const changed = await tenant.call('PATCH', `${URL}/${created.id}`, {
      pix_key_type: 'phone',
      pix_key: '+55 61 91234-5678',
    });
    assert.equal(changed.json<BankAccount>().pix_key, '+5561912345678');
  });
});

describe('bank accounts: the default account for cobrança', () => {
  test('should keep one default: setting it on one account takes it from the other', async () => {
    const tenant = await createTenant(app);
    const first = await create(tenant, {
      pix_key_type: 'cnpj',
      pix_key: '11222333000181',
      charge_default: true,
    });
    assert.equal(first.charge_default, true);
    const second = await create(tenant, { pix_key_type: 'cpf', pix_key: '52998224725' });
    assert.deepEqual(await defaults(tenant), [first.id]);

    const moved = await tenant.call('PATCH', `${URL}/${second.id}`, { charge_default: true });
    expectStatus(moved, 200);
    assert.equal(moved.json<BankAccount>().charge_default, true);
    assert.deepEqual(await defaults(tenant), [second.id]);

    const third = await create(tenant, {
      pix_key_type: 'email',
      pix_key: 'cobranca@empresa.com.br',
      charge_default: true,
    });
    assert.deepEqual(await defaults(tenant), [third.id]);

    const unset = await tenant.call('PATCH', `${URL}/${third.id}`, { charge_default: false });
    assert.equal(unset.json<BankAccount>().charge_default, false);
    assert.deepEqual(await defaults(tenant), []);
  });

  test('should refuse a default without a key and keep the one there was', async () => {
    const tenant = await createTenant(app);
    const keyed = await create(tenant, {
      pix_key_type: 'cpf',
      pix_key: '52998224725',
      charge_default: true,
    });
    const bare = await create(tenant);
    expectError(
      await tenant.call('PATCH', `${URL}/${bare.id}`, { charge_default: true }),
      400,
      WITHOUT_KEY,
    );
    expectError(
      await tenant.call('PATCH', `${URL}/${keyed.id}`, { pix_key_type: null, pix_key: null }),
      400,
      WITHOUT_KEY,
    );
    assert.deepEqual(await defaults(tenant), [keyed.id]);
    const read = await tenant.call('GET', `${URL}/${keyed.id}`);
    assert.equal(read.json<BankAccount>().pix_key, '52998224725');
  });

  test('should refuse archiving the default unless it stops being the default', async () => {
    const tenant = await createTenant(app);
    const keyed = await create(tenant, {
      pix_key_type: 'cpf',
      pix_key: '52998224725',
      charge_default: true,
    });
    expectError(await tenant.call('PATCH', `${URL}/${keyed.id}`, { active: false }), 400, INACTIVE);
    assert.deepEqual(await defaults(tenant), [keyed.id]);
    const archived = await tenant.call('PATCH', `${URL}/${keyed.id}`, {
      active: false,
      charge_default: false,
    });
    expectStatus(archived, 200);
    expectError(
      await tenant.call('PATCH', `${URL}/${keyed.id}`, { charge_default: true }),
      400,
      INACTIVE,
    );
  });

  test('should leave no default when the default account is deleted', async () => {
    const tenant = await createTenant(app);
    const keyed = await create(tenant, {
      pix_key_type: 'cpf',
      pix_key: '52998224725',
      charge_default: true,
    });
    expectStatus(await tenant.call('DELETE', `${URL}/${keyed.id}`), 204);
    assert.deepEqual(await defaults(tenant), []);
  });

  test("should answer 404 for another company's account and leave both companies' defaults", async () => {
    const ana = await createTenant(app);
    const bruno = await createTenant(app);
    const anas = await create(ana, {
      pix_key_type: 'cpf',
      pix_key: '52998224725',
      charge_default: true,
    });
    const brunos = await create(bruno, {
      pix_key_type: 'cpf',
      pix_key: '52998224725',
      charge_default: true,
    });
    const theirs = await create(bruno, { pix_key_type: 'email', pix_key: 'b@bruno.com.br' });
    expectError(
      await ana.call('PATCH', `${URL}/${theirs.id}`, { charge_default: true }),
      404,
      'Conta bancária não encontrada.',
    );
    expectError(
      await ana.call('PATCH', `${URL}/${brunos.id}`, { pix_key_type: null, pix_key: null }),
      404,
      'Conta bancária não encontrada.',
    );
    assert.deepEqual(await defaults(ana), [anas.id]);
    assert.deepEqual(await defaults(bruno), [brunos.id]);
    const read = await bruno.call('GET', `${URL}/${brunos.id}`);
    assert.equal(read.json<BankAccount>().pix_key, '52998224725');
  });

  test('should record the change of default in the audit trail', async () => {
    const tenant = await createTenant(app);
    const first = await create(tenant, {
      pix_key_type: 'cpf',
      pix_key: '52998224725',
      charge_default: true,
    });
    const second = await create(tenant, { pix_key_type: 'email', pix_key: 'x@y.com.br' });
    expectStatus(await tenant.call('PATCH', `${URL}/${second.id}`, { charge_default: true }), 200);
    const audit = await tenant.call(
      'GET',
      `/v1/companies/audit-log?table=bank_accounts&row_id=${first.id}`,
    );
    expectStatus(audit, 200);
    const entries = audit.json<{ data: { before: unknown; after: unknown }[] }>().data;
    assert.ok(
      entries.some(
        (entry) =>
          (entry.before as { charge_default?: boolean } | null)?.charge_default === true &&
          (entry.after as { charge_default?: boolean } | null)?.charge_default === false,
      ),
      JSON.stringify(entries),
    );
  });
});
