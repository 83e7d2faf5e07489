import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { acquireDataDirLock } from '../../src/db/data-dir-lock';
import { DatabaseUnavailableError } from '../../src/db/database-unavailable-error';

let folder: string;
let dataDir: string;

before(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'fluxo-lock-'));
  dataDir = path.join(folder, 'pglite');
});

after(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A live process that is not this one, with its real start time. */
async function otherProcess() {
  const child = spawn('sleep', ['30']);
  await new Promise((resolve) => child.once('spawn', resolve));
  const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
  const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return { pid: child.pid!, started, stop: () => child.kill() };
}

describe('data folder lock', () => {
  test('should take a free folder and release it', async () => {
    const release = await acquireDataDirLock(dataDir);
    assert.ok(existsSync(`${dataDir}.lock`));
    await release();
    assert.ok(!existsSync(`${dataDir}.lock`));
  });

  test('should refuse a folder held by a running process', async () => {
    const holder = await otherProcess();
    try {
      await writeFile(
        `${dataDir}.lock`,
        JSON.stringify({ pid: holder.pid, started: holder.started }),
      );
      await assert.rejects(acquireDataDirLock(dataDir), (error: unknown) => {
        assert.ok(error instanceof DatabaseUnavailableError);
        assert.match(
          error.message,
          new RegExp(`in use by another process \\(pid ${holder.pid}\\)`),
        );
        return true;
      });
    } finally {
      holder.stop();
      await rm(`${dataDir}.lock`, { force: true });
    }
  });

  test('should take over a lock whose process is gone', async () => {
    await writeFile(`${dataDir}.lock`, JSON.stringify({ pid: 2 ** 22 + 1, started: '1' }));
    const release = await acquireDataDirLock(dataDir);
    await release();
  });

  test('should take over a lock whose pid now belongs to another process', async () => {
    const stranger = await otherProcess();
    try {
      await writeFile(`${dataDir}.lock`, JSON.stringify({ pid: stranger.pid, started: '12345' }));
      const release = await acquireDataDirLock(dataDir);
      assert.equal(JSON.parse(await readFile(`${dataDir}.lock`, 'utf8')).pid, process.pid);
      await release();
    } finally {
      stranger.stop();
    }
  });
});
