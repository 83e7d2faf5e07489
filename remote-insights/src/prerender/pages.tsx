// Build-time only (run by shared/scripts/prerender.mjs in Node, never bundled for the browser).
import { prerender } from 'shared/prerender';
import { InsightsPage } from '../features/insights/components/insights-page';

/**
 * The dashboard as it stands before its figures arrive (heading, filters, tabs, skeleton), sent
 * inside the host's shell to a signed-in visitor of `/`: the same for every company.
 */
export const renderPages = () =>
  prerender({ InsightsPage: { path: '/', frame: 'app', page: <InsightsPage /> } });
