// Issue 20, item 3. PostgreSQL bounds a statement (statement_timeout) and a lock wait
// (lock_timeout) by itself, but not a COMMIT waiting for the synchronous standby: its statement
// timer is off by then, so with the standby gone a commit waits for ever. And a wait that does end
// early (cancelled: WARNING "canceling wait for synchronous replication") has already committed
// locally; the standby may never have seen it. Either way the client cannot tell whether the write
// will survive a failover, so it is neither a success nor a failure: the outcome is unknown.

/** A commit, or a write outside a transaction (its own commit), whose outcome is unknown. */
export class CommitOutcomeUnknownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommitOutcomeUnknownError';
  }
}

/** What this module needs of a node-postgres client. */
export interface QueryableClient {
  query(...args: never[]): unknown;
  on(event: 'notice', listener: (notice: { message?: string }) => void): unknown;
}

export interface QueryBounds {
  /** PostgreSQL's own statement_timeout on this connection (0: none). */
  statementMs: number;
  /** How long a COMMIT may wait (for the synchronous standby, above all). */
  commitMs: number;
  /** Whether the statement serves a request that may write (db/request-scope.ts). */
  servesWrite: () => boolean;
  /** Closes the connection; the pool drops a closed client when it is released. */
  end: () => Promise<void>;
  /**
   * Wakes the server process from the statement it still runs (db/cancel-backend.ts): closing
   * the socket alone leaves a commit waiting for the standby, and its connection slot taken.
   */
  cancel?: () => Promise<void>;
}

const EXPIRED = Symbol('expired');

function isCommit(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*(commit|end)\b/i.test(text);
}

/**
 * `client` with a bounded `query`. A COMMIT gets `commitMs`; any other statement gets
 * statement_timeout plus `commitMs` (a write outside a transaction commits too) as a last guard
 * for when the server's own timer cannot fire. Past its bound, or when the server reports that it
 * cancelled a synchronous-replication wait, the connection is closed (it is discarded on
 * release: nothing else may run on it) and the statement fails with CommitOutcomeUnknownError
 * (a read: a lost-connection error, safe to repeat).
 */
export function boundedClient<Client extends QueryableClient>(
  client: Client,
  bounds: QueryBounds,
): Client {
  let discarded = false;
  let syncWaitCancelled = false;
  client.on('notice', (notice) => {
    if (notice.message?.includes('wait for synchronous replication')) syncWaitCancelled = true;
  });
  const discard = () => {
    discarded = true;
    // Closing the socket frees this side, and at once: the pool must find the client closed when
    // it comes back, or it would lend it again. The cancel, on a connection of its own, frees the
    // server's (a commit waiting for the standby stays committed locally, a slow statement stops).
    bounds.end().catch(() => undefined);
    void bounds.cancel?.();
  };
  const query = async (...args: unknown[]): Promise<unknown> => {
    // Drizzle rolls back after a failed COMMIT: that too must say the outcome is unknown.
    if (discarded) throw new CommitOutcomeUnknownError('connection discarded after a commit');
    const commit = isCommit(args[0]);
    const limitMs = commit
      ? bounds.commitMs
      : bounds.statementMs > 0 && bounds.commitMs > 0
        ? bounds.statementMs + bounds.commitMs
        : 0;
    syncWaitCancelled = false;
    const running = Promise.resolve((client.query as (...a: unknown[]) => unknown)(...args));
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<typeof EXPIRED>((resolve) => {
      if (limitMs > 0) timer = setTimeout(() => resolve(EXPIRED), limitMs);
    });
    try {
      const result = await Promise.race([running, expired]);
      if (result === EXPIRED) {
        // The statement's own failure, once the socket closes, is no longer anyone's concern.
        running.catch(() => undefined);
        discard();
        if (commit || bounds.servesWrite()) {
          throw new CommitOutcomeUnknownError(
            `no answer to ${commit ? 'COMMIT' : 'a statement'} within ${limitMs} ms`,
          );
        }
        throw Object.assign(new Error(`no answer within ${limitMs} ms: connection discarded`), {
          code: 'ETIMEDOUT',
        });
      }
      if (syncWaitCancelled) {
        discard();
        throw new CommitOutcomeUnknownError('synchronous replication wait cancelled');
      }
      return result;
    } finally {
      clearTimeout(timer);
    }
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
