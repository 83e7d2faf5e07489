import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { App } from '../../../src/app';
import { contactPageSchema, contactSchema, cpfWithCheckDigits } from 'shared/contracts';
import type { Contact, ContactPage } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { build } from '../../helper';
import { MOVEMENTS_URL, createMovement, createSetup } from '../movements/movement-fixtures';
import type { Method, Tenant } from './setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createAs,
  createTenant,
  expectError,
  expectStatus,
} from './setup-fixtures';

// Clientes and fornecedores are one model (contacts with roles): these tests hold the two views
// apart, share what must be shared (the CPF/CNPJ, the movements' key) and page both on the server.

const CLIENTS = '/v1/companies/clients';
const SUPPLIERS = '/v1/companies/suppliers';
const NOT_FOUND = 'Cliente não encontrado.';
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

const padaria = {
  name: 'Padaria Estrela do Sul',
  document: '11.222.333/0001-81',
  email: 'Financeiro@Estrela.com.br',
  phone: '(51) 3333-4444',
  pix_key: 'financeiro@estrela.com.br',
};

const create = (tenant: Tenant, url: string, body: Record<string, unknown>): Promise<Contact> =>
  createAs(tenant, url, contactSchema, body);

const namesOf = async (tenant: Tenant, url: string): Promise<string[]> => {
  const response = await tenant.call('GET', url);
  expectStatus(response, 200);
  return response.json<Contact[]>().map((row) => row.name);
};

async function pageOf(tenant: Tenant, url: string): Promise<ContactPage> {
  const response = await tenant.call('GET', url);
  expectStatus(response, 200);
  return contactPageSchema.parse(response.json());
}

describe('clients: happy paths', () => {
  test('should create, read, list, update and delete a client', async () => {
    const created = await create(ana, CLIENTS, padaria);
    assert.deepEqual(created.roles, ['client']);
    assert.equal(created.document, '11222333000181');
    assert.equal(created.email, 'financeiro@estrela.com.br');
    assert.equal(created.phone, '5133334444');
    assert.equal(created.pix_key_type, 'email');

    const read = await ana.call('GET', `${CLIENTS}/${created.id}`);
    expectStatus(read, 200);
    assert.deepEqual(read.json(), created);
    assert.deepEqual(await namesOf(ana, CLIENTS), ['Padaria Estrela do Sul']);

    const updated = await ana.call('PATCH', `${CLIENTS}/${created.id}`, {
      name: 'Padaria Estrela',
      active: false,
    });
    expectStatus(updated, 200);
    assert.equal(updated.json<Contact>().name, 'Padaria Estrela');
    assert.equal(updated.json<Contact>().active, false);

    expectStatus(await ana.call('DELETE', `${CLIENTS}/${created.id}`), 204);
    expectError(await ana.call('GET', `${CLIENTS}/${created.id}`), 404, NOT_FOUND);
  });

  test('should keep clients out of the suppliers list and the other way round', async () => {
    const tenant = await createTenant(app);
    const client = await create(tenant, CLIENTS, { name: 'Só Cliente', document: '52998224725' });
    const supplier = await create(tenant, SUPPLIERS, {
      name: 'Só Fornecedor',
      document: '12345678909',
    });
    assert.deepEqual(supplier.roles, ['supplier']);
    assert.deepEqual(await namesOf(tenant, CLIENTS), ['Só Cliente']);
    assert.deepEqual(await namesOf(tenant, SUPPLIERS), ['Só Fornecedor']);
    // Through the other role's URL a contact is missing: nothing read, nothing changed.
    expectError(await tenant.call('GET', `${SUPPLIERS}/${client.id}`), 404, /Fornecedor não/);
    expectError(
      await tenant.call('PATCH', `${SUPPLIERS}/${client.id}`, { name: 'Trocado' }),
      404,
      /Fornecedor não/,
    );
    expectError(await tenant.call('DELETE', `${SUPPLIERS}/${client.id}`), 404, /Fornecedor não/);
    expectError(await tenant.call('GET', `${CLIENTS}/${supplier.id}`), 404, NOT_FOUND);
    assert.deepEqual((await tenant.call('GET', `${CLIENTS}/${client.id}`)).json(), client);
  });

  test('should let one contact be both, and deleting one role keep the other', async () => {
    const tenant = await createTenant(app);
    const both = await create(tenant, CLIENTS, {
      name: 'Distribuidora Mútua',
      document: '48.291.736/0001-92',
      roles: ['supplier'],
    });
    assert.deepEqual(both.roles, ['supplier', 'client']);
    assert.deepEqual(await namesOf(tenant, SUPPLIERS), ['Distribuidora Mútua']);
    assert.deepEqual(await namesOf(tenant, CLIENTS), ['Distribuidora Mútua']);

    expectStatus(await tenant.call('DELETE', `${SUPPLIERS}/${both.id}`), 204);
    assert.deepEqual(await namesOf(tenant, SUPPLIERS), []);
    const still = await tenant.call('GET', `${CLIENTS}/${both.id}`);
    expectStatus(still, 200);
    assert.deepEqual(still.json<Contact>().roles, ['client']);

    // Marking it a supplier again is an update of the same row: the id stays.
    const again = await tenant.call('PATCH', `${CLIENTS}/${both.id}`, {
      roles: ['client', 'supplier'],
    });
    expectStatus(again, 200);
    assert.deepEqual(again.json<Contact>().roles, ['supplier', 'client']);
    assert.equal(again.json<Contact>().id, both.id);
  });

  test('should let a receita name a client through the movements key', async () => {
    const tenant = await createTenant(app);
    const setup = await createSetup(tenant);
    // createSetup's supplier holds padaria's CNPJ in this company.
    const client = await create(tenant, CLIENTS, { ...padaria, document: '48.291.736/0001-92' });
    const receita = await createMovement(tenant, {
      type: 'receita',
      description: 'Venda de pães',
      amount_cents: 12_345,
      due_date: todayIso(),
      category_id: setup.sales,
      supplier_id: client.id,
    });
    assert.equal(receita.supplier?.id, client.id);
    assert.equal(receita.supplier?.name, 'Padaria Estrela do Sul');
    expectError(
      await tenant.call('DELETE', `${CLIENTS}/${client.id}`),
      409,
      'Este cliente está em uso em movimentações: desative-o em vez de excluir.',
    );
    expectStatus(await tenant.call('GET', `${MOVEMENTS_URL}/${receita.id}`), 200);
  });
});

