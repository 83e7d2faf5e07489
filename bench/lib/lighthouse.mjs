import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { LAUNCH_OPTIONS } from './bundle-sizes.mjs';
import { DEMO, demoStorageState, getJson } from './demo-session.mjs';
import { median } from './table.mjs';
import { freePort } from './web-server.mjs';

/**
 * Issue 19, item 6: Lighthouse's default (mobile, simulated slow 4G and a 4× slower CPU), on a
 * machine whose `benchmarkIndex` is about 1,000. Each scenario runs three times; the median counts.
 */
export const LIGHTHOUSE_BUDGETS = {
  '/login': { performance: 100, accessibility: 100 },
  '/': { performance: 95, accessibility: 100 },
  // Issue 21, item 3: the payer's page, on a phone first.
  '/cobranca/:token': { performance: 95, accessibility: 100 },
};

/** A payer's page: a new receivable of the demo company, charged by Pix through the API. */
async function payerPagePath(baseUrl) {
  const { access_token: token } = await getJson(`${baseUrl}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const { company_id: companyId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url'));
  const headers = {
    authorization: `Bearer ${token}`,
    'x-company-id': companyId,
    'content-type': 'application/json',
  };
  const categories = await getJson(`${baseUrl}/v1/companies/categories`, { headers });
  const parents = new Set(categories.map((c) => c.parent_id).filter(Boolean));
  const leaf = categories.find((c) => c.type === 'receita' && c.active && !parents.has(c.id));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const [movement] = await getJson(`${baseUrl}/v1/companies/movements`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      type: 'receita',
      description: 'Mensalidade de dezembro',
      amount_cents: 25_000,
      due_date: day,
      category_id: leaf.id,
    }),
  });
  const { 'content-type': _json, ...noBody } = headers;
  const charge = await getJson(`${baseUrl}/v1/companies/movements/${movement.id}/pix-charge`, {
    method: 'POST',
    headers: noBody,
  });
  return charge.page_path;
}

/**
 * - `/login`: a first visit, fresh profile.
 * - `/` cold: a fresh profile that already holds the session (cookie + stored account), as after a
 *   browser restart: nothing is cached.
 * - `/` warm: the demo user signs in through the real form in the same browser first, so the app's
 *   files are in the HTTP cache, as on the next visit of someone who uses Fluxo every day.
 */
export const LIGHTHOUSE_SCENARIOS = [
  { name: '/login', route: '/login', prepare: 'none' },
  { name: '/ cold', route: '/', prepare: 'session' },
  { name: '/ warm', route: '/', prepare: 'sign-in' },
  { name: '/cobranca/:token', route: '/cobranca/:token', path: payerPagePath, prepare: 'none' },
];

const score = (category) => Math.round((category?.score ?? 0) * 100);

async function prepare(context, baseUrl, how) {
  const page = context.pages()[0] ?? (await context.newPage());
  if (how === 'session') {
    const storageState = await demoStorageState(baseUrl);
    await context.addCookies(storageState.cookies);
    await page.goto(`${baseUrl}/health`);
    for (const { name, value } of storageState.origins[0].localStorage) {
      await page.evaluate(([key, item]) => localStorage.setItem(key, item), [name, value]);
    }
  } else if (how === 'sign-in') {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/^E-mail/).fill(DEMO.email);
    await page.getByLabel(/^Senha/).fill(DEMO.password);
    await page.getByLabel(/^Senha/).press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    // The dashboard's figures are on screen: every file the first screen needs has been fetched.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  await page.goto('about:blank');
}

/**
 * One Lighthouse run in its own persistent profile. Lighthouse drives Debian's Chromium through its
 * debugging port and is told not to clear storage or cache, so what `prepare` left is what it sees.
 */
async function auditOnce(baseUrl, scenario, traceFile) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'fluxo-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...LAUNCH_OPTIONS,
    args: [...LAUNCH_OPTIONS.args, `--remote-debugging-port=${port}`],
  });
  try {
    await prepare(context, baseUrl, scenario.prepare);
    const target = scenario.path ? await scenario.path(baseUrl) : scenario.route;
    const result = await lighthouse(`${baseUrl}${target}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    const { categories, audits, finalDisplayedUrl, environment } = result.lhr;
    if (traceFile) {
      mkdirSync(path.dirname(traceFile), { recursive: true });
      writeFileSync(traceFile, JSON.stringify(result.artifacts.Trace));
      writeFileSync(traceFile.replace(/\.trace\.json$/, '.lhr.json'), JSON.stringify(result.lhr));
    }
    return {
      // A scenario's own path (a payer's token) counts as its route.
      landedOn:
        new URL(finalDisplayedUrl).pathname === target
          ? scenario.route
          : new URL(finalDisplayedUrl).pathname,
      performance: score(categories.performance),
      accessibility: score(categories.accessibility),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      // The two other weighted metrics: a score below 100 with no blocking time is one of them.
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      speedIndexMs: audits['speed-index']?.numericValue ?? NaN,
      benchmarkIndex: environment?.benchmarkIndex ?? NaN,
      // Why a run has no metrics (NaN): Lighthouse's own error for the page or for its paint.
      error:
        result.lhr.runtimeError?.code ?? audits['first-contentful-paint']?.errorMessage ?? null,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Every scenario `runs` times. With LIGHTHOUSE_TRACE_DIR set, each run's trace and report are kept
 * there (`<scenario>-<run>.trace.json`), to open in Chrome's Performance panel.
 */
export async function measureLighthouse(baseUrl, runs = 3) {
  const traceDir = process.env.LIGHTHOUSE_TRACE_DIR;
  // LIGHTHOUSE_ONLY=/cobranca runs the scenarios whose name starts with it.
  const only = process.env.LIGHTHOUSE_ONLY;
  const results = [];
  for (const scenario of LIGHTHOUSE_SCENARIOS.filter((s) => !only || s.name.startsWith(only))) {
    const all = [];
    // A run Lighthouse could not measure (NO_NAVSTART, say) scores 0 with no metrics: it is a
    // failure of the tool, not a score of the page. Such a run is shown, then run again, up to
    // twice `runs` in all; the median is of the measured runs, and the section says how many.
    const measured = [];
    for (let run = 1; measured.length < runs && run <= runs * 2; run++) {
      const slug = scenario.name.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'root';
      const traceFile = traceDir ? path.join(traceDir, `${slug}-${run}.trace.json`) : undefined;
      const result = await auditOnce(baseUrl, scenario, traceFile);
      all.push(result);
      if (!result.error) measured.push(result);
    }
    const of = (key) => (measured.length ? median(measured.map((r) => r[key])) : NaN);
    results.push({
      ...scenario,
      runs: all,
      measuredRuns: measured.length,
      wantedRuns: runs,
      median: {
        performance: of('performance'),
        accessibility: of('accessibility'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        speedIndexMs: of('speedIndexMs'),
        benchmarkIndex: of('benchmarkIndex'),
      },
    });
  }
  return results;
}
