import type { Database } from '../../db/client';
import { insertMovements, insertPayments } from './bulk-insert';
import type { Entry, PlannedMovement, PlannedPayment } from './settlement';

export interface Batch {
  movements: PlannedMovement[];
  payments: PlannedPayment[];
}

/** Regroups the planner's entries into batches of at least `size` movements (groups stay whole). */
export function* batchesOf(units: Iterable<Entry[]>, size: number): Generator<Batch> {
  let batch: Batch = { movements: [], payments: [] };
  for (const entries of units) {
    for (const entry of entries) {
      batch.movements.push(...entry.movements);
      batch.payments.push(...entry.payments);
      if (batch.movements.length >= size) {
        yield batch;
        batch = { movements: [], payments: [] };
      }
    }
  }
  if (batch.movements.length > 0) yield batch;
}

async function writeBatch(tx: Database, companyId: string, batch: Batch): Promise<void> {
  await insertMovements(tx, companyId, batch.movements);
  await insertPayments(tx, companyId, batch.payments);
}

/**
 * Writes the batches. One writer puts them all in one transaction: all or nothing, and the only
 * choice on PGlite. Several writers (PostgreSQL) each pull the next batch when their last one is
 * written, and commit every batch on its own: holding all of them open to commit together would
 * deadlock on movement_day_totals, whose summary rows every batch updates (the second writer
 * waits for the first one's commit). A failure then leaves the batches already committed.
 */
export async function writeBatches(
  db: Database,
  companyId: string,
  batches: Iterator<Batch>,
  writers: number,
  onBatch?: (progress: { movements: number; payments: number }) => void,
): Promise<{ movements: number; payments: number }> {
  const written = { movements: 0, payments: 0 };
  let failure: unknown = null;
  const count = (batch: Batch) => {
    written.movements += batch.movements.length;
    written.payments += batch.payments.length;
    onBatch?.({ ...written });
  };
  if (writers === 1) {
    await db.transaction(async (tx) => {
      for (let next = batches.next(); !next.done; next = batches.next()) {
        await writeBatch(tx, companyId, next.value);
        count(next.value);
      }
    });
    return written;
  }
  const writer = async () => {
    try {
      // The planner runs here, between writes: while this writer plans, the others write.
      for (let next = batches.next(); !next.done && failure === null; next = batches.next()) {
        const batch = next.value;
        await db.transaction((tx) => writeBatch(tx, companyId, batch));
        count(batch);
      }
    } catch (error) {
      failure ??= error;
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  if (failure !== null) throw failure;
  return written;
}
