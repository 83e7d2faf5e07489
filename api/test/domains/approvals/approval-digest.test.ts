import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { todayIso } from 'shared/format';
import type { App } from '../../../src/app';
import { users } from '../../../src/db/schema';
import { createApprovalsRepository } from '../../../src/domains/approvals/public';
import { createDigestRepository } from '../../../src/domains/digest/repositories/digest-repository';
import { createDigestSender } from '../../../src/domains/digest/services/digest-sender';
import { readOutbox } from '../../helper';
import { createMovement, openMovementWorld } from '../movements/movement-fixtures';
import type { Setup } from '../movements/movement-fixtures';
import type { Tenant } from '../setup/setup-fixtures';
import { expectStatus } from '../setup/setup-fixtures';
import { APPROVALS_URL, joinAs } from './approval-fixtures';

// Issue 22 item 4: the team digest lists what awaits approval, for those who approve.

let app: App;
let ana: Tenant;
let setup: Setup;

before(async () => {
  ({ app, ana, setup } = await openMovementWorld());
});

after(async () => {
  await app.close();
});

async function emailOf(userId: string): Promise<string> {
  const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  assert.ok(row);
  return row.email;
}

test('should tell owners and admins what waits for approval, and not finance members', async () => {
  expectStatus(await ana.call('PUT', `${APPROVALS_URL}/settings`, { threshold_cents: 1_000 }), 200);
  const finance = await joinAs(app, ana, 'finance');
  for (const description of ['Gráfica', 'Mobiliário']) {
    await createMovement(finance, {
      type: 'despesa',
      description,
      amount_cents: 250_000,
      // Not due for a while: the digest has nothing else to say.
      due_date: '2099-01-10',
      category_id: setup.rent,
    });
  }
  for (const tenant of [ana, finance]) {
    expectStatus(
      await tenant.call('PUT', '/v1/users/digest', { company_ids: [ana.companyId] }),
      200,
    );
  }
  const digests = createDigestRepository(app.db);
  const sender = createDigestSender({
    digests,
    approvals: createApprovalsRepository(app.db),
    mailer: app.mailer,
    appPublicUrl: app.config.appPublicUrl,
    log: app.log,
    budgetOverrunsOf: (companyId, day) =>
      app.services.budgetComparison.monthOverruns(companyId, day),
  });
  await digests.plan(todayIso());
  for (const send of await digests.queued(todayIso())) {
    await sender.send(send.companyId, send.id);
  }
  const [ownerMail] = (await readOutbox(app, await emailOf(ana.userId))).filter(
    (mail) => mail.purpose === 'daily-digest',
  );
  assert.ok(ownerMail, 'the owner gets a digest');
  assert.match(ownerMail.text, /AGUARDANDO APROVAÇÃO\nA aprovar: 2 pagamentos, R\$\s5\.000,00/);
  assert.ok(ownerMail.text.includes(`/movimentacoes/aprovacoes?empresa=${ana.companyId}`));
  // Nothing else to tell a finance member: their digest is skipped, not sent.
  const financeMails = (await readOutbox(app, await emailOf(finance.userId))).filter(
    (mail) => mail.purpose === 'daily-digest',
  );
  assert.equal(financeMails.length, 0);
});
