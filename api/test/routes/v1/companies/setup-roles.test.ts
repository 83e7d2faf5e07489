import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { COMPANY_HEADER } from 'shared/contracts';
import type { App } from '../../../../src/app';
import { memberships } from '../../../../src/db/schema';
import { bearer, build, createUser, signIn } from '../../../helper';
import type { Tenant } from './setup-fixtures';
import { createTenant, expectStatus } from './setup-fixtures';

// Decision: setup data (cadastros) is everyday work, so any member of the company (owner, admin or
// member) may read and write it; only the company's own data is reserved to owners and admins.

let app: App;
let owner: Tenant;

before(async () => {
  app = await build();
  owner = await createTenant(app);
});

after(async () => {
  await app.close();
});

const bodies: Record<string, Record<string, unknown>> = {
  'cost-centers': { name: 'Criado por membro' },
  'bank-accounts': {
    name: 'Caixa da loja',
    bank_code: '000',
    bank_name: 'Caixa interno',
    agency: '0',
    account_number: '0',
    account_digit: '0',
    type: 'caixa',
    opening_balance_date: '2026-01-01',
  },
  suppliers: { name: 'Fornecedor do membro', document: '52998224725' },
  categories: { type: 'despesa', code: '5', name: 'Criada por membro' },
};

for (const role of ['member', 'admin'] as const) {
  test(`should let a plain ${role} create, change and delete setup data`, async () => {
    const person = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: owner.companyId, userId: person.userId, role });
    const token = await signIn(app, person.email, person.password);
    const headers = { ...bearer(token), [COMPANY_HEADER]: owner.companyId };
    for (const [resource, body] of Object.entries(bodies)) {
      const url = `/v1/companies/${resource}`;
      const created = await app.inject({ method: 'POST', url, headers, payload: body });
      expectStatus(created, 201);
      const id = created.json<{ id: string }>().id;
      const changed = await app.inject({
        method: 'PATCH',
        url: `${url}/${id}`,
        headers,
        payload: { active: false },
      });
      expectStatus(changed, 200);
      assert.equal(changed.json().active, false);
      // The owner sees what the member wrote.
      const seen = await owner.call('GET', `${url}/${id}`);
      assert.equal(seen.json().active, false);
      expectStatus(await app.inject({ method: 'DELETE', url: `${url}/${id}`, headers }), 204);
    }
  });
}
