import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { COMPANY_HEADER, SESSION_EXPIRED_MESSAGES } from 'shared/contracts';
import type { Member, MemberList, MemberRole } from 'shared/contracts';
import type { App } from '../../../src/app';
import { memberships } from '../../../src/db/schema';
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../../src/plugins/authentication';
import {
  LAST_OWNER_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  ONLY_OWNERS_MANAGE_OWNERS_MESSAGE,
} from '../../../src/domains/companies/services/member-service';
import { bearer, build, createUser, signIn } from '../../helper';
import type { Tenant } from '../setup/setup-fixtures';
import {
  assertCompanyHeaderChecks,
  createTenant,
  expectError,
  expectStatus,
} from '../setup/setup-fixtures';

const URL = '/v1/companies/members';

let app: App;

before(async () => {
  app = await build();
});

after(async () => {
  await app.close();
});

interface Person {
  userId: string;
  email: string;
  token: string;
  call: Tenant['call'];
}

/** A new person who joins the tenant's company with the role, signed in. */
async function join(tenant: Tenant, role: MemberRole): Promise<Person> {
  const person = await createUser(app, { companyCount: 0 });
  await app.db
    .insert(memberships)
    .values({ companyId: tenant.companyId, userId: person.userId, role });
  const token = await signIn(app, person.email, person.password);
  return {
    userId: person.userId,
    email: person.email,
    token,
    call: (method, url, payload) =>
      app.inject({
        method,
        url,
        headers: { ...bearer(token), [COMPANY_HEADER]: tenant.companyId },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

async function membersOf(tenant: Tenant): Promise<Member[]> {
  const response = await tenant.call('GET', URL);
  expectStatus(response, 200);
  return response.json<MemberList>().data;
}

describe('GET /v1/companies/members', () => {
  test('should list every member with name, e-mail, role and since, in joining order', async () => {
    const tenant = await createTenant(app);
    const viewer = await join(tenant, 'viewer');
    const members = await membersOf(tenant);
    assert.deepEqual(
      members.map((m) => [m.user_id, m.role]),
      [
        [tenant.userId, 'owner'],
        [viewer.userId, 'viewer'],
      ],
    );
    assert.equal(members[1]?.email, viewer.email);
    assert.equal(members[1]?.name, 'Pessoa de Teste');
    assert.ok(!Number.isNaN(Date.parse(members[1]?.since ?? '')));
  });

  test('should let a viewer read the list', async () => {
    const tenant = await createTenant(app);
    const viewer = await join(tenant, 'viewer');
    expectStatus(await viewer.call('GET', URL), 200);
  });

  test('should not show another company’s members', async () => {
    const tenant = await createTenant(app);
    const other = await createTenant(app);
    await join(other, 'finance');
    const ids = (await membersOf(tenant)).map((m) => m.user_id);
    assert.deepEqual(ids, [tenant.userId]);
  });

  test('should check the company header', async () => {
    const tenant = await createTenant(app);
    await assertCompanyHeaderChecks(app, tenant, await createTenant(app), 'GET', URL);
  });
});

describe('PATCH /v1/companies/members/:userId', () => {
  test('should change the role and end the member’s sessions', async () => {
    const tenant = await createTenant(app);
    const finance = await join(tenant, 'finance');
    const response = await tenant.call('PATCH', `${URL}/${finance.userId}`, { role: 'viewer' });
    expectStatus(response, 200);
    assert.equal(response.json<Member>().role, 'viewer');
    // The old token carried 'finance': it must not keep writing movements.
    expectError(await finance.call('GET', URL), 401, SESSION_EXPIRED_MESSAGES[1]);
    const again = await signIn(app, finance.email, 'Senha-Forte-123');
    assert.ok(again);
  });

  test('should let an admin change a finance member, not make an owner', async () => {
    const tenant = await createTenant(app);
    const admin = await join(tenant, 'admin');
    const finance = await join(tenant, 'finance');
    expectStatus(await admin.call('PATCH', `${URL}/${finance.userId}`, { role: 'admin' }), 200);
    expectError(
      await admin.call('PATCH', `${URL}/${finance.userId}`, { role: 'owner' }),
      403,
      ONLY_OWNERS_MANAGE_OWNERS_MESSAGE,
    );
    const roles = (await membersOf(tenant)).map((m) => m.role);
    assert.deepEqual(roles, ['owner', 'admin', 'admin']);
  });

  test('should refuse an admin demoting an owner, and change nothing', async () => {
    const tenant = await createTenant(app);
    await join(tenant, 'owner');
    const admin = await join(tenant, 'admin');
    const before = await membersOf(tenant);
    expectError(
      await admin.call('PATCH', `${URL}/${tenant.userId}`, { role: 'viewer' }),
      403,
      ONLY_OWNERS_MANAGE_OWNERS_MESSAGE,
    );
    assert.deepEqual(await membersOf(tenant), before);
  });

  test('should refuse demoting the last owner with a 409, and change nothing', async () => {
    const tenant = await createTenant(app);
    const before = await membersOf(tenant);
    expectError(
      await tenant.call('PATCH', `${URL}/${tenant.userId}`, { role: 'admin' }),
      409,
      LAST_OWNER_MESSAGE,
    );
    assert.deepEqual(await membersOf(tenant), before);
  });

  test('should let an owner step down when another owner remains', async () => {
    const tenant = await createTenant(app);
    const second = await join(tenant, 'owner');
    expectStatus(await tenant.call('PATCH', `${URL}/${tenant.userId}`, { role: 'admin' }), 200);
    // Stepping down ends one's own sessions too: the other owner reads the list.
    const response = await second.call('GET', URL);
    expectStatus(response, 200);
    const owners = response.json<MemberList>().data.filter((m) => m.role === 'owner');
    assert.deepEqual(
      owners.map((m) => m.user_id),
      [second.userId],
    );
  });

  test('should refuse finance and viewer with a 403, and change nothing', async () => {
    const tenant = await createTenant(app);
    const finance = await join(tenant, 'finance');
    const viewer = await join(tenant, 'viewer');
    const before = await membersOf(tenant);
    for (const caller of [finance, viewer]) {
      expectError(
        await caller.call('PATCH', `${URL}/${viewer.userId}`, { role: 'admin' }),
        403,
        ROLE_NOT_ALLOWED_MESSAGE,
      );
    }
    assert.deepEqual(await membersOf(tenant), before);
  });

  test('should answer 404 for someone outside the company', async () => {
    const tenant = await createTenant(app);
    const other = await createTenant(app);
    expectError(
      await tenant.call('PATCH', `${URL}/${other.userId}`, { role: 'viewer' }),
      404,
      MEMBER_NOT_FOUND_MESSAGE,
    );
  });

  test('should refuse an unknown role and a malformed id with 400', async () => {
    const tenant = await createTenant(app);
    expectStatus(await tenant.call('PATCH', `${URL}/${tenant.userId}`, { role: 'member' }), 400);
    expectStatus(await tenant.call('PATCH', `${URL}/not-a-uuid`, { role: 'viewer' }), 400);
  });
});

describe('DELETE /v1/companies/members/:userId', () => {
  test('should remove the member and end their sessions', async () => {
    const tenant = await createTenant(app);
    const viewer = await join(tenant, 'viewer');
    expectStatus(await tenant.call('DELETE', `${URL}/${viewer.userId}`), 204);
    assert.deepEqual(
      (await membersOf(tenant)).map((m) => m.user_id),
      [tenant.userId],
    );
    expectError(await viewer.call('GET', URL), 401, SESSION_EXPIRED_MESSAGES[1]);
  });

  test('should not let the last owner leave', async () => {
    const tenant = await createTenant(app);
    const before = await membersOf(tenant);
    expectError(await tenant.call('DELETE', `${URL}/${tenant.userId}`), 409, LAST_OWNER_MESSAGE);
    assert.deepEqual(await membersOf(tenant), before);
  });

  test('should not let an admin remove an owner', async () => {
    const tenant = await createTenant(app);
    const admin = await join(tenant, 'admin');
    expectError(
      await admin.call('DELETE', `${URL}/${tenant.userId}`),
      403,
      ONLY_OWNERS_MANAGE_OWNERS_MESSAGE,
    );
    assert.equal((await membersOf(tenant)).length, 2);
  });

  test('should refuse a viewer calling it directly, and change nothing', async () => {
    const tenant = await createTenant(app);
    const viewer = await join(tenant, 'viewer');
    const finance = await join(tenant, 'finance');
    const before = await membersOf(tenant);
    expectError(
      await viewer.call('DELETE', `${URL}/${finance.userId}`),
      403,
      ROLE_NOT_ALLOWED_MESSAGE,
    );
    assert.deepEqual(await membersOf(tenant), before);
  });
});

describe('DELETE /v1/companies/members/me', () => {
  for (const role of ['admin', 'finance', 'viewer'] as const) {
    test(`should let a ${role} leave, ending their sessions`, async () => {
      const tenant = await createTenant(app);
      const person = await join(tenant, role);
      expectStatus(await person.call('DELETE', `${URL}/me`), 204);
      const members = (await tenant.call('GET', URL)).json<MemberList>().data;
      assert.ok(!members.some((m) => m.user_id === person.userId));
      expectError(await person.call('GET', URL), 401, SESSION_EXPIRED_MESSAGES[1]);
    });
  }

  test('should not let the last owner leave, and change nothing', async () => {
    const tenant = await createTenant(app);
    await join(tenant, 'admin');
    const before = (await tenant.call('GET', URL)).json<MemberList>().data;
    expectError(await tenant.call('DELETE', `${URL}/me`), 409, LAST_OWNER_MESSAGE);
    assert.deepEqual((await tenant.call('GET', URL)).json<MemberList>().data, before);
  });

  test('should let an owner leave when another owner remains', async () => {
    const tenant = await createTenant(app);
    const other = await join(tenant, 'owner');
    expectStatus(await tenant.call('DELETE', `${URL}/me`), 204);
    const members = (await other.call('GET', URL)).json<MemberList>().data;
    assert.deepEqual(
      members.map((m) => [m.user_id, m.role]),
      [[other.userId, 'owner']],
    );
  });

  test('should refuse a company the caller is not in', async () => {
    const tenant = await createTenant(app);
    const stranger = await createTenant(app);
    const response = await app.inject({
      method: 'DELETE',
      url: `${URL}/me`,
      headers: { ...bearer(stranger.token), [COMPANY_HEADER]: tenant.companyId },
    });
    expectStatus(response, 403);
  });
});
