import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './client';

/**
 * The one job queue (DESIGN.md, "Background work"): pg-boss, kept in the database the API
 * already has, PGlite or PostgreSQL alike. Its schema comes with the API's migrations
 * (drizzle/0031_job_queue.sql), so it starts without DDL of its own. On PostgreSQL several API
 * instances work the same queues: pg-boss hands each job to one of them (SKIP LOCKED), and a
 * scheduled job runs once per tick whichever instance sees it first.
 */
export type JobQueue = PgBoss;
export type { Job } from 'pg-boss';

export const JOB_QUEUE_SCHEMA = 'pgboss';

export function createJobQueue(
  database: Pick<DatabaseHandle, 'query'>,
  log: FastifyBaseLogger,
  options: { maintenance?: boolean } = {},
): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.query(text, values) },
    schema: JOB_QUEUE_SCHEMA,
    migrate: false,
    // Archiving, expiry and cron ticks: timers a test that only sends and fetches does not want.
    supervise: options.maintenance ?? true,
    schedule: options.maintenance ?? true,
  });
  // pg-boss reports what its timers meet (a lost connection during failover…) as events; unheard,
  // an 'error' event would end the process.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  return boss;
}