describe('clients: bad input and duplicates', () => {
  test('should refuse bad bodies with the field and the reason, writing nothing', async () => {
    const tenant = await createTenant(app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...padaria, document: '11.222.333/0001-80' }, /document.*CPF ou CNPJ inválido/],
      [{ ...padaria, document: '529.982.247-24' }, /document.*CPF ou CNPJ inválido/],
      [{ ...padaria, pix_key: 'qualquer coisa' }, /pix_key.*chave Pix inválida/],
      [{ ...padaria, phone: '12345' }, /phone.*DDD/],
      [{ ...padaria, email: 'sem-arroba' }, /email/],
      [{ ...padaria, roles: [] }, /roles.*fornecedor, cliente ou ambos/],
      [{ ...padaria, roles: ['admin'] }, /roles/],
      [{ ...padaria, roles: 'client' }, /roles/],
    ];
    for (const [body, message] of cases) {
      expectError(await tenant.call('POST', CLIENTS, body), 400, message);
    }
    assert.deepEqual(await namesOf(tenant, CLIENTS), []);
    assert.deepEqual(await namesOf(tenant, SUPPLIERS), []);
  });

  test('should say where a CPF/CNPJ is already registered', async () => {
    const tenant = await createTenant(app);
    await create(tenant, SUPPLIERS, { name: 'Fornecedor Antigo', document: '11222333000181' });
    expectError(
      await tenant.call('POST', CLIENTS, { name: 'Cliente Novo', document: '11.222.333/0001-81' }),
      409,
      'Este CPF/CNPJ já está cadastrado como fornecedor: edite-o em Fornecedores e marque-o também como cliente.',
    );
    await create(tenant, CLIENTS, { name: 'Cliente Antigo', document: '52998224725' });
    expectError(
      await tenant.call('POST', CLIENTS, { name: 'Repetido', document: '529.982.247-25' }),
      409,
      'Já existe um cliente com este CPF/CNPJ.',
    );
    assert.deepEqual(await namesOf(tenant, CLIENTS), ['Cliente Antigo']);
  });

  test('should refuse bad page parameters in Portuguese', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'offset=1.5']) {
      expectError(await ana.call('GET', `${CLIENTS}/page?${query}`), 400, /limit|offset/);
    }
    expectError(await ana.call('GET', `${CLIENTS}/page?limit=0`), 400, /de 1 a 100/);
  });
});

