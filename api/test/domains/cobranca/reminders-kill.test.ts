import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { addDays, todayIso } from 'shared/format';
import { pino } from 'pino';
import { openDatabase } from '../../../src/db/client';
import type { DatabaseHandle } from '../../../src/db/client';
import { DEMO_USER } from '../../../src/db/demo-user';
import { createJobQueue } from '../../../src/db/job-queue';
import { DELIVERY_CONCURRENCY } from '../../../src/domains/cobranca/reminders/reminder-sender';
import { ensureBenchCompany } from '../../../src/seed/demo/bench-company';
import { generateMovements } from '../../../src/seed/demo/movement-generator';
import { seedDemo } from '../../../src/seed/seed-demo';
import { readyForPix, seedReceivablesDue } from '../../../scripts/bench-support';
import { startSmtpServer } from '../../adapters/smtp-sink';
import { startServer } from '../../app/server-child';
import type { Started } from '../../app/server-child';
import { TEST_DATABASE_URL, createPostgresDatabase } from '../../helper';

// Issue 21's régua budget: "none twice after a kill -9 of the sender mid-run". The API runs in a
// process of its own, sending a morning's reminders through SMTP; it is killed with SIGKILL in the
// middle, a second one finishes the run, and the SMTP server counts what it received. Each reminder
// is an e-mail whose Message-ID is its send's id: the only copies allowed are the few e-mails in
// flight at the kill (sent, not yet recorded), and those carry the same Message-ID, so a mailbox
// shows one message. PostgreSQL only: the second process opens the database of the first, which
// PGlite (one process per data folder) cannot do.

const COUNT = 400;
const SEND_QUEUE = 'cobranca-send-reminder';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let handle: DatabaseHandle;
let companyId: string;

const silent = pino({ level: 'silent' });
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  handle.rows<T>(query);

async function statusCounts(): Promise<Record<string, number>> {
  const found = await rows<{ status: string; count: number }>(
    sql`select status, count(*)::int as count from reminder_sends
        where company_id = ${companyId} group by status`,
  );
  return Object.fromEntries(found.map((row) => [row.status, Number(row.count)]));
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(
  'Régua de cobrança: the sender killed mid-run',
  { skip: TEST_DATABASE_URL ? false : 'needs PostgreSQL (TEST_DATABASE_URL): two processes' },
  () => {
    before(async () => {
      database = await createPostgresDatabase();
      handle = await openDatabase({ kind: 'postgres', url: database.url });
      await handle.migrate();
      await seedDemo(handle.db);
      // A company of its own: the demo's receivables would add reminders of their own.
      ({ id: companyId } = await ensureBenchCompany(handle.db, DEMO_USER.email));
      // Its plano de contas and bank accounts, and no movement.
      await generateMovements(handle.db, companyId, { count: 0, writers: 1 });
      const { categoryId } = await readyForPix(handle.db, companyId);
      const due = addDays(todayIso(), 3);
      await seedReceivablesDue(handle.db, companyId, {
        clients: COUNT,
        receivables: COUNT,
        due,
        categoryId,
        documentBase: 200_000_000,
        emailDomain: 'kill.test',
      });
    });

    after(async () => {
      await handle?.close();
      await database?.drop();
    });

    test('should send every reminder after a restart, none twice under two ids', async () => {
      const smtp = await startSmtpServer();
      const env = {
        DATABASE_URL: database.url,
        JOBS: 'true',
        REMINDER_HOURS: '0-23',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SEED_DEMO: 'false',
      };
      let second: Started | undefined;
      try {
        const first = startServer(env);
        // Mid-run: some of the morning's reminders are out, most are not.
        await until(() => smtp.received.length >= COUNT / 5, 60_000, 'the first e-mails');
        first.kill('SIGKILL');
        await first.exited;
        const atKill = await statusCounts();
        const deliveredAtKill = smtp.received.length;
        assert.ok((atKill.queued ?? 0) > 0, `killed before the end: ${JSON.stringify(atKill)}`);
        assert.ok(deliveredAtKill < COUNT);

        // The batch the killed sender held stays active at pg-boss until its 5 minutes run out,
        // then waits a minute or two to be retried. That wait is skipped, not the mechanism: the
        // clocks of the held jobs are moved back and pg-boss's own upkeep expires them.
        const held = await rows<{ id: string }>(
          sql`update pgboss.job set started_on = now() - interval '1 hour'
              where name = ${SEND_QUEUE} and state = 'active' returning id`,
        );
        assert.ok(
          // The worker's batch (completed when its handler returns) and the one it drains.
          held.length > 0 && held.length <= 100,
          `held by the killed sender: ${held.length}`,
        );
        const queue = createJobQueue({ db: handle.db, script: handle.script }, silent, {
          maintenance: false,
        });
        await queue.start();
        await (queue as unknown as { maintain(): Promise<void> }).maintain();
        await queue.stop({ graceful: false, wait: true });
        const retried = await rows<{ id: string }>(
          sql`update pgboss.job set start_after = now()
              where name = ${SEND_QUEUE} and state = 'retry' returning id`,
        );
        assert.equal(retried.length, held.length, 'pg-boss expired what the killed sender held');

        second = startServer(env);
        await until(
          async () => ((await statusCounts()).queued ?? 0) === 0,
          60_000,
          'every reminder recorded sent',
        );

        const counts = await statusCounts();
        assert.deepEqual(counts, { sent: COUNT });
        const ids = smtp.received.map(
          (mail) => mail.data.match(/^Message-ID: <(.+)@fluxo>$/im)?.[1],
        );
        assert.ok(ids.every(Boolean), 'every e-mail names its send');
        const sendIds = await rows<{ id: string }>(
          sql`select id from reminder_sends where company_id = ${companyId}`,
        );
        assert.deepEqual(new Set(ids), new Set(sendIds.map((row) => row.id)));
        const copies = ids.length - new Set(ids).size;
        assert.ok(
          copies <= DELIVERY_CONCURRENCY,
          `${copies} e-mails delivered again under their own id`,
        );
      } finally {
        second?.kill('SIGTERM');
        await second?.exited;
        await new Promise((resolve) => smtp.server.close(resolve));
      }
    });
  },
);
