// Bytes to text for a fiscal XML. The layouts require UTF-8, but older issuers still send
// ISO-8859-1 with a matching declaration; a file that says UTF-8 (or says nothing, which means
// UTF-8) and is not must be refused rather than read with mangled names.

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** The WHATWG "latin1" label is windows-1252, a superset of ISO-8859-1's printable range. */
const latin1 = new TextDecoder('latin1');

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const DECLARED_ENCODING = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;
const LATIN1_NAMES = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'windows-1252', 'cp1252']);

export type Decoded = { ok: true; text: string } | { ok: false; reason: string };

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** Line of the first byte that is not UTF-8, for a message the user can act on. */
function firstInvalidLine(bytes: Uint8Array): number {
  const lossy = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const at = lossy.indexOf('\uFFFD');
  return lossy.slice(0, Math.max(at, 0)).split('\n').length;
}

export function decodeXml(input: Uint8Array): Decoded {
  if (startsWith(input, [0xff, 0xfe]) || startsWith(input, [0xfe, 0xff])) {
    return { ok: false, reason: 'está em UTF-16; XML fiscal deve estar em UTF-8' };
  }
  const bytes = startsWith(input, UTF8_BOM) ? input.subarray(3) : input;
  const head = latin1.decode(bytes.subarray(0, 200));
  const declared = DECLARED_ENCODING.exec(head)?.[1]?.toLowerCase() ?? null;
  if (declared !== null && LATIN1_NAMES.has(declared))
    return { ok: true, text: latin1.decode(bytes) };
  if (declared !== null && declared !== 'utf-8' && declared !== 'utf8') {
    return { ok: false, reason: `declara a codificação ${declared}, que não é aceita (use UTF-8)` };
  }
  try {
    return { ok: true, text: utf8.decode(bytes) };
  } catch {
    const says = declared === null ? 'não declara codificação (logo, UTF-8)' : 'diz estar em UTF-8';
    return {
      ok: false,
      reason: `${says} mas não está: há bytes inválidos na linha ${firstInvalidLine(bytes)}, provavelmente acentos em ISO-8859-1. Salve-o em UTF-8 ou declare encoding="ISO-8859-1"`,
    };
  }
}
