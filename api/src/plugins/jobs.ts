import fp from 'fastify-plugin';
import { startReminderJobs } from '../domains/cobranca/reminders/reminder-jobs';
import { createReminderSender } from '../domains/cobranca/reminders/reminder-sender';
import { createRemindersRepository } from '../domains/cobranca/reminders/reminders-repository';
import { startDigestJobs } from '../domains/digest/jobs/digest-jobs';
import { createDigestRepository } from '../domains/digest/repositories/digest-repository';
import { createDigestSender } from '../domains/digest/services/digest-sender';
import { createApprovalsRepository } from '../domains/approvals/public';
import {
  createMovementSearchRepository,
  startMovementSearchWorker,
} from '../domains/movements/public';
import type { MovementSearchWorker } from '../domains/movements/public';
import type { JobQueue } from '../db/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job queue once started, when this process works it (config.jobs); undefined before,
     * otherwise, and when it could not start (logged). Never waited for: a request that waited
     * in its transaction for the queue's start would hold PGlite's one connection the start needs.
     */
    readonly jobs: JobQueue | undefined;
  }
}

/**
 * A second after the app is ready: the queue's start (a few statements, ~90 ms of PGlite's one
 * connection at a cold start, measured) then never holds the first answers, and nothing due
 * every 15 minutes misses that second.
 */
const START_DELAY_MS = 1_000;

/**
 * Starts the job queue's workers once the app is up, without the app waiting for them; a queue
 * that cannot start is a log line, not an API that does not start. Stops them, letting running
 * jobs finish, before the database closes.
 */
export default fp(
  async function jobs(app) {
    if (!app.config.jobs) {
      app.decorate('jobs', undefined);
      return;
    }
    let current: JobQueue | undefined;
    app.decorate('jobs', { getter: () => current });
    let starting: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let searchWorker: MovementSearchWorker | undefined;
    const reminders = createRemindersRepository(app.db);
    const sender = createReminderSender({
      reminders,
      pixCharges: app.services.pixCharges,
      mailer: app.mailer,
      appPublicUrl: app.config.appPublicUrl,
    });
    const digests = createDigestRepository(app.db);
    const digestSender = createDigestSender({
      digests,
      approvals: createApprovalsRepository(app.db),
      mailer: app.mailer,
      appPublicUrl: app.config.appPublicUrl,
      log: app.log,
      budgetOverrunsOf: (companyId, day) =>
        app.services.budgetComparison.monthOverruns(companyId, day),
    });
    const start = async () => {
      // pg-boss, its cron parser and their date library are a tenth of the server's code: loaded
      // with the queue, a second after the start, not before the first answer (issue 19, item 6).
      const { createJobQueue } = await import('../db/job-queue');
      const queue = createJobQueue({ db: app.db, script: app.database.script }, app.log);
      await queue.start();
      await startReminderJobs(queue, {
        reminders,
        sender,
        hours: app.config.reminderHours,
        log: app.log,
      });
      await startDigestJobs(queue, {
        digests,
        sender: digestSender,
        hours: app.config.digestHours,
        log: app.log,
      });
      return queue;
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(() => {
        timer = undefined;
        // Apart from the queue: its timer needs no pg-boss, and must run if pg-boss cannot.
        searchWorker = startMovementSearchWorker(
          createMovementSearchRepository(app.db, { vacuum: app.database.kind === 'pglite' }),
          app.log,
        );
        starting = start().then(
          (queue) => {
            current = queue;
          },
          (error: unknown) => app.log.error({ err: error }, 'job queue did not start'),
        );
      }, START_DELAY_MS);
    });
    app.addHook('onClose', async () => {
      if (timer) clearTimeout(timer);
      await searchWorker?.stop();
      await starting;
      if (current) await current.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['database', 'services'] },
);
