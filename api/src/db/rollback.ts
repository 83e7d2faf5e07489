import type { Database } from './client';
import type { Transaction } from './raw-sql';

/**
 * Thrown inside `transactionOr` to roll the transaction back and answer `result` instead: a
 * refusal found half-way (a code already spent, a name taken meanwhile, a line paid since the
 * preview) is an outcome for the caller to word, not an error.
 */
export class Rollback<Result> extends Error {
  constructor(readonly result: Result) {
    super('transaction rolled back with an outcome');
  }
}

/**
 * `db.transaction(work)`, or the result of the `Rollback` that `work` threw. Only `tx` may be used
 * inside: PGlite is one connection, and a query on `db` there would wait for this one forever.
 */
export async function transactionOr<Result>(
  db: Database,
  work: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Rollback) return error.result as Result;
    throw error;
  }
}
