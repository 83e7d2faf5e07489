import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { COMPANY_HEADER, MEMBER_ROLES, MOVEMENT_WRITER_ROLES } from 'shared/contracts';
import type { ImportBatch, MemberRole } from 'shared/contracts';
import type { App } from '../../../src/app';
import { memberships } from '../../../src/db/schema';
import { ROLE_NOT_ALLOWED_MESSAGE } from '../../../src/plugins/authentication';
import { bearer, build, createUser, signIn } from '../../helper';
import { createSetup } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { createTenant, expectError, expectStatus } from '../setup/setup-fixtures';
import { IMPORTS_URL, statementBody } from './import-fixtures';

// DESIGN.md roles for imports: owner, admin and finance import and undo; a viewer only lists.
// Multipart routes, so their own table beside the JSON role matrix.

const statement = readFileSync(
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    '..',
    'fixtures',
    'statements',
    'itau.ofx',
  ),
);

let app: App;
let owner: Tenant;
let setup: Setup;
const tokens: Partial<Record<MemberRole, string>> = {};

before(async () => {
  app = await build();
  owner = await createTenant(app);
  setup = await createSetup(owner);
  tokens.owner = owner.token;
  for (const role of MEMBER_ROLES.filter((r) => r !== 'owner')) {
    const person = await createUser(app, { companyCount: 0 });
    await app.db
      .insert(memberships)
      .values({ companyId: owner.companyId, userId: person.userId, role });
    tokens[role] = await signIn(app, person.email, person.password);
  }
});

after(async () => {
  await app.close();
});

const headers = (role: MemberRole, contentType?: string) => ({
  ...bearer(tokens[role]!),
  [COMPANY_HEADER]: owner.companyId,
  ...(contentType ? { 'content-type': contentType } : {}),
});

async function imported(): Promise<number> {
  const [row] = await app.database.rows<{ n: number }>(
    sql`select (select count(*)::int from import_lines where company_id = ${owner.companyId}) +
      (select count(*)::int from import_batches where company_id = ${owner.companyId} and undone_at is not null) as n`,
  );
  return row!.n;
}

for (const role of MEMBER_ROLES) {
  const allowed = (MOVEMENT_WRITER_ROLES as readonly MemberRole[]).includes(role);
  describe(`imports as ${role}`, () => {
    test(`should ${allowed ? 'let' : 'refuse'} ${role} preview, confirm and undo`, async () => {
      const preview = statementBody('itau.ofx', statement);
      const previewed = await app.inject({
        method: 'POST',
        url: `${IMPORTS_URL}/statements/preview`,
        headers: headers(role, preview.contentType),
        payload: preview.payload,
      });
      const confirmBody = statementBody('itau.ofx', statement, {
        bank_account_id: setup.itau,
        decisions: [{ line: 55, action: 'ignore' }],
      });
      const before = await imported();
      const confirmed = await app.inject({
        method: 'POST',
        url: `${IMPORTS_URL}/statements`,
        headers: headers(role, confirmBody.contentType),
        payload: confirmBody.payload,
      });
      if (!allowed) {
        expectError(previewed, 403, ROLE_NOT_ALLOWED_MESSAGE);
        expectError(confirmed, 403, ROLE_NOT_ALLOWED_MESSAGE);
        assert.equal(await imported(), before);
        return;
      }
      expectStatus(previewed, 200);
      expectStatus(confirmed, 201);
      const batch = confirmed.json<ImportBatch>();
      const undone = await app.inject({
        method: 'POST',
        url: `${IMPORTS_URL}/batches/${batch.id}/undo`,
        headers: headers(role),
      });
      expectStatus(undone, 200);
    });

    test(`should let ${role} list the batches`, async () => {
      const listed = await app.inject({
        method: 'GET',
        url: `${IMPORTS_URL}/batches`,
        headers: headers(role),
      });
      expectStatus(listed, 200);
    });
  });
}

test('should refuse a viewer the undo of a batch', async () => {
  const body = statementBody('itau.ofx', statement, {
    bank_account_id: setup.itau,
    decisions: [{ line: 55, action: 'ignore' }],
  });
  const confirmed = await app.inject({
    method: 'POST',
    url: `${IMPORTS_URL}/statements`,
    headers: headers('owner', body.contentType),
    payload: body.payload,
  });
  expectStatus(confirmed, 201);
  const undo = await app.inject({
    method: 'POST',
    url: `${IMPORTS_URL}/batches/${confirmed.json<ImportBatch>().id}/undo`,
    headers: headers('viewer'),
  });
  expectError(undo, 403, ROLE_NOT_ALLOWED_MESSAGE);
});
