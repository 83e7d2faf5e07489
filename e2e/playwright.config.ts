import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

// A fresh database per run, in a temporary folder (PGlite also puts a lock file beside its data
// folder: one parent holds both). The config is evaluated again in every worker, which inherits
// E2E_TMP_DIR: only the first evaluation, in the main process, creates the folder and removes it
// when that process exits, after Playwright has stopped the server, whether the run passed or not.
if (!process.env.E2E_TMP_DIR) {
  const tmpDir = mkdtempSync(path.join(tmpdir(), 'fluxo-e2e-'));
  process.env.E2E_TMP_DIR = tmpDir;
  process.on('exit', () => rmSync(tmpDir, { recursive: true, force: true }));
}
const dataDir = path.join(process.env.E2E_TMP_DIR, 'pglite');

const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  // One server and one PGlite for the whole suite, on a 2-core machine: parallel workers only
  // fight over the CPU; the independent-deploy spec also swaps files the server is serving.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace slowed every test by 20-30 % (the accessibility spec's signed-in tests:
    // 126-149 s recorded, 100-105 s not), a quarter of CI's browser suite for traces it throws
    // away. CI retries a failure once and records that retry; a local run keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The production path a newcomer gets with `npm start`: builds whatever dist is missing, then
    // serves the host, the four remotes and the API from one origin.
    command: 'node api/scripts/start-all.mjs',
    cwd: repoRoot,
    url: `${BASE_URL}/health`,
    // A first start may build all five apps (≈ 1–2 min on 2 cores) and initialise PGlite.
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    // Lets the API close PGlite cleanly (start-all forwards the signal) instead of a SIGKILL.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every worker (re)start signs the demo user in through the API; the default limit of 10
      // a window is for people, and a retried suite would trip it.
      SIGN_IN_RATE_LIMIT: '1000',
      SIGN_UP_CODE_RATE_LIMIT: '1000',
      RESET_PASSWORD_RATE_LIMIT: '1000',
      VERIFY_CODE_RATE_LIMIT: '1000',
      EMAIL_IP_RATE_LIMIT: '1000',
      // The régua's test sends at once, whatever the hour the suite runs at.
      REMINDER_HOURS: '0-23',
    },
  },
});
