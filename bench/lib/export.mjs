import { runApiScript } from './api-script.mjs';

/**
 * Seeds a throwaway database with `movements` movements and downloads their XLSX and CSV export
 * over HTTP (api/scripts/bench-export.ts); answers its Markdown report (seconds, rows/s, CPU
 * seconds, peak RSS).
 */
export function measureExport({ database, movements }) {
  return runApiScript('bench-export.ts', { database, movements });
}
