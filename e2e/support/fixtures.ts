import { expect, request as playwrightRequest, test as base } from '@playwright/test';
import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test';
import type { Company, SignInResponse, TokenPayload, UserProfile } from 'shared/contracts';
import type { Account, SessionIdentity } from 'shared/session';
import { shortNameOf } from '../../shared/src/session/short-name';
import { watchCspViolations } from './csp-violations';

/** The login a fresh database is seeded with (api seed, README). */
export const DEMO_CREDENTIALS = { email: 'demo@fluxo.dev', password: 'Demo1234' } as const;

// Written out, not imported from the app: these are SPEC.md's names (§3, §9), and a test should
// fail if the app drifts from them.
export const ACCOUNT_KEY = 'account';
export const THEME_KEY = 'theme';
const TOKEN_COOKIE = 'fluxoToken';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

function decodePayload(token: string): TokenPayload {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('sign-in returned a token that is not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenPayload;
}

/** What the store keeps of a person or company (SPEC.md §3 "In the store"). */
function identityOf(entity: { id: string; name: string; avatar: string | null }): SessionIdentity {
  return entity.avatar
    ? { id: entity.id, name: entity.name, avatar: entity.avatar }
    : { id: entity.id, name: entity.name, shortName: shortNameOf(entity.name) };
}

async function getJson<T>(api: APIRequestContext, url: string, headers: Record<string, string>) {
  const response = await api.get(url, { headers });
  expect(response.ok(), `GET ${url} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Signs the demo user in through the real API and builds the account exactly as the sign-in
 * screen will store it. The login screen does not exist yet, so this is the one honest way in.
 */
export async function signInThroughApi(baseURL: string): Promise<Account> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const signIn = await api.post('/v1/auth/sign-in', { data: DEMO_CREDENTIALS });
    expect(signIn.ok(), `sign-in → ${signIn.status()} ${await signIn.text()}`).toBe(true);
    const { access_token: token } = (await signIn.json()) as SignInResponse;
    const companyId = decodePayload(token).company_id;
    const headers = { authorization: `Bearer ${token}`, 'x-company-id': companyId };
    const profile = await getJson<UserProfile>(api, '/v1/users/profile', headers);
    const companies = await Promise.all(
      profile.member_of.map((member) =>
        getJson<Company>(api, `/v1/companies/${member.company_id}`, headers),
      ),
    );
    const company = companies.find((candidate) => candidate.id === companyId);
    if (!company) throw new Error(`the token's company ${companyId} is not in member_of`);
    return {
      user: { ...identityOf(profile), email: profile.email },
      company: identityOf(company),
      access_token: token,
      companies: companies.map(identityOf),
    };
  } finally {
    await api.dispose();
  }
}

/**
 * A browser storage state holding the session the app would have stored after signing in.
 * Seeded once when the context is created (unlike an init script, which would re-seed on every
 * load and hide a logout or a guard that clears the account).
 */
export function signedInState(account: Account, baseURL: string): StorageState {
  const { hostname } = new URL(baseURL);
  const { exp } = decodePayload(account.access_token);
  return {
    cookies: [
      {
        name: TOKEN_COOKIE,
        value: encodeURIComponent(account.access_token),
        domain: hostname,
        path: '/',
        expires: exp,
        httpOnly: false,
        secure: true,
        sameSite: 'Lax',
      },
    ],
    origins: [
      { origin: baseURL, localStorage: [{ name: ACCOUNT_KEY, value: JSON.stringify(account) }] },
    ],
  };
}

interface TestOptions {
  /** `test.use({ signedIn: true })`: every page in the test starts with the demo session. */
  signedIn: boolean;
}

interface WorkerFixtures {
  demoAccount: Account;
}

export const test = base.extend<TestOptions, WorkerFixtures>({
  signedIn: [false, { option: true }],
  demoAccount: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this destructuring; this one has none.
    async ({}, provide, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
      await provide(await signInThroughApi(baseURL));
    },
    { scope: 'worker' },
  ],
  // Every test runs under the server's Content-Security-Policy (issue 12) and fails on any
  // violation, even if what it checks still worked.
  context: async ({ context }, provide) => {
    const violations = await watchCspViolations(context);
    await provide(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  storageState: async ({ signedIn, demoAccount, baseURL, storageState }, provide) => {
    if (!signedIn) return provide(storageState);
    if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
    await provide(signedInState(demoAccount, baseURL));
  },
});

export { expect };

/** The area a remote renders into, inside the shell or the auth layout. */
export function mainArea(page: Page) {
  return page.getByRole('main');
}

/**
 * Draws the named charts: a chart mounts its drawing only once scrolled near (ChartCard), as on a
 * phone most of them are below the fold. Scrolls to each figure in turn and waits for its SVG.
 */
export async function drawCharts(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    const figure = mainArea(page).getByRole('figure', { name: title });
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('svg').first()).toBeVisible();
  }
}

/**
 * A remote's page has rendered: its h1 is visible, the host's loading state is gone, and the app
 * has taken the place of a page the server sent prerendered (an inert copy with the same h1).
 */
export async function expectRemotePage(page: Page, title: string | RegExp): Promise<void> {
  await expect(mainArea(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('#prerender:has([inert])')).toHaveCount(0);
  await expect(mainArea(page).getByRole('status').filter({ hasText: 'Carregando' })).toHaveCount(0);
}

/**
 * The person's first input on a page the server sent prerendered (the sign-in page): the app's
 * scripts start, and the app takes the page over. A no-op on any other page.
 */
export async function startApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
}

/**
 * Holds every request matching `url` until the returned function is called: a slow network, at
 * the moment a test chooses (the app's scripts held back while a prerendered page is read).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The theme the app will read at load (SPEC.md §3), stored before any page script runs. */
export async function storeTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: THEME_KEY,
    value: mode,
  });
}
