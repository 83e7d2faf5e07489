// Server-only (bundled for Node by shared/scripts/prerender.mjs, loaded by the API's web-apps):
// the dashboard rendered with its figures, per request. Never imported by browser code.
import { api } from 'shared/api';
import { emptyFilter } from 'shared/contracts';
import type { FilterState, Insights } from 'shared/contracts';
import { defaultPeriod } from 'shared/format';
import { prerender } from 'shared/prerender';
import { createAppStore } from 'shared/session';
import { InsightsPage } from '../features/insights/components/insights-page';
// Injects the endpoint into the shared api before the store is seeded.
import '../features/insights/api/get-insights';

/** An answer the page was drawn with, for the app to start from (shared/src/api/served-queries.ts). */
export interface ServedQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

export interface RenderedDashboardPage {
  /** The page's styles, for <head>. */
  head: string;
  body: string;
  /** The answers in the page: the app shows them on takeover instead of asking again. */
  queries: ServedQuery[];
}

/** The filter the dashboard opens with (the current month in São Paulo), which the server asks. */
export function dashboardFilter(now = new Date()): FilterState {
  return emptyFilter(defaultPeriod(now));
}

/**
 * `/` for a signed-in visitor, with the company's figures in it (issue 19, item 6): the same
 * InsightsPage the app renders, from a store whose cache already holds the insights the server
 * read. The server puts it in the host's prerendered shell; the app starts on the person's first
 * input, and takes the page over with these answers instead of asking again. The charts draw when
 * the app is there (they load when near the screen), the rest of the page is complete.
 */
export function renderDashboardPage({
  insights,
  filter,
}: {
  insights: Insights;
  filter: FilterState;
}): RenderedDashboardPage {
  const store = createAppStore(null);
  const queries: ServedQuery[] = [{ endpointName: 'getInsights', arg: filter, value: insights }];
  store.dispatch(
    api.util.upsertQueryEntries(queries as Parameters<typeof api.util.upsertQueryEntries>[0]),
  );
  try {
    const { InsightsPage: page } = prerender({
      InsightsPage: { path: '/', frame: 'app', page: <InsightsPage />, store },
    });
    if (!page) throw new Error('prerender returned no page');
    return { head: page.head, body: page.body, queries };
  } finally {
    // RTK Query schedules the removal of an entry nothing subscribes to (keepUnusedDataFor, 60 s)
    // as soon as it is upserted. On the server each render's timer kept its store for a minute
    // and the process alive after it closed: the API's 10 s shutdown bound ended every e2e run
    // with exit code 1. Resetting the api state clears those timers.
    store.dispatch(api.util.resetApiState());
  }
}
