import type { CsvMapping } from 'shared/contracts';

/**
 * Column names for a CSV the API could not map (no header it knows): "Coluna 1…N", counted on
 * the first line with the delimiter it uses most, as the API chooses it.
 */
export function guessColumns(text: string): string[] {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const count = Math.max(...[';', ',', '\t'].map((delimiter) => first.split(delimiter).length));
  return Array.from({ length: count }, (_, index) => `Coluna ${index + 1}`);
}

/** A first guess for a header-less bank CSV: data; lançamento; valor (Itaú's layout). */
export function defaultMapping(columns: number): CsvMapping {
  return {
    header_row: null,
    date: 0,
    description: Math.min(1, columns - 1),
    amount: Math.min(2, columns - 1),
    debit: null,
    credit: null,
    id: null,
  };
}

export const UNMAPPED_CSV = /identificar as colunas|colunas indicadas/;

/** The start of the file (its first line is all `guessColumns` needs), read in the browser. */
export function readHead(file: Blob, bytes = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('leitura do arquivo falhou'));
    reader.readAsText(file.slice(0, bytes));
  });
}
