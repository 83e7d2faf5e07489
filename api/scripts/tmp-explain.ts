import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { addMonths, defaultPeriod, todayIso } from 'shared/format';
import { openBenchApp } from './bench-support';
import { createSalesPanelRepository } from '../src/repositories/sales-panel-repository';

const kind = (process.argv[2] ?? 'postgres') as 'postgres' | 'pglite';
const bench = await openBenchApp(kind, 100000);
try {
  const { app, companyId } = bench;
  const month = defaultPeriod();
  const year = { start_date: addMonths(month.start_date, -11), end_date: month.end_date };
  const plans: string[] = [];
  const spy = {
    execute: async (query: SQL) => {
      const started = performance.now();
      const result = await app.reader.execute(query);
      const ms = performance.now() - started;
      const plan = (await app.reader.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as { rows: Record<string, string>[] };
      plans.push(`--- ${ms.toFixed(1)} ms\n` + plan.rows.map((r) => Object.values(r)[0]).join('\n'));
      return result;
    },
  };
  const repo = createSalesPanelRepository(spy as never);
  const base = { suppliers: [], cost_centers: [], status: [], categories: [], bank_accounts: [] };
  for (const period of [month, year]) {
    for (let i = 0; i < 3; i++) {
      plans.length = 0;
      const t = performance.now();
      await repo.panel(companyId, { ...base, ...period } as never, todayIso());
      console.log('total', (performance.now() - t).toFixed(1));
    }
    console.log(plans.join('\n\n'));
  }
} finally {
  await bench.close();
}
