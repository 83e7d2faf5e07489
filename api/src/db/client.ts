import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client, Pool, PoolClient } from 'pg';
import { DEFAULT_DATABASE_TIMEOUTS } from '../config';
import type { DatabaseConfig, DatabaseTimeouts } from '../config';
import { migrationsFolder } from '../paths';
import { boundedClient } from './bounded-client';
import { cancelBackend } from './cancel-backend';
import type { BackendOf } from './cancel-backend';
import type { ReplicaFallback } from './replica-fallback';
import { acquireDataDirLock } from './data-dir-lock';
import { DatabaseUnavailableError } from './database-unavailable-error';
import { openPgliteClient, sizeFolderSharedBuffers } from './pglite-client';
import { createPriorityGate } from './priority-gate';
import { currentActor, routedWriter, servesWrite } from './request-scope';
import * as schema from './schema';

/** The one Drizzle type the rest of the API sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Database;
  /** Applies the SQL migrations in api/drizzle that this database has not seen yet. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * PostgreSQL: one statement, as Drizzle sends it, on this database's pool (a replica's reads
   * run again on the primary's through it).
   */
  poolQuery?: (...args: unknown[]) => Promise<unknown>;
  /** Raw SQL (aggregations the query builder cannot say); int8 columns need a cast in the SQL. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * SQL text without parameters, one statement or several (a library's own locked script:
   * `BEGIN; …; COMMIT;`), on a connection of its own, outside any request's transaction. Answers
   * as node-postgres does: one result, or an array of them for several statements.
   */
  script(text: string): Promise<unknown>;
  close(): Promise<void>;
}

// Any fixed 64-bit number works: every API instance must use the same one.
const MIGRATION_LOCK_KEY = '7263847102';

type RowsQuery = DatabaseHandle['rows'];

/**
 * Whether the newest migration in api/drizzle is already applied: the check Drizzle's migrator
 * makes, without the DDL it runs first (about 0.2 s of every start on PGlite).
 */
