// `npm run bench`: prints figures for issues 2 and 12's budgets. It asserts nothing about time: numbers on
// a shared 2-core machine are noisy, so budgets are flagged for a person to read, not enforced.
//
//   node run-all.mjs               build every app (timed), then measure
//   node run-all.mjs --skip-build  reuse each app's dist (building only what is missing)
//   node run-all.mjs --runs 9      API cold-start and click-to-rows runs (default 5)
//   node run-all.mjs --skip-dashboards       no dashboard section (it seeds 100k on PGlite and
//                                            PostgreSQL, then 1M on PostgreSQL: a few minutes)
//   node run-all.mjs --large-movements 0     skip the 1M PostgreSQL run
//   node run-all.mjs --sections bundles      only these sections (comma-separated: build,
//                                            bundles, lighthouse, first-screen-profile,
//                                            cold-start, movements-screen,
//                                            remote-visits,
//                                            dashboards, group, export, load, setup-search, import,
//                                            spreadsheet-import, suggestions)
//   node run-all.mjs --load-seconds 30       duration of each load run (default 30)
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildMissing, measureBuilds } from './lib/build-times.mjs';
import { bundleSection } from './lib/bundle-section.mjs';
import { measureColdStart } from './lib/cold-start.mjs';
import { firstTouchMsPerMb } from './lib/memory-touch.mjs';
import { measureDashboards, measureGroup, postgresAvailable } from './lib/dashboards.mjs';
import { measureExport } from './lib/export.mjs';
import { LOAD_HEADERS, measureLoad } from './lib/load.mjs';
import { measureSetupSearch } from './lib/setup-search.mjs';
import { measureImport } from './lib/import.mjs';
import { measureSpreadsheetImport } from './lib/spreadsheet-import.mjs';
import { measureSuggestions } from './lib/suggestions.mjs';
import { firstScreenProfileSection, lighthouseSection } from './lib/first-screen-sections.mjs';
import {
  CLICK_TO_ROWS_BUDGET_MS,
  MOVEMENTS_JS_BUDGET_BYTES,
  measureClickToRows,
} from './lib/movements-screen.mjs';
import { REMOTE_JS_BUDGET_BYTES, measureRemoteVisits } from './lib/remote-visits.mjs';
import { flag, formatTable, kB, print, seconds } from './lib/table.mjs';
import { startWebServer } from './lib/web-server.mjs';

