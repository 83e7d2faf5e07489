// The bench's filtered views (issue 25, item 1: a supplier/client, a cost centre, a category,
// competência vs caixa), beside bench-dashboards' default ones. Each filter names what the bench
// company uses most, so the filtered set is as large as a real filter's can be.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rowsIn } from './bench-support';

export interface BenchCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  /** A function for a request whose target differs each run (a movement to pay). */
  url: string | (() => string);
  /** A function for a request that must differ each run (a change that really changes). */
  payload?: object | (() => object);
  /** What the request answers when it works; 200 unless said. */
  status?: number;
}

interface Period {
  start_date: string;
  end_date: string;
}

/** The contact, cost centre and top-level category with the most movements in the company. */
async function busiest(db: Database, companyId: string) {
  const rows = rowsIn(db);
  const [supplier] = await rows<{ id: string; name: string }>(
    sql`select c.id, c.name from contacts c
      join lateral (select count(*) as n from movements m
        where m.company_id = c.company_id and m.contact_id = c.id) used on true
      where c.company_id = ${companyId} order by used.n desc limit 1`,
  );
  const [costCenter] = await rows<{ id: string; name: string }>(
    sql`select cc.id, cc.name from cost_centers cc
      join lateral (select count(*) as n from movements m
        where m.company_id = cc.company_id and m.cost_center_id = cc.id) used on true
      where cc.company_id = ${companyId} order by used.n desc limit 1`,
  );
  // A top-level despesa group (its descendants are filtered with it), e.g. 'Despesas
  // administrativas'.
  const [category] = await rows<{ id: string; name: string }>(
    sql`select id, name from categories
      where company_id = ${companyId} and parent_id is null and type = 'despesa'
      order by code limit 1`,
  );
  if (!supplier || !costCenter || !category) {
    throw new Error('the bench company has no supplier, cost centre or category to filter by');
  }
  return { supplier, costCenter, category };
}

/** The default views again, filtered by one supplier, one cost centre or one category. */
export async function filteredCases(
  db: Database,
  companyId: string,
  year: Period,
): Promise<BenchCase[]> {
  const { supplier, costCenter, category } = await busiest(db, companyId);
  const dre = (regime: 'competencia' | 'caixa', filter: object) => ({ ...year, regime, ...filter });
  const bySupplier = { suppliers: [supplier.id] };
  const byCostCenter = { cost_centers: [costCenter.id] };
  const byCategory = { categories: [category.id] };
  return [
    {
      // movement_competence_totals keeps the contact and the cost centre (migration 0051).
      name: `dre, 12 months, competência, one supplier (${supplier.name})`,
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: dre('competencia', bySupplier),
    },
    {
      name: 'dre, 12 months, caixa, one supplier',
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: dre('caixa', bySupplier),
    },
    {
      name: 'insights, 12 months by competence, one supplier',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: { ...year, date_type: 'competence_date', ...bySupplier },
    },
    {
      name: 'insights, 12 months, one supplier',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: { ...year, ...bySupplier },
    },
    {
      name: `dre, 12 months, competência, one cost centre (${costCenter.name})`,
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: dre('competencia', byCostCenter),
    },
    {
      name: `dre, 12 months, caixa, one category (${category.name} and below)`,
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: dre('caixa', byCategory),
    },
    {
      name: 'insights, 12 months, one category',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: { ...year, ...byCategory },
    },
    {
      name: 'movement totals, 12 months, one supplier',
      method: 'GET',
      url: `/v1/companies/movements/totals?start_date=${year.start_date}&end_date=${year.end_date}&suppliers=${supplier.id}`,
    },
    // A word typed into the filter: no totals table keeps it, so these read the movements that
    // the text index names (migration 0054).
    {
      name: 'insights, 12 months, text filter "energia"',
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: { ...year, search: 'energia' },
    },
    {
      name: 'movement totals, 12 months, text filter "energia"',
      method: 'GET',
      url: `/v1/companies/movements/totals?start_date=${year.start_date}&end_date=${year.end_date}&search=energia`,
    },
    {
      name: 'movement list, 12 months, text filter "energia", first page (50)',
      method: 'GET',
      url: `/v1/companies/movements?start_date=${year.start_date}&end_date=${year.end_date}&search=energia`,
    },
    // The busiest contact's name as the text: its movements come in by the contact, read from
    // the totals, and only the other movements whose description holds it through the index.
    {
      name: `dre, 12 months, competência, text filter = a client's name (${supplier.name})`,
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: dre('competencia', { search: supplier.name }),
    },
    {
      name: "dre, 12 months, caixa, text filter = a client's name",
      method: 'POST',
      url: '/v1/companies/dashboards/dre',
      payload: dre('caixa', { search: supplier.name }),
    },
    {
      name: "insights, 12 months, text filter = a client's name",
      method: 'POST',
      url: '/v1/companies/dashboards/insights',
      payload: { ...year, search: supplier.name },
    },
    {
      name: "movement totals, 12 months, text filter = a client's name",
      method: 'GET',
      url: `/v1/companies/movements/totals?start_date=${year.start_date}&end_date=${year.end_date}&search=${encodeURIComponent(supplier.name)}`,
    },
    {
      name: "movement list, 12 months, text filter = a client's name, first page (50)",
      method: 'GET',
      url: `/v1/companies/movements?start_date=${year.start_date}&end_date=${year.end_date}&search=${encodeURIComponent(supplier.name)}`,
    },
  ];
}
