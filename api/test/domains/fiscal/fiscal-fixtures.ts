import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFiscalUpload } from '../../../src/domains/fiscal/parsers/read-upload';
import type {
  FiscalDocument,
  ParsedNfe,
  ParsedNfeCancellation,
  ParsedNfse,
} from '../../../src/domains/fiscal/parsers/types';

const folder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'fiscal',
);

export const fixture = (name: string): Buffer => readFileSync(path.join(folder, name));

/** The one document of a one-file upload, failing the test with the file's message otherwise. */
export async function readOne(name: string, bytes: Buffer | string): Promise<FiscalDocument> {
  const [result, ...rest] = await readFiscalUpload([{ name, bytes: Buffer.from(bytes) }]);
  assert.equal(rest.length, 0);
  assert.ok(result?.ok, result && !result.ok ? result.message : 'no result');
  return result.document;
}

export async function readNfeOf(bytes: Buffer | string): Promise<ParsedNfe> {
  const document = await readOne('nota.xml', bytes);
  assert.equal(document.kind, 'nfe');
  return document;
}

export async function readNfseOf(bytes: Buffer | string): Promise<ParsedNfse> {
  const document = await readOne('nota.xml', bytes);
  assert.equal(document.kind, 'nfse');
  return document;
}

export async function readCancellationOf(bytes: Buffer | string): Promise<ParsedNfeCancellation> {
  const document = await readOne('evento.xml', bytes);
  assert.equal(document.kind, 'nfe-cancellation');
  return document;
}

/** The message of a one-file upload refused file by file. */
export async function refusal(name: string, bytes: Buffer | string): Promise<string> {
  const [result] = await readFiscalUpload([{ name, bytes: Buffer.from(bytes) }]);
  assert.ok(result && !result.ok, `${name} should have been refused`);
  return result.message;
}
