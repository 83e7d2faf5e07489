import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a downloaded browser (RECIPES.md). The flags are the set verified on
 * this machine, as root and without a GPU: no sandbox, and nothing that phones home mid-test.
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
