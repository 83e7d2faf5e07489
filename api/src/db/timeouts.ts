import { CommitOutcomeUnknownError } from './bounded-client';

/** Which bound on the database a request ran into (config.ts, DatabaseTimeouts). */
export type DatabaseTimeout = 'statement' | 'lock' | 'commit';

// statement_timeout (or a cancel), and lock_timeout.
const QUERY_CANCELED = '57014';
const LOCK_NOT_AVAILABLE = '55P03';

/** The bound `error`, or what it wraps (Drizzle wraps the driver's error), ran into. */
export function databaseTimeoutOf(error: unknown): DatabaseTimeout | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (current instanceof CommitOutcomeUnknownError) return 'commit';
    const code = (current as { code?: unknown }).code;
    if (code === QUERY_CANCELED) return 'statement';
    if (code === LOCK_NOT_AVAILABLE) return 'lock';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
