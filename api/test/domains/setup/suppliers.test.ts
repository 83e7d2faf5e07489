import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { App } from '../../../src/app';
import { parsePixKey, supplierSchema } from 'shared/contracts';
import type { Supplier } from 'shared/contracts';
import { build } from '../../helper';
import type { Method, Tenant } from './setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createAs,
  createTenant,
  expectError,
  expectStatus,
} from './setup-fixtures';

const URL = '/v1/companies/suppliers';
const NOT_FOUND = 'Fornecedor não encontrado.';
const TAKEN = 'Já existe um fornecedor com este CPF/CNPJ.';
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

const address = {
  zip_code: '01310-200',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

const atacadao = {
  name: 'Atacadão Distribuidora Ltda',
  document: '11.222.333/0001-81',
  email: 'Compras@Atacadao.com.br',
  phone: '(11) 98765-4321',
  pix_key: '11.222.333/0001-81',
  address,
  notes: 'Entrega às terças.',
};

const create = (tenant: Tenant, body: Record<string, unknown>): Promise<Supplier> =>
  createAs(tenant, URL, supplierSchema, body);

describe('suppliers: happy paths', () => {
  test('should create, read, list, update and delete a supplier', async () => {
    const created = await create(ana, atacadao);
    assert.equal(created.company_id, ana.companyId);
    assert.equal(created.document, '11222333000181');
    assert.equal(created.email, 'compras@atacadao.com.br');
    assert.equal(created.phone, '11987654321');
    assert.equal(created.pix_key, '11222333000181');
    assert.equal(created.pix_key_type, 'cnpj');
    assert.deepEqual(created.address, { ...address, zip_code: '01310200', complement: null });
    assert.equal(created.notes, 'Entrega às terças.');
    assert.equal(created.active, true);

    const read = await ana.call('GET', `${URL}/${created.id}`);
    expectStatus(read, 200);
    assert.deepEqual(read.json(), created);
    assert.ok((await ana.call('GET', URL)).json<Supplier[]>().some((s) => s.id === created.id));

    const updated = await ana.call('PATCH', `${URL}/${created.id}`, {
      pix_key: '+55 (11) 98765-4321',
      address: null,
      email: null,
      phone: '1133334444',
      notes: '',
      active: false,
    });
    expectStatus(updated, 200);
    const supplier = supplierSchema.parse(updated.json());
    assert.equal(supplier.pix_key, '+5511987654321');
    assert.equal(supplier.pix_key_type, 'phone');
    assert.equal(supplier.address, null);
    assert.equal(supplier.email, null);
    assert.equal(supplier.phone, '1133334444');
    assert.equal(supplier.notes, null);
    assert.equal(supplier.active, false);
    assert.equal(supplier.document, '11222333000181');

    expectStatus(await ana.call('DELETE', `${URL}/${created.id}`), 204);
    expectError(await ana.call('GET', `${URL}/${created.id}`), 404, NOT_FOUND);
  });

  test('should take a CPF and only the required fields', async () => {
    const created = await create(ana, { name: 'João Eletricista', document: '123.456.789-09' });
    assert.equal(created.document, '12345678909');
    assert.equal(created.email, null);
    assert.equal(created.phone, null);
    assert.equal(created.pix_key, null);
    assert.equal(created.pix_key_type, null);
    assert.equal(created.address, null);
    assert.equal(created.notes, null);
  });

  test('should filter the list by name, document digits and active', async () => {
    const tenant = await createTenant(app);
    await create(tenant, { name: 'Papelaria Central', document: '98765432100' });
    await create(tenant, { name: 'Gráfica Rápida', document: '12.345.678/0001-95', active: false });
    const names = async (query: string) =>
      (await tenant.call('GET', `${URL}${query}`)).json<Supplier[]>().map((s) => s.name);
    assert.deepEqual(await names(''), ['Gráfica Rápida', 'Papelaria Central']);
    assert.deepEqual(await names('?search=papel'), ['Papelaria Central']);
    assert.deepEqual(await names('?search=345.678'), ['Gráfica Rápida']);
    assert.deepEqual(await names('?active=true'), ['Papelaria Central']);
    assert.deepEqual(await names('?active=false'), ['Gráfica Rápida']);
  });

  test('should recognise every kind of Pix key', () => {
    const key = randomUUID().toUpperCase();
    assert.deepEqual(parsePixKey('529.982.247-25'), { key: '52998224725', type: 'cpf' });
    assert.deepEqual(parsePixKey('11222333000181'), { key: '11222333000181', type: 'cnpj' });
    assert.deepEqual(parsePixKey(' Pix@Empresa.com.br '), {
      key: 'pix@empresa.com.br',
      type: 'email',
    });
    assert.deepEqual(parsePixKey('+5511987654321'), { key: '+5511987654321', type: 'phone' });
    assert.deepEqual(parsePixKey(key), { key: key.toLowerCase(), type: 'random' });
    for (const bad of [
      '529.982.247-24',
      '11987654321x',
      '+1 202 555 0100',
      '+55119',
      'pix@',
      'abc',
    ]) {
      assert.equal(parsePixKey(bad), null, bad);
    }
  });
});

describe('suppliers: bad input', () => {
  test('should refuse bad bodies with the field and the reason, writing nothing', async () => {
    const tenant = await createTenant(app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...atacadao, name: undefined }, /name/],
      [{ ...atacadao, name: 'x'.repeat(161) }, /name.*no máximo 160/],
      [{ ...atacadao, document: undefined }, /document/],
      [{ ...atacadao, document: '11.222.333/0001-80' }, /document.*CPF ou CNPJ inválido/],
      [{ ...atacadao, document: '529.982.247-24' }, /document.*CPF ou CNPJ inválido/],
      [{ ...atacadao, document: '111.111.111-11' }, /document.*CPF ou CNPJ inválido/],
      [{ ...atacadao, document: 11222333000181 }, /document/],
      [{ ...atacadao, document: '1'.repeat(1000) }, /document/],
      [{ ...atacadao, email: 'not-an-email' }, /email/],
      [{ ...atacadao, email: `${'a'.repeat(250)}@x.com` }, /email/],
      [{ ...atacadao, phone: '12345' }, /phone.*DDD/],
      [{ ...atacadao, phone: '119876543210' }, /phone/],
      [{ ...atacadao, phone: 'abc' }, /phone/],
      [{ ...atacadao, pix_key: 'qualquer coisa' }, /pix_key.*chave Pix inválida/],
      [{ ...atacadao, pix_key: '529.982.247-24' }, /pix_key/],
      [{ ...atacadao, pix_key: '11987654321x' }, /pix_key/],
      [{ ...atacadao, address: { ...address, zip_code: '123' } }, /address\.zip_code.*CEP/],
      [{ ...atacadao, address: { ...address, state: 'sao paulo' } }, /address\.state/],
      [{ ...atacadao, address: { ...address, city: undefined } }, /address\.city/],
      [{ ...atacadao, address: 'Rua A' }, /address/],
      [{ ...atacadao, notes: 'x'.repeat(1001) }, /notes.*no máximo 1000/],
      [{ ...atacadao, active: 1 }, /active/],
      [{ ...atacadao, company_id: bruno.companyId }, /não permitido/],
    ];
    for (const [body, message] of cases) {
      expectError(await tenant.call('POST', URL, body), 400, message);
    }
    assert.deepEqual((await tenant.call('GET', URL)).json(), []);
  });

  test('should refuse a bad PATCH and leave the row as it was', async () => {
    const tenant = await createTenant(app);
    const created = await create(tenant, atacadao);
    expectError(await tenant.call('PATCH', `${URL}/${created.id}`, {}), 400, /Informe ao menos/);
    expectError(
      await tenant.call('PATCH', `${URL}/${created.id}`, { name: 'Novo', document: '123' }),
      400,
      /document/,
    );
    expectError(
      await tenant.call('PATCH', `${URL}/${created.id}`, { pix_key: 'x@' }),
      400,
      /pix_key/,
    );
    assert.deepEqual((await tenant.call('GET', `${URL}/${created.id}`)).json(), created);
  });

  test('should answer 404 for an id that does not exist', async () => {
    const id = randomUUID();
    expectError(await ana.call('GET', `${URL}/${id}`), 404, NOT_FOUND);
    expectError(await ana.call('PATCH', `${URL}/${id}`, { name: 'Xy' }), 404, NOT_FOUND);
    expectError(await ana.call('DELETE', `${URL}/${id}`), 404, NOT_FOUND);
  });
});

