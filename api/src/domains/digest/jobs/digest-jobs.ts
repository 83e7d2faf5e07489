import type { FastifyBaseLogger } from 'fastify';
import { addDays, todayIso } from 'shared/format';
import type { Job, JobQueue } from '../../../db/job-queue';
import type { DigestRepository } from '../repositories/digest-repository';
import type { DigestSender } from '../services/digest-sender';

export const DIGEST_QUEUES = {
  plan: 'digest-plan',
  send: 'digest-send',
} as const;

export interface DigestHours {
  from: number;
  to: number;
}

const TIME_ZONE = 'America/Sao_Paulo';

/**
 * Every 15 minutes within the digest hours (7:00 to 9:59 by default), São Paulo time: the digest
 * arrives before the working day, an API that was down at 7:00 still sends it when it is back,
 * and someone who turns it on at 8:30 gets today's. Past the hours a day's digest is not sent:
 * "vence hoje" read in the evening is news too late.
 */
export const digestCron = ({ from, to }: DigestHours) => `*/15 ${from}-${to} * * *`;

const hourFormat = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

export function withinDigestHours(hours: DigestHours, now: Date = new Date()): boolean {
  const hour = Number(hourFormat.format(now));
  return hour >= hours.from && hour <= hours.to;
}

/**
 * How long the log of each digest (sent, skipped and why) is kept: a quarter, enough to answer "did
 * I get it on the 3rd?", without a row per member, company and day piling up for ever.
 */
export const DIGEST_RETENTION_DAYS = 90;

/** Tries of one send: a mail server away for about an hour. */
export const DIGEST_RETRY_LIMIT = 5;
const SEND_BATCH = 20;

interface SendJob {
  companyId: string;
}

/**
 * Plans today's digests and queues each one still unsent as a job whose id is its row's id:
 * planned twice (two instances, a retry), it is one row and one job.
 */
export async function planDigests(
  queue: Pick<JobQueue, 'insert'>,
  digests: Pick<DigestRepository, 'plan' | 'queued' | 'prune'>,
  today: string = todayIso(),
): Promise<{ planned: number; queued: number; pruned: number }> {
  const pruned = await digests.prune(addDays(today, -DIGEST_RETENTION_DAYS));
  const planned = await digests.plan(today);
  const queued = await digests.queued(today);
  if (queued.length > 0) {
    await queue.insert(
      queued.map(({ companyId, id }) => ({
        name: DIGEST_QUEUES.send,
        id,
        data: { companyId } satisfies SendJob,
        retryLimit: DIGEST_RETRY_LIMIT,
        retryDelay: 60,
        retryBackoff: true,
        expireInSeconds: 300,
      })),
    );
  }
  return { planned, queued: queued.length, pruned };
}

/** Sends a batch one by one; a send that throws fails alone, and pg-boss retries it later. */
export async function sendDigestBatch(
  queue: Pick<JobQueue, 'fail'>,
  sender: DigestSender,
  jobs: Job<SendJob>[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const job of jobs) {
    try {
      await sender.send(job.data.companyId, job.id);
    } catch (error) {
      log.error({ err: error, sendId: job.id }, 'daily digest not sent');
      await queue.fail(DIGEST_QUEUES.send, job.id, { message: (error as Error).message });
    }
  }
}

/** Creates the queues, the schedule and this process's workers. */
export async function startDigestJobs(
  queue: JobQueue,
  {
    digests,
    sender,
    hours,
    log,
  }: {
    digests: DigestRepository;
    sender: DigestSender;
    hours: DigestHours;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  await queue.createQueue(DIGEST_QUEUES.plan);
  await queue.createQueue(DIGEST_QUEUES.send);
  await queue.schedule(DIGEST_QUEUES.plan, digestCron(hours), {}, { tz: TIME_ZONE });
  await queue.work(DIGEST_QUEUES.plan, async () => {
    if (!withinDigestHours(hours)) return;
    const result = await planDigests(queue, digests);
    if (result.queued > 0 || result.pruned > 0) log.info(result, 'daily digests planned');
  });
  await queue.work<SendJob>(
    DIGEST_QUEUES.send,
    { batchSize: SEND_BATCH, includeMetadata: true, pollingIntervalSeconds: 5 },
    async (jobs) => {
      await sendDigestBatch(queue, sender, jobs, log);
    },
  );
  // An instance that starts mid-morning (a deploy, a crash) plans the day now, not at the next tick.
  await queue.send(DIGEST_QUEUES.plan, {}, { singletonKey: 'started', singletonSeconds: 60 });
}
