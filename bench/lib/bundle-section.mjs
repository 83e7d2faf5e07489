// The bench's "what a browser downloads" section: each page's scripts as real Chromium fetches
// them from the production server (transferred and raw), the budgets flagged, and each remote's
// own JS. Kept apart from run-all.mjs as first-screen-sections.mjs is.
import { JS_BUDGET_BYTES, measureBundles } from './bundle-sizes.mjs';
import { flag, formatTable, kB, print } from './table.mjs';
import { startWebServer } from './web-server.mjs';

export async function bundleSection() {
  print('## What a browser downloads (real Chromium, empty cache, production server)');
  print(
    'transferred = encoded bodies + response headers as Chromium counts them; raw = decoded files; 1 kB = 1000 bytes',
  );
  const server = await startWebServer();
  try {
    const { pages, remotes, nivo } = await measureBundles(server.baseUrl);
    print();
    print(
      formatTable(
        [
          'page',
          'JS files',
          'JS raw kB',
          'JS transferred kB',
          'host JS kB',
          'remotes JS kB',
          'all transferred kB',
          'JS encodings',
          'JS budget',
        ],
        pages.map((p) => {
          const budget = JS_BUDGET_BYTES[p.route];
          return [
            `${p.route} (${p.signedIn ? 'signed in' : 'signed out'})`,
            p.scripts.count,
            kB(p.scripts.bytes),
            kB(p.scripts.transferred),
            kB(p.host.transferred),
            kB(p.remotes.transferred),
            kB(p.everything.transferred),
            p.encodings,
            budget ? `≤ ${kB(budget)}: ${flag(p.scripts.transferred <= budget)}` : '',
          ];
        }),
      ),
    );
    for (const p of pages.filter((page) => page.beforeInput)) {
      print(
        `${p.route} is sent prerendered: ${kB(p.beforeInput.transferred)} kB in ${p.beforeInput.count} files` +
          ' before the first input (scripts prefetched, not run); the row above counts up to the app taking over.',
      );
    }
    const login = pages.find((p) => p.route === '/login');
    if (login) {
      print();
      print('Largest scripts behind /login (transferred kB):');
      print(
        formatTable(
          ['file', 'raw kB', 'transferred kB'],
          [...login.files]
            .sort((a, b) => b.transferred - a.transferred)
            .slice(0, 8)
            .map((f) => [f.path, kB(f.bytes), kB(f.transferred)]),
        ),
      );
    }
    print();
    print('Per remote: JS requested under /remotes/<name>/ when its first route is opened');
    print(
      formatTable(
        ['remote', 'route', 'files', 'raw kB', 'transferred kB'],
        remotes.map((r) => [r.name, r.route, r.own.count, kB(r.own.bytes), kB(r.own.transferred)]),
      ),
    );
    print();
    const offenders = [
      ...nivo.loadedOffenders,
      ...nivo.build.offenders.map((f) => `host/dist/${f}`),
    ];
    print(
      `Nivo in the host: ${offenders.length === 0 ? 'none: ok' : `FOUND in ${offenders.join(', ')}`}` +
        ` (checked ${nivo.loadedChecked} host files the browser loaded and all ${nivo.build.checked} host build files)`,
    );
  } finally {
    await server.stop();
  }
}
