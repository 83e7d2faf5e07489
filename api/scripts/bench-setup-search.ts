// `npx tsx api/scripts/bench-setup-search.ts --database pglite|postgres --rows 10000`: fills the
// benchmark company with N contacts (fornecedores) and N cost centres on a throwaway database
// (bench-support.ts, as the other API benchmarks), then
// measures through the whole API (`inject`: authentication, session lookup, role, validation, SQL,
// serialization; no TCP) the server-side search and pages of the setup tables, and what the
// authentication + role check costs per request. Prints figures; asserts nothing about time.
import { availableParallelism as os, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { COMPANY_HEADER, cpfWithCheckDigits } from 'shared/contracts';
import { contacts, costCenters, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/adapters/password-hasher';
import { databaseKind, databaseLabel, ms, openBenchApp, percentile } from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '40' },
  },
});
const kind = databaseKind(values.database);
const rowCount = Number(values.rows);
const runs = Number(values.runs);
const out = (line: string) => process.stdout.write(`${line}\n`);

// Names as a Brazilian company's contacts read: first name, surname, a kind of business.
const FIRST = [
  'José',
  'Maria',
  'João',
  'Ana',
  'Antônio',
  'Francisca',
  'Carlos',
  'Márcia',
  'Luís',
  'Débora',
  'Raimundo',
  'Cláudia',
  'Sérgio',
  'Fátima',
  'Paulo',
  'Júlia',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Ferreira',
  'Alves',
  'Gonçalves',
  'Araújo',
  'Ribeiro',
  'Conceição',
  'Magalhães',
  'Brandão',
  'Assunção',
  'Nóbrega',
];
const TRADE = [
  'Comércio',
  'Distribuidora',
  'Serviços',
  'Transportes',
  'Padaria',
  'Açougue',
  'Papelaria',
  'Construções',
  'Elétrica',
  'Informática',
];
const nameOf = (i: number) =>
  `${TRADE[i % TRADE.length]} ${FIRST[Math.floor(i / 10) % FIRST.length]} ${LAST[Math.floor(i / 160) % LAST.length]} ${i}`;

