import type { FastifyInstance, FastifyRequest } from 'fastify';
import { filterSchema } from 'shared/contracts';
import type { FilterState, Insights } from 'shared/contracts';
import { createTextReader } from './page-preloads';
import type { JsonReader } from './page-preloads';
import { appShellPath, composeAppPage, tokenCookieOf } from './prerendered-pages';
import type { Prerendered } from './prerendered-pages';
import { createServerBundle } from './server-bundles';
import { AppError } from '../../errors';

/**
 * `/` for a signed-in visitor, sent with the company's figures in it (issue 19, item 6): a phone
 * paints the whole dashboard from the HTML, and the app (a megabyte of script, seconds of a slow
 * phone's main thread) starts on the person's first input instead of competing with that paint.
 * remote-insights bundles the dashboard for Node (`src/ssr/dashboard-page.server.tsx`); this puts
 * it in the host's prerendered shell with the answers it was drawn with, which the app takes the
 * page over with (shared/src/api/served-queries.ts).
 *
 * The figures are read for the cookie's token as the API reads them for its bearer: signature,
 * expiry and an open session, and the token's own company. Whatever fails (no session, the
 * database slow or away, no build of remote-insights here), the page is sent as before: the
 * picture of the dashboard before its figures, the app at once, which reads them itself and says
 * what failed.
 */

/** remote-insights' src/ssr/dashboard-page.server.tsx, as its bundle exports it. */
interface ServedQuery {
  endpointName: string;
  arg: unknown;
  value: unknown;
}
type RenderDashboardPage = (input: { insights: Insights; filter: FilterState }) => {
  head: string;
  body: string;
  queries: ServedQuery[];
};
type DashboardFilter = () => FilterState;

/** What the app finds in `#served-data`. */
export interface ServedData {
  /** The company the answers are of: the app uses them only under the same company. */
  company_id: string;
  queries: ServedQuery[];
}

/**
 * Past this the figures are not waited for: the page goes as before, and the app asks for them.
 * The default dashboard answers in tens of milliseconds at a million movements (issue 25).
 */
export const DASHBOARD_READ_BUDGET_MS = 800;

const isUnauthorized = (error: unknown) => error instanceof AppError && error.statusCode === 401;

const timeout = (ms: number) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`the dashboard took over ${ms} ms`)), ms).unref();
  });

export function createDashboardPage(
  app: FastifyInstance,
  options: { webRoot: string; indexPath: string; readJson: JsonReader },
) {
  const bundle = createServerBundle<{
    renderDashboardPage: RenderDashboardPage;
    dashboardFilter: DashboardFilter;
  }>(options.webRoot, options.readJson, {
    remote: 'insights',
    name: 'dashboard-page',
    exports: ['renderDashboardPage', 'dashboardFilter'],
  });
  const hostIndex = createTextReader(options.indexPath);
  const shellPath = appShellPath(options.webRoot);

  /** The cookie's session's company and its insights; rejects as `authenticate` would. */
  async function insightsOf(token: string, filter: FilterState) {
    const auth = await app.sessionOf(token);
    const insights = await app.services.dashboards.insights(
      auth.companyId,
      filterSchema.parse(filter),
    );
    return { companyId: auth.companyId, insights };
  }

  /** The page's HTML, or null when it is to be sent as before (see above). */
  return async function dashboardPage(request: FastifyRequest): Promise<string | null> {
    const token = tokenCookieOf(request.headers.cookie);
    if (!token) return null;
    try {
      const [module, shell] = await Promise.all([
        bundle(),
        options.readJson<Prerendered>(shellPath),
      ]);
      if (!module || !shell) return null;
      // The filter the app opens with, read through the API's schema as the route reads it. The
      // session's check and the figures within one budget: a database that is slow or away
      // (a pool waiting for a connection) costs the page its figures, not its arrival.
      const filter = module.dashboardFilter();
      const read = insightsOf(token, filter);
      const { companyId, insights } = await Promise.race([read, timeout(DASHBOARD_READ_BUDGET_MS)]);
      const page = module.renderDashboardPage({ insights, filter });
      const served: ServedData = { company_id: companyId, queries: page.queries };
      return composeAppPage(await hostIndex(), shell, page, served);
    } catch (error) {
      // No session the API would accept: the page as before, and nothing worth a log line.
      if (isUnauthorized(error)) return null;
      request.log.warn({ err: error }, 'dashboard page: sent without its figures');
      return null;
    }
  };
}
