// `npx tsx api/scripts/explain-reports.ts <database url> <company id> [case name part]`: prints
// EXPLAIN (ANALYZE, BUFFERS) of the SQL the report repositories emit for the bench's slow cases
// (issue #25), on a database the bench seeded (PostgreSQL). Drizzle's logger catches each query
// as the repository sends it; the plan runs it again with the same parameters.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { addMonths, defaultPeriod, todayIso } from 'shared/format';
import type { Database } from '../src/db/client';
import * as schema from '../src/db/schema';
import { createMovementTotalsRepository } from '../src/domains/movements/repositories/movement-totals-repository';
import { createDashboardsRepository } from '../src/domains/reports/repositories/dashboards-repository';
import { createSalesPanelRepository } from '../src/domains/reports/repositories/sales-panel-repository';
import type { DashboardFilter } from '../src/domains/reports/repositories/dashboards-repository';

const [url, companyId, only = ''] = process.argv.slice(2);
if (!url || !companyId) throw new Error('usage: explain-reports.ts <database url> <company id>');
const pool = new pg.Pool({ connectionString: url, max: 2 });
const caught: { query: string; params: unknown[] }[] = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (query, params) => caught.push({ query, params }) },
}) as unknown as Database;

const month = defaultPeriod();
const year = { start_date: addMonths(month.start_date, -11), end_date: month.end_date };
const base: DashboardFilter = {
  ...year,
  date_type: 'due_date',
  suppliers: [],
  cost_centers: [],
  status: [],
  categories: [],
  bank_accounts: [],
};
const today = todayIso();
const dashboards = createDashboardsRepository(db);
const totals = createMovementTotalsRepository(db);
const salesPanel = createSalesPanelRepository(db);
const { date_type: _dateType, ...panelBase } = { ...base, type: undefined, search: undefined };
const cases: { name: string; run: () => Promise<unknown> }[] = [
  {
    // The default first screen (issue 19's 25 ms at 1M): the per-day totals the triggers keep.
    name: 'insights, 12 months (default)',
    run: () => dashboards.insights(companyId, base, today, 'month'),
  },
  {
    name: 'insights, 12 months by competence',
    run: () =>
      dashboards.insights(companyId, { ...base, date_type: 'competence_date' }, today, 'month'),
  },
  {
    // A text checked on every movement (no trigram): the insights group every one of them.
    name: 'insights, 12 months, text filter',
    run: () => dashboards.insights(companyId, { ...base, search: 'a' }, today, 'month'),
  },
  {
    name: 'dre, 12 months, competência, text filter',
    run: () =>
      dashboards.dre(companyId, { ...base, date_type: 'competence_date', search: 'a' }, today),
  },
  {
    name: 'dre, 12 months, competência, text filter energia',
    run: () =>
      dashboards.dre(
        companyId,
        { ...base, date_type: 'competence_date', search: 'energia' },
        today,
      ),
  },
  {
    name: 'dre, 12 months, caixa, text filter',
    run: () =>
      dashboards.dre(companyId, { ...base, date_type: 'payment_date', search: 'a' }, today),
  },
  {
    name: 'dre, 12 months, caixa, text filter energia',
    run: () =>
      dashboards.dre(companyId, { ...base, date_type: 'payment_date', search: 'energia' }, today),
  },
  {
    // The bench's client (its busiest contact): its movements from the month totals, the
    // others whose description holds the name through the index (splitTextByContact).
    name: "dre, 12 months, competência, a client's name",
    run: () =>
      dashboards.dre(
        companyId,
        { ...base, date_type: 'competence_date', search: 'Uber do Brasil Tecnologia Ltda' },
        today,
      ),
  },
  {
    name: 'sales panel, 12 months',
    run: () => salesPanel.panel(companyId, panelBase, today),
  },
  {
    name: 'movement totals, current month',
    run: () => totals.totals(companyId, { ...base, ...month }, today),
  },
  {
    name: 'movement totals, 12 months',
    run: () => totals.totals(companyId, base, today),
  },
];

const client = await pool.connect();
try {
  for (const test of cases.filter((candidate) => candidate.name.includes(only))) {
    caught.length = 0;
    await test.run();
    caught.length = 0;
    await test.run();
    // Every query of the second (warm) run: the painel sends three at once.
    for (const [index, query] of [...caught].entries()) {
      // Twice, the second printed: a connection's first touch of each shared buffer is a page
      // fault, which on this machine's VMs made a first plan several times slower (the
      // candidates for "energia" at 1M: 204 ms on a new connection, 27 on the next run), while the
      // API's pooled connections, and so the bench, have touched them already.
      await client.query(`explain (analyze, buffers) ${query.query}`, query.params);
      const plan = await client.query(`explain (analyze, buffers) ${query.query}`, query.params);
      const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
      process.stdout.write(
        `\n### ${test.name} (${index + 1}/${caught.length})\n${lines.join('\n')}\n`,
      );
    }
  }
} finally {
  client.release();
  await pool.end();
}
