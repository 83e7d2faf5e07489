// `npx tsx api/scripts/bench-export.ts --database pglite|postgres --movements N`: fills the
// benchmark company with N generated movements on a throwaway database, then starts the built
// production server (dist/server.js) on that database in its own process, as `npm start` does, and
// downloads the export of all of them (XLSX, then CSV, each from a freshly started server) over real
// HTTP, reading the stream to the end without keeping it. Prints seconds, rows per second, the
// server's CPU seconds (less sensitive than wall time to a busy machine), its RSS when idle before
// the download and its peak RSS (the kernel's high-water mark, VmHWM). A server of its own, because
// the seeding process's heap is not what a user's export costs. Asserts nothing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { databaseKind, databaseLabel, mb, openBenchApp, thousands } from './bench-support';
import { freePort } from './free-port';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    movements: { type: 'string', default: '100000' },
  },
});
const serverScript = fileURLToPath(new URL('../dist/server.js', import.meta.url));
if (!existsSync(serverScript))
  throw new Error('api/dist/server.js is missing: npm run build -w api');

/** A field of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak so far). */
async function procMemory(pid: number, field: 'VmRSS' | 'VmHWM') {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return Number(kb) * 1024;
}

/** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
async function procCpuSeconds(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverScript], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, SEED_DEMO: 'false', HOST: '127.0.0.1', PORT: String(port) },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    const ok = await fetch(`${origin}/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { origin, pid: child.pid ?? 0, stop };
}

const kind = databaseKind(values.database);
const bench = await openBenchApp(kind, Number(values.movements));
try {
  const rows = bench.seeded.movements;
  await bench.stopApp();
  const lines: string[] = [];
  for (const format of ['xlsx', 'csv'] as const) {
    const server = await startServer(bench.env);
    try {
      // Let the start settle, so "idle" is the serving process, not its last start-up garbage.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rssBefore = await procMemory(server.pid, 'VmRSS');
      const cpuBefore = await procCpuSeconds(server.pid);
      const started = performance.now();
      const response = await fetch(
        `${server.origin}/v1/companies/movements/export?format=${format}`,
        {
          headers: bench.headers,
        },
      );
      if (response.status !== 200 || !response.body) {
        throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
      }
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
      const seconds = (performance.now() - started) / 1000;
      const cpu = (await procCpuSeconds(server.pid)) - cpuBefore;
      const peak = await procMemory(server.pid, 'VmHWM');
      lines.push(
        `| ${format} | ${seconds.toFixed(2)} | ${thousands(rows / seconds)} | ${cpu.toFixed(2)} | ${mb(bytes)} | ${mb(rssBefore)} | ${mb(peak)} |`,
      );
    } finally {
      await server.stop();
    }
  }
  const report = [
    `### Export of ${thousands(rows)} movements, ${databaseLabel(kind)} (budget XLSX ≤ 10 s, < 300 MB)`,
    '',
    'The production server in its own process; RSS is that process (with PGlite, the database lives in it too).',
    '',
    '| format | seconds | rows/s | server CPU s | MB sent | idle RSS MB | peak RSS MB |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
  ];
  process.stdout.write(`${report.join('\n')}\n`);
} finally {
  await bench.close();
}
