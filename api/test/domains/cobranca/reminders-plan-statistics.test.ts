import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { addDays, todayIso } from 'shared/format';
import { createRemindersRepository } from '../../../src/domains/cobranca/reminders/reminders-repository';
import { seedReceivablesDue } from '../../../scripts/bench-support';
import { openMovementWorld } from '../movements/movement-fixtures';

// A morning's plan writes thousands of sends at once, and each is then marked sent by its key.
// PGlite runs no autovacuum, and PostgreSQL's comes up to a minute later: with no statistics the
// planner took the (company, status, planned_for) index for each mark and read every queued send
// of the company to find one, ~2 ms a send on PGlite (a 10 000-send morning went 78 → 56 s once
// the plan analysed the table).

test('should leave the sends analysed after a large plan, so a mark finds its send by key', async () => {
  const world = await openMovementWorld();
  try {
    const { app, ana, setup } = world;
    const companyId = ana.companyId;
    const today = todayIso();
    const due = addDays(today, 3);
    await seedReceivablesDue(app.db, companyId, {
      clients: 100,
      receivables: 1200,
      due,
      categoryId: setup.sales,
      documentBase: 200_000_000,
      emailDomain: 'plano.test',
    });
    const reminders = createRemindersRepository(app.db);

    assert.equal(await reminders.plan(today), 1200);

    const [send] = await app.database.rows<{ id: string }>(
      sql`select id from reminder_sends where company_id = ${companyId} limit 1`,
    );
    const plan = await app.database.rows<{ 'QUERY PLAN': string }>(
      sql`explain update reminder_sends set status = 'sent'
          where company_id = ${companyId} and id = ${send!.id} and status = 'queued'`,
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    assert.match(text, /reminder_sends_company_id_id_pk/, text);
  } finally {
    await world.app.close();
  }
});