async function isMigrated(rows: RowsQuery): Promise<boolean> {
  const newest = readMigrationFiles({ migrationsFolder }).at(-1);
  if (!newest) return true;
  try {
    const [applied] = await rows<{ created_at: string }>(
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    return applied !== undefined && Number(applied.created_at) >= newest.folderMillis;
  } catch {
    // No migrations table yet: a fresh database.
    return false;
  }
}

// The audit triggers (migration 0019) read the writing user from this setting.
const SET_ACTOR = "select set_config('fluxo.actor', $1, false)";
const SET_ACTOR_LOCAL = "select set_config('fluxo.actor', $1, true)";

/**
 * PGlite is one connection shared by interleaved requests. Two things follow, both handled here
 * for every statement and transaction the app sends:
 * - a session setting would leak from one request's statements into another's, so under an actor
 *   each statement or transaction runs in a transaction of its own that sets the actor locally
 *   (PGlite runs nothing else meanwhile);
 * - its one queue serves in arrival order, so a write would wait behind every queued dashboard:
 *   the priority gate lets a write request's statements go first.
 */
function pgliteForRequests(client: PGlite): PGlite {
  const gate = createPriorityGate();
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (...args: Parameters<PGlite['query']>) => {
          const actor = currentActor();
          return gate.run(servesWrite(), () =>
            actor === undefined
              ? target.query(...args)
              : target.transaction(async (tx) => {
                  await tx.query(SET_ACTOR_LOCAL, [actor]);
                  return tx.query(...args);
                }),
          );
        };
      }
      if (property === 'transaction') {
        return <T>(
          callback: Parameters<PGlite['transaction']>[0] & ((tx: never) => Promise<T>),
        ) => {
          const actor = currentActor();
          return gate.run(servesWrite(), () =>
            target.transaction(async (tx) => {
              if (actor !== undefined) await tx.query(SET_ACTOR_LOCAL, [actor]);
              return callback(tx as never);
            }),
          );
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * Wraps an open PGlite (a data folder, memory, or a `loadDataDir` dump in tests). `beforeClose`
 * runs while it is still open, `onClose` once it is closed.
 */
export async function createPgliteHandle(
  client: PGlite,
  {
    beforeClose,
    onClose,
  }: { beforeClose?: () => Promise<void>; onClose?: () => Promise<void> } = {},
): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  // Through the request's transaction when it has one (plugins/idempotency.ts).
  const direct = drizzle({ client: pgliteForRequests(client), schema });
  const db = routedWriter(direct);
  const rows: RowsQuery = async <T extends Record<string, unknown>>(query: SQL) =>
    // Drizzle types rows as Assume<T, row>, which is T for any object row type.
    (await db.execute<T>(query)).rows as T[];
  return {
    kind: 'pglite',
    db,
    rows,
    async script(text) {
      const results = await client.exec(text);
      return results.length === 1 ? results[0] : results;
    },
    async migrate() {
      if (await isMigrated(rows)) return;
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(direct, { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      // A PGlite left open keeps the process alive and may lose its last writes.
      if (!client.closed) {
        // Only a tuning for the next start: its failure must not keep the folder from closing.
        await beforeClose?.().catch(() => undefined);
        await client.close();
      }
      await onClose?.();
    },
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // Two processes on one data folder would corrupt it: PGlite has no lock of its own.
  const releaseLock = await acquireDataDirLock(dataDir);
  try {
    const client = await openPgliteClient(dataDir);
    return await createPgliteHandle(client, {
      beforeClose: () => sizeFolderSharedBuffers(client),
      onClose: releaseLock,
    });
  } catch (error) {
    await releaseLock();
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in ${dataDir} (DATA_DIR): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** host:port/database and user, never the password. */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${user}${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname || '/'}`;
  } catch {
    return '(unparsable URL)';
  }
}

interface PostgresOptions {
  /**
   * A connection lost, idle or in use: it would end the process if nobody listened. The pool
   * replaces it; this only logs.
   */
  onPoolError?: (error: Error) => void;
  /** Bounds on each connection; DEFAULT_DATABASE_TIMEOUTS when left out. */
  timeouts?: DatabaseTimeouts;
  /** A replica: a read it cannot serve runs on `primary` instead (db/replica-fallback.ts). */
  readFallback?: { fallback: ReplicaFallback; primary: DatabaseHandle };
  /**
   * Called, instead of failing, when the database does not answer at start: a replica that is
   * down must not keep the API from serving from the primary.
   */
  onUnavailableAtStart?: (error: Error) => void;
}

/**
 * On PostgreSQL each connection carries the actor as a session setting, brought in line with the
 * request using it at checkout (a round trip only when it changes): a transaction and the plain
 * statements of a request all see their own user, whatever request used the connection before.
 */
function withActorOnPool(
  pool: Pool,
  onClientError: (error: Error) => void,
  timeouts: DatabaseTimeouts,
  readFallback: PostgresOptions['readFallback'],
): Pool {
  const actorOf = new WeakMap<PoolClient, string>();
  const bounded = new WeakMap<PoolClient, PoolClient>();
  const checkout = async (): Promise<PoolClient> => {
    const raw = await pool.connect();
    let client = bounded.get(raw);
    if (client === undefined) {
      // A client emits 'error' when its connection drops while checked out (the pool listens
      // only to idle ones); unheard, that event ends the process (issue 20: both instances died
      // at a failover). The query in flight fails on its own, and pg drops the broken client on
      // release.
      raw.on('error', onClientError);
      client = boundedClient(raw, {
        statementMs: timeouts.statementMs,
        commitMs: timeouts.commitMs,
        servesWrite,
        // A PoolClient is a Client at run time; its type leaves end() out.
        end: () => (raw as PoolClient & Pick<Client, 'end'>).end(),
        cancel: () => cancelBackend(raw as unknown as BackendOf),
      });
      bounded.set(raw, client);
    }
    const wanted = currentActor() ?? '';
    if ((actorOf.get(raw) ?? '') === wanted) return client;
    try {
      await client.query(SET_ACTOR, [wanted]);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    actorOf.set(raw, wanted);
    return client;
  };
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'connect') return checkout;
      if (property === 'query') {
        // As pg's own Pool.query: a client whose query failed is not reused.
        const run = async (args: unknown[]) => {
          const client = await checkout();
          try {
            const result: unknown = await (client.query as (...a: unknown[]) => unknown)(...args);
            client.release();
            return result;
          } catch (error) {
            client.release(error as Error);
            throw error;
          }
        };
        const onPrimary = readFallback?.primary.poolQuery;
        if (!readFallback || !onPrimary) return (...args: unknown[]) => run(args);
        return (...args: unknown[]) =>
          readFallback.fallback.run(
            () => run(args),
            () => onPrimary(...args),
          );
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * pg-pool hangs the whole client on an idle connection's error (`error.client`: its socket, its
 * parameters, its queues), and pino's err serializer logs every enumerable property: hidden, the
 * log line keeps the error's type, message, stack and SQLSTATE.
 */
function withoutClient(error: Error): Error {
  if (Object.prototype.propertyIsEnumerable.call(error, 'client')) {
    Object.defineProperty(error, 'client', { enumerable: false });
  }
  return error;
}

async function openPostgres(url: string, options: PostgresOptions): Promise<DatabaseHandle> {
  const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool: Pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast at start instead of hanging on an address that never answers.
    connectionTimeoutMillis: 5_000,
    // Long enough that a person's next click after a pause finds a warm connection (config.ts).
    idleTimeoutMillis: timeouts.idleConnectionMs,
    // TCP keepalive for those long-idle connections (config.ts, keepAliveMs).
    keepAlive: timeouts.keepAliveMs > 0,
    keepAliveInitialDelayMillis: timeouts.keepAliveMs,
    // Startup parameters, so they hold on every connection from its first statement (through
    // deploy/'s TCP proxy too); pg leaves a 0 out, which is PostgreSQL's "no limit" anyway.
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  pool.on('error', (error) => options.onPoolError?.(withoutClient(error)));
  try {
    await pool.query('select 1');
  } catch (error) {
    if (options.onUnavailableAtStart) {
      options.onUnavailableAtStart(error as Error);
    } else {
      await pool.end().catch(() => undefined);
      throw new DatabaseUnavailableError(
        `Cannot connect to PostgreSQL at ${describePostgresUrl(url)} (DATABASE_URL): ${(error as Error).message || String(error)}`,
        { cause: error },
      );
    }
  }
  // Through the request's transaction when it has one (plugins/idempotency.ts).
  const onClientError = (error: Error) => options.onPoolError?.(withoutClient(error));
  const proxied = withActorOnPool(pool, onClientError, timeouts, options.readFallback);
  const db = routedWriter(drizzle({ client: proxied, schema }));
  const rows: RowsQuery = async <T extends Record<string, unknown>>(query: SQL) =>
    (await db.execute<T>(query)).rows as T[];
  return {
    kind: 'postgres',
    db,
    rows,
    script: (text) => pool.query(text),
    poolQuery: (...args) => (proxied.query as (...a: unknown[]) => Promise<unknown>)(...args),
    async migrate() {
      if (await isMigrated(rows)) return;
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // Drizzle's migrator takes no lock: instances starting together on a fresh database would
      // run the same migration twice. The advisory lock lives on this one client's session.
      // Waiting for another instance's migration, or an index built on a big table, may take
      // longer than a request's bounds: none on this session until it goes back to the pool.
      const client = await pool.connect();
      try {
        await client.query('set statement_timeout = 0; set lock_timeout = 0');
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.query('reset statement_timeout; reset lock_timeout').catch(() => {});
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      // Idempotent: pg throws when a pool is ended twice.
      if (!pool.ended) await pool.end();
    },
  };
}

export async function openDatabase(
  config: DatabaseConfig,
  options: PostgresOptions = {},
): Promise<DatabaseHandle> {
  return config.kind === 'postgres'
    ? openPostgres(config.url, options)
    : openPglite(config.dataDir);
}
