// `npm run bench:reminders -w api [-- pglite|postgres]`: the régua de cobrança's run as production
// makes it (issue 21's budget: 10k reminders due in one run delivered to the outbox in ≤ 60 s). A
// company with the régua on and 10 000 open receivables due in 3 days (the "3 dias antes" step)
// for 1 000 clients; the queue starts as the API starts it (a plan at start), and the clock runs
// until every reminder is recorded sent. Each send makes the Pix charge (BR Code, QR) and writes
// an e-mail with its PNG to the outbox. Prints figures, asserts nothing.
//   BENCH_REMINDERS=2000 npm run bench:reminders -w api -- postgres
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays, todayIso } from 'shared/format';
import { createJobQueue } from '../src/db/job-queue';
import { startReminderJobs } from '../src/domains/cobranca/reminders/reminder-jobs';
import { createReminderSender } from '../src/domains/cobranca/reminders/reminder-sender';
import { createRemindersRepository } from '../src/domains/cobranca/reminders/reminders-repository';
import {
  databaseKind,
  databaseLabel,
  openBenchApp,
  readyForPix,
  rowsIn,
  seedReceivablesDue,
} from './bench-support';

const COUNT = Number(process.env.BENCH_REMINDERS ?? 10_000);
const CLIENTS = Math.max(1, Math.round(COUNT / 10));
const kind = databaseKind(process.argv[2] ?? process.env.BENCH_DATABASE);

const outbox = await mkdtemp(path.join(tmpdir(), 'fluxo-bench-outbox-'));
// No generated movements: the receivables below are the only ones due on the plan's day.
const bench = await openBenchApp(kind, 0, { OUTBOX_DIR: outbox, JOBS: 'false' });
const { app, companyId } = bench;
const rows = rowsIn(app.db);
try {
  const today = todayIso();
  const due = addDays(today, 3);
  const { categoryId } = await readyForPix(app.db, companyId);
  await seedReceivablesDue(app.db, companyId, {
    clients: CLIENTS,
    receivables: COUNT,
    due,
    categoryId,
    documentBase: 100_000_000,
    emailDomain: 'bench.test',
  });
  // As a company's own tables would be: analysed. Left with the statistics of the empty bench
  // company, PostgreSQL joined the sends to 10 000 movements it took for one (12.8 s a batch).
  await app.db.execute(sql`analyze movements, contacts`);
  const reminders = createRemindersRepository(app.db);

  const queue = createJobQueue({ db: app.db, script: app.database.script }, app.log);
  const sender = createReminderSender({
    reminders,
    pixCharges: app.services.pixCharges,
    mailer: app.mailer,
    appPublicUrl: app.config.appPublicUrl,
  });
  const started = performance.now();
  await queue.start();
  await startReminderJobs(queue, { reminders, sender, hours: { from: 0, to: 23 }, log: app.log });
  let planned = NaN;
  let sent = 0;
  for (;;) {
    const [state] = await rows<{ sent: number; all: number }>(
      sql`select count(*) filter (where status = 'sent')::int as sent, count(*)::int as all
          from reminder_sends where company_id = ${companyId}`,
    );
    sent = Number(state?.sent ?? 0);
    if (Number.isNaN(planned) && Number(state?.all) >= COUNT) {
      planned = performance.now() - started;
    }
    if (sent >= COUNT || performance.now() - started > 600_000) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const elapsed = performance.now() - started;
  await queue.stop({ graceful: false, wait: true });
  const files = (await readdir(outbox)).filter((name) => name.startsWith('reminder-')).length;
  const [charges] = await rows<{ count: number }>(
    sql`select count(*)::int as count from pix_charges where company_id = ${companyId}`,
  );
  const line = (label: string, value: string) => `${label.padEnd(44)} ${value}\n`;
  process.stdout.write(`régua de cobrança, ${databaseLabel(kind)}, ${COUNT} reminders\n`);
  process.stdout.write(line('planned (rows) after', `${planned.toFixed(0)} ms`));
  process.stdout.write(line('all recorded sent after', `${elapsed.toFixed(0)} ms`));
  process.stdout.write(line('per reminder', `${(elapsed / COUNT).toFixed(2)} ms`));
  process.stdout.write(
    line(
      'recorded sent / outbox files / Pix charges',
      `${sent} / ${files} / ${Number(charges?.count)}`,
    ),
  );
  process.stdout.write(line('budget ≤ 60 000 ms', elapsed <= 60_000 ? 'within' : 'OVER BUDGET'));
} finally {
  await bench.close();
  await rm(outbox, { recursive: true, force: true });
}