const COLD_START_BUDGET_MS = 1000;

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    'skip-dashboards': { type: 'boolean', default: false },
    'large-movements': { type: 'string', default: '1000000' },
    sections: { type: 'string' },
    'load-seconds': { type: 'string', default: '30' },
  },
});
// From the root, `npm run bench -- --skip-build` reaches this script as npm configuration
// (npm_config_skip_build), not as an argument, because the root script calls npm again.
const skipBuild = values['skip-build'] || process.env.npm_config_skip_build === 'true';
const runs = Number.parseInt(process.env.npm_config_runs ?? values.runs, 10);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${values.runs}`);

const skipDashboards =
  values['skip-dashboards'] || process.env.npm_config_skip_dashboards === 'true';
const largeMovements = Number.parseInt(
  process.env.npm_config_large_movements ?? values['large-movements'],
  10,
);

const loadSeconds = Number.parseInt(
  process.env.npm_config_load_seconds ?? values['load-seconds'],
  10,
);

const SECTIONS = [
  'build',
  'bundles',
  'lighthouse',
  'first-screen-profile',
  'cold-start',
  'movements-screen',
  'remote-visits',
  'dashboards',
  'group',
  'export',
  'load',
  'setup-search',
  'import',
  'spreadsheet-import',
  'suggestions',
];
const only = (process.env.npm_config_sections ?? values.sections)?.split(',') ?? SECTIONS;
const unknown = only.filter((section) => !SECTIONS.includes(section));
if (unknown.length > 0)
  throw new Error(
    `--sections: unknown section ${unknown.join(', ')} (one of ${SECTIONS.join(', ')})`,
  );

async function buildSection() {
  print('## Build time (wall clock, one build at a time)');
  if (skipBuild) {
    const built = await buildMissing();
    print(`skipped (--skip-build)${built.length ? `; built missing: ${built.join(', ')}` : ''}`);
    return;
  }
  const builds = await measureBuilds();
  const total = builds.reduce((sum, build) => sum + build.ms, 0);
  print(
    formatTable(
      ['app', 'tool', 'seconds'],
      [...builds.map((b) => [b.app, b.tool, seconds(b.ms)]), ['total', '', seconds(total)]],
    ),
  );
}

async function coldStartSection() {
  print(
    '## API cold start: node api/dist/server.js → first 200 on /health, on a database the first start set up',
  );
  const embedded = await measureColdStart(runs, 'pglite');
  const postgres = (await postgresAvailable()) ? await measureColdStart(runs, 'postgres') : null;
  const columns = postgres ? [embedded, postgres] : [embedded];
  const row = (label, pick) => [label, ...columns.map((result) => pick(result))];
  print(
    formatTable(
      ['measure', 'PGlite folder ms', ...(postgres ? ['PostgreSQL ms'] : [])],
      [
        row('first start (creates, migrates, seeds; not counted)', (r) => Math.round(r.firstMs)),
        ...embedded.times.map((_, index) =>
          row(`run ${index + 1}`, (r) => Math.round(r.times[index])),
        ),
        row('min', (r) => Math.round(r.minMs)),
        row('median', (r) => Math.round(r.medianMs)),
        row(`median vs budget ≤ ${COLD_START_BUDGET_MS}`, (r) =>
          flag(r.medianMs <= COLD_START_BUDGET_MS),
        ),
        row('memory touched by the first 200, MB (median)', (r) =>
          r.touchedMb === null ? 'n/a' : Math.round(r.touchedMb),
        ),
      ],
    ),
  );
  // A start's duration moves with the machine's page faults more than with its CPU: the probe
  // says what this machine charges, the row above how much memory a start asks of it.
  const faultCost = firstTouchMsPerMb();
  if (faultCost !== null)
    print(`First touch of fresh memory on this machine: ${faultCost.toFixed(2)} ms per MB.`);
  if (!postgres) print('No PostgreSQL at BENCH_DATABASE_URL: the deployed shape is not measured.');
}

async function remoteVisitsSection() {
  print("## Each area's remote on its first visit: a click in the side nav from insights");
  const server = await startWebServer();
  try {
    const rows = await measureRemoteVisits(server.baseUrl);
    print(
      formatTable(
        ['remote', 'clicked', 'JS files', 'transferred kB', 'gzip kB', 'budget'],
        rows.map((row) => [
          row.remote,
          row.href,
          row.files,
          kB(row.transferred),
          kB(row.gzip),
          `≤ ${kB(REMOTE_JS_BUDGET_BYTES)}: ${flag(row.gzip <= REMOTE_JS_BUDGET_BYTES)}`,
        ]),
      ),
    );
  } finally {
    await server.stop();
  }
}

async function movementsScreenSection() {
  print(
    "## Movimentações: click on 'Movimentações' to the first rows (real Chromium, production server)",
  );
  const server = await startWebServer();
  try {
    const result = await measureClickToRows(server.baseUrl, runs);
    print(
      formatTable(
        ['measure', 'value'],
        [
          ...result.times.map((ms, index) => [`run ${index + 1} ms`, Math.round(ms)]),
          ['p50 ms', Math.round(result.p50)],
          ['p95 ms', Math.round(result.p95)],
          [
            `p50 vs budget ≤ ${CLICK_TO_ROWS_BUDGET_MS} ms`,
            flag(result.p50 <= CLICK_TO_ROWS_BUDGET_MS),
          ],
          ['remote-movements JS files on first visit', result.remoteJs.files],
          ['remote-movements JS transferred kB (brotli)', kB(result.remoteJs.transferred)],
          ['remote-movements JS gzip kB', kB(result.remoteJs.gzip)],
          [
            `gzip vs budget ≤ ${kB(MOVEMENTS_JS_BUDGET_BYTES)} kB`,
            flag(result.remoteJs.gzip <= MOVEMENTS_JS_BUDGET_BYTES),
          ],
        ],
      ),
    );
  } finally {
    await server.stop();
  }
}

async function exportSection() {
  print('## Export of 100k movements (XLSX and CSV, streamed over HTTP)');
  print('Budget: XLSX of 100k rows ≤ 10 s with memory under 300 MB.');
  const databases = ['pglite'];
  if (await postgresAvailable()) databases.push('postgres');
  for (const database of databases) {
    print();
    print((await measureExport({ database, movements: 100_000 })).trim());
  }
}

async function importSection() {
  print(
    '## Bank statement import: a 10k-line OFX against 100k movements and 200 rules (through the API)',
  );
  print(
    'Budgets on PGlite: preview ≤ 2 s (with the rules and history suggestions), confirm ≤ 3 s.',
  );
  const databases = ['pglite'];
  if (await postgresAvailable()) databases.push('postgres');
  for (const database of databases) {
    print();
    print((await measureImport({ database, movements: 100_000, lines: 10_000 })).trim());
  }
}

async function suggestionsSection() {
  // The learner's figures are the issue's budget: ≥ 90 % top-1 on held-out months.
  print((await measureSuggestions()).trim());
}

async function spreadsheetImportSection() {
  print('## Spreadsheet import: a 100k-row CSV of contas a pagar e a receber (through the API)');
  print('Budget on PGlite: preview + confirm ≤ 15 s.');
  const databases = ['pglite'];
  if (await postgresAvailable()) databases.push('postgres');
  for (const database of databases) {
    print();
    print((await measureSpreadsheetImport({ database, movements: 100_000, rows: 100_000 })).trim());
  }
}

async function dashboardsSection() {
  print(
    '## Dashboards and the movement list at scale (through the API, a throwaway database each)',
  );
  print(
    'Budgets at 100k: insights, cash-flow and the DRE (12 months) p50 ≤ 150 ms on PGlite and ' +
      '≤ 40 ms on PostgreSQL; list first page ≤ 30 ms on PostgreSQL. At 1M: the DRE ≤ 100 ms on ' +
      'PostgreSQL.',
  );
  if (skipDashboards) {
    print('skipped (--skip-dashboards)');
    return;
  }
  const runs = [{ database: 'pglite', movements: 100_000 }];
  if (await postgresAvailable()) {
    runs.push({ database: 'postgres', movements: 100_000 });
    if (largeMovements > 0) runs.push({ database: 'postgres', movements: largeMovements });
  } else {
    print('PostgreSQL not reachable (BENCH_DATABASE_URL): PGlite only.');
  }
  for (const options of runs) {
    print();
    print((await measureDashboards({ ...options, runs: 25 })).trim());
  }
}

async function groupSection() {
  print('## Grupo econômico: the consolidated reports, 5 companies × 100k movements');
  print(
    'Budget: consolidated insights, default view, p50 ≤ 60 ms on PostgreSQL, ≤ 200 ms on PGlite.',
  );
  if (skipDashboards) {
    print('skipped (--skip-dashboards)');
    return;
  }
  const databases = ['pglite'];
  if (await postgresAvailable()) databases.push('postgres');
  for (const database of databases) {
    print();
    print((await measureGroup({ database, movements: 100_000, companies: 5, runs: 25 })).trim());
  }
}

async function loadSection() {
  const connections = 50;
  print(
    `## Load: ${loadSeconds} s, ${connections} connections, 100k movements (the built API over TCP)`,
  );
  print(
    'Reads and writes run at once as two groups, each with its own latencies; 0 errors expected. ' +
      'On PGlite one connection serves both: writes must keep answering under the dashboards.',
  );
  const databases = ['pglite'];
  if (await postgresAvailable()) databases.push('postgres');
  const rows = [];
  for (const database of databases) {
    rows.push(
      ...(await measureLoad({ database, movements: 100_000, seconds: loadSeconds, connections })),
    );
  }
  print(formatTable(LOAD_HEADERS, rows));
}