describe('clients: another company', () => {
  test("should answer 404 for another company's client and change nothing", async () => {
    const theirs = await create(bruno, CLIENTS, { ...padaria, name: 'Cliente do Bruno' });
    const attempts: [Method, unknown][] = [
      ['GET', undefined],
      ['PATCH', { name: 'Invadido', active: false }],
      ['DELETE', undefined],
    ];
    for (const [method, body] of attempts) {
      expectError(await ana.call(method, `${CLIENTS}/${theirs.id}`, body), 404, NOT_FOUND);
      expectError(await ana.call(method, `${SUPPLIERS}/${theirs.id}`, body), 404, /não encontrado/);
    }
    assert.deepEqual((await ana.call('GET', `${CLIENTS}?search=Bruno`)).json(), []);
    assert.equal((await pageOf(ana, `${CLIENTS}/page?search=Bruno`)).total, 0);
    assert.deepEqual((await bruno.call('GET', `${CLIENTS}/${theirs.id}`)).json(), theirs);
    // A receita of Ana's cannot name Bruno's client either.
    const setup = await createSetup(ana);
    const refused = await ana.call('POST', MOVEMENTS_URL, {
      type: 'receita',
      description: 'Venda',
      amount_cents: 100,
      due_date: todayIso(),
      category_id: setup.sales,
      supplier_id: theirs.id,
    });
    expectError(refused, 400, /supplier_id/);
  });

  test('should check x-company-id on every endpoint', async () => {
    const tenant = await createTenant(app);
    const mine = await create(tenant, CLIENTS, {
      name: 'Cliente da Ana',
      document: '98765432000198',
    });
    await assertCompanyHeaderChecks(app, tenant, bruno, 'GET', CLIENTS);
    await assertCompanyHeaderChecks(app, tenant, bruno, 'GET', `${CLIENTS}/page`);
    await assertCompanyHeaderChecks(app, tenant, bruno, 'POST', CLIENTS, {
      name: 'Nunca criado',
      document: '12345678909',
    });
    await assertCompanyHeaderChecks(app, tenant, bruno, 'PATCH', `${CLIENTS}/${mine.id}`, {
      name: 'Nunca',
    });
    await assertCompanyHeaderChecks(app, tenant, bruno, 'DELETE', `${CLIENTS}/${mine.id}`);
    assert.deepEqual((await tenant.call('GET', `${CLIENTS}/${mine.id}`)).json(), mine);
  });
});

describe('setup pages: search and paging on the server', () => {
  test('should page in name order with the total, and search without accents or case', async () => {
    const tenant = await createTenant(app);
    const names = ['Ângela Souza', 'Bruno Lima', 'Café Aroma', 'josé da silva', 'Zélia Matos'];
    for (const [index, name] of names.entries()) {
      await create(tenant, CLIENTS, {
        name,
        document: cpfWithCheckDigits(String(200_000_000 + index)),
      });
    }
    const first = await pageOf(tenant, `${CLIENTS}/page?limit=2`);
    assert.equal(first.total, 5);
    assert.deepEqual(
      first.items.map((row) => row.name),
      ['Ângela Souza', 'Bruno Lima'],
    );
    const last = await pageOf(tenant, `${CLIENTS}/page?limit=2&offset=4`);
    assert.deepEqual(
      last.items.map((row) => row.name),
      ['Zélia Matos'],
    );
    assert.equal(last.total, 5);
    const search = async (text: string) =>
      (await pageOf(tenant, `${CLIENTS}/page?search=${encodeURIComponent(text)}`)).items.map(
        (row) => row.name,
      );
    assert.deepEqual(await search('JOSE'), ['josé da silva']);
    assert.deepEqual(await search('cafe'), ['Café Aroma']);
    assert.deepEqual(await search('angela'), ['Ângela Souza']);
    assert.deepEqual(await search('ZÉLIA'), ['Zélia Matos']);
    assert.deepEqual(await search('50%'), []);
    assert.deepEqual(await search('_'), []);
    // A short page says the total by itself; a full one counts: both agree with the rows.
    assert.equal((await pageOf(tenant, `${CLIENTS}/page?search=jose`)).total, 1);
    assert.equal((await pageOf(tenant, `${CLIENTS}/page?search=zzz`)).total, 0);
    const full = await pageOf(tenant, `${CLIENTS}/page?search=a&limit=2`);
    assert.equal(full.items.length, 2);
    assert.equal(full.total, 5);
    assert.deepEqual(await pageOf(tenant, `${CLIENTS}/page?search=a&offset=50`), {
      items: [],
      total: 5,
    });
    const past = await pageOf(tenant, `${CLIENTS}/page?offset=50`);
    assert.deepEqual(past, { items: [], total: 5 });
  });

  test('should page and search the cost centres by name or code', async () => {
    const tenant = await createTenant(app);
    for (const [name, code] of [
      ['Comercial', 'CC-01'],
      ['Administração', 'CC-02'],
      ['Produção', null],
    ] as const) {
      expectStatus(await tenant.call('POST', '/v1/companies/cost-centers', { name, code }), 201);
    }
    const page = async (query: string) => {
      const response = await tenant.call('GET', `/v1/companies/cost-centers/page?${query}`);
      expectStatus(response, 200);
      return response.json<{ items: { name: string }[]; total: number }>();
    };
    const all = await page('limit=2');
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.items.map((row) => row.name),
      ['Administração', 'Comercial'],
    );
    assert.deepEqual(
      (await page('search=producao')).items.map((row) => row.name),
      ['Produção'],
    );
    assert.deepEqual(
      (await page('search=cc-01')).items.map((row) => row.name),
      ['Comercial'],
    );
    const other = await bruno.call('GET', '/v1/companies/cost-centers/page?search=Comercial');
    assert.equal(other.json<{ total: number }>().total, 0);
  });

  test('should answer 404, not a row, for an id that does not exist', async () => {
    expectError(await ana.call('GET', `${CLIENTS}/${randomUUID()}`), 404, NOT_FOUND);
  });
});
