// When the database is gone for a moment (a restart, a failover, connections terminated), a
// query fails with one of these. The request then gets a 503 that says to try again, never a 500,
// and the pool opens new connections by itself once the database accepts them (issue 20, item 1).

/** SQLSTATEs of a lost or refused connection: class 08, and the server shutting down or starting. */
const CONNECTION_STATES = /^(08|57P0[1-3])/;
/** A standby that was the primary a moment ago refuses writes until it is promoted. */
const READ_ONLY_TRANSACTION = '25006';
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// node-postgres says these in words only.
const PG_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function looksLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_STATES.test(code) || code === READ_ONLY_TRANSACTION) return true;
    if (NETWORK_CODES.has(code)) return true;
  }
  return typeof message === 'string' && PG_MESSAGES.some((words) => message.includes(words));
}

/** Whether `error`, or what it wraps (Drizzle wraps the driver's error), is a lost database. */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (looksLost(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
