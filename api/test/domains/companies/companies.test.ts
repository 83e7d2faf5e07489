import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { COMPANY_HEADER, companyListSchema, companySchema } from 'shared/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { companies, memberships } from '../../../src/db/schema';
import { DEMO_USER } from '../../../src/db/demo-user';
import type { Fixture } from '../../helper';
import { bearer, build, createUser, rowCounts, signIn } from '../../helper';

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

describe('PATCH /v1/companies/:id', () => {
  let owner: Fixture;
  let ownerToken: string;
  let companyId: string;

  before(async () => {
    owner = await createUser(app);
    ownerToken = await signIn(app, owner.email, owner.password);
    companyId = owner.companyIds[0]!;
  });

  function patch(id: string, payload: unknown, token = ownerToken, activeCompanyId = id) {
    return app.inject({
      method: 'PATCH',
      url: `/v1/companies/${id}`,
      headers: { ...bearer(token), [COMPANY_HEADER]: activeCompanyId },
      payload: payload as object,
    });
  }

  async function storedCompany(id = companyId) {
    const [row] = await app.db.select().from(companies).where(eq(companies.id, id));
    return row;
  }

  /** A user who joins the owner's company with `role`, signed in. */
  async function joined(role: 'admin' | 'finance' | 'viewer') {
    const person = await createUser(app, { companyCount: 0 });
    await app.db.insert(memberships).values({ companyId, userId: person.userId, role });
    return signIn(app, person.email, person.password);
  }

  test('should change the given fields and answer with the whole company', async () => {
    const response = await patch(companyId, {
      name: 'Nova Razão Social Ltda',
      document: '48.291.736/0001-92',
      tax_regime: 'lucro_presumido',
      average_billing: 9_900_000,
      founded_at: '2001-09-30',
      email: 'Contato@Nova.com.br',
      avatar: 'https://cdn.example.com/logo.png',
      address: { zip_code: '80020-090', city: 'Curitiba', state: 'PR' },
    });
    assert.equal(response.statusCode, 200);
    const company = companySchema.parse(response.json());
    assert.equal(company.name, 'Nova Razão Social Ltda');
    assert.equal(company.document, '48291736000192');
    assert.equal(company.tax_regime, 'lucro_presumido');
    assert.equal(company.average_billing, 9_900_000);
    assert.equal(company.founded_at, '2001-09-30');
    assert.equal(company.email, 'contato@nova.com.br');
    assert.equal(company.avatar, 'https://cdn.example.com/logo.png');
    assert.deepEqual(company.address, {
      zip_code: '80020090',
      city: 'Curitiba',
      state: 'PR',
      street: null,
      number: null,
      complement: null,
      neighbourhood: null,
    });
    assert.ok(Date.parse(company.updated_at) >= Date.parse(company.created_at));
  });

  test('should keep the fields it was not given', async () => {
    await patch(companyId, { trade_name: 'Antes', business: 'Padaria' });
    const response = await patch(companyId, { trade_name: 'Depois' });
    assert.equal(response.json().trade_name, 'Depois');
    assert.equal(response.json().business, 'Padaria');
    const cleared = await patch(companyId, { business: null });
    assert.equal(cleared.json().business, null);
    assert.equal(cleared.json().trade_name, 'Depois');
  });

  test('should let an admin change the company', async () => {
    const token = await joined('admin');
    const response = await patch(companyId, { trade_name: 'Pelo Admin' }, token);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().trade_name, 'Pelo Admin');
  });

  test('should be a 403 for a finance member, changing nothing', async () => {
    const token = await joined('finance');
    const before = await storedCompany();
    const response = await patch(companyId, { name: 'Tomada' }, token);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Apenas o proprietário ou um administrador pode alterar os dados da empresa.',
    });
    assert.deepEqual(await storedCompany(), before);
  });

  test("should be a 403 for an x-company-id outside the token's companies", async () => {
    const before = await storedCompany(demoCompanyIds[0]!);
    const response = await patch(demoCompanyIds[0]!, { name: 'Invadida' }, ownerToken);
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().message, 'Você não tem acesso a esta empresa.');
    assert.deepEqual(await storedCompany(demoCompanyIds[0]!), before);
  });

  test("should be a 404 for another company's id, even with the user's own x-company-id", async () => {
    const before = await storedCompany(demoCompanyIds[0]!);
    const response = await patch(demoCompanyIds[0]!, { name: 'Invadida' }, ownerToken, companyId);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Empresa não encontrada.');
    assert.deepEqual(await storedCompany(demoCompanyIds[0]!), before);
  });

  test('should be a 401 with a tampered token', async () => {
    const [header, payload, signature] = ownerToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.memberOf.push({ company_id: demoCompanyIds[0], role: 'owner' });
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const response = await patch(demoCompanyIds[0]!, { name: 'Invadida' }, forged);
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, 'missing or malformed JWT');
  });

  for (const [what, payload, message] of [
    ['an empty change', {}, 'Informe ao menos um campo para alterar.'],
    ['an empty address change', { address: {} }, 'Informe ao menos um campo para alterar.'],
    [
      'a CNPJ with a wrong check digit',
      { document: '11.111.111/1111-11' },
      "O campo 'document' é inválido: CPF ou CNPJ inválido",
    ],
    [
      'a bad CEP',
      { address: { zip_code: '123' } },
      "O campo 'address.zip_code' é inválido: CEP inválido",
    ],
    ['a null name', { name: null }, "O campo 'name' não pode ser nulo."],
    [
      'a huge name',
      { name: 'x'.repeat(20_000) },
      "O campo 'name' deve ter no máximo 160 caracteres.",
    ],
    [
      'billing as text',
      { average_billing: '100' },
      "O campo 'average_billing' deve ser um número.",
    ],
    [
      'an unknown field',
      { id: '00000000-0000-4000-8000-000000000000' },
      "O corpo da requisição contém um campo não permitido: 'id'.",
    ],
    [
      'an unknown address field',
      { address: { country: 'BR' } },
      "O campo 'address' contém um campo não permitido: 'country'.",
    ],
    [
      'an http avatar',
      { avatar: 'http://x.com/a.png' },
      "O campo 'avatar' é inválido: deve ser um endereço https://",
    ],
  ] as const) {
    test(`should answer ${what} with a 400, changing nothing`, async () => {
      const before = await storedCompany();
      const counts = await rowCounts(app);
      const response = await patch(companyId, payload);
      assert.equal(response.statusCode, 400);
      assert.ok(response.json().message.startsWith(message), response.json().message);
      assert.deepEqual(await storedCompany(), before);
      assert.deepEqual(await rowCounts(app), counts);
    });
  }
});
