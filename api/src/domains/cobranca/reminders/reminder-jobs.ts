import type { FastifyBaseLogger } from 'fastify';
import { todayIso } from 'shared/format';
import type { JobQueue, JobWithMetadata } from '../../../db/job-queue';
import type { ReminderSender } from './reminder-sender';
import type { RemindersRepository } from './reminders-repository';

export const REMINDER_QUEUES = {
  plan: 'cobranca-plan-reminders',
  send: 'cobranca-send-reminder',
} as const;

export interface ReminderHours {
  from: number;
  to: number;
}

/**
 * Every 15 minutes within the sending hours (8:00 to 20:59 by default), the company's time:
 * reminders go out in the morning, and an API that was down at 8:00 still sends the day's when it
 * is back. A day missed entirely is not caught up: "3 days before" sent on the due date would
 * mislead.
 */
export const planCron = ({ from, to }: ReminderHours) => `*/15 ${from}-${to} * * *`;
const TIME_ZONE = 'America/Sao_Paulo';

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** Whether `now` falls in the sending hours, in São Paulo. */
export function withinHours(hours: ReminderHours, now: Date = new Date()): boolean {
  const hour = Number(hourFormat.format(now));
  return hour >= hours.from && hour <= hours.to;
}

/**
 * Asks for a plan now (a régua just turned on or changed), not at the next quarter hour. Saves
 * in a burst make one plan: the job is a singleton for 30 s.
 */
export async function requestReminderPlan(queue: Pick<JobQueue, 'send'>): Promise<void> {
  await queue.send(
    REMINDER_QUEUES.plan,
    {},
    { singletonKey: 'settings-saved', singletonSeconds: 30 },
  );
}

/** Tries of one send before its log says "Falhou": a mail server away for about an hour. */
export const SEND_RETRY_LIMIT = 5;
const SEND_BATCH = 50;

interface SendJob {
  companyId: string;
}

/**
 * Plans today's reminders and queues every one still unsent, each as a job whose id is its
 * send row's id: queued twice (two instances, a plan after a crash), it is one job.
 */
export async function planReminders(
  queue: Pick<JobQueue, 'insert'>,
  reminders: Pick<RemindersRepository, 'plan' | 'queued'>,
  today: string = todayIso(),
): Promise<{ planned: number; queued: number }> {
  const planned = await reminders.plan(today);
  const queued = await reminders.queued(today);
  if (queued.length > 0) {
    await queue.insert(
      queued.map(({ companyId, id }) => ({
        name: REMINDER_QUEUES.send,
        id,
        data: { companyId } satisfies SendJob,
        retryLimit: SEND_RETRY_LIMIT,
        retryDelay: 60,
        retryBackoff: true,
        // A send takes milliseconds; one still active after 5 minutes died with its process.
        expireInSeconds: 300,
      })),
    );
  }
  return { planned, queued: queued.length };
}

/**
 * Sends a batch, company by company (each company's reminders read and charged together). A
 * send that fails fails alone (pg-boss retries it later), and on its last try its log line says
 * why, so nobody waits for a reminder that will not come.
 */
export async function sendBatch(
  queue: Pick<JobQueue, 'fail'>,
  sender: ReminderSender,
  reminders: Pick<RemindersRepository, 'mark'>,
  jobs: JobWithMetadata<SendJob>[],
  log: FastifyBaseLogger,
): Promise<void> {
  const fail = async (job: JobWithMetadata<SendJob>, error: unknown) => {
    log.error({ err: error, sendId: job.id }, 'reminder not sent');
    if (job.retryCount >= SEND_RETRY_LIMIT) {
      await reminders
        .mark(job.data.companyId, job.id)
        .failed('O e-mail não pôde ser enviado depois de várias tentativas.');
    }
    await queue.fail(REMINDER_QUEUES.send, job.id, { message: (error as Error).message });
  };
  const byCompany = new Map<string, JobWithMetadata<SendJob>[]>();
  for (const job of jobs) {
    const companyJobs = byCompany.get(job.data.companyId) ?? [];
    companyJobs.push(job);
    byCompany.set(job.data.companyId, companyJobs);
  }
  for (const [companyId, companyJobs] of byCompany) {
    let outcomes: Map<string, unknown>;
    try {
      outcomes = await sender.sendMany(
        companyId,
        companyJobs.map((job) => job.id),
      );
    } catch (error) {
      // What stopped the whole company's batch (the database away) fails each of its sends.
      for (const job of companyJobs) await fail(job, error);
      continue;
    }
    for (const job of companyJobs) {
      const outcome = outcomes.get(job.id);
      if (outcome instanceof Error) await fail(job, outcome);
    }
  }
}

/** Sends batch after batch while the queue has reminders ready, completing each batch. */
async function drain(
  queue: JobQueue,
  sender: ReminderSender,
  reminders: Pick<RemindersRepository, 'mark'>,
  log: FastifyBaseLogger,
): Promise<void> {
  for (;;) {
    const jobs = await queue.fetch<SendJob>(REMINDER_QUEUES.send, {
      batchSize: SEND_BATCH,
      includeMetadata: true,
    });
    if (!jobs || jobs.length === 0) return;
    await sendBatch(queue, sender, reminders, jobs, log);
    // Only the jobs still active: a send that failed was handed back to pg-boss to retry.
    await queue.complete(
      REMINDER_QUEUES.send,
      jobs.map((job) => job.id),
    );
  }
}

/** Creates the queues, the schedule and this process's workers. */
export async function startReminderJobs(
  queue: JobQueue,
  {
    reminders,
    sender,
    hours,
    log,
  }: {
    reminders: RemindersRepository;
    sender: ReminderSender;
    hours: ReminderHours;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  await queue.createQueue(REMINDER_QUEUES.plan);
  await queue.createQueue(REMINDER_QUEUES.send);
  await queue.schedule(REMINDER_QUEUES.plan, planCron(hours), {}, { tz: TIME_ZONE });
  await queue.work(REMINDER_QUEUES.plan, async () => {
    // A plan asked for at night (a régua saved at 23:00) waits for the morning's first tick.
    if (!withinHours(hours)) return;
    const result = await planReminders(queue, reminders);
    if (result.queued > 0) log.info(result, 'reminders planned');
  });
  await queue.work<SendJob>(
    REMINDER_QUEUES.send,
    { batchSize: SEND_BATCH, includeMetadata: true, pollingIntervalSeconds: 5 },
    async (jobs) => {
      await sendBatch(queue, sender, reminders, jobs, log);
      // pg-boss waits its polling interval between batches even when more are waiting: a
      // morning's 10 000 reminders would take 400 batches × 5 s. The rest are fetched here.
      await drain(queue, sender, reminders, log);
    },
  );
  // An instance that starts mid-morning (a deploy, a crash) plans the day now, not at the next tick.
  await requestReminderPlan(queue);
}