async function setupSearchSection() {
  print('## Setup tables at 10k rows: server search and pages, and the role check per request');
  print('Budget: supplier search p50 ≤ 20 ms on PostgreSQL.');
  const databases = ['pglite'];
  if (await postgresAvailable()) databases.push('postgres');
  for (const database of databases) {
    print();
    print((await measureSetupSearch({ database, rows: 10_000, runs: 40 })).trim());
  }
}

const started = performance.now();
// Timings move with whatever else the machine is doing: say how busy it was.
print(
  `machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min), Node ${process.version}`,
);
const run = {
  build: buildSection,
  bundles: bundleSection,
  lighthouse: lighthouseSection,
  'first-screen-profile': firstScreenProfileSection,
  'cold-start': coldStartSection,
  'movements-screen': movementsScreenSection,
  'remote-visits': remoteVisitsSection,
  dashboards: dashboardsSection,
  group: groupSection,
  export: exportSection,
  load: loadSection,
  'setup-search': setupSearchSection,
  import: importSection,
  'spreadsheet-import': spreadsheetImportSection,
  suggestions: suggestionsSection,
};
// The other sections measure the built apps and API: without the build section, build only what
// is missing.
if (!only.includes('build')) await buildMissing();
for (const name of SECTIONS) {
  if (!only.includes(name)) continue;
  print();
  await run[name]();
}
print();
print(`bench finished in ${seconds(performance.now() - started)} s`);
