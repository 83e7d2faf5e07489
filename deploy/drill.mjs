// `npm run deploy:drill`: starts the production shape (stack.mjs) and, under a bounded load of
// mixed reads and writes through nginx, breaks it three ways: kills an API instance, terminates
// every database connection, and crashes the primary to promote the standby. Prints requests,
// errors, the longest outage, and the acknowledged writes lost (0 is the only acceptable figure).
import autocannon from 'autocannon';
import {
  PORTS,
  PUBLIC_URL,
  RUN_DIR,
  crashPrimary,
  promoteStandby,
  psql,
  startStack,
  waitForApi,
} from './stack.mjs';
import { demoSession, today } from './session.mjs';

const DURATION_S = Number(process.env.DRILL_SECONDS ?? 40);
const CONNECTIONS = 8;
/** Bounded: the point is what survives, not how much the machine can take. */
const REQUESTS_PER_SECOND = 150;

const say = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const stack = await startStack();
const started = Date.now();
const events = [];
const mark = (what) => {
  events.push({ at: Date.now() - started, what });
  say(`  t=${((Date.now() - started) / 1000).toFixed(1)} s  ${what}`);
};
try {
  const { headers, categoryId } = await demoSession();
  const day = today();
  const acknowledged = [];
  const outcomes = [];
  let written = 0;
  say(
    `Drill: ${DURATION_S} s, ${CONNECTIONS} connections, ≤ ${REQUESTS_PER_SECOND} req/s through nginx`,
  );
  const load = autocannon({
    url: PUBLIC_URL,
    connections: CONNECTIONS,
    duration: DURATION_S,
    overallRate: REQUESTS_PER_SECOND,
    timeout: 10,
    headers,
    requests: [
      {
        method: 'POST',
        path: '/v1/companies/dashboards/insights',
        body: JSON.stringify({ start_date: `${day.slice(0, 7)}-01`, end_date: day }),
      },
      {
        method: 'POST',
        path: '/v1/companies/movements',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            type: 'despesa',
            description: `Drill ${(written += 1)}`,
            amount_cents: 10_000,
            due_date: day,
            category_id: categoryId,
          }),
        }),
        // Acknowledged = the API answered 201 with the row: it must exist at the end.
        onResponse: (status, body) => {
          if (status === 201) acknowledged.push(JSON.parse(body)[0].id);
        },
      },
      { method: 'GET', path: `/v1/companies/movements?start_date=${day}&end_date=${day}` },
    ],
  });
  load.on('response', (_client, status) => outcomes.push({ at: Date.now(), ok: status < 400 }));
  load.on('reqError', () => outcomes.push({ at: Date.now(), ok: false }));

  const faults = (async () => {
    await sleep(6_000);
    const pid = stack.supervisor.pidOf('api-1');
    mark(`kill -9 API instance 1 (pid ${pid})`);
    process.kill(pid, 'SIGKILL');
    // supervisor restarts it by itself; the time until it is ready again is the figure.
    const killedAt = Date.now();
    await waitForApi(0);
    mark(
      `API instance 1 back, restarted by supervisor (pid ${stack.supervisor.pidOf('api-1')}), ready after ${Date.now() - killedAt} ms`,
    );
    await sleep(Math.max(0, 9_000 - (Date.now() - killedAt)));
    const terminated = psql(
      PORTS.primary,
      "select count(*) from (select pg_terminate_backend(pid) from pg_stat_activity where datname = 'fluxo' and pid <> pg_backend_pid()) as t",
    );
    mark(`terminated every database connection on the primary (${terminated})`);
    await sleep(6_000);
    mark('crash the primary (pg_ctl stop -m immediate)');
    crashPrimary(stack.primaryDir);
    promoteStandby(stack.standbyDir);
    mark('standby promoted: nginx sends new connections to it');
  })();
  const [result] = await Promise.all([load, faults]);

  // Every acknowledged write must be on the promoted standby, now the only database.
  let lost = 0;
  for (let i = 0; i < acknowledged.length; i += 500) {
    const ids = acknowledged.slice(i, i + 500);
    const found = Number(
      psql(
        PORTS.standby,
        `select count(*) from movements where id in (${ids.map((id) => `'${id}'`).join(',')})`,
      ),
    );
    lost += ids.length - found;
  }
  let longestOutage = 0;
  let lastSuccess = outcomes.find((o) => o.ok)?.at ?? started;
  for (const outcome of outcomes) {
    if (!outcome.ok) continue;
    longestOutage = Math.max(longestOutage, outcome.at - lastSuccess);
    lastSuccess = outcome.at;
  }
  const failed = outcomes.filter((o) => !o.ok).length;
  say();
  say(
    `requests:               ${result.requests.total} (${Math.round(result.requests.average)}/s)`,
  );
  say(`answered 2xx:           ${result['2xx']}`);
  say(
    `errors:                 ${failed} (non-2xx ${result.non2xx}, socket errors ${result.errors}, timeouts ${result.timeouts})`,
  );
  say(`latency p50 / p99:      ${result.latency.p50} / ${result.latency.p99} ms`);
  say(`longest outage:         ${longestOutage} ms (longest time without a successful answer)`);
  say(`acknowledged writes:    ${acknowledged.length}`);
  say(`acknowledged writes lost: ${lost}${lost === 0 ? '' : '  ← MUST BE 0'}`);
  process.exitCode = lost === 0 ? 0 : 1;
} catch (error) {
  process.stderr.write(`${error.stack ?? error}\n(logs in ${RUN_DIR})\n`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
