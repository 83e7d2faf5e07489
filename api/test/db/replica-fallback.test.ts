import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import { COMPANY_HEADER, readinessResponseSchema } from 'shared/contracts';
import { addMonths, defaultPeriod } from 'shared/format';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { DEMO_USER } from '../../src/db/demo-user';
import {
  FALLBACK_LOG_EVERY_MS,
  REPLICA_RETRY_MS,
  createReplicaFallback,
} from '../../src/db/replica-fallback';
import { loggerOptions } from '../../src/logger';
import { seedDemo } from '../../src/seed/seed-demo';
import { TEST_DATABASE_URL, bearer, createPostgresDatabase, signIn, testConfig } from '../helper';

// Issue 20, item 4: a replica that is gone costs no request. Reads it cannot serve for a lost
// connection run on the primary, one log line says so (not one per request), and /health/ready
// reports it.

const lostConnection = () =>
  Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('the fallback from the replica to the primary', () => {
  test('should serve from the primary, rest the replica, count, and log once per window', async () => {
    let clock = 0;
    const lines: number[] = [];
    const fallback = createReplicaFallback({
      log: (_error, since) => lines.push(since),
      now: () => clock,
    });
    let replicaCalls = 0;
    const replicaDown = () => {
      replicaCalls += 1;
      return Promise.reject(lostConnection());
    };
    const primary = () => Promise.resolve('primary');

    assert.equal(await fallback.run(replicaDown, primary), 'primary');
    assert.deepEqual(fallback.status(), { readsFrom: 'primary', fallbacks: 1 });
    // While the replica rests, reads go straight to the primary, without trying it.
    for (let i = 0; i < 50; i += 1) await fallback.run(replicaDown, primary);
    assert.equal(replicaCalls, 1);
    // It is tried again after the rest; failing again within the log window logs nothing more.
    clock += REPLICA_RETRY_MS;
    await fallback.run(replicaDown, primary);
    assert.equal(replicaCalls, 2);
    assert.deepEqual(lines, [1]);
    clock += FALLBACK_LOG_EVERY_MS;
    await fallback.run(replicaDown, primary);
    assert.deepEqual(lines, [1, 52], 'the second line counts what fell back since the first');
    assert.equal(fallback.status().fallbacks, 53);
    // Back: reads go to the replica again.
    clock += REPLICA_RETRY_MS;
    assert.equal(await fallback.run(() => Promise.resolve('replica'), primary), 'replica');
    assert.equal(fallback.status().readsFrom, 'replica');
  });

  test('should not hide an error that is not a lost connection', async () => {
    const fallback = createReplicaFallback({ log: () => undefined });
    const broken = Object.assign(new Error('column "x" does not exist'), { code: '42703' });
    await assert.rejects(
      fallback.run(
        () => Promise.reject(broken),
        () => Promise.resolve('primary'),
      ),
      broken,
    );
    assert.equal(fallback.status().fallbacks, 0);
  });
});

const skip = !TEST_DATABASE_URL && 'needs PostgreSQL (TEST_DATABASE_URL)';

describe('a replica where nothing listens', { skip }, () => {
  let app: App;
  let drop: () => Promise<void> = async () => undefined;
  let headers: Record<string, string>;
  const logLines: { msg?: string; fallbacks?: number; err?: { code?: string } }[] = [];

  before(async () => {
    const primary = await createPostgresDatabase();
    drop = primary.drop;
    const handle = await openDatabase({ kind: 'postgres', url: primary.url });
    await handle.migrate();
    await seedDemo(handle.db);
    await handle.close();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logLines.push(JSON.parse(line));
        done();
      },
    });
    // Port 1: nothing listens there, so every connection is refused.
    const config = testConfig({
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:1/fluxo',
    });
    app = await buildApp({
      config,
      loggerInstance: pino(loggerOptions({ logLevel: 'warn' }), stream),
    });
    const token = await signIn(app, DEMO_USER.email, DEMO_USER.password);
    const { company_id: companyId } = JSON.parse(
      Buffer.from(token.split('.')[1]!, 'base64url').toString(),
    ) as { company_id: string };
    headers = { ...bearer(token), [COMPANY_HEADER]: companyId };
  });

  after(async () => {
    await app?.close();
    await drop();
  });

  const month = defaultPeriod();
  const year = { start_date: addMonths(month.start_date, -11), end_date: month.end_date };

  test('should answer dashboards and the movement list from the primary, and say so in /health/ready', async () => {
    for (let i = 0; i < 5; i += 1) {
      const insights = await app.inject({
        method: 'POST',
        url: '/v1/companies/dashboards/insights',
        headers,
        payload: year,
      });
      assert.equal(insights.statusCode, 200, insights.body);
      assert.ok(insights.json<{ total_income: number }>().total_income > 0, 'the demo figures');
      const list = await app.inject({
        method: 'GET',
        url: `/v1/companies/movements?start_date=${year.start_date}&end_date=${year.end_date}`,
        headers,
      });
      assert.equal(list.statusCode, 200, list.body);
      assert.ok(list.json<{ items: unknown[] }>().items.length > 0);
    }

    const fellBack = logLines.filter((line) =>
      line.msg?.startsWith('read replica unreachable: reads'),
    );
    assert.equal(fellBack.length, 1, 'one line, not one per request');
    assert.equal(fellBack[0]?.err?.code, 'ECONNREFUSED');

    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    assert.equal(ready.statusCode, 200, ready.body);
    const body = readinessResponseSchema.parse(ready.json());
    assert.equal(body.status, 'ready');
    assert.equal(body.primary.status, 'writable');
    assert.equal(body.replica.status, 'down');
    assert.equal(body.replica.reads_from, 'primary');
    assert.ok(body.replica.fallbacks >= 10, `fallbacks: ${body.replica.fallbacks}`);
  });
});
