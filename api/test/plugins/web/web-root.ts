import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes a file of a throwaway WEB_ROOT (the apps' builds, as the web plugin reads them). */
export async function putFile(webRoot: string, relative: string, content: string): Promise<void> {
  const file = path.join(webRoot, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}
