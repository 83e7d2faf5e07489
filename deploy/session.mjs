// What the drill and the load bench do first: sign in as the demo user through nginx, as the app
// does, and find a leaf despesa category to write contas a pagar into.
import { PUBLIC_URL } from './stack.mjs';

export async function json(url, init = {}) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}`);
  return response.json();
}

export async function demoSession() {
  const { access_token: token } = await json(`${PUBLIC_URL}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@fluxo.dev', password: 'Demo1234' }),
  });
  const { company_id: companyId } = JSON.parse(
    Buffer.from(token.split('.')[1], 'base64url').toString(),
  );
  const headers = {
    authorization: `Bearer ${token}`,
    'x-company-id': companyId,
    'content-type': 'application/json',
  };
  const categories = await json(`${PUBLIC_URL}/v1/companies/categories`, { headers });
  const parents = new Set(categories.map((c) => c.parent_id).filter(Boolean));
  const leaf = categories.find((c) => c.type === 'despesa' && c.active && !parents.has(c.id));
  return { headers, categoryId: leaf.id };
}

/** The company's day (São Paulo), as the API counts it. */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
