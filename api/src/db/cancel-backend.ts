import { connect } from 'node:net';

// Issue 20 (the drill's "stop the standby"): a COMMIT cut at its bound while it waits for the
// synchronous standby leaves its server process waiting, and closing our socket does not wake
// it: it holds its connection slot until the standby is back. At ~10 writes a second the
// primary's max_connections ran out in seconds, and every request (the session check, the
// reads) failed to connect. PostgreSQL's CancelRequest wakes it (the commit stays done locally,
// with a WARNING), and costs no slot: the postmaster reads it from a connection of its own.

/** What pg's Client knows of its backend and server. */
export interface BackendOf {
  processID: number | null;
  secretKey: number | null;
  host: string;
  port: number;
}

/** Protocol 3.0: length 16, the cancel code 80877102, the backend's process id and secret key. */
const CANCEL_REQUEST_CODE = 80_877_102;

/** Sends the CancelRequest for `backend`'s current query; never throws (best effort). */
export function cancelBackend(backend: BackendOf, timeoutMs = 2_000): Promise<void> {
  const { processID, secretKey, host, port } = backend;
  if (processID === null || secretKey === null) return Promise.resolve();
  return new Promise((resolve) => {
    const socket = host.startsWith('/')
      ? connect(`${host}/.s.PGSQL.${port}`)
      : connect({ host, port });
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.once('connect', () => {
      const message = Buffer.alloc(16);
      message.writeInt32BE(16, 0);
      message.writeInt32BE(CANCEL_REQUEST_CODE, 4);
      message.writeInt32BE(processID, 8);
      message.writeInt32BE(secretKey, 12);
      socket.end(message);
    });
    socket.once('close', () => resolve());
    socket.once('error', () => resolve());
  });
}
