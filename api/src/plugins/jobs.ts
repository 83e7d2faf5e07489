import fp from 'fastify-plugin';
import { startReminderJobs } from '../domains/cobranca/reminders/reminder-jobs';
import { createReminderSender } from '../domains/cobranca/reminders/reminder-sender';
import { createRemindersRepository } from '../domains/cobranca/reminders/reminders-repository';
import { createJobQueue } from '../db/job-queue';
import type { JobQueue } from '../db/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, when this process works it (config.jobs). */
    jobs: JobQueue | undefined;
  }
}

/**
 * Starts the job queue's workers once the app is ready (so a slow queue start never delays the
 * first answer) and stops them, letting running jobs finish, before the database closes.
 */
export default fp(
  async function jobs(app) {
    if (!app.config.jobs) {
      app.decorate('jobs', undefined);
      return;
    }
    const queue = createJobQueue({ db: app.db, script: app.database.script }, app.log);
    app.decorate('jobs', queue);
    const reminders = createRemindersRepository(app.db);
    const sender = createReminderSender({
      reminders,
      pixCharges: app.services.pixCharges,
      mailer: app.mailer,
      appPublicUrl: app.config.appPublicUrl,
    });
    app.addHook('onReady', async () => {
      await queue.start();
      await startReminderJobs(queue, {
        reminders,
        sender,
        hours: app.config.reminderHours,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => {
      await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['database', 'services'] },
);