describe('suppliers: duplicates', () => {
  test('should refuse a CPF/CNPJ already used in the company, masked or not', async () => {
    const tenant = await createTenant(app);
    await create(tenant, { name: 'Primeiro', document: '48.291.736/0001-92' });
    expectError(
      await tenant.call('POST', URL, { name: 'Segundo', document: '48291736000192' }),
      409,
      TAKEN,
    );
    const other = await create(tenant, { name: 'Terceiro', document: '529.982.247-25' });
    expectError(
      await tenant.call('PATCH', `${URL}/${other.id}`, { document: '48.291.736/0001-92' }),
      409,
      TAKEN,
    );
    // Another company may register the same supplier.
    await create(bruno, { name: 'Primeiro', document: '48.291.736/0001-92' });
  });
});

describe('suppliers: another company', () => {
  test("should answer 404 on every endpoint for another company's id and change nothing", async () => {
    const theirs = await create(bruno, { ...atacadao, name: 'Fornecedor do Bruno' });
    const attempts: [Method, unknown][] = [
      ['GET', undefined],
      ['PATCH', { name: 'Invadido', pix_key: null, active: false }],
      ['DELETE', undefined],
    ];
    for (const [method, body] of attempts) {
      expectError(await ana.call(method, `${URL}/${theirs.id}`, body), 404, NOT_FOUND);
    }
    assert.deepEqual((await ana.call('GET', `${URL}?search=Bruno`)).json(), []);
    assert.deepEqual((await bruno.call('GET', `${URL}/${theirs.id}`)).json(), theirs);
  });

  test('should check x-company-id on every endpoint', async () => {
    const tenant = await createTenant(app);
    const mine = await create(tenant, { name: 'Fornecedor da Ana', document: '98765432000198' });
    const body = { name: 'Nunca criado', document: '12345678909' };
    await assertCompanyHeaderChecks(app, tenant, bruno, 'GET', URL);
    await assertCompanyHeaderChecks(app, tenant, bruno, 'POST', URL, body);
    await assertCompanyHeaderChecks(app, tenant, bruno, 'GET', `${URL}/${mine.id}`);
    await assertCompanyHeaderChecks(app, tenant, bruno, 'PATCH', `${URL}/${mine.id}`, {
      name: 'Nunca',
    });
    await assertCompanyHeaderChecks(app, tenant, bruno, 'DELETE', `${URL}/${mine.id}`);
    assert.deepEqual((await tenant.call('GET', `${URL}/${mine.id}`)).json(), mine);
    assert.deepEqual((await bruno.call('GET', `${URL}?search=Nunca`)).json(), []);
    assert.deepEqual((await tenant.call('GET', `${URL}?search=Nunca`)).json(), []);
  });
});
