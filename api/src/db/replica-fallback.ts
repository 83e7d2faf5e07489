import { isConnectionLost } from './connection-lost';

// Issue 20, item 4: a replica that goes away (restarted, rebuilt, promoted elsewhere) must not
// turn dashboards and lists into errors while the primary answers. A read it fails for a lost
// connection runs again on the primary; for a while after, reads go straight there, so a
// replica that does not answer at all (a connect timeout of seconds) costs one request that
// wait, not every one.

/** How long reads stay on the primary after the replica failed, before it is tried again. */
export const REPLICA_RETRY_MS = 5_000;
/** At most one log line per this long, however many reads fall back meanwhile. */
export const FALLBACK_LOG_EVERY_MS = 10_000;

export interface ReplicaFallbackStatus {
  /** Where reads go now. */
  readsFrom: 'replica' | 'primary';
  /** Reads the primary served because the replica could not, since the process started. */
  fallbacks: number;
}

export interface ReplicaFallback {
  /** Runs `onReplica`; on a lost connection (or while the replica rests), `onPrimary` instead. */
  run<T>(onReplica: () => Promise<T>, onPrimary: () => Promise<T>): Promise<T>;
  status(): ReplicaFallbackStatus;
}

export interface ReplicaFallbackOptions {
  /** Called at most once per FALLBACK_LOG_EVERY_MS, with the reads fallen back since the last. */
  log: (error: unknown, fallbacksSinceLastLine: number) => void;
  now?: () => number;
}

export function createReplicaFallback({
  log,
  now = Date.now,
}: ReplicaFallbackOptions): ReplicaFallback {
  let restsUntil = 0;
  let fallbacks = 0;
  let loggedAt = Number.NEGATIVE_INFINITY;
  let loggedFallbacks = 0;
  const fallBack = <T>(onPrimary: () => Promise<T>, error: unknown): Promise<T> => {
    fallbacks += 1;
    if (error !== undefined && now() - loggedAt >= FALLBACK_LOG_EVERY_MS) {
      loggedAt = now();
      log(error, fallbacks - loggedFallbacks);
      loggedFallbacks = fallbacks;
    }
    return onPrimary();
  };
  return {
    async run(onReplica, onPrimary) {
      if (now() < restsUntil) return fallBack(onPrimary, undefined);
      try {
        return await onReplica();
      } catch (error) {
        if (!isConnectionLost(error)) throw error;
        restsUntil = now() + REPLICA_RETRY_MS;
        return fallBack(onPrimary, error);
      }
    },
    status() {
      return { readsFrom: now() < restsUntil ? 'primary' : 'replica', fallbacks };
    },
  };
}
