import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import {
  BUDGET_MESSAGES,
  CASH_SCENARIO_MESSAGES,
  COMPANY_HEADER,
  MEMBER_ROLES,
  cpfWithCheckDigits,
} from 'shared/contracts';
import type { MemberRole } from 'shared/contracts';
import type { App } from '../../src/app';
import { memberships } from '../../src/db/schema';
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../src/plugins/authentication';
import { NOT_ALLOWED_TO_EDIT_MESSAGE } from '../../src/domains/companies/services/company-service';
import { bearer, build, createUser, signIn } from '../helper';
import type { Setup } from '../domains/movements/movement-fixtures';
import { MOVEMENTS_URL, createMovement, createSetup } from '../domains/movements/movement-fixtures';
import { acceptPix } from '../domains/cobranca/psp-fixtures';
import type { Tenant } from '../domains/setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../domains/setup/setup-fixtures';

// DESIGN.md roles: owners and admins change the company and its cadastros; finance also writes
// movements and payments; a viewer writes nothing. Every write route × every role, from one table.

let app: App;
let owner: Tenant;
let setup: Setup;
const headersOf: Partial<Record<MemberRole, InjectOptions['headers']>> = {};

before(async () => {
  app = await build();
  owner = await createTenant(app);
  setup = await createSetup(owner);
  headersOf.owner = { ...bearer(owner.token), [COMPANY_HEADER]: owner.companyId };
  for (const role of MEMBER_ROLES.filter((r) => r !== 'owner')) {
    const person = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: owner.companyId, userId: person.userId, role });
    const token = await signIn(app, person.email, person.password);
    headersOf[role] = { ...bearer(token), [COMPANY_HEADER]: owner.companyId };
  }
});

after(async () => {
  await app.close();
});

let serial = 0;
/** A fresh number per call, so names, codes and documents never collide between cases. */
const next = () => ++serial;

const setupBodies: Record<string, () => Record<string, unknown>> = {
  'cost-centers': () => ({ name: `Centro ${next()}` }),
  'bank-accounts': () => ({
    name: `Caixa ${next()}`,
    bank_code: '000',
    bank_name: 'Caixa interno',
    agency: '0',
    account_number: '0',
    account_digit: '0',
    type: 'caixa',
    opening_balance_date: '2026-01-01',
  }),
  suppliers: () => ({
    name: `Fornecedor ${next()}`,
    document: cpfWithCheckDigits(String(100_000_000 + next())),
  }),
  clients: () => ({
    name: `Cliente ${next()}`,
    document: cpfWithCheckDigits(String(100_000_000 + next())),
  }),
  categories: () => ({ type: 'despesa', code: String(100 + next()), name: `Categoria ${next()}` }),
};

/** A new person who joins the company as finance, for the member routes to act on. */
async function newMember(): Promise<string> {
  const person = await createUser(app, { companyCount: 0 });
  await app.db
    .insert(memberships)
    .values({ companyId: owner.companyId, userId: person.userId, role: 'finance' });
  return person.userId;
}

async function createAsOwner(url: string, body: Record<string, unknown>): Promise<string> {
  const response = await owner.call('POST', url, body);
  expectStatus(response, 201);
  return response.json<{ id: string }>().id;
}

// No PSP listens there: an account without a Pix key registers no webhook, so none is called.
const pspBody = () => ({
  base_url: 'http://127.0.0.1:9',
  client_id: `cliente-${next()}`,
  client_secret: 'segredo',
});

const movementBody = () => ({
  type: 'despesa',
  description: `Conta ${next()}`,
  amount_cents: 10_000,
  due_date: '2026-01-10',
  category_id: setup.rent,
});

async function paidMovement(): Promise<{ movementId: string; paymentId: string }> {
  const movement = await createMovement(owner, movementBody());
  const response = await owner.call('POST', `${MOVEMENTS_URL}/${movement.id}/payments`, {
    paid_on: '2026-01-05',
    amount_cents: 1_000,
  });
  expectStatus(response, 201);
  return {
    movementId: movement.id,
    paymentId: response.json<{ payment: { id: string } }>().payment.id,
  };
}

interface WriteRoute {
  name: string;
  allowed: readonly MemberRole[];
  /** The 403 message; the default one unless the route names its own. */
  forbidden?: string;
  /** Prepares, as the owner, what the request acts on. */
  request(): Promise<{
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
    /** A multipart upload's content type. */
    headers?: Record<string, string>;
  }>;
}

/** A PNG no other call sends (its colour is the serial), as a multipart body with its header. */
async function pngUpload(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const serial = next();
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: serial % 256, g: 7, b: 99 } },
  })
    .png()
    .toBuffer();
  const boundary = '----fluxo-matrix-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const SETUP: readonly MemberRole[] = ['owner', 'admin'];
const MOVEMENTS: readonly MemberRole[] = ['owner', 'admin', 'finance'];

