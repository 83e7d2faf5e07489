import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { COMPANY_HEADER, companyListSchema, companySchema } from 'shared/contracts';
import type { App } from '../../../../src/app';
import { DEMO_USER } from '../../../../src/db/seed';
import type { Fixture } from '../../../helper';
import { bearer, build, createUser, signIn } from '../../../helper';

let app: App;
let demoToken: string;
let demoCompanyIds: string[];
let stranger: Fixture;

before(async () => {
  app = await build();
  demoToken = await signIn(app, DEMO_USER.email, DEMO_USER.password);
  const profile = await app.inject({
    method: 'GET',
    url: '/v1/users/profile',
    headers: bearer(demoToken),
  });
  demoCompanyIds = profile
    .json<{ member_of: { company_id: string }[] }>()
    .member_of.map((m) => m.company_id);
  stranger = await createUser(app);
});

after(async () => {
  await app.close();
});

function getCompany(id: string, activeCompanyId = demoCompanyIds[0]!, token = demoToken) {
  return app.inject({
    method: 'GET',
    url: `/v1/companies/${id}`,
    headers: { ...bearer(token), [COMPANY_HEADER]: activeCompanyId },
  });
}

describe('GET /v1/companies/:id', () => {
  test('should return the company in the contract shape', async () => {
    const response = await getCompany(demoCompanyIds[0]!);
    assert.equal(response.statusCode, 200);
    const company = companySchema.parse(response.json());
    assert.equal(company.name, 'Fluxo Demonstração Ltda');
    assert.equal(company.trade_name, 'Fluxo Demo');
    assert.equal(company.document, '48291736000192');
    assert.equal(company.founded_at, '2019-03-12');
    assert.equal(company.average_billing, 15_000_000);
    assert.equal(typeof company.average_billing, 'number');
    assert.deepEqual(company.address, {
      city: 'São Paulo',
      complement: 'Conjunto 42',
      neighbourhood: 'Bela Vista',
      number: '1578',
      state: 'SP',
      street: 'Avenida Paulista',
      zip_code: '01310200',
    });
    assert.ok(!Number.isNaN(Date.parse(company.created_at)));
    assert.match(company.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  test("should return the user's other company too", async () => {
    const response = await getCompany(demoCompanyIds[1]!);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().name, 'Padaria Pão Dourado ME');
  });

  test('should answer 0 for an average billing that was never filled in', async () => {
    const token = await signIn(app, stranger.email, stranger.password);
    const response = await getCompany(stranger.companyIds[0]!, stranger.companyIds[0]!, token);
    assert.equal(response.json().average_billing, 0);
    assert.equal(response.json().founded_at, null);
  });

  test("should be a 404 for another company's id, never its data", async () => {
    const response = await getCompany(stranger.companyIds[0]!);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      statusCode: 404,
      error: 'Not Found',
      message: 'Empresa não encontrada.',
    });
    assert.doesNotMatch(response.body, /Empresa de Teste/);
  });

  test('should be the same 404 for an id that does not exist', async () => {
    const response = await getCompany('00000000-0000-4000-8000-000000000000');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Empresa não encontrada.');
  });

  test('should be a 400 for an id that is not a UUID', async () => {
    const response = await getCompany('123');
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().message,
      "O parâmetro de rota 'id' deve ser um identificador (UUID) válido.",
    );
  });
});

describe('GET /v1/companies', () => {
  test("should list the user's companies with their role, first company first", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/companies',
      headers: bearer(demoToken),
    });
    assert.equal(response.statusCode, 200);
    const list = companyListSchema.parse(response.json());
    assert.deepEqual(
      list.map(({ name, trade_name, role }) => ({ name, trade_name, role })),
      [
        { name: 'Fluxo Demonstração Ltda', trade_name: 'Fluxo Demo', role: 'owner' },
        { name: 'Padaria Pão Dourado ME', trade_name: 'Pão Dourado', role: 'owner' },
      ],
    );
    assert.deepEqual(
      list.map((c) => c.id),
      demoCompanyIds,
    );
  });

  test("should never include another user's company", async () => {
    const token = await signIn(app, stranger.email, stranger.password);
    const response = await app.inject({
      method: 'GET',
      url: '/v1/companies',
      headers: bearer(token),
    });
    assert.deepEqual(
      response.json().map((c: { id: string }) => c.id),
      stranger.companyIds,
    );
  });

  test('should need a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/companies' });
    assert.equal(response.statusCode, 401);
  });
});
