import { createServer } from 'node:net';

/**
 * A TCP port free on 127.0.0.1 now: for an API that must know its own URL (API_PUBLIC_URL, which
 * a PSP's webhook or a spawned server is given) before it listens. Another process could take it
 * in between; on a test machine that is rare enough.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
