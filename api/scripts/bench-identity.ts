// `npm run bench:identity -w api`: argon2id cost and sign-in latency on this machine. Prints
// figures, asserts nothing. The database is a fresh in-memory PGlite, or PostgreSQL when
// DATABASE_URL is set (the demo login is seeded there if missing).
//   BENCH_SIGN_INS=300 npm run bench:identity -w api
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createPgliteHandle } from '../src/db/client';
import { openPgliteClient } from '../src/db/pglite-client';
import { DEMO_USER } from '../src/db/demo-user';
import { createSessionsRepository } from '../src/domains/identity/repositories/sessions-repository';
import { hashPassword, verifyPassword } from '../src/adapters/password-hasher';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 200);
const HASHES = 40;
const CONCURRENCY = 8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function report(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  process.stdout.write(
    `${label.padEnd(44)} n=${String(samples.length).padEnd(4)} p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  mean ${ms(mean)}\n`,
  );
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function repeat(times: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) samples.push(await timed(run));
  return samples;
}

const stored = await hashPassword(DEMO_USER.password);
await repeat(3, () => hashPassword('aquecimento')); // JIT and allocator warm-up
report('argon2id hash (m=19456, t=2, p=1)', await repeat(HASHES, () => hashPassword('Senha-1')));
report('argon2id verify', await repeat(HASHES, () => verifyPassword(stored, DEMO_USER.password)));

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  SIGN_IN_RATE_LIMIT: '1000000',
});
const database =
  config.database.kind === 'pglite'
    ? await createPgliteHandle(await openPgliteClient())
    : undefined;
const app = await buildApp({ config, ...(database ? { database } : {}) });
const body = { email: DEMO_USER.email, password: DEMO_USER.password };

try {
  const signIn = async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload: body });
    if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}`);
  };
  await repeat(10, signIn);
  report(`sign-in, in process (inject, ${app.database.kind})`, await repeat(SIGN_INS, signIn));

  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const overHttp = async () => {
    const response = await fetch(`${address}/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    await response.arrayBuffer();
  };
  await repeat(10, overHttp);
  report(`sign-in, HTTP, one at a time (${app.database.kind})`, await repeat(SIGN_INS, overHttp));

  const samples: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < SIGN_INS / CONCURRENCY; i++) samples.push(await timed(overHttp));
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  report(`sign-in, HTTP, ${CONCURRENCY} at a time (${app.database.kind})`, samples);
  process.stdout.write(`${''.padEnd(44)} ${(samples.length / seconds).toFixed(0)} sign-ins/s\n`);

  // What revocable sessions add to every authenticated request: one primary-key lookup.
  const signedIn = await app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload: body });
  const check = await app.tokens.verify(signedIn.json<{ access_token: string }>().access_token);
  if (!check.ok) throw new Error('the bench token does not verify');
  const sessions = createSessionsRepository(app.db);
  const lookup = () => sessions.isOpen(check.payload.sid, check.payload.sub);
  await repeat(50, lookup);
  report(`session check per request (${app.database.kind})`, await repeat(SIGN_INS * 5, lookup));
} finally {
  await app.close();
}
