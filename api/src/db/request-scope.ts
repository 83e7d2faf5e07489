import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the database layer needs to know about the request it serves, without every repository
 * being handed it: where its reads go when a replica exists (DATABASE_READ_URL), and who is
 * writing (the audit trail's actor). Entered for every request; filled once the caller is known.
 */
interface RequestScope {
  /** The request may change data (see plugins/request-scope.ts): on PGlite, it goes first. */
  write: boolean;
  /** Reads go to the primary: the caller wrote a moment ago and the replica may lag. */
  primary: boolean;
  /** The user a writing request acts for; recorded by the audit triggers. */
  actor: string | undefined;
  /**
   * The transaction a write sent with an `Idempotency-Key` runs in (plugins/idempotency.ts):
   * every statement of the request goes through it, so the write and its stored answer commit
   * together. A service's own `db.transaction` becomes a savepoint inside it.
   */
  transaction?: object;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs the rest of a request (Fastify's `done`) in a scope of its own. */
export function withRequestScope(write: boolean, next: () => void): void {
  storage.run({ write, primary: false, actor: undefined }, next);
}

/**
 * Runs `work` as no request's: work a request only set off (a batch several requests share, a
 * drain) must not run in that request's transaction nor take its actor.
 */
export function outsideRequestScope<T>(work: () => T): T {
  return storage.exit(work);
}

/** Whether the statement being sent serves a request that may write (false outside requests). */
export function servesWrite(): boolean {
  return storage.getStore()?.write ?? false;
}

/** Sends the current request's reads to the primary. */
export function readFromPrimary(): void {
  const scope = storage.getStore();
  if (scope) scope.primary = true;
}

/**
 * Runs the rest of the current request's statements in `transaction` (undefined: back to the
 * database itself, once it has committed or rolled back).
 */
export function useRequestTransaction(transaction: object | undefined): void {
  const scope = storage.getStore();
  if (scope) scope.transaction = transaction;
}

/**
 * The database every repository holds: the request's transaction while one is open
 * (`useRequestTransaction`), the database itself otherwise. Drizzle builds every query from a
 * method of the instance, so choosing the instance at each property access routes the whole query.
 */
export function routedWriter<Database extends object>(database: Database): Database {
  return routeEachAccess(database, () => (storage.getStore()?.transaction as Database) ?? database);
}

function routeEachAccess<Database extends object>(
  fallback: Database,
  current: () => Database,
): Database {
  return new Proxy(fallback, {
    get(_target, property) {
      const target = current();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** Names the user the current request writes for. */
export function setActor(userId: string): void {
  const scope = storage.getStore();
  if (scope) scope.actor = userId;
}

/** The user the current request writes for, if any (none outside requests: seeds, start-up). */
export function currentActor(): string | undefined {
  return storage.getStore()?.actor;
}

/**
 * A Database that is the replica for requests that may read from it and the primary otherwise
 * (outside a request too: start-up, scripts). Drizzle builds every query from a method of the
 * instance, so choosing the instance at each property access routes the whole query.
 */
export function routedReader<Database extends object>(
  primary: Database,
  replica: Database,
): Database {
  // A request inside its transaction reads there too: it sees its own uncommitted writes.
  return routeEachAccess(primary, () => {
    const scope = storage.getStore();
    if (scope?.transaction) return scope.transaction as Database;
    return scope?.primary === false ? replica : primary;
  });
}

/**
 * Who wrote in the last `windowMs`, per user: in Redis when the API runs as several instances
 * (a write on one and the next read on another), in memory otherwise.
 */
export interface RecentWriters {
  mark(userId: string): Promise<void>;
  has(userId: string): Promise<boolean>;
}

export interface KeyValueStore {
  set(key: string, value: string, mode: 'PX', ms: number): Promise<unknown>;
  exists(key: string): Promise<number>;
}

export function createRecentWriters(windowMs: number, redis?: KeyValueStore): RecentWriters {
  if (redis) {
    const key = (userId: string) => `fluxo:wrote:${userId}`;
    return {
      async mark(userId) {
        await redis.set(key(userId), '1', 'PX', windowMs);
      },
      async has(userId) {
        return (await redis.exists(key(userId))) === 1;
      },
    };
  }
  const until = new Map<string, number>();
  return {
    async mark(userId) {
      until.set(userId, Date.now() + windowMs);
    },
    async has(userId) {
      const expires = until.get(userId);
      if (expires === undefined) return false;
      if (expires > Date.now()) return true;
      until.delete(userId);
      return false;
    },
  };
}
