import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from './client';
import { rowsOf } from './raw-sql';

/**
 * The one job queue (DESIGN.md, "Background work"): pg-boss, kept in the database the API
 * already has, PGlite or PostgreSQL alike. Its schema comes with the API's migrations
 * (drizzle/0031_job_queue.sql), so it starts without DDL of its own. On PostgreSQL several API
 * instances work the same queues: pg-boss hands each job to one of them (SKIP LOCKED), and a
 * scheduled job runs once per tick whichever instance sees it first.
 */
export type JobQueue = PgBoss;
export type { Job, JobWithMetadata } from 'pg-boss';

export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss's statement (text with `$1…`) as Drizzle SQL, so that it runs where the app's own do:
 * inside the request's transaction when a request enqueues (the job is written with the request's
 * writes, or not at all; and PGlite's one connection, held by that transaction, is not waited
 * for), on the database otherwise. Its runtime statements carry no dollar-quoted bodies.
 */
export function sqlOf(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // A Param, not `${value}`: Drizzle would spread an array into a list of parameters.
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

export function createJobQueue(
  { db, script }: { db: Database; script: DatabaseHandle['script'] },
  log: FastifyBaseLogger,
  options: { maintenance?: boolean } = {},
): JobQueue {
  const boss = new PgBoss({
    db: {
      // Without parameters pg-boss may send a locked script of several statements (its
      // maintenance), which a prepared statement cannot hold: those run as a script.
      executeSql: async (text, values) =>
        values && values.length > 0
          ? { rows: await rowsOf(db, sqlOf(text, values)) }
          : ((await script(text)) as { rows: unknown[] }),
    },
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
