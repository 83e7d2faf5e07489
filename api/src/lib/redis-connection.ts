/** At most one line per this long while Redis stays unreachable. */
export const REDIS_ERROR_LOG_EVERY_MS = 10_000;

interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

interface WarnLogger {
  warn(object: object, message: string): void;
}

/**
 * ioredis prints an 'error' event nobody hears to stderr, as plain text, at every reconnect
 * attempt: heard here, it becomes one JSON log line per REDIS_ERROR_LOG_EVERY_MS at most. The
 * callers already cope with Redis being away (rate limits are skipped, reads go to the primary).
 */
export function logRedisErrors(
  redis: ErrorEmitter,
  log: WarnLogger,
  what: string,
  now: () => number = Date.now,
): void {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let missed = 0;
  redis.on('error', (error) => {
    if (now() - loggedAt < REDIS_ERROR_LOG_EVERY_MS) {
      missed += 1;
      return;
    }
    loggedAt = now();
    log.warn({ err: error, errors_since_last_line: missed + 1 }, `Redis unreachable (${what})`);
    missed = 0;
  });
}

interface Closable {
  readonly status: string;
  quit(): Promise<unknown>;
  disconnect(): void;
}

/**
 * QUIT when connected; otherwise just drop the connection. A QUIT to a Redis that is away fails
 * at once on a client without an offline queue, and that failure in an onClose hook cut the rest
 * of the shutdown: the database pools stayed open until the 10 s bound killed the process (seen at
 * a deploy's Ctrl+C, where Redis stops with the instances).
 */
export async function closeRedis(redis: Closable | undefined): Promise<void> {
  if (!redis) return;
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
