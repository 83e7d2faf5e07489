// The signed-in first screen's sections of `npm run bench` (issue 19, item 6): Lighthouse's scores
// and where the main thread goes.
import { profileFirstScreen, selfTimes } from './first-screen-profile.mjs';
import { LIGHTHOUSE_BUDGETS, measureLighthouse } from './lighthouse.mjs';
import { flag, formatTable, print, seconds } from './table.mjs';
import { startWebServer } from './web-server.mjs';

export async function firstScreenProfileSection() {
  print('## Where the signed-in first screen spends its main thread (Chromium at 4× CPU slowdown)');
  const server = await startWebServer();
  try {
    const { profile, longTasks } = await profileFirstScreen(server.baseUrl);
    const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    print(
      `${longTasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms in all: ` +
        longTasks
          .map((task) => `${Math.round(task.duration)} ms at ${seconds(task.start)} s`)
          .join(', '),
    );
    print();
    // Where each long task went: the scripts whose code ran in it (idle and sampling gaps left out).
    print(
      formatTable(
        ['long task', 'ms', 'its main scripts (self time, ms)'],
        longTasks.map((task) => [
          `at ${seconds(task.start)} s`,
          Math.round(task.duration),
          task.scripts
            .filter(([script, ms]) => script !== '((idle))' && ms >= 3)
            .slice(0, 3)
            .map(([script, ms]) => `${script} ${Math.round(ms)}`)
            .join(', '),
        ]),
      ),
    );
    print();
    print(
      formatTable(
        ['self time by script (CPU profile)', 'ms'],
        selfTimes(profile)
          .filter(([, ms]) => ms >= 10)
          .map(([script, ms]) => [script, Math.round(ms)]),
      ),
    );
  } finally {
    await server.stop();
  }
}

export async function lighthouseSection() {
  print('## Lighthouse (mobile defaults, Debian Chromium, production server; 3 runs, median)');
  const server = await startWebServer();
  try {
    const results = await measureLighthouse(server.baseUrl);
    const landed = (r, run) =>
      (run.landedOn === r.route ? '' : ` (landed on ${run.landedOn})`) +
      (run.error ? ` (failed: ${run.error})` : '');
    // The columns `row` fills, after its label.
    const columns = [
      'performance',
      'accessibility',
      'FCP s',
      'LCP s',
      'TBT ms',
      'CLS',
      'SI s',
      'benchmarkIndex',
    ];
    const row = (label, values) => [
      label,
      values.performance,
      values.accessibility,
      seconds(values.fcpMs),
      seconds(values.lcpMs),
      Math.round(values.tbtMs),
      values.cls.toFixed(3),
      seconds(values.speedIndexMs),
      Math.round(values.benchmarkIndex),
    ];
    print(
      formatTable(
        ['run', ...columns],
        results.flatMap((r) =>
          r.runs.map((run, index) => row(`${r.name} #${index + 1}${landed(r, run)}`, run)),
        ),
      ),
    );
    print();
    print(
      formatTable(
        ['median', ...columns, 'budget'],
        results.map((r) => {
          const budget = LIGHTHOUSE_BUDGETS[r.route];
          const ok =
            r.measuredRuns > 0 &&
            r.median.performance >= budget.performance &&
            r.median.accessibility >= budget.accessibility;
          const partial = r.measuredRuns < r.wantedRuns;
          return [
            ...row(
              partial ? `${r.name} (${r.measuredRuns} of ${r.wantedRuns} runs)` : r.name,
              r.median,
            ),
            `≥ ${budget.performance} / ${budget.accessibility}: ${flag(ok)}`,
          ];
        }),
      ),
    );
  } finally {
    await server.stop();
  }
}
