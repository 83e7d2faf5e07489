import { runApiScript } from './api-script.mjs';

export { postgresAvailable } from './api-script.mjs';

/**
 * Seeds a throwaway database with `movements` movements in the benchmark company and measures
 * the dashboards and the list through the API (api/scripts/bench-dashboards.ts); answers its
 * Markdown report.
 */
export function measureDashboards({ database, movements, runs }) {
  return runApiScript('bench-dashboards.ts', { database, movements, runs });
}

/**
 * The grupo econômico's consolidated reports over `companies` companies of `movements` each
 * (api/scripts/bench-group.ts); answers its Markdown report.
 */
export function measureGroup({ database, movements, companies, runs }) {
  return runApiScript('bench-group.ts', { database, movements, companies, runs });
}
