import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

/**
 * Where a request's reads go when a replica exists (DATABASE_READ_URL). The store is entered for
 * every request; the API flips `primary` once it knows the user wrote a moment ago, so that the
 * dashboard a person opens right after saving shows what they saved even if the replica lags.
 */
interface ReadRoute {
  primary: boolean;
}

const storage = new AsyncLocalStorage<ReadRoute>();

/** Runs the rest of a request (Fastify's `done`) with its own route, replica by default. */
export function withReadRoute(next: () => void): void {
  storage.run({ primary: false }, next);
}

/** Sends the current request's reads to the primary. */
export function readFromPrimary(): void {
  const route = storage.getStore();
  if (route) route.primary = true;
}

/**
 * A Database that is the replica for requests that may read from it and the primary otherwise
 * (outside a request too: start-up, scripts). Drizzle builds every query from a method of the
 * instance, so choosing the instance at each property access routes the whole query.
 */
export function routedReader(primary: Database, replica: Database): Database {
  const current = () => (storage.getStore()?.primary === false ? replica : primary);
  return new Proxy(primary, {
    get(_target, property) {
      const target = current();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
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
