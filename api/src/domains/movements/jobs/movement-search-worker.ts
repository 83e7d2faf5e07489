import type { FastifyBaseLogger } from 'fastify';
import type { MovementSearchRepository } from '../repositories/movement-search-repository';

/**
 * Movements per batch: one transaction of a few tens of ms on PGlite (measured in the bench),
 * whose one connection a request waits for meanwhile; a backlog of a million is a thousand
 * batches, each a fresh turn for the requests in between.
 */
export const SEARCH_BATCH = 1_000;
/** How often an idle worker looks at the queue: a filter covers what is queued anyway. */
export const SEARCH_INTERVAL_MS = 2_000;

export interface MovementSearchWorker {
  /** Lets a batch under way finish, then stops. */
  stop(): Promise<void>;
}

/**
 * Empties the queue batch after batch; answers the queue entries taken. Another worker holding
 * the lock is waited out (it is emptying the same queue).
 */
export async function drainMovementSearch(
  repository: MovementSearchRepository,
  batch = SEARCH_BATCH,
): Promise<number> {
  let taken = 0;
  for (;;) {
    const result = await repository.indexBatch(batch);
    if (result === null) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    taken += result.taken;
    if (result.taken === 0) break;
  }
  if (taken > 0) await repository.compact();
  return taken;
}

/**
 * Copies the queued movements' text into the search index every couple of seconds, until the
 * queue is empty each time. A database that fails (a failover, a restart) is a log line and a
 * try at the next tick, never a stopped worker or process.
 */
export function startMovementSearchWorker(
  repository: MovementSearchRepository,
  log: FastifyBaseLogger,
  { intervalMs = SEARCH_INTERVAL_MS, batch = SEARCH_BATCH } = {},
): MovementSearchWorker {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      let taken = 0;
      for (;;) {
        if (stopping) break;
        const result = await repository.indexBatch(batch);
        taken += result?.taken ?? 0;
        // Another instance's worker has the queue, or it is empty. A batch is one company's: a
        // short one does not mean the others have none queued.
        if (result === null || result.taken === 0) break;
      }
      if (taken > 0 && !stopping) await repository.compact();
    } catch (error) {
      log.warn({ err: error }, 'movement search index: batch failed, retrying at the next tick');
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      timer = undefined;
      running = tick().finally(() => {
        if (!stopping) schedule();
      });
    }, intervalMs);
    // The app's close stops it; a timer left over must not keep a process alive either.
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
