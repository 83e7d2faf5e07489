import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Bytes on disk under their sha256 (`ab/abcdef…`): the same receipt uploaded twice is stored once,
 * and several API instances can share the folder, because a blob never changes once written and
 * each write lands by an atomic rename.
 */
export interface ContentStore {
  /** Writes the bytes (if not there yet) and answers their sha256. */
  put(bytes: Buffer): Promise<string>;
  open(sha256: string): ReadStream;
}

export function createContentStore(root: string): ContentStore {
  const blobPath = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);
  return {
    async put(bytes) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const target = blobPath(sha256);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed: no reader (or other instance) ever sees half a file.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
      return sha256;
    },
    open(sha256) {
      if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a sha256: ${sha256}`);
      return createReadStream(blobPath(sha256));
    },
  };
}