const routes: WriteRoute[] = [
  {
    name: 'PATCH /v1/companies/:id',
    allowed: SETUP,
    forbidden: NOT_ALLOWED_TO_EDIT_MESSAGE,
    request: async () => ({
      method: 'PATCH',
      url: `/v1/companies/${owner.companyId}`,
      payload: { trade_name: `Fantasia ${next()}` },
    }),
  },
  {
    name: 'PUT /v1/companies/:id/logo',
    allowed: SETUP,
    forbidden: NOT_ALLOWED_TO_EDIT_MESSAGE,
    request: async () => ({
      method: 'PUT',
      url: `/v1/companies/${owner.companyId}/logo`,
      ...(await pngUpload()),
    }),
  },
  {
    name: 'DELETE /v1/companies/:id/logo',
    allowed: SETUP,
    forbidden: NOT_ALLOWED_TO_EDIT_MESSAGE,
    request: async () => {
      const url = `/v1/companies/${owner.companyId}/logo`;
      const upload = await pngUpload();
      const response = await app.inject({
        method: 'PUT',
        url,
        payload: upload.payload,
        headers: { ...headersOf.owner, ...upload.headers },
      });
      expectStatus(response, 200);
      return { method: 'DELETE', url };
    },
  },
  ...Object.entries(setupBodies).flatMap(([resource, body]): WriteRoute[] => {
    const url = `/v1/companies/${resource}`;
    return [
      {
        name: `POST ${url}`,
        allowed: SETUP,
        request: async () => ({ method: 'POST', url, payload: body() }),
      },
      {
        name: `PATCH ${url}/:id`,
        allowed: SETUP,
        request: async () => ({
          method: 'PATCH',
          url: `${url}/${await createAsOwner(url, body())}`,
          payload: { active: false },
        }),
      },
      {
        name: `DELETE ${url}/:id`,
        allowed: SETUP,
        request: async () => ({
          method: 'DELETE',
          url: `${url}/${await createAsOwner(url, body())}`,
        }),
      },
    ];
  }),
  {
    name: 'POST /v1/companies/categories/standard-plano',
    allowed: SETUP,
    request: async () => {
      // After the first call the plano is complete: take a branch out (a leaf alone would leave
      // its parent a leaf, which takes no children) so that the next call adds it back.
      const listed = await owner.call('GET', '/v1/companies/categories?search=5.02');
      const branch = listed.json<{ id: string; code: string }[]>();
      for (const code of ['5.02.01', '5.02']) {
        const row = branch.find((category) => category.code === code);
        if (row)
          expectStatus(await owner.call('DELETE', `/v1/companies/categories/${row.id}`), 204);
      }
      return { method: 'POST', url: '/v1/companies/categories/standard-plano' };
    },
  },
  {
    name: `POST ${MOVEMENTS_URL}`,
    allowed: MOVEMENTS,
    request: async () => ({ method: 'POST', url: MOVEMENTS_URL, payload: movementBody() }),
  },
  {
    name: `PATCH ${MOVEMENTS_URL}/:id`,
    allowed: MOVEMENTS,
    request: async () => ({
      method: 'PATCH',
      url: `${MOVEMENTS_URL}/${(await createMovement(owner, movementBody())).id}`,
      payload: { description: `Alterada ${next()}` },
    }),
  },
  {
    name: `DELETE ${MOVEMENTS_URL}/:id`,
    allowed: MOVEMENTS,
    request: async () => ({
      method: 'DELETE',
      url: `${MOVEMENTS_URL}/${(await createMovement(owner, movementBody())).id}`,
    }),
  },
  {
    name: `POST ${MOVEMENTS_URL}/:id/payments`,
    allowed: MOVEMENTS,
    request: async () => ({
      method: 'POST',
      url: `${MOVEMENTS_URL}/${(await createMovement(owner, movementBody())).id}/payments`,
      payload: { paid_on: '2026-01-05', amount_cents: 500 },
    }),
  },
  {
    name: 'POST /v1/companies/pix-charges/bulk',
    allowed: MOVEMENTS,
    request: async () => {
      await acceptPix(app, owner, setup.itau);
      const receivable = await createMovement(owner, {
        ...movementBody(),
        type: 'receita',
        category_id: setup.sales,
      });
      return {
        method: 'POST',
        url: '/v1/companies/pix-charges/bulk',
        payload: { movement_ids: [receivable.id] },
      };
    },
  },
  {
    name: `DELETE ${MOVEMENTS_URL}/:id/payments/:paymentId`,
    allowed: MOVEMENTS,
    request: async () => {
      const { movementId, paymentId } = await paidMovement();
      return { method: 'DELETE', url: `${MOVEMENTS_URL}/${movementId}/payments/${paymentId}` };
    },
  },
  {
    name: 'PATCH /v1/companies/members/:userId',
    allowed: SETUP,
    request: async () => ({
      method: 'PATCH',
      url: `/v1/companies/members/${await newMember()}`,
      payload: { role: 'viewer' },
    }),
  },
  {
    name: 'DELETE /v1/companies/members/:userId',
    allowed: SETUP,
    request: async () => ({ method: 'DELETE', url: `/v1/companies/members/${await newMember()}` }),
  },
  {
    name: 'POST /v1/companies/invitations',
    allowed: SETUP,
    request: async () => ({
      method: 'POST',
      url: '/v1/companies/invitations',
      payload: { email: `convite-${next()}@example.com`, role: 'viewer' },
    }),
  },
  {
    name: 'DELETE /v1/companies/invitations/:id',
    allowed: SETUP,
    request: async () => {
      const id = await createAsOwner('/v1/companies/invitations', {
        email: `convite-${next()}@example.com`,
        role: 'viewer',
      });
      return { method: 'DELETE', url: `/v1/companies/invitations/${id}` };
    },
  },
  {
    name: 'PUT /v1/companies/bank-accounts/:id/psp',
    allowed: SETUP,
    request: async () => ({
      method: 'PUT',
      url: `/v1/companies/bank-accounts/${await createAsOwner('/v1/companies/bank-accounts', setupBodies['bank-accounts']!())}/psp`,
      payload: pspBody(),
    }),
  },
  {
    name: 'DELETE /v1/companies/bank-accounts/:id/psp',
    allowed: SETUP,
    request: async () => {
      const id = await createAsOwner(
        '/v1/companies/bank-accounts',
        setupBodies['bank-accounts']!(),
      );
      const url = `/v1/companies/bank-accounts/${id}/psp`;
      expectStatus(await owner.call('PUT', url, pspBody()), 201);
      return { method: 'DELETE', url };
    },
  },
  {
    name: 'PUT /v1/companies/budgets/:year',
    allowed: MOVEMENTS,
    forbidden: BUDGET_MESSAGES.writersOnly,
    request: async () => {
      // From the version saved last, with an amount no case sent before: always a change.
      const url = '/v1/companies/budgets/2050';
      const current = await owner.call('GET', url);
      expectStatus(current, 200);
      return {
        method: 'PUT',
        url,
        payload: {
          base_version: (current.json() as { version: number }).version,
          lines: [
            { category_id: setup.sales, cost_center_id: null, months: Array(12).fill(next()) },
          ],
        },
      };
    },
  },
  {
    name: 'POST /v1/companies/cash-forecast/scenarios',
    allowed: MOVEMENTS,
    forbidden: CASH_SCENARIO_MESSAGES.writersOnly,
    request: async () => ({
      method: 'POST',
      url: '/v1/companies/cash-forecast/scenarios',
      payload: { name: `Cenário ${next()}`, levers: { receivables_delay_days: 15 } },
    }),
  },
  {
    name: 'DELETE /v1/companies/cash-forecast/scenarios/:id',
    allowed: MOVEMENTS,
    forbidden: CASH_SCENARIO_MESSAGES.writersOnly,
    request: async () => {
      const created = await owner.call('POST', '/v1/companies/cash-forecast/scenarios', {
        name: `Cenário ${next()}`,
        levers: {},
      });
      expectStatus(created, 201);
      const { id } = created.json() as { id: string };
      return { method: 'DELETE', url: `/v1/companies/cash-forecast/scenarios/${id}` };
    },
  },
];

