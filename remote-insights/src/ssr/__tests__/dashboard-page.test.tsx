import { screen, within } from '@testing-library/react';
import { adoptServedData, seedServedQueries } from 'shared/api';
import { SERVED_DATA_ID } from 'shared/contracts';
import { createAppStore } from 'shared/session';
import { demoAccount, renderWithProviders } from 'shared/testing';
import { InsightsPage } from '../../features/insights/components/insights-page';
import {
  fixToday,
  INSIGHTS,
  serveDashboard,
} from '../../features/insights/__tests__/dashboard-fixtures';
import { dashboardFilter, renderDashboardPage } from '../dashboard-page.server';

// `/` as the server sends it to someone signed in (api web-apps dashboard-page.ts): the dashboard
// rendered to HTML with the company's figures, and the app taking the page over with the answers
// the page holds, without asking for them again.

/** Every figure goes through Intl, which puts a no-break space after "R$". */
const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');

/** The page's data element, as the server writes it into the page. */
function serve(companyId: string) {
  const { queries } = renderDashboardPage({ insights: INSIGHTS, filter: dashboardFilter() });
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVED_DATA_ID;
  element.textContent = JSON.stringify({ company_id: companyId, queries });
  document.body.append(element);
}

describe('the dashboard rendered by the server', () => {
  let server: ReturnType<typeof serveDashboard> | undefined;
  beforeEach(() => fixToday());
  afterEach(() => {
    server?.restore();
    server = undefined;
    jest.useRealTimers();
  });

  it('should draw the figures it is given for the current month', () => {
    const filter = dashboardFilter();
    expect(filter).toMatchObject({ start_date: '2025-06-01', end_date: '2025-06-30' });
    const page = renderDashboardPage({ insights: INSIGHTS, filter });
    const html = document.createElement('div');
    html.innerHTML = page.body;
    document.body.append(html);
    const view = within(html);
    expect(view.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    const income = view.getByText('Receita total').closest('dl') as HTMLElement;
    expect(within(income).getByRole('definition').textContent).toBe(brl('R$ 12.500,00'));
    // A chart's legend, beside the drawing that comes with the app.
    expect(view.getByText('Aluguel')).toBeInTheDocument();
    expect(view.queryByRole('status', { name: 'Carregando insights' })).not.toBeInTheDocument();
    expect(page.head).toMatch(/^<style data-emotion="css /);
    expect(page.queries).toEqual([{ endpointName: 'getInsights', arg: filter, value: INSIGHTS }]);
    html.remove();
  });

  it('should leave no timer behind, which would keep its store and the server alive', () => {
    // Every timer faked this time (fixToday leaves setTimeout real), so that they can be counted.
    jest.useFakeTimers({ now: Date.now() });
    renderDashboardPage({ insights: INSIGHTS, filter: dashboardFilter() });
    // Redux's batching waits 100 ms at most; RTK Query's cache collection waited 60 s.
    jest.advanceTimersByTime(1_000);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("should not hand another company's answers to the app", async () => {
    server = serveDashboard();
    serve('company-2');
    const store = createAppStore(demoAccount());
    adoptServedData(store, demoAccount().access_token, { pageAge: 1_000 });
    seedServedQueries();
    expect(document.getElementById(SERVED_DATA_ID)).toBeNull();
    renderWithProviders(<InsightsPage />, { store });
    expect(screen.getByRole('status', { name: 'Carregando insights' })).toBeInTheDocument();
    await screen.findByText('Receita total');
    expect(server.insightsFilters).toHaveLength(1);
  });

  it('should take the page over with its answers, not asking for them again', async () => {
    server = serveDashboard();
    serve('company-1');
    const store = createAppStore(demoAccount());
    adoptServedData(store, demoAccount().access_token, { pageAge: 1_000 });
    seedServedQueries();
    renderWithProviders(<InsightsPage />, { store });
    // At once, in the first render: no skeleton between the page's figures and the app's.
    expect(screen.getByText('Receita total')).toBeInTheDocument();
    // The cash flow, which the page did not hold, is asked for; the insights are not.
    await screen.findByRole('tab', { name: 'Fluxo de Caixa' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.cashFlowFilters).toHaveLength(1);
    expect(server.insightsFilters).toHaveLength(0);
  });
});
