import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Inside e2e/ (git-ignored) so that renames stay on one file system and never touch others' folders' git status. */
export const SCRATCH_DIR = path.join(REPO_ROOT, 'e2e', '.tmp');

export function remoteDistDir(remote: string): string {
  return path.join(REPO_ROOT, `remote-${remote}`, 'dist');
}

export function backupDistDir(remote: string): string {
  return path.join(SCRATCH_DIR, `${remote}-dist-original`);
}

/**
 * Puts the original build of a remote back in place. Called after the independent-deploy spec
 * and, in case a run was killed half-way, before every run.
 */
export async function restoreRemoteDist(remote: string): Promise<boolean> {
  const backup = backupDistDir(remote);
  if (!existsSync(backup)) return false;
  const dist = remoteDistDir(remote);
  await rm(dist, { recursive: true, force: true });
  await rename(backup, dist);
  return true;
}
