import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import {
  COMPANY_HEADER,
  STANDARD_PLANO_DE_CONTAS,
  companyListSchema,
  companySchema,
} from 'shared/contracts';
import type { App } from '../../../src/app';
import { memberships } from '../../../src/db/schema';
import type { Fixture } from '../../helper';
import { bearer, build, createUser, rowCounts, signIn, signUpPayload } from '../../helper';

let app: App;
let owner: Fixture;
let ownerToken: string;
let stranger: Fixture;
let strangerToken: string;

before(async () => {
  app = await build();
  owner = await createUser(app);
  ownerToken = await signIn(app, owner.email, owner.password);
  stranger = await createUser(app);
  strangerToken = await signIn(app, stranger.email, stranger.password);
});

after(async () => {
  await app.close();
});

/** Sign-up's company part, which is what 'Nova empresa' sends. */
const newCompany = () => ({ ...signUpPayload('unused').company, name: 'Filial Campinas Ltda' });

function create(payload: unknown, token = ownerToken) {
  return app.inject({
    method: 'POST',
    url: '/v1/companies',
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
}

async function switchTo(companyId: string, token = ownerToken): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/switch-company',
    headers: bearer(token),
    payload: { company_id: companyId },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<{ access_token: string }>().access_token;
}

describe('POST /v1/companies', () => {
  test('should create the company with sign-up’s rules and answer it in the contract shape', async () => {
    const response = await create(newCompany());
    assert.equal(response.statusCode, 201, response.body);
    const company = companySchema.parse(response.json());
    assert.equal(company.name, 'Filial Campinas Ltda');
    assert.equal(company.document, '48291736000192', 'stored as digits');
    assert.equal(company.email, 'financeiro@souza.com.br', 'stored in lower case');
    assert.equal(company.average_billing, 12_345_678);
    assert.equal(company.address.zip_code, '01310200');
    assert.equal(company.address.complement, null);
    assert.equal(company.active, true);
  });

  test('should make the creator its owner, listed among their companies and switchable', async () => {
    const created = companySchema.parse((await create(newCompany())).json());
    const [membership] = await app.db
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.companyId, created.id), eq(memberships.userId, owner.userId)));
    assert.equal(membership?.role, 'owner');
    const list = await app.inject({
      method: 'GET',
      url: '/v1/companies',
      headers: bearer(ownerToken),
    });
    const mine = companyListSchema.parse(list.json()).find((c) => c.id === created.id);
    assert.equal(mine?.role, 'owner');

    const token = await switchTo(created.id);
    const read = await app.inject({
      method: 'GET',
      url: `/v1/companies/${created.id}`,
      headers: { ...bearer(token), [COMPANY_HEADER]: created.id },
    });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().name, 'Filial Campinas Ltda');
  });

  test('should start the company with the whole standard plano de contas', async () => {
    const created = companySchema.parse((await create(newCompany())).json());
    const token = await switchTo(created.id);
    const response = await app.inject({
      method: 'GET',
      url: '/v1/companies/categories',
      headers: { ...bearer(token), [COMPANY_HEADER]: created.id },
    });
    assert.equal(response.statusCode, 200, response.body);
    const codes = response
      .json<{ code: string }[]>()
      .map((category) => category.code)
      .sort();
    assert.deepEqual(codes, STANDARD_PLANO_DE_CONTAS.map((category) => category.code).sort());
  });

  test('should record the creation in the new company’s audit trail, by its creator', async () => {
    const created = companySchema.parse((await create(newCompany())).json());
    const rows = await app.database.rows<{ table_name: string; actor: string | null }>(sql`
      select table_name, actor_user_id::text as actor from audit_log
      where company_id = ${created.id} and operation = 'insert'`);
    const tables = new Set(rows.map((row) => row.table_name));
    assert.ok(tables.has('companies'), [...tables].join());
    assert.ok(tables.has('memberships'), [...tables].join());
    assert.ok(rows.every((row) => row.actor === owner.userId));
  });

  test('should keep the new company out of other users’ reach', async () => {
    const created = companySchema.parse((await create(newCompany())).json());
    const list = await app.inject({
      method: 'GET',
      url: '/v1/companies',
      headers: bearer(strangerToken),
    });
    assert.ok(!companyListSchema.parse(list.json()).some((c) => c.id === created.id));
    const read = await app.inject({
      method: 'GET',
      url: `/v1/companies/${created.id}`,
      headers: { ...bearer(strangerToken), [COMPANY_HEADER]: stranger.companyIds[0]! },
    });
    assert.equal(read.statusCode, 404);
    const switched = await app.inject({
      method: 'POST',
      url: '/v1/auth/switch-company',
      headers: bearer(strangerToken),
      payload: { company_id: created.id },
    });
    assert.equal(switched.statusCode, 403);
  });

  test('should need a token, creating nothing', async () => {
    const counts = await rowCounts(app);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/companies',
      payload: newCompany(),
    });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'missing or malformed JWT');
    assert.deepEqual(await rowCounts(app), counts);
  });

  for (const [what, change, message] of [
    [
      'a CNPJ with wrong check digits',
      { document: '48.291.736/0001-93' },
      "O campo 'document' é inválido: CPF ou CNPJ inválido",
    ],
    [
      'a CEP of 7 digits',
      { address: { ...newCompany().address, zip_code: '0131020' } },
      "O campo 'address.zip_code' é inválido: CEP inválido",
    ],
    ['a one-letter name', { name: 'X' }, "O campo 'name' deve ter pelo menos 2 caracteres."],
    ['an unknown tax regime', { tax_regime: 'isento' }, "O campo 'tax_regime'"],
    ['an unknown field', { avatar: null }, 'O corpo da requisição contém um campo não permitido'],
  ] as const) {
    test(`should answer ${what} with a 400 in Portuguese, creating nothing`, async () => {
      const counts = await rowCounts(app);
      const categories = await app.database.rows<{ n: number }>(
        sql`select count(*)::int as n from categories`,
      );
      const response = await create({ ...newCompany(), ...change });
      assert.equal(response.statusCode, 400, response.body);
      assert.ok(response.json().message.startsWith(message), response.json().message);
      assert.deepEqual(await rowCounts(app), counts);
      assert.deepEqual(
        await app.database.rows(sql`select count(*)::int as n from categories`),
        categories,
      );
    });
  }
});
