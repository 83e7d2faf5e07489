import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { createBenchDatabase } from './bench-database.mjs';
import { DEMO, getJson as json } from './demo-session.mjs';
import { REPO_ROOT } from './paths.mjs';
import { run } from './run.mjs';
import { startWebServer } from './web-server.mjs';

const API_DIR = path.join(REPO_ROOT, 'api');
const BENCH_COMPANY_NAME = 'Bench Comércio Ltda';

const claims = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** The demo login switched to the bench company: the headers every request of the load sends. */
async function benchSession(baseUrl) {
  const post = (url, body, headers = {}) =>
    json(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const { access_token: first } = await post('/v1/auth/sign-in', DEMO);
  const auth = { authorization: `Bearer ${first}` };
  let companyId;
  for (const { company_id: id } of claims(first).memberOf) {
    const company = await json(`${baseUrl}/v1/companies/${id}`, {
      headers: { ...auth, 'x-company-id': id },
    });
    if (company.name === BENCH_COMPANY_NAME) companyId = id;
  }
  if (!companyId) throw new Error(`the demo login is not a member of ${BENCH_COMPANY_NAME}`);
  const { access_token: token } = await post(
    '/v1/auth/switch-company',
    { company_id: companyId },
    auth,
  );
  const headers = {
    authorization: `Bearer ${token}`,
    'x-company-id': companyId,
    'content-type': 'application/json',
  };
  const categories = await json(`${baseUrl}/v1/companies/categories`, { headers });
  const parents = new Set(categories.map((category) => category.parent_id).filter(Boolean));
  const leaf = categories.find(
    (category) => category.type === 'despesa' && category.active && !parents.has(category.id),
  );
  if (!leaf) throw new Error('the bench company has no leaf despesa category');
  return { headers, categoryId: leaf.id };
}

/** São Paulo's day, as the API computes statuses and as a person paying today would send it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

function monthOf(day) {
  const [year, month] = day.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const start = `${day.slice(0, 7)}-01`;
  const yearAgo = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  return { start, end: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}`, yearAgo };
}

/**
 * Reads (what the dashboard and /movimentacoes ask on entry) and writes (a conta a pagar created,
 * then paid) as two autocannon runs at once, so each side's latency is its own: on PGlite, one
 * connection serves both, and the question is whether writes keep answering under dashboards.
 */
function runLoad({ baseUrl, headers, categoryId, seconds, readConnections, writeConnections }) {
  const day = today();
  const { start, end, yearAgo } = monthOf(day);
  const year = JSON.stringify({ start_date: yearAgo, end_date: end });
  const reads = autocannon({
    url: baseUrl,
    connections: readConnections,
    duration: seconds,
    headers,
    requests: [
      { method: 'POST', path: '/v1/companies/dashboards/insights', body: year },
      { method: 'GET', path: `/v1/companies/movements?start_date=${start}&end_date=${end}` },
      { method: 'GET', path: `/v1/companies/movements/totals?start_date=${start}&end_date=${end}` },
      { method: 'POST', path: '/v1/companies/dashboards/cash-flow', body: year },
    ],
  });
  let created = 0;
  const writes = autocannon({
    url: baseUrl,
    connections: writeConnections,
    duration: seconds,
    headers,
    requests: [
      {
        method: 'POST',
        path: '/v1/companies/movements',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            type: 'despesa',
            description: `Carga ${(created += 1)}`,
            amount_cents: 12_345,
            due_date: day,
            category_id: categoryId,
          }),
        }),
        onResponse: (status, body, context) => {
          context.movementId = status === 201 ? JSON.parse(body)[0]?.id : undefined;
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => ({
          ...request,
          path: `/v1/companies/movements/${context.movementId ?? 'missing'}/payments`,
          body: JSON.stringify({ paid_on: day, amount_cents: 12_345 }),
        }),
      },
    ],
  });
  return Promise.all([reads, writes]);
}

const row = (name, connections, result) => [
  name,
  connections,
  result.requests.total,
  Math.round(result.requests.average),
  result.latency.p50,
  result.latency.p99,
  result.latency.max,
  result.errors + result.timeouts,
  result.non2xx,
];

/**
 * Seeds `movements` into the bench company of a throwaway `database`, starts the built API as
 * production runs it, and loads it for `seconds`; answers the table rows.
 */
export async function measureLoad({ database, movements, seconds, connections }) {
  const db = await createBenchDatabase(database, 'load');
  try {
    const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
    await run(tsx, ['src/seed/seed-cli.ts', '--movements', String(movements)], {
      cwd: API_DIR,
      env: { ...process.env, LOG_LEVEL: 'warn', ...db.env },
    });
    const server = await startWebServer({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: 'false',
        ...db.env,
      },
    });
    try {
      const session = await benchSession(server.baseUrl);
      const writeConnections = Math.max(1, Math.round(connections / 5));
      const readConnections = connections - writeConnections;
      const [reads, writes] = await runLoad({
        baseUrl: server.baseUrl,
        ...session,
        seconds,
        readConnections,
        writeConnections,
      });
      return [
        row(`${database}: reads (insights, list, totals, cash-flow)`, readConnections, reads),
        row(`${database}: writes (create, then pay)`, writeConnections, writes),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

export const LOAD_HEADERS = [
  'flow',
  'conns',
  'requests',
  'req/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'errors',
  'non-2xx',
];
