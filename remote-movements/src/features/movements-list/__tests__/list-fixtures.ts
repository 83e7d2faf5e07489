import type { Movement, MovementPage, MovementSums, MovementTotals } from 'shared/contracts';
import { fakeApi } from 'shared/testing';
import type { FakeAnswer } from 'shared/testing';

type FakeRoutes = Parameters<typeof fakeApi>[0];

export const CATEGORY_IDS = {
  despesas: '00000000-0000-4000-8000-000000000002',
  aluguel: '00000000-0000-4000-8000-000000000021',
};
export const SUPPLIER_ID = '00000000-0000-4000-8000-000000000301';

let sequence = 0;

/** A movement as the API sends it; ids are valid UUIDs so the URL parser keeps them. */
export function movement(overrides: Partial<Movement> = {}): Movement {
  sequence += 1;
  const id = `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
  const amount = overrides.amount_cents ?? 150_000;
  const paid = overrides.paid_cents ?? 0;
  return {
    id,
    type: 'despesa',
    description: `Movimentação ${sequence}`,
    amount_cents: amount,
    paid_cents: paid,
    open_cents: amount - paid,
    status: 'a vencer',
    due_date: '2025-06-20',
    competence_date: '2025-06-20',
    last_payment_date: null,
    category: { id: CATEGORY_IDS.aluguel, code: '2.01', name: 'Aluguel' },
    cost_center: null,
    supplier: { id: SUPPLIER_ID, name: 'Imobiliária Central' },
    bank_account: { id: '00000000-0000-4000-8000-000000000401', name: 'Itaú' },
    document_number: null,
    notes: null,
    instalment: null,
    recurrence: null,
    pix_charge: null,
    fiscal_key: null,
    approval: null,
    created_at: '2025-06-01T12:00:00.000Z',
    updated_at: '2025-06-01T12:00:00.000Z',
    ...overrides,
  };
}

const sums = (values: Partial<MovementSums>): MovementSums => ({
  count: 0,
  amount_cents: 0,
  paid_cents: 0,
  open_cents: 0,
  open_count: 0,
  overdue_cents: 0,
  overdue_count: 0,
  ...values,
});

export const TOTALS: MovementTotals = {
  income: sums({
    count: 2,
    amount_cents: 900_000,
    paid_cents: 250_000,
    open_cents: 650_000,
    open_count: 2,
  }),
  expense: sums({
    count: 3,
    amount_cents: 500_000,
    paid_cents: 120_000,
    open_cents: 380_000,
    open_count: 2,
    overdue_cents: 80_000,
    overdue_count: 1,
  }),
  overall: sums({
    count: 5,
    amount_cents: 1_400_000,
    paid_cents: 370_000,
    open_cents: 1_030_000,
    open_count: 4,
    overdue_cents: 80_000,
    overdue_count: 1,
  }),
};

type Params = Record<string, string | number>;
type Answer = (params: Params) => FakeAnswer | 'network-error';

/**
 * Answers the list, its totals and the four setup lists (and any other `routes`); records the
 * list's query params.
 */
export function serveList({
  page = () => ({
    status: 200,
    body: { items: [movement()], next_cursor: null } satisfies MovementPage,
  }),
  totals = () => ({ status: 200, body: TOTALS }),
  routes = {},
}: { page?: Answer; totals?: Answer; routes?: FakeRoutes } = {}) {
  const listParams: Params[] = [];
  const totalsParams: Params[] = [];
  const server = fakeApi({
    'GET /v1/companies/movements': (request) => {
      const params = (request.params ?? {}) as Params;
      listParams.push(params);
      return page(params);
    },
    'GET /v1/companies/movements/totals': (request) => {
      const params = (request.params ?? {}) as Params;
      totalsParams.push(params);
      return totals(params);
    },
    'GET /v1/companies/categories': () => ({
      status: 200,
      body: [
        {
          id: CATEGORY_IDS.aluguel,
          parent_id: CATEGORY_IDS.despesas,
          code: '2.01',
          name: 'Aluguel',
        },
        { id: CATEGORY_IDS.despesas, parent_id: null, code: '2', name: 'Despesas' },
      ],
    }),
    'GET /v1/companies/suppliers': () => ({
      status: 200,
      body: [{ id: SUPPLIER_ID, name: 'Imobiliária Central' }],
    }),
    'GET /v1/companies/cost-centers': () => ({ status: 200, body: [] }),
    'GET /v1/companies/bank-accounts': () => ({ status: 200, body: [] }),
    ...routes,
  });
  return { ...server, listParams, totalsParams };
}
