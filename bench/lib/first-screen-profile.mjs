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
  ['Chakra theme: tokens, recipes', 'spin 1s linear infinite'],
  ['Chakra UI', 'cssVarsPrefix'],
  ['Zag (Chakra machines)', 'data-scope'],
  ['Nivo charts', 'nivo'],
  ['React Router', 'useNavigate'],
  ['Redux Toolkit', 'redux'],
  ['axios', 'axios'],
];

/** `/static/js/…` is the host's file, `/remotes/<name>/…` a remote's. */
function readLabelOf(url) {
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

// Thousands of profile nodes share a few dozen scripts, and selfTimes runs once for the load and
// once per long task: each file is read and labelled once.
const labels = new Map();
function labelOf(url) {
  if (!labels.has(url)) labels.set(url, readLabelOf(url));
  return labels.get(url);
}

/** The renderer's main thread in a trace: the one with the most task time. */
function mainThreadOf(events) {
  const names = new Map(
    events
      .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain')
      .map((e) => [`${e.pid}:${e.tid}`, 0]),
  );
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && names.has(key)) names.set(key, names.get(key) + (e.dur ?? 0));
  }
  const [key] = [...names].sort((a, b) => b[1] - a[1])[0];
  const [pid, tid] = key.split(':').map(Number);
  return { pid, tid };
}

/**
 * The V8 sampling profile a trace carries in its ProfileChunk events, as CDP's Profiler returns
 * one (nodes, samples, timeDeltas), plus each sample's time on the trace's clock.
 */
function profileOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  const timeDeltas = [];
  const times = [];
  let time = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') time = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas: deltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((sample, i) => {
      time += deltas[i] ?? 0;
      samples.push(sample);
      timeDeltas.push(deltas[i] ?? 0);
      times.push(time);
    });
  }
  return { nodes: [...nodes.values()], samples, timeDeltas, times };
}

/**
 * Issue 19, item 6: where the signed-in first screen's main thread goes. Chromium at Lighthouse's
 * 4× CPU slowdown opens `/` with the demo session, then moves the pointer (the app starts on the
 * first input), under a trace that holds both the main thread's
 * tasks and V8's CPU samples, on one clock: the samples are summed by script for the whole load
 * and, for each long task, by script within it, so a change is aimed at what costs, not at a guess.
 */
export async function profileFirstScreen(baseUrl, { cpuSlowdown = 4 } = {}) {
  const browser = await chromium.launch(LAUNCH_OPTIONS);
  let events;
  try {
    const context = await browser.newContext({ storageState: await demoStorageState(baseUrl) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
      ],
    });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    // The page arrives with its figures and the app waits for the first input: the pointer moves,
    // and the trace holds the app's start and takeover too, what that first input costs.
    await page.mouse.move(1, 1);
    await page.locator('#prerender').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await browser.close();
  }
  const { pid, tid } = mainThreadOf(events);
  const profile = profileOf(events, pid);
  // The page's own navigation, not the new tab's about:blank.
  const navigation = events.find(
    (e) =>
      e.pid === pid &&
      e.name === 'navigationStart' &&
      e.args?.data?.documentLoaderURL?.startsWith(baseUrl),
  )?.ts;
  if (navigation === undefined) throw new Error(`the trace has no navigation to ${baseUrl}/`);
  const longTasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur > 50_000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const inTask = { ...profile, samples: [], timeDeltas: [] };
      profile.times.forEach((time, i) => {
        if (time < task.ts || time >= task.ts + task.dur) return;
        inTask.samples.push(profile.samples[i]);
        inTask.timeDeltas.push(profile.timeDeltas[i]);
      });
      return {
        start: (task.ts - navigation) / 1000,
        duration: task.dur / 1000,
        scripts: selfTimes(inTask),
      };
    });
  return { profile, longTasks };
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
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const url = callFrame.url ? labelOf(callFrame.url) : `(${callFrame.functionName || 'native'})`;
    byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return sorted(byUrl);
}
