// `npm run test:pg -w api`: the same suite on PostgreSQL. Each test file creates its own database
// on the server of TEST_DATABASE_URL and drops it when done.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
try {
  await probe.connect();
  await probe.end();
} catch (error) {
  const where = new URL(url);
  process.stderr.write(
    `Cannot reach PostgreSQL at ${where.hostname}:${where.port || 5432} (TEST_DATABASE_URL): ${error.message}\n`,
  );
  process.exit(1);
}

const child = spawn(
  process.execPath,
  [fileURLToPath(new URL('./test.mjs', import.meta.url)), ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
