import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type { CashFlowNode, Insights } from 'shared/contracts';
import type { Account } from 'shared/session';

// The dashboards' figures as the API computes them, asked with the signed-in user's own token and
// company (SPEC.md §7), so a test can hold the screen to the API's answer. Dates and money are
// written out here rather than imported from the app: if the app's helpers drift from SPEC.md
// §9, the screen and these stop agreeing and the test says so.

export interface Period {
  start_date: string;
  end_date: string;
  /** Which date the period is of: vencimento unless said otherwise. */
  date_type?: 'due_date' | 'competence_date' | 'payment_date';
}

/** A calendar day, as the date picker shows it. */
export interface Day {
  year: number;
  month: number;
  day: number;
}

const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate({ year, month, day }: Day): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The company's today (São Paulo), whatever the machine's time zone. */
export function today(now: Date = new Date()): Day {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Day `day` of the month `offset` months from today's (negative: before). */
export function dayOfMonth(offset: number, day: number, now: Date = new Date()): Day {
  const { year, month } = today(now);
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day };
}

export function lastDayOfMonth(offset: number, now: Date = new Date()): Day {
  const first = dayOfMonth(offset, 1, now);
  return { ...first, day: new Date(Date.UTC(first.year, first.month, 0)).getUTCDate() };
}

/** SPEC.md §9 default period: first to last day of the current month. */
export function currentMonth(now: Date = new Date()): Period {
  return {
    start_date: isoDate(dayOfMonth(0, 1, now)),
    end_date: isoDate(lastDayOfMonth(0, now)),
  };
}

/** SPEC.md §9 dd/MM/yy, as the period inputs show a day. */
export function shortDate({ year, month, day }: Day): string {
  return `${pad(day)}/${pad(month)}/${String(year).slice(2)}`;
}

const brlFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Integer cents as the screen shows them: `R$\u00a01.234,56` (a no-break space after R$). */
export function brl(cents: number): string {
  return brlFormat.format(cents / 100);
}

export function apiHeaders(account: Account): Record<string, string> {
  const payload = account.access_token.split('.')[1] ?? '';
  const { company_id: companyId } = JSON.parse(
    Buffer.from(payload, 'base64url').toString('utf8'),
  ) as { company_id: string };
  return { authorization: `Bearer ${account.access_token}`, 'x-company-id': companyId };
}

async function report<T>(
  request: APIRequestContext,
  account: Account,
  name: 'insights' | 'cash-flow',
  period: Period,
): Promise<T> {
  const url = `/v1/companies/dashboards/${name}`;
  // Only the period (and its date type): every other Filter field has its default (no filters).
  const response = await request.post(url, { headers: apiHeaders(account), data: period });
  expect(response.ok(), `POST ${url} → ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export function insightsOf(request: APIRequestContext, account: Account, period: Period) {
  return report<Insights>(request, account, 'insights', period);
}

/**
 * This month by due date and by payment date, with the insights of each before a test moves
 * money: what its cards are then held to, to the cent.
 */
export async function insightsBaseline(request: APIRequestContext, account: Account) {
  const month = currentMonth();
  const byPayment: Period = { ...month, date_type: 'payment_date' };
  return {
    month,
    byPayment,
    before: await insightsOf(request, account, month),
    paidBefore: await insightsOf(request, account, byPayment),
  };
}

export function cashFlowOf(request: APIRequestContext, account: Account, period: Period) {
  return report<CashFlowNode[]>(request, account, 'cash-flow', period);
}

/** Every node of the tree, parents before their children (the order the table lists them in). */
export function flatten(nodes: readonly CashFlowNode[]): CashFlowNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * SPEC.md §2 search in strict mode: the nodes whose code or label contains the query (ignoring
 * case and accents) and their ancestors; a match's own children stay out unless they match too.
 */
export function strictSearch(nodes: readonly CashFlowNode[], query: string): CashFlowNode[] {
  const wanted = normalize(query.trim());
  return nodes.flatMap((node) => {
    const children = strictSearch(node.children, query);
    const matches = normalize(`${node.code} ${node.label}`).includes(wanted);
    return matches || children.length > 0 ? [{ ...node, children }] : [];
  });
}
