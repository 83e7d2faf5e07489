// The API instances of the stack (stack.mjs), as supervisor runs them (supervisor.mjs).
import path from 'node:path';
import { DATABASE_TIMEOUTS_MS } from './nginx-conf.mjs';

/** The API instances as production runs them, behind nginx: supervisor's programs. */
export function apiPrograms({
  repoRoot,
  runDir,
  ports,
  jwtSecret,
  databaseUrl,
  databaseReadUrl,
  publicUrl,
}) {
  return ports.api.map((port, index) => ({
    name: `api-${index + 1}`,
    command: process.execPath,
    args: [path.join(repoRoot, 'api', 'dist', 'server.js')],
    cwd: repoRoot,
    // The first migrates and seeds; the stack starts the others once it is ready.
    autostart: index === 0,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret,
      DATABASE_URL: databaseUrl,
      DATABASE_READ_URL: databaseReadUrl,
      // PostgreSQL only, whatever the calling shell has.
      DATA_DIR: '',
      DATABASE_STATEMENT_TIMEOUT_MS: DATABASE_TIMEOUTS_MS.statement,
      DATABASE_LOCK_TIMEOUT_MS: DATABASE_TIMEOUTS_MS.lock,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: DATABASE_TIMEOUTS_MS.idleInTransaction,
      DATABASE_COMMIT_TIMEOUT_MS: DATABASE_TIMEOUTS_MS.commit,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      TRUST_PROXY: 'true',
      WEB_ROOT: repoRoot,
      APP_PUBLIC_URL: publicUrl,
      // The drill signs in as the demo login; a real deployment leaves it off (the default there).
      SEED_DEMO: 'true',
      // One folder for both instances: an upload on one is a download on the other.
      FILES_DIR: path.join(runDir, 'files'),
      OUTBOX_DIR: path.join(runDir, 'outbox'),
    },
  }));
}
