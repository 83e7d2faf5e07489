import { SERVED_DATA_ID } from '../../contracts/common/constants';
import { createAppStore, startSession } from '../../session';
import { demoAccount } from '../../testing';
import { api } from '../api-slice';
import {
  adoptServedData,
  isServedQuery,
  SERVED_MAX_AGE_MS,
  seedServedQueries,
} from '../served-queries';

// The answers a page sent with the person's data holds (api web-apps dashboard-page.ts), taken
// into the app's cache when the app takes the page over, and only then.

const served = api.injectEndpoints({
  endpoints: (build) => ({
    servedTestFigures: build.query<{ total: number }, { month: string }>({
      query: (arg) => ({ url: '/v1/served-test', method: 'POST', data: arg }),
    }),
  }),
});

function page(content: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVED_DATA_ID;
  element.textContent = content;
  document.body.append(element);
}

const answers = (companyId: string, month: string) =>
  JSON.stringify({
    company_id: companyId,
    queries: [
      { endpointName: 'servedTestFigures', arg: { month }, value: { total: 42 } },
      { endpointName: 'notLoadedYet', arg: {}, value: {} },
    ],
  });

function cached(store: ReturnType<typeof createAppStore>, month: string) {
  return served.endpoints.servedTestFigures.select({ month })(store.getState()).data;
}

describe('served queries', () => {
  const account = demoAccount();

  it.each([
    ['another company', answers('company-2', '2025-01'), 1_000],
    ['a page opened too long ago', answers('company-1', '2025-02'), SERVED_MAX_AGE_MS + 1],
    ['malformed JSON', '{"company_id": "company-1", "queries": [', 1_000],
  ])('should take nothing from %s, and remove the element', (_, content, pageAge) => {
    page(content);
    const store = createAppStore(account);
    adoptServedData(store, account.access_token, { pageAge });
    seedServedQueries();
    expect(document.getElementById(SERVED_DATA_ID)).toBeNull();
    for (const month of ['2025-01', '2025-02']) {
      expect(cached(store, month)).toBeUndefined();
      expect(isServedQuery('servedTestFigures', { month })).toBe(false);
    }
  });

  it("should put the session's company's answers in the cache, for endpoints that exist", () => {
    page(answers('company-1', '2025-03'));
    const store = createAppStore(account);
    adoptServedData(store, account.access_token, { pageAge: 1_000 });
    seedServedQueries();
    expect(cached(store, '2025-03')).toEqual({ total: 42 });
    expect(isServedQuery('servedTestFigures', { month: '2025-03' })).toBe(true);
    expect(isServedQuery('servedTestFigures', { month: '2025-04' })).toBe(false);
    expect(isServedQuery('notLoadedYet', {})).toBe(false);
  });

  it('should forget the answers when the session changes before a remote loads', () => {
    page(answers('company-1', '2025-05'));
    const store = createAppStore(account);
    adoptServedData(store, account.access_token, { pageAge: 1_000 });
    // Signed out and in again, as another company (the first remote's load had failed).
    startSession(
      store,
      demoAccount({ company: { id: 'company-2', name: 'Outra', shortName: 'OU' } }),
    );
    seedServedQueries();
    expect(cached(store, '2025-05')).toBeUndefined();
    expect(isServedQuery('servedTestFigures', { month: '2025-05' })).toBe(false);
  });

  it("should count the answers' age from when the page was opened", () => {
    jest.useFakeTimers();
    try {
      page(answers('company-1', '2025-06'));
      const store = createAppStore(account);
      adoptServedData(store, account.access_token, { pageAge: SERVED_MAX_AGE_MS - 5 });
      // The remote loads 10 ms later: the page is then past the age its answers stand for.
      jest.advanceTimersByTime(10);
      seedServedQueries();
      expect(cached(store, '2025-06')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
