import type { Entry, ZipFile } from 'yauzl';
import yauzl from 'yauzl';
import type { ReadFile } from './types';
import {
  FiscalUploadError,
  MAX_FISCAL_XML_BYTES,
  MAX_FISCAL_ZIP_ENTRIES,
  MAX_FISCAL_ZIP_RATIO,
} from './types';

// The XMLs inside an uploaded ZIP, inflated in memory (nothing is ever written to disk). The
// sizes a ZIP declares are the attacker's word: bytes are counted as they inflate, and an entry
// is stopped as soon as it passes a limit. yauzl reads the central directory, as the spec says,
// and also stops an entry that inflates past its declared size.

/** Upload-wide counters; each throws FiscalUploadError once its limit is passed. */
export interface ZipBudget {
  addInflated(bytes: number): void;
  addDocument(): void;
}

export type ZipItem = { fileName: string; bytes: Buffer } | ReadFile;

/**
 * Entries that are no fiscal XML at all: folders, PDFs, nested ZIPs, and the resource forks macOS
 * adds (`__MACOSX/…`, `._nota.xml`), which end in .xml but hold no XML.
 */
function skipped(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return (
    name.endsWith('/') ||
    name.startsWith('__MACOSX/') ||
    base.startsWith('._') ||
    !base.toLowerCase().endsWith('.xml')
  );
}

/** Why a name could escape the folder it would be extracted to, or null when it is safe. */
function unsafeName(name: string): string | null {
  if (name.includes('\\')) return 'usa barras invertidas';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'é um caminho absoluto';
  if (name.split('/').includes('..')) return 'sai da pasta do ZIP (..)';
  if (name.includes('\0')) return 'tem caracteres inválidos';
  return null;
}

/**
 * Names are read raw: with decodeStrings on, yauzl rejects the whole ZIP at the first unsafe name,
 * and we would rather refuse that entry and read the others. Flag bit 11 marks UTF-8; otherwise
 * CP437, whose ASCII half (all that the checks look at) is latin1's.
 */
function entryName(entry: Entry): string {
  const raw: unknown = entry.fileName;
  if (!Buffer.isBuffer(raw)) return String(raw);
  return raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
}

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });
}

/** Past 1 MB, an entry that inflates more than the ratio allows is a bomb, whatever it declared. */
function refuseBomb(zipName: string, name: string, size: number, compressedSize: number): void {
  if (size > 1024 * 1024 && size > compressedSize * MAX_FISCAL_ZIP_RATIO) {
    throw new FiscalUploadError(
      `O arquivo ${zipName} foi recusado: ${name} se expande mais de ${MAX_FISCAL_ZIP_RATIO} vezes ao descompactar, o que indica uma bomba de ZIP.`,
    );
  }
}

const TOO_LARGE = `é maior que ${MAX_FISCAL_XML_BYTES / 1024 / 1024} MB, o limite de um XML fiscal`;

function inflate(zip: ZipFile, entry: Entry, zipName: string, name: string, budget: ZipBudget) {
  return new Promise<Buffer>((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        try {
          budget.addInflated(chunk.length);
          refuseBomb(zipName, name, size, entry.compressedSize);
          if (size > MAX_FISCAL_XML_BYTES) throw new RangeError(name);
        } catch (limit) {
          stream.destroy();
          return reject(limit);
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    });
  });
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: Entry) => settle(() => resolve(entry));
    const onEnd = () => settle(() => resolve(null));
    const onError = (error: Error) => settle(() => reject(error));
    const settle = (done: () => void) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      done();
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/** Paths inside the ZIP are shown as "lote.zip/notas/1.xml", so a message says where to look. */
export async function readZip(
  zipName: string,
  bytes: Buffer,
  budget: ZipBudget,
): Promise<ZipItem[]> {
  const items: ZipItem[] = [];
  const refuse = (fileName: string, reason: string) =>
    items.push({ fileName, ok: false, message: `O arquivo ${fileName} ${reason}.` });
  let zip: ZipFile;
  try {
    zip = await open(bytes);
  } catch (error) {
    refuse(zipName, `não é um ZIP válido: ${(error as Error).message}`);
    return items;
  }
  try {
    if (zip.entryCount > MAX_FISCAL_ZIP_ENTRIES) {
      throw new FiscalUploadError(
        `O arquivo ${zipName} foi recusado: tem ${zip.entryCount} entradas, mais que ${MAX_FISCAL_ZIP_ENTRIES}.`,
      );
    }
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = entryName(entry);
      const fileName = `${zipName}/${name}`;
      const unsafe = unsafeName(name);
      if (unsafe) {
        refuse(fileName, `foi recusado: o nome ${unsafe}`);
        continue;
      }
      if (skipped(name)) continue;
      budget.addDocument();
      refuseBomb(zipName, name, entry.uncompressedSize, entry.compressedSize);
      if (entry.uncompressedSize > MAX_FISCAL_XML_BYTES) {
        refuse(fileName, TOO_LARGE);
        continue;
      }
      try {
        items.push({ fileName, bytes: await inflate(zip, entry, zipName, name, budget) });
      } catch (error) {
        if (error instanceof FiscalUploadError) throw error;
        if (error instanceof RangeError) {
          refuse(fileName, TOO_LARGE);
        } else if (/^(too many|not enough) bytes/.test((error as Error).message)) {
          // yauzl's own size check: the entry inflates to other than it declares.
          refuse(
            fileName,
            'foi recusado: seu tamanho real difere do declarado no ZIP (arquivo adulterado)',
          );
        } else {
          refuse(fileName, `não pôde ser descompactado: ${(error as Error).message}`);
        }
      }
    }
  } catch (error) {
    if (error instanceof FiscalUploadError) throw error;
    refuse(zipName, `é um ZIP corrompido: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  return items;
}