/** Everything the company holds, to show that a refused write changed nothing. */
async function companyData(companyId: string): Promise<unknown> {
  const tables = [
    'cost_centers',
    'bank_accounts',
    'contacts',
    'categories',
    'movements',
    'payments',
    'psp_settings',
    'pix_charges',
    'budget_lines',
    'cash_scenarios',
  ];
  const snapshot: Record<string, unknown> = {};
  for (const table of tables) {
    snapshot[table] = await app.database.rows(
      sql`select * from ${sql.identifier(table)} where company_id = ${companyId} order by id`,
    );
  }
  snapshot.memberships = await app.database.rows(
    sql`select user_id, role from memberships where company_id = ${companyId} order by user_id`,
  );
  snapshot.invitations = await app.database.rows(
    sql`select id, email, role from invitations where company_id = ${companyId} order by id`,
  );
  snapshot.company = await app.database.rows(sql`select * from companies where id = ${companyId}`);
  return JSON.parse(
    JSON.stringify(snapshot, (_, value: unknown) =>
      typeof value === 'bigint' ? Number(value) : value,
    ),
  );
}

for (const route of routes) {
  describe(route.name, () => {
    for (const role of MEMBER_ROLES) {
      const allowed = route.allowed.includes(role);
      test(`should ${allowed ? 'let' : 'refuse'} ${role}`, async () => {
        const { method, url, payload, headers } = await route.request();
        const before = await companyData(owner.companyId);
        const options: InjectOptions = { method, url, headers: { ...headersOf[role], ...headers } };
        if (payload) options.payload = payload;
        const response = await app.inject(options);
        if (allowed) {
          assert.ok(response.statusCode >= 200 && response.statusCode < 300, response.body);
          assert.notDeepEqual(await companyData(owner.companyId), before);
        } else {
          expectError(response, 403, route.forbidden ?? ROLE_NOT_ALLOWED_MESSAGE);
          assert.deepEqual(await companyData(owner.companyId), before);
        }
      });
    }
  });
}