// The benchmark company with no movements: only its setup tables are filled below.
const bench = await openBenchApp(kind, 0);
const { app } = bench;
try {
  const company = { id: bench.companyId };
  for (let start = 0; start < rowCount; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, rowCount - start) }, (_, at) => start + at);
    await app.db.insert(contacts).values(
      batch.map((i) => ({
        companyId: company.id,
        name: nameOf(i),
        document: cpfWithCheckDigits(String(100_000_000 + i)),
        isClient: i % 3 === 0,
      })),
    );
    await app.db
      .insert(costCenters)
      .values(batch.map((i) => ({ companyId: company.id, name: `Centro ${nameOf(i)}` })));
  }
  const viewerEmail = 'visualizador@bench.fluxo.dev';
  const password = 'Bench-Senha-123';
  const [viewer] = await app.db
    .insert(users)
    .values({
      name: 'Visualizador',
      email: viewerEmail,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  if (!viewer) throw new Error('viewer not inserted');
  await app.db
    .insert(memberships)
    .values({ companyId: company.id, userId: viewer.id, role: 'viewer' });
  await app.db.execute(sql`analyze`);

  // The viewer signs in and switches to the benchmark company as openBenchApp did for the owner.
  async function viewerToken(email: string, secret: string): Promise<string> {
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email, password: secret },
    });
    const first = signIn.json<{ access_token?: string }>().access_token;
    if (!first) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
    const switched = await app.inject({
      method: 'POST',
      url: '/v1/auth/switch-company',
      headers: { authorization: `Bearer ${first}` },
      payload: { company_id: company.id },
    });
    const token = switched.json<{ access_token?: string }>().access_token;
    if (!token) throw new Error(`switch-company failed: ${switched.statusCode} ${switched.body}`);
    return token;
  }
  const owner = bench.headers;
  const viewerHeaders = {
    authorization: `Bearer ${await viewerToken(viewerEmail, password)}`,
    [COMPANY_HEADER]: company.id,
  };

  const cases: {
    name: string;
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: object;
    status: number;
  }[] = [
    {
      name: 'fornecedores, first page (20)',
      method: 'GET',
      url: '/v1/companies/suppliers/page',
      status: 200,
    },
    {
      name: 'fornecedores, page 250 (offset 4980)',
      method: 'GET',
      url: '/v1/companies/suppliers/page?offset=4980',
      status: 200,
    },
    {
      name: 'fornecedores, search "silva" (many)',
      method: 'GET',
      url: '/v1/companies/suppliers/page?search=silva',
      status: 200,
    },
    {
      name: 'fornecedores, search "joao" (accent-free)',
      method: 'GET',
      url: '/v1/companies/suppliers/page?search=joao',
      status: 200,
    },
    {
      name: 'fornecedores, search "9876" (one name)',
      method: 'GET',
      url: '/v1/companies/suppliers/page?search=Comercio%20Jose%20Silva%209870',
      status: 200,
    },
    {
      name: 'fornecedores, search "zzz" (none)',
      method: 'GET',
      url: '/v1/companies/suppliers/page?search=zzz',
      status: 200,
    },
    {
      name: 'fornecedores, search CPF digits',
      method: 'GET',
      url: '/v1/companies/suppliers/page?search=100001234',
      status: 200,
    },
    {
      name: 'clientes, search "maria"',
      method: 'GET',
      url: '/v1/companies/clients/page?search=maria',
      status: 200,
    },
    {
      name: 'centros de custo, search "padaria"',
      method: 'GET',
      url: '/v1/companies/cost-centers/page?search=padaria',
      status: 200,
    },
    // The same guard runs before every company route: a token check, one indexed session lookup,
    // and the role against the route's list. A 401 without a token is the floor of a request.
    {
      name: 'floor: 401, no token',
      method: 'POST',
      url: '/v1/companies/cost-centers',
      headers: {},
      payload: { name: 'Nunca' },
      status: 401,
    },
    {
      name: 'role check: visualizador POST → 403',
      method: 'POST',
      url: '/v1/companies/cost-centers',
      headers: viewerHeaders,
      payload: { name: 'Nunca' },
      status: 403,
    },
  ];

  const lines: string[] = [];
  const p50s = new Map<string, number>();
  for (const test of cases) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      const response = await app.inject({
        method: test.method,
        url: test.url,
        headers: test.headers ?? owner,
        ...(test.payload ? { payload: test.payload } : {}),
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== test.status) {
        throw new Error(`${test.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
      if (i >= 3) times.push(elapsed); // the first few warm the caches and the JIT
    }
    times.sort((a, b) => a - b);
    p50s.set(test.name, percentile(times, 50));
    lines.push(
      `| ${test.name} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1) ?? NaN)} |`,
    );
  }

  // The same searches below HTTP: the service and its SQL (two queries: the page and the count).
  const serviceLines: string[] = [];
  for (const search of [undefined, 'silva', 'joao', 'zzz', '100001234']) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const started = performance.now();
      await app.services.suppliers.page(company.id, { search, limit: 20, offset: 0 });
      if (i >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    serviceLines.push(
      `| service page, search ${search ? `"${search}"` : '(none)'} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1) ?? NaN)} |`,
    );
  }

  // The role comparison itself, apart from the token and the session: an array lookup.
  const memberOf = [{ company_id: company.id, role: 'viewer' as const }];
  const allowed = ['owner', 'admin'];
  const loops = 1_000_000;
  let refused = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < loops; i++) {
    const membership = memberOf.find((m) => m.company_id === company.id);
    if (membership && !allowed.includes(membership.role)) refused++;
  }
  const perCheckNs = Number(process.hrtime.bigint() - started) / loops;

  // The plans and timings of what a page runs, as the database reports them: without a search,
  // the page off the name index and a count; with one, a single scan whose window gives the total.
  const explainAnalyze = async (query: ReturnType<typeof sql>) =>
    (
      (await app.db.execute(sql`explain (analyze) ${query}`)) as unknown as {
        rows: Record<string, string>[];
      }
    ).rows.map((row) => Object.values(row).join(' '));
  const scoped = (where: ReturnType<typeof sql>) =>
    sql`company_id = ${company.id} and is_supplier and ${where}`;
  const contains = (text: string) => sql`search_name collate "C" like ${`%${text}%`}`;
  const ordered = sql`order by search_name collate "C", id limit 20`;
  const plans: [string, string[]][] = [
    [
      'first page',
      await explainAnalyze(sql`select * from contacts where ${scoped(sql`true`)} ${ordered}`),
    ],
    [
      'first page, count',
      await explainAnalyze(sql`select count(*) from contacts where ${scoped(sql`true`)}`),
    ],
  ];
  for (const text of ['silva', 'zzz']) {
    plans.push([
      `search "${text}", page and total in one scan`,
      await explainAnalyze(
        sql`select *, count(*) over () from contacts where ${scoped(contains(text))} ${ordered}`,
      ),
    ]);
  }

  out(
    `### Setup search and pages, ${databaseLabel(kind)}, ${rowCount.toLocaleString('en')} fornecedores and ${rowCount.toLocaleString('en')} centros de custo (${runs} runs, ms)\n`,
  );
  out('| request | p50 | p95 | max |');
  out('| --- | ---: | ---: | ---: |');
  for (const line of [...lines, ...serviceLines]) out(line);
  const floor = p50s.get('floor: 401, no token') ?? NaN;
  const guarded = p50s.get('role check: visualizador POST → 403') ?? NaN;
  out(
    `\nAuthentication + session lookup + role check, per request: ${ms(guarded - floor)} ms p50 (403 minus the 401 floor); the role comparison alone: ${perCheckNs.toFixed(0)} ns (${refused === loops ? 'refused' : 'allowed'}).`,
  );
  out(`Load average while measuring (1 min): ${loadavg()[0]?.toFixed(1)} on ${os()} cores.`);
  for (const [label, plan] of plans) out(`\n${label}:\n\n    ${plan.join('\n    ')}`);
} finally {
  await bench.close();
}
