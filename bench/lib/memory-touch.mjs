import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { median } from './table.mjs';

const MB = 1024 * 1024;
const PAGE_BYTES = 4096;

// Run in a fresh process: fills 128 MB of memory it has never touched, then fills it again. The
// first pass pays the kernel's page fault for every page, the second only the writes; the
// difference per MB is what a page fault costs here.
const PROBE = `
const size = 128 * ${MB};
const buffer = Buffer.alloc(size);
let t = performance.now();
buffer.fill(1);
const first = performance.now() - t;
t = performance.now();
buffer.fill(2);
const again = performance.now() - t;
process.stdout.write(String((first - again) / 128));
`;

/**
 * What a first touch of fresh memory costs on this machine, in ms per MB (median of three
 * probes). Why the bench prints it: it differs between machines of the same kind far more than
 * their CPUs do (about 0.6-1 ms per MB on 1 December 2026, 3.2 on 2 December, at the same
 * Lighthouse benchmarkIndex), and a start that touches some 275 MB (the API on PGlite) moves with
 * it. Null where it cannot be read.
 */
export function firstTouchMsPerMb() {
  try {
    const probes = Array.from({ length: 3 }, () =>
      Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' })),
    );
    return probes.every(Number.isFinite) ? median(probes) : null;
  } catch {
    return null;
  }
}

/**
 * The memory a running process has touched so far, in MB: its minor page faults (Linux's
 * /proc/<pid>/stat, field 10) times the page size. Unlike a duration it does not depend on the
 * machine, so it tells a start that does more apart from a slower machine. Null off Linux.
 */
export function touchedMb(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing ')'.
    const minorFaults = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[7]);
    return Number.isFinite(minorFaults) ? (minorFaults * PAGE_BYTES) / MB : null;
  } catch {
    return null;
  }
}
