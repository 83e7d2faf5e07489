import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { LAUNCH_OPTIONS } from './bundle-sizes.mjs';
import { demoStorageState } from './demo-session.mjs';
import { distOf } from './paths.mjs';

/** What a minified chunk holds, told by strings only that code leaves in it. */
const CHUNK_MARKERS = [
  ['federation runtime + entry', '__webpack_require__.federation'],
  ['react-dom', 'react-dom-client.production'],
  ['theme (createSystem)', 'createSystem)('],
  ['Chakra UI', 'cssVarsPrefix'],
  ['Zag (Chakra machines)', 'data-scope'],
  ['Nivo charts', 'nivo'],
  ['React Router', 'useNavigate'],
  ['Redux Toolkit', 'redux'],
  ['axios', 'axios'],
];

/** `/static/js/…` is the host's file, `/remotes/<name>/…` a remote's. */
function labelOf(url) {
  let pathname;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return url;
  }
  const remote = pathname.match(/^\/remotes\/([a-z]+)\/(.*)$/);
  const app = remote ? `remote-${remote[1]}` : 'host';
  const file = path.join(distOf(app), remote ? remote[2] : pathname.slice(1));
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return `${app} ${pathname}`;
  }
  try {
    // Licence banners are moved out of the minified file, and name the package best.
    text += readFileSync(`${file}.LICENSE.txt`, 'utf8');
  } catch {
    // This chunk has none.
  }
  const found = CHUNK_MARKERS.find(([, marker]) => text.includes(marker));
  return `${app} ${path.basename(file)}${found ? ` (${found[0]})` : ''}`;
}

/**
 * Issue 19, item 6: where the signed-in first screen's main thread goes. Chromium at Lighthouse's
 * 4× CPU slowdown opens `/` with the demo session; a sampling CPU profile and the trace's long tasks
 * are summed by script and by function, so a change is aimed at what costs, not at a guess.
 */
export async function profileFirstScreen(baseUrl, { cpuSlowdown = 4 } = {}) {
  const browser = await chromium.launch(LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({ storageState: await demoStorageState(baseUrl) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const longTasks = [];
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const { profile } = await cdp.send('Profiler.stop');
    longTasks.push(...(await page.evaluate(() => window.__longTasks)));
    return { profile, longTasks };
  } finally {
    await browser.close();
  }
}

/** Self time (ms) by script (labelled with what it holds), from a V8 sampling profile. */
export function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + delta);
  }
  const byUrl = new Map();
  const labels = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    let url = `(${callFrame.functionName || 'native'})`;
    if (callFrame.url) {
      // Thousands of profile nodes share a few dozen scripts: each file is read and labelled once.
      if (!labels.has(callFrame.url)) labels.set(callFrame.url, labelOf(callFrame.url));
      url = labels.get(callFrame.url);
    }
    byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return sorted(byUrl);
}
