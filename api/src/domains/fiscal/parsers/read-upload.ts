import { readFiscalXml } from './read-xml';
import type { ZipBudget } from './read-zip';
import { readZip } from './read-zip';
import type { ReadFile } from './types';
import {
  FiscalUploadError,
  MAX_FISCAL_DOCUMENTS,
  MAX_FISCAL_INFLATED_BYTES,
  MAX_FISCAL_UPLOAD_BYTES,
} from './types';

// Issue 22 names the key checks beside the entry point; they live in access-keys.ts.
export { nfeKeyIsValid, nfseKeyIsValid } from './access-keys';

// The entry point of the fiscal intake's reading: uploaded files in, one ReadFile per XML out.
// Pure: no database, no disk, no network. The caller decides what each document means to the
// company (issued by it or to it), stores the bytes and skips duplicates by sha256 or key.

/** "PK\x03\x04" (or an empty archive's "PK\x05\x06"): the name of an upload says nothing. */
export function isZip(bytes: Buffer): boolean {
  return (
    bytes.length >= 4 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06))
  );
}

/** The upload's files for a message: a thousand names would hide the reason. */
function uploadNames(files: { name: string }[]): string {
  const shown = files
    .slice(0, 3)
    .map((file) => file.name)
    .join(', ');
  return files.length > 3 ? `${shown} e mais ${files.length - 3}` : shown;
}

/** Upload-wide counters, shared by every ZIP of one upload; exported for its limit tests. */
export function uploadBudget(files: { name: string }[]): ZipBudget {
  const names = uploadNames(files);
  let inflated = 0;
  let documents = 0;
  return {
    addInflated(bytes) {
      inflated += bytes;
      if (inflated > MAX_FISCAL_INFLATED_BYTES) {
        throw new FiscalUploadError(
          `O envio (${names}) foi recusado: descompactado passa de ${MAX_FISCAL_INFLATED_BYTES / 1024 / 1024} MB.`,
        );
      }
    },
    addDocument() {
      documents += 1;
      if (documents > MAX_FISCAL_DOCUMENTS) {
        throw new FiscalUploadError(
          `O envio (${names}) foi recusado: tem mais de ${MAX_FISCAL_DOCUMENTS} XMLs; divida-o em partes.`,
        );
      }
    },
  };
}

/**
 * Each file is an XML or a ZIP of XMLs (detected by its bytes). ZIP entries that are not .xml are
 * skipped silently and nested ZIPs are not opened. Throws FiscalUploadError only when the whole
 * upload must be refused; any single bad file comes back as `ok: false` with its message.
 */
export async function readFiscalUpload(
  files: { name: string; bytes: Buffer }[],
): Promise<ReadFile[]> {
  const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  if (total > MAX_FISCAL_UPLOAD_BYTES) {
    throw new FiscalUploadError(
      `O envio (${uploadNames(files)}) foi recusado: tem mais de ${MAX_FISCAL_UPLOAD_BYTES / 1024 / 1024} MB.`,
    );
  }
  const budget = uploadBudget(files);
  const results: ReadFile[] = [];
  for (const file of files) {
    if (!isZip(file.bytes)) {
      budget.addDocument();
      results.push(readFiscalXml(file.name, file.bytes));
      continue;
    }
    const items = await readZip(file.name, file.bytes, budget);
    if (items.length === 0) {
      results.push({
        fileName: file.name,
        ok: false,
        message: `O arquivo ${file.name} é um ZIP sem nenhum XML.`,
      });
    }
    for (const item of items) {
      results.push('ok' in item ? item : readFiscalXml(item.fileName, item.bytes));
    }
  }
  return results;
}
