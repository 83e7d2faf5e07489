import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseUnavailableError } from './database-unavailable-error';

interface LockOwner {
  pid: number;
  /** Start time of the process (Linux clock ticks since boot): tells a reused pid apart. */
  started: string | null;
}

/** Field 22 of /proc/<pid>/stat; null where there is no /proc (macOS) or no such process. */
async function processStartTime(pid: number | 'self'): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; the fields after its ')' are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isHeld(owner: LockOwner): Promise<boolean> {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  if (owner.started === null) return true;
  // Same pid, different start time: the holder died and the pid was reused.
  const started = await processStartTime(owner.pid);
  return started === null || started === owner.started;
}

async function readOwner(lockPath: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, started: owner.started ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * PGlite keeps no lock on its data folder, and two processes writing one folder corrupt it (for
 * example `npm run dev` and `npm start` at once). A lock file beside the folder guards it; a lock
 * left by a process that is gone, by a reused pid, or by this very pid (a container restart) is
 * taken over. Returns the function that releases the lock.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const lockPath = `${dataDir}.lock`;
  const me: LockOwner = { pid: process.pid, started: await processStartTime('self') };
  try {
    await writeFile(lockPath, JSON.stringify(me), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = await readOwner(lockPath);
    if (owner && (await isHeld(owner))) {
      throw new DatabaseUnavailableError(
        `The data folder ${dataDir} is in use by another process (pid ${owner.pid}); stop it or set DATA_DIR to another folder`,
      );
    }
    await writeFile(lockPath, JSON.stringify(me));
  }
  return async () => {
    // Only remove a lock that is still ours.
    if ((await readOwner(lockPath))?.pid === process.pid) await rm(lockPath, { force: true });
  };
}
