// `npx tsx api/scripts/bench-dashboards.ts --database pglite|postgres --movements N`: fills the
// benchmark company with N generated movements on a throwaway database, then measures through
// the whole API (authentication, validation, SQL, serialization; `inject`, so no TCP) the insights
// and cash-flow reports, the DRE (and its export) and the painel de vendas over a 12-month range, the movement list's
// first page and a change of a 120-parcel series; `--only dre` measures the DRE's cases alone. Prints figures;
// asserts nothing about time. PostgreSQL: BENCH_DATABASE_URL (default the local server) gets a
// temporary database, dropped at the end.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { addMonths, defaultPeriod } from 'shared/format';
import { filteredCases } from './bench-dashboards-filters';
import type { BenchCase } from './bench-dashboards-filters';
import { databaseKind, databaseLabel, ms, openBenchApp, percentile } from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    movements: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '25' },
    // Only the cases whose name contains this text, or one of several separated by `|` (names
    // hold commas; e.g. `--only dre` or `--only "by competence|movement totals"`): a quicker run.
    only: { type: 'string', default: '' },
  },
});
const kind = databaseKind(values.database);
const count = Number(values.movements);
const runs = Number(values.runs);

const bench = await openBenchApp(kind, count);
try {
  const { app, headers, companyId, seeded, searchIndexed } = bench;
  // The 12 months ending with the current one, as someone picks "the last year" on the screen.
  const month = defaultPeriod();
  const year = { start_date: addMonths(month.start_date, -11), end_date: month.end_date };
  const cases: BenchCase[] = [
    {
      name: 'insights, 12 months',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: year,
    },
    {
      name: 'dre, 12 months, competência',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: { ...year, regime: 'competencia' },
    },
    {
      name: 'dre, 12 months, caixa',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: { ...year, regime: 'caixa' },
    },
    {
      // A text filter is not in the month totals: the same DRE from the movements themselves.
      name: 'dre, 12 months, competência, text filter (reads the movements)',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: { ...year, regime: 'competencia', search: 'a' },
    },
    {
      // A word, as a person types it: the text index (`movement_search`, migration 0054) gives
      // its candidates, and only those movements are read; one letter reads them all.
      name: 'dre, 12 months, competência, text filter "energia"',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: { ...year, regime: 'competencia', search: 'energia' },
    },
    {
      name: 'dre, 12 months, caixa, text filter "energia"',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: { ...year, regime: 'caixa', search: 'energia' },
    },
    {
      // A word in about a quarter of the movements (the generator's subscriptions): the
      // statistics say so beforehand, and the text is checked on every movement instead of
      // looking each candidate up by id (migration 0056, movement-text-plan.ts).
      name: 'dre, 12 months, caixa, text filter "mensalidade" (a quarter of the movements)',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: { ...year, regime: 'caixa', search: 'mensalidade' },
    },
    {
      name: 'movement list, 12 months, text filter "mensalidade", first page (50)',
      method: 'GET',
      url: `/v1/companies/movements?start_date=${year.start_date}&end_date=${year.end_date}&search=mensalidade`,
    },
    {
      name: 'dre, 12 months, caixa, text filter (reads the payments)',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: { ...year, regime: 'caixa', search: 'a' },
    },
    {
      name: 'dre export, 12 months, xlsx',
      method: 'POST',
      url: '/v1/companies/dashboards/dre/export',
      payload: { ...year, format: 'xlsx' },
    },
    {
      name: 'dre export, 12 months, pdf',
      method: 'POST',
      url: '/v1/companies/dashboards/dre/export',
      payload: { ...year, format: 'pdf' },
    },
    {
      name: 'cash-flow, 12 months',
      method: 'POST',
      url: '/v1/companies/dashboards/cash-flow',
      payload: year,
    },
    // The painel de vendas: three scans (competence, due date, payments) per request.
    {
      name: 'sales panel, current month',
      method: 'POST',
      url: '/v1/companies/dashboards/sales-panel',
      payload: month,
    },
    {
      name: 'sales panel, 12 months',
      method: 'POST',
      url: '/v1/companies/dashboards/sales-panel',
      payload: year,
    },
    {
      name: 'sales panel export, 12 months, xlsx',
      method: 'POST',
      url: '/v1/companies/dashboards/sales-panel/export',
      payload: { ...year, format: 'xlsx' },
    },
    {
      name: 'insights, current month',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: month,
    },
    {
      // Whole months from movement_competence_totals (migration 0033), edge days from the movements.
      name: 'insights, 12 months by competence (competence totals)',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: { ...year, date_type: 'competence_date' },
    },
    { name: 'movement list, first page (50)', method: 'GET', url: '/v1/companies/movements' },
    {
      name: 'movement list, 12 months, status vencido',
      method: 'GET',
      url: `/v1/companies/movements?start_date=${year.start_date}&end_date=${year.end_date}&status=vencido`,
    },
    {
      // What /movimentacoes asks on entry: the month's first page and the totals of the month.
      name: 'movement list, current month, first page (100)',
      method: 'GET',
      url: `/v1/companies/movements?start_date=${month.start_date}&end_date=${month.end_date}&limit=100`,
    },
    {
      name: 'movement list, current month, by valor desc (100)',
      method: 'GET',
      url: `/v1/companies/movements?start_date=${month.start_date}&end_date=${month.end_date}&sort=amount&order=desc&limit=100`,
    },
    {
      name: 'movement totals, current month',
      method: 'GET',
      url: `/v1/companies/movements/totals?start_date=${month.start_date}&end_date=${month.end_date}`,
    },
    {
      name: 'movement totals, 12 months',
      method: 'GET',
      url: `/v1/companies/movements/totals?start_date=${year.start_date}&end_date=${year.end_date}`,
    },
  ];
  cases.push(...(await filteredCases(app.db, companyId, year)));
  // A series change ('Todas' of 120 parcels) in the same company: one transaction of 120 rows,
  // with every index and per-day-totals trigger the big table carries.
  const [leaf] = (
    (await app.db.execute(
      sql`select id from categories as c where company_id = ${companyId} and type = 'despesa'
        and not exists (select 1 from categories as child where child.company_id = c.company_id and child.parent_id = c.id)
        limit 1`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  if (!leaf) throw new Error('the bench company has no leaf despesa category');
  const created = await app.inject({
    method: 'POST',
    url: '/v1/companies/movements',
    headers,
    payload: {
      type: 'despesa',
      description: 'Série do bench',
      amount_cents: 1_200_000,
      due_date: month.start_date,
      category_id: leaf.id,
      instalments: 120,
    },
  });
  const seriesId = created.json<{ id: string }[]>()[0]?.id;
  if (created.statusCode !== 201 || !seriesId) {
    throw new Error(`series: ${created.statusCode} ${created.body}`);
  }
  // Realizado vs orçado (issue 24, item 2): a budget for every leaf category, in each year the
  // range touches, so the orçado side has as many lines as a real plano gives it.
  const leaves = (
    (await app.db.execute(
      sql`select id from categories as c where company_id = ${companyId}
        and not exists (select 1 from categories as child where child.company_id = c.company_id and child.parent_id = c.id)`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  for (const budgetYear of new Set([year.start_date.slice(0, 4), year.end_date.slice(0, 4)])) {
    const saved = await app.inject({
      method: 'PUT',
      url: `/v1/companies/budgets/${budgetYear}`,
      headers,
      payload: {
        base_version: 0,
        lines: leaves.map((category) => ({
          category_id: category.id,
          cost_center_id: null,
          months: Array<number>(12).fill(1_000_000),
        })),
      },
    });
    if (saved.statusCode !== 200) throw new Error(`budget: ${saved.statusCode} ${saved.body}`);
  }
  cases.push(
    {
      name: 'dre with budget columns (realizado vs orçado), 12 months, competência',
      method: 'POST',
      url: '/v1/companies/budgets/comparison',
      payload: { ...year, regime: 'competencia' },
    },
    {
      name: 'dre with budget columns (realizado vs orçado), 12 months, caixa',
      method: 'POST',
      url: '/v1/companies/budgets/comparison',
      payload: { ...year, regime: 'caixa' },
    },
    {
      // Issue 24's case: the base and three scenarios that move every receivable, scale a
      // category tree and add entries; the open parcels of the series below are in it too.
      name: 'cash forecast, 13 weeks, base + 3 scenarios',
      method: 'POST',
      url: '/v1/companies/cash-forecast',
      payload: {
        horizon: '13-semanas',
        scenarios: [
          { name: 'Atraso', levers: { receivables_delay_days: 30, receivables_loss_percent: 5 } },
          {
            name: 'Despesas',
            levers: {
              categories: leaves.slice(0, 5).map((c) => ({ category_id: c.id, percent: 15 })),
            },
          },
          {
            name: 'Empréstimo',
            levers: {
              one_offs: [
                {
                  description: 'Empréstimo',
                  type: 'receita',
                  date: month.end_date,
                  amount_cents: 50_000_000,
                },
              ],
              recurrences: [
                {
                  description: 'Parcela',
                  type: 'despesa',
                  start_date: month.end_date,
                  every: 'mes',
                  amount_cents: 2_500_000,
                },
              ],
            },
          },
        ],
      },
    },
    {
      // Contas bancárias' saldo atual and previsto, and the forecast's opening balance.
      name: 'bank account balances',
      method: 'GET',
      url: '/v1/companies/bank-accounts/balances',
    },
    {
      name: 'cash forecast, 12 months, base',
      method: 'POST',
      url: '/v1/companies/cash-forecast',
      payload: { horizon: '12-meses' },
    },
    {
      name: 'orçamento do mês (insights card), current month',
      method: 'POST',
      url: '/v1/companies/budgets/comparison',
      payload: { ...month, regime: 'competencia' },
    },
  );

  let edition = 0;
  cases.push({
    name: 'series change, all 120 parcels (PATCH ?scope=all)',
    method: 'PATCH',
    url: `/v1/companies/movements/${seriesId}?scope=all`,
    payload: () => ({ description: `Série do bench ${(edition += 1)}` }),
  });

  // Issue 25, item 4: the writes the indexes and totals triggers cost, each on its own movement.
  // A single create (one row, every index and trigger) and a single payment of one of them.
  let creation = 0;
  cases.push({
    name: 'write: create one movement (POST)',
    method: 'POST',
    url: '/v1/companies/movements',
    payload: () => ({
      type: 'despesa',
      description: `Conta de luz do bench ${(creation += 1)}`,
      amount_cents: 12_345,
      due_date: month.start_date,
      category_id: leaf.id,
    }),
    status: 201,
  });
  const toPay: string[] = [];
  for (let index = 0; index < runs + 3; index += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/companies/movements',
      headers,
      payload: {
        type: 'despesa',
        description: `A pagar do bench ${index}`,
        amount_cents: 54_321,
        due_date: month.start_date,
        category_id: leaf.id,
      },
    });
    const id = response.json<{ id: string }[]>()[0]?.id;
    if (response.statusCode !== 201 || !id) throw new Error(`to pay: ${response.body}`);
    toPay.push(id);
  }
  cases.push({
    name: 'write: pay one movement (POST payments)',
    method: 'POST',
    url: () => `/v1/companies/movements/${toPay.shift()}/payments`,
    payload: { paid_on: month.start_date, amount_cents: 54_321 },
    status: 201,
  });

  // Issue 25's budgets for every view, p50: 100k ≤ 40 ms and 1M ≤ 100 ms on PostgreSQL, 100k ≤
  // 150 ms on PGlite. Exports and writes have budgets of their own elsewhere.
  const budgetMs = kind === 'pglite' ? 150 : count > 100_000 ? 100 : 40;
  const hasBudget = (name: string) =>
    !name.includes('export') && !name.startsWith('series') && !name.startsWith('write');
  const lines: string[] = [];
  const wanted = values.only.split('|');
  for (const test of cases.filter((candidate) =>
    wanted.some((part) => candidate.name.includes(part)),
  )) {
    const times: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      const payload = typeof test.payload === 'function' ? test.payload() : test.payload;
      const url = typeof test.url === 'function' ? test.url() : test.url;
      const started = performance.now();
      const response = await app.inject({
        method: test.method,
        url,
        headers,
        ...(payload ? { payload } : {}),
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== (test.status ?? 200)) {
        throw new Error(`${test.name}: ${response.statusCode} ${response.body}`);
      }
      // The first three warm caches and plans.
      if (i >= 3) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const verdict = !hasBudget(test.name) ? '—' : p50 <= budgetMs ? 'within' : '**OVER**';
    lines.push(
      `| ${test.name} | ${ms(p50)} | ${ms(percentile(times, 95))} | ${ms(times[0] ?? NaN)} | ${verdict} |`,
    );
  }
  const seconds = seeded.elapsedMs / 1000;
  const report = [
    `### ${databaseLabel(kind)}: ${count.toLocaleString('en-US')} movements in the company (12-month range ${year.start_date} … ${year.end_date})`,
    '',
    `seeding: ${seeded.movements.toLocaleString('en-US')} movements + ${seeded.payments.toLocaleString('en-US')} payments in ${seconds.toFixed(1)} s = ${Math.round(seeded.movements / seconds).toLocaleString('en-US')} movements/s, ${Math.round((seeded.movements + seeded.payments) / seconds).toLocaleString('en-US')} rows/s`,
    `text index (its worker, after the seeding): ${searchIndexed.movements.toLocaleString('en-US')} movements in ${(searchIndexed.elapsedMs / 1000).toFixed(1)} s = ${Math.round(searchIndexed.movements / (searchIndexed.elapsedMs / 1000)).toLocaleString('en-US')} movements/s`,
    '',
    `| request (${runs} runs after 3 warm-up) | p50 ms | p95 ms | min ms | p50 ≤ ${budgetMs} ms |`,
    '| --- | --- | --- | --- | --- |',
    ...lines,
  ];
  process.stdout.write(`${report.join('\n')}\n`);
} finally {
  await bench.close();
}
