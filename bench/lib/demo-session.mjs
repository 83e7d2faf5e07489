// The same session the e2e suite seeds (e2e/support/fixtures.ts): the login screen is not built
// yet, so the demo user signs in through the API and the account goes where the app keeps it.

export const DEMO = { email: 'demo@fluxo.dev', password: 'Demo1234' };

function shortNameOf(name) {
  const [first = '', second] = name.trim().split(/\s+/);
  return second ? `${first[0]}${second[0]}`.toUpperCase() : first.slice(0, 2).toUpperCase();
}

function identityOf({ id, name, avatar }) {
  return avatar ? { id, name, avatar } : { id, name, shortName: shortNameOf(name) };
}

/** The JSON of a 2xx answer; anything else throws with the method, URL and status. */
export async function getJson(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} → ${response.status}`);
  return response.json();
}

/** A Playwright storage state holding the demo account in localStorage, and its cookie. */
export async function demoStorageState(baseUrl) {
  const { access_token: token } = await getJson(`${baseUrl}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { company_id: companyId, exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url'));
  const headers = { authorization: `Bearer ${token}`, 'x-company-id': companyId };
  const profile = await getJson(`${baseUrl}/v1/users/profile`, { headers });
  const company = await getJson(`${baseUrl}/v1/companies/${companyId}`, { headers });
  const account = {
    user: { ...identityOf(profile), email: profile.email },
    company: identityOf(company),
    access_token: token,
    companies: [identityOf(company)],
  };
  return {
    // As a sign-in in the app writes it (shared/session token-cookie.ts): the server sends a
    // signed-in visitor the dashboard's prerendered page by it.
    cookies: [
      {
        name: 'fluxoToken',
        value: encodeURIComponent(token),
        domain: new URL(baseUrl).hostname,
        path: '/',
        expires: exp,
        httpOnly: false,
        secure: true,
        sameSite: 'Lax',
      },
    ],
    origins: [
      { origin: baseUrl, localStorage: [{ name: 'account', value: JSON.stringify(account) }] },
    ],
  };
}

/**
 * Opens the signed-in dashboard as a person does: the server sends it with its figures and the
 * app starts on the first input (api/src/plugins/web/dashboard-page.ts), so the pointer moves, as
 * a person's would, and the app is waited for until it has taken the page over.
 */
export async function openDashboard(page, baseUrl) {
  await page.goto(`${baseUrl}/`);
  await page.mouse.move(1, 1);
  await page.locator('#prerender').waitFor({ state: 'detached' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
}
