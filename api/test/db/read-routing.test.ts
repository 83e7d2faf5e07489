import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { COMPANY_HEADER } from 'shared/contracts';
import { addMonths, defaultPeriod } from 'shared/format';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { DEMO_USER } from '../../src/db/demo-user';
import { READ_YOUR_WRITES_MS } from '../../src/plugins/read-replica';
import { seedDemo } from '../../src/seed/seed-demo';
import { TEST_DATABASE_URL, bearer, createPostgresDatabase, signIn, testConfig } from '../helper';

// Issue 12: with DATABASE_READ_URL, dashboards and the movement list read from the replica, except for a person who
// has just written, whose reads go to the primary. The "replica" here is a second, empty
// database: whichever answers is told apart by the figures (the demo's, or zero).

const skip = !TEST_DATABASE_URL && 'needs PostgreSQL (TEST_DATABASE_URL)';

describe('reads with a replica', { skip }, () => {
  let app: App;
  let drops: (() => Promise<void>)[] = [];
  let headers: Record<string, string>;

  before(async () => {
    const primary = await createPostgresDatabase();
    const replica = await createPostgresDatabase();
    drops = [primary.drop, replica.drop];
    for (const { url } of [primary, replica]) {
      const handle = await openDatabase({ kind: 'postgres', url });
      await handle.migrate();
      if (url === primary.url) await seedDemo(handle.db);
      await handle.close();
    }
    app = await buildApp({
      config: testConfig({ DATABASE_URL: primary.url, DATABASE_READ_URL: replica.url }),
    });
    const token = await signIn(app, DEMO_USER.email, DEMO_USER.password);
    const { company_id: companyId } = JSON.parse(
      Buffer.from(token.split('.')[1]!, 'base64url').toString(),
    ) as { company_id: string };
    headers = { ...bearer(token), [COMPANY_HEADER]: companyId };
  });

  after(async () => {
    await app?.close();
    for (const drop of drops) await drop();
  });

  const month = defaultPeriod();
  const year = { start_date: addMonths(month.start_date, -11), end_date: month.end_date };
  const income = async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      headers,
      payload: year,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ total_income: number }>().total_income;
  };

  const listed = async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/companies/movements?start_date=${year.start_date}&end_date=${year.end_date}`,
      headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ items: unknown[] }>().items.length;
  };

  test('should read dashboards and the list from the replica, then from the primary right after a write', async () => {
    assert.equal(await income(), 0, 'the replica (empty) answered');
    assert.equal(await listed(), 0, 'the list came from the replica too');

    const created = await app.inject({
      method: 'POST',
      url: '/v1/companies/cost-centers',
      headers,
      payload: { name: 'Centro recém-criado' },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.ok((await income()) > 0, 'the primary (the demo) answered');
    assert.ok((await listed()) > 0, 'and the list from the primary');

    // A failed write is no write: it does not extend the window, which then ends.
    await new Promise((resolve) => setTimeout(resolve, READ_YOUR_WRITES_MS + 200));
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/companies/cost-centers',
      headers,
      payload: { name: '' },
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(await income(), 0, 'back on the replica');
    // A dashboard POSTs its Filter but is no write: it does not send the next reads to the primary.
    assert.equal(await income(), 0, 'still on the replica after a dashboard');
  });
});
