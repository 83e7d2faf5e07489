import { parseCsv } from './csv-parser';
import { decodeStatementText } from './decode-text';
import { looksLikeOfx, parseOfx } from './ofx-parser';
import { MAX_STATEMENT_BYTES, STATEMENT_TOO_LARGE_MESSAGE } from 'shared/contracts';
import type { CsvMapping } from 'shared/contracts';
import type { ParsedStatement } from './statement';
import { StatementError } from './statement';

export const EMPTY_STATEMENT_MESSAGE = 'O arquivo está vazio.';

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** Rejects what is plainly not a text statement, by its first bytes, before decoding anything. */
function refuseBinary(bytes: Uint8Array): void {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    throw new StatementError(
      'O arquivo é um PDF, não um extrato OFX ou CSV. Exporte o extrato no formato OFX (ou CSV) no site do banco.',
    );
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    throw new StatementError(
      'O arquivo é uma planilha ou um arquivo compactado, não um extrato OFX ou CSV. Salve-o como CSV ou exporte o OFX.',
    );
  }
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) {
    throw new StatementError('O arquivo não é um extrato OFX ou CSV (conteúdo binário).');
  }
}

/** Any statement file the import accepts, or a StatementError saying in Portuguese what is wrong. */
export function parseStatement(bytes: Uint8Array, mapping?: CsvMapping): ParsedStatement {
  if (bytes.length > MAX_STATEMENT_BYTES) throw new StatementError(STATEMENT_TOO_LARGE_MESSAGE);
  if (bytes.length === 0) throw new StatementError(EMPTY_STATEMENT_MESSAGE);
  refuseBinary(bytes);
  const text = decodeStatementText(bytes);
  if (text.trim() === '') throw new StatementError(EMPTY_STATEMENT_MESSAGE);
  return looksLikeOfx(text) ? parseOfx(text) : parseCsv(text, mapping);
}
