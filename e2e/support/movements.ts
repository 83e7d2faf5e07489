import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Movement, MovementPage, MovementTotals } from 'shared/contracts';
import type { Account } from 'shared/session';
import { isoDate, today } from './dashboards';
import { expectRemotePage, mainArea } from './fixtures';

/**
 * Opens Movimentações and searches it for `search` through 'Filtros' (the current period):
 * the list's table, showing what was found.
 */
export async function searchMovements(page: Page, search: string): Promise<Locator> {
  await page.goto('/movimentacoes');
  await expectRemotePage(page, 'Movimentações');
  const main = mainArea(page);
  await main.getByRole('button', { name: /Filtros/ }).click();
  const popover = page.getByRole('dialog', { name: 'Filtros' });
  await popover.getByRole('searchbox', { name: 'Buscar' }).fill(search);
  await popover.getByRole('button', { name: 'Aplicar' }).click();
  return main.getByRole('table', { name: 'Movimentações' });
}

// The movements API as the signed-in user calls it, so a test can hold the list to the API's
// own answer and create the rows it needs.

export function apiHeaders(account: Account): Record<string, string> {
  const payload = account.access_token.split('.')[1] ?? '';
  const { company_id: companyId } = JSON.parse(
    Buffer.from(payload, 'base64url').toString('utf8'),
  ) as { company_id: string };
  return { authorization: `Bearer ${account.access_token}`, 'x-company-id': companyId };
}

async function get<T>(request: APIRequestContext, account: Account, url: string): Promise<T> {
  const response = await request.get(url, { headers: apiHeaders(account) });
  expect(response.ok(), `GET ${url} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export function totalsOf(
  request: APIRequestContext,
  account: Account,
  query: Record<string, string>,
): Promise<MovementTotals> {
  return get(request, account, `/v1/companies/movements/totals?${new URLSearchParams(query)}`);
}

export function pageOf(
  request: APIRequestContext,
  account: Account,
  query: Record<string, string>,
): Promise<MovementPage> {
  return get(request, account, `/v1/companies/movements?${new URLSearchParams(query)}`);
}

/** An active expense category without children, to file generated movements under. */
export async function expenseLeafCategory(
  request: APIRequestContext,
  account: Account,
): Promise<string> {
  const categories = await get<
    { id: string; parent_id: string | null; type: string; active: boolean }[]
  >(request, account, '/v1/companies/categories');
  const parents = new Set(categories.map((category) => category.parent_id));
  const leaf = categories.find(
    (category) => category.type === 'despesa' && category.active && !parents.has(category.id),
  );
  if (!leaf) throw new Error('the demo company has no active expense category without children');
  return leaf.id;
}

/**
 * `series` purchases of 120 monthly parcels each, from `firstDue` on: the quickest way through
 * the public API to thousands of movements (the parcels of one POST are one INSERT).
 */
export async function createParcelledExpenses(
  request: APIRequestContext,
  account: Account,
  { series, firstDue, description }: { series: number; firstDue: string; description: string },
): Promise<void> {
  const categoryId = await expenseLeafCategory(request, account);
  for (let i = 0; i < series; i++) {
    const response = await request.post('/v1/companies/movements', {
      headers: apiHeaders(account),
      data: {
        type: 'despesa',
        description: `${description} ${i + 1}`,
        amount_cents: 120_000 + i,
        due_date: firstDue,
        category_id: categoryId,
        instalments: 120,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

export interface LeafCategory {
  id: string;
  code: string;
  name: string;
}

/** An active category of `type` without children, with what the form's combobox shows of it. */
export async function leafCategory(
  request: APIRequestContext,
  account: Account,
  type: 'despesa' | 'receita',
): Promise<LeafCategory> {
  const categories = await get<
    {
      id: string;
      parent_id: string | null;
      type: string;
      active: boolean;
      code: string;
      name: string;
    }[]
  >(request, account, '/v1/companies/categories');
  const parents = new Set(categories.map((category) => category.parent_id));
  const leaf = categories.find(
    (category) => category.type === type && category.active && !parents.has(category.id),
  );
  if (!leaf) throw new Error(`the demo company has no active ${type} category without children`);
  return leaf;
}

/** A receivable of the demo company through the API, due today unless said: its id. */
export async function createReceivable(
  request: APIRequestContext,
  account: Account,
  fields: { description: string; amount_cents: number; due_date?: string },
): Promise<string> {
  const category = await leafCategory(request, account, 'receita');
  const created = await request.post('/v1/companies/movements', {
    headers: apiHeaders(account),
    data: {
      type: 'receita',
      due_date: isoDate(today()),
      category_id: category.id,
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [movement] = (await created.json()) as { id: string }[];
  if (!movement) throw new Error('no movement created');
  return movement.id;
}

export function movementOf(
  request: APIRequestContext,
  account: Account,
  id: string,
): Promise<Movement> {
  return get(request, account, `/v1/companies/movements/${id}`);
}
