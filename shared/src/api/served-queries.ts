import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import type { Dispatch } from '@reduxjs/toolkit';
import { SERVED_DATA_ID } from '../contracts/common/constants';
import { api } from './api-slice';
import { companyIdOf } from './client';

// A page the server sent with the person's data in it (the dashboard at `/`, see
// api/src/plugins/web/dashboard-page.ts) carries the answers it was drawn with in
// `#served-data`. The app starts on the person's first input and takes the page over: with
// these answers in its cache, the route shows the same figures at once instead of a skeleton
// while it asks for them again.

/**
 * How long after the page was opened its answers still stand in for a request (and after the app
 * took them, for a route mounted again): the figures the person has been reading, not older. Past
 * it the route asks again as it always does.
 */
export const SERVED_MAX_AGE_MS = 120_000;

export interface ServedQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

let target: { dispatch: Dispatch; queries: ServedQuery[] } | null = null;
const served = new Set<string>();
/** performance.now() when the page was opened (its answers' age counts from there). */
let pageOpenedAt = 0;

/** RTK Query's own key for the arguments: the same filter in another key order is the same query. */
const keyOf = (endpointName: string, arg: unknown) =>
  defaultSerializeQueryArgs({ queryArgs: arg, endpointName } as Parameters<
    typeof defaultSerializeQueryArgs
  >[0]);

/**
 * Takes the page's answers (once: the element is removed) for the store, when they are of the
 * session's company. Another company's (the session changed in another tab), no session, a page
 * opened too long ago, or a malformed element: nothing is taken, and the routes ask as usual.
 */
export function adoptServedData(
  store: { dispatch: Dispatch },
  accessToken: string | null,
  { doc = document, pageAge = performance.now() }: { doc?: Document; pageAge?: number } = {},
): void {
  const element = doc.getElementById(SERVED_DATA_ID);
  if (!element) return;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as {
      company_id?: unknown;
      queries?: ServedQuery[];
    };
    const companyId = accessToken ? companyIdOf(accessToken) : null;
    if (!companyId || data.company_id !== companyId || !Array.isArray(data.queries)) return;
    if (pageAge > SERVED_MAX_AGE_MS) return;
    target = { dispatch: store.dispatch, queries: data.queries };
    pageOpenedAt = performance.now() - pageAge;
  } catch {
    // Not JSON: a page half-written by a proxy. The routes ask as usual.
  }
}

/**
 * Puts the taken answers whose endpoints now exist into the cache. Called once a remote's module
 * has loaded: its endpoints are injected into the shared api only then, and an answer can only be
 * keyed by its endpoint.
 */
export function seedServedQueries(): void {
  if (!target) return;
  if (performance.now() - pageOpenedAt > SERVED_MAX_AGE_MS) {
    forgetServedData();
    return;
  }
  const endpoints = api.endpoints as Record<string, unknown>;
  const ready = target.queries.filter((query) => query.endpointName in endpoints);
  if (ready.length === 0) return;
  target.queries = target.queries.filter((query) => !ready.includes(query));
  target.dispatch(
    api.util.upsertQueryEntries(ready as Parameters<typeof api.util.upsertQueryEntries>[0]),
  );
  for (const query of ready) served.add(keyOf(query.endpointName, query.arg));
}

/**
 * Whether the cache holds the server's answer for this query, still fresh: the route's first
 * mount then shows it rather than asking again (a route that reloads on mount, as the dashboard
 * does, would otherwise swap the figures for a skeleton at takeover).
 */
export function isServedQuery(endpointName: string, arg: unknown): boolean {
  return (
    performance.now() - pageOpenedAt < SERVED_MAX_AGE_MS && served.has(keyOf(endpointName, arg))
  );
}

/**
 * Drops the page's answers, taken or not: called whenever the session changes (sign-in, company
 * switch, sign-out), so that a remote loaded later (a retry after a failed load) never puts one
 * session's answers into another's cache, nor counts them as served.
 */
export function forgetServedData(): void {
  target = null;
  served.clear();
}
