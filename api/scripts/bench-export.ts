// `npx tsx api/scripts/bench-export.ts --database pglite|postgres --movements N`: fills the
// benchmark company with N generated movements on a throwaway database, then downloads the export
// of all of them (XLSX, then CSV) over real HTTP, as a browser would, reading the stream to the
// end without keeping it. Prints seconds, rows per second, the process's CPU seconds (less
// sensitive than wall time to a busy machine) and its peak RSS during each export (the API and
// this reader share the process, so both are upper bounds). Asserts nothing.
import { parseArgs } from 'node:util';
import { databaseKind, databaseLabel, mb, openBenchApp, thousands } from './bench-support';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    movements: { type: 'string', default: '100000' },
  },
});
const kind = databaseKind(values.database);
const bench = await openBenchApp(kind, Number(values.movements));
try {
  const address = await bench.app.listen({ host: '127.0.0.1', port: 0 });
  const rows = bench.seeded.movements;
  const lines: string[] = [];
  for (const format of ['xlsx', 'csv'] as const) {
    global.gc?.();
    const rssBefore = process.memoryUsage.rss();
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const response = await fetch(`${address}/v1/companies/movements/export?format=${format}`, {
      headers: bench.headers,
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
    }
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    lines.push(
      `| ${format} | ${seconds.toFixed(2)} | ${thousands(rows / seconds)} | ${((cpu.user + cpu.system) / 1e6).toFixed(2)} | ${mb(bytes)} | ${mb(rssBefore)} | ${mb(peak)} |`,
    );
  }
  const report = [
    `### Export of ${thousands(rows)} movements, ${databaseLabel(kind)} (budget XLSX ≤ 10 s, < 300 MB)`,
    '',
    '| format | seconds | rows/s | API+reader CPU s | MB sent | RSS before MB | peak RSS MB |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
  ];
  process.stdout.write(`${report.join('\n')}\n`);
} finally {
  await bench.close();
}
