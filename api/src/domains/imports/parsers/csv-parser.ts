import Papa from 'papaparse';
import { isBalanceLine, normaliseDescription } from './description';
import type { CsvMapping } from 'shared/contracts';
import type { ParsedStatement, StatementLine } from './statement';
import { StatementError, atLine } from './statement';
import { parseAmountCents, parseBrDate } from './values';

/** Header names banks use, normalised (upper case, no accents), for each role. */
const HEADER_NAMES = {
  date: [
    'DATA',
    'DATA LANCAMENTO',
    'DATA DO LANCAMENTO',
    'DATA MOVIMENTO',
    'DATA MOV',
    'DT LANCAMENTO',
    'DATA TRANSACAO',
  ],
  description: [
    'DESCRICAO',
    'HISTORICO',
    'LANCAMENTO',
    'DETALHES',
    'TITULO',
    'DESCRICAO DO LANCAMENTO',
    'MOVIMENTACAO',
    'TRANSACAO',
  ],
  amount: ['VALOR', 'VALOR R', 'VALOR RS', 'VALOR EM R', 'QUANTIA', 'VALOR LANCAMENTO'],
  debit: ['DEBITO', 'DEBITO R', 'SAIDA', 'SAIDAS', 'VALOR DEBITO', 'DEBITOS'],
  credit: ['CREDITO', 'CREDITO R', 'ENTRADA', 'ENTRADAS', 'VALOR CREDITO', 'CREDITOS'],
  id: ['IDENTIFICADOR', 'ID', 'ID TRANSACAO'],
} as const;

type Role = keyof typeof HEADER_NAMES;

function roleOf(cell: string): Role | null {
  const name = normaliseDescription(cell);
  for (const role of Object.keys(HEADER_NAMES) as Role[]) {
    if ((HEADER_NAMES[role] as readonly string[]).includes(name)) return role;
  }
  return null;
}

/** The first of the first 30 rows that names a date column and an amount (or débito/crédito). */
function detectMapping(rows: string[][]): CsvMapping | null {
  for (let index = 0; index < Math.min(rows.length, 30); index++) {
    const found: Partial<Record<Role, number>> = {};
    rows[index]!.forEach((cell, column) => {
      const role = roleOf(cell);
      if (role && found[role] === undefined) found[role] = column;
    });
    const hasAmount =
      found.amount !== undefined || (found.debit !== undefined && found.credit !== undefined);
    if (found.date !== undefined && found.description !== undefined && hasAmount) {
      return {
        header_row: index,
        date: found.date,
        description: found.description,
        amount: found.amount ?? null,
        debit: found.amount === undefined ? (found.debit ?? null) : null,
        credit: found.amount === undefined ? (found.credit ?? null) : null,
        id: found.id ?? null,
      };
    }
  }
  return null;
}

export const UNMAPPED_CSV_MESSAGE =
  'Não foi possível identificar as colunas de data, descrição e valor do CSV. Indique qual coluna é cada uma.';

function checkMapping(mapping: CsvMapping, width: number): void {
  const columns = [
    mapping.date,
    mapping.description,
    mapping.amount,
    mapping.debit,
    mapping.credit,
    mapping.id,
  ];
  const used = columns.filter((column): column is number => column !== null);
  const hasAmount = mapping.amount !== null || (mapping.debit !== null && mapping.credit !== null);
  if (!hasAmount || used.some((column) => column >= width) || new Set(used).size !== used.length) {
    throw new StatementError(
      'As colunas indicadas não servem para este CSV: escolha colunas diferentes para data, descrição e valor (ou débito e crédito).',
    );
  }
}

const DELIMITERS = [';', ',', '\t'] as const;

function readRows(text: string, delimiter: string, preview = 0): string[][] {
  const parsed = Papa.parse<string[]>(text, {
    delimiter,
    preview,
    skipEmptyLines: false,
    dynamicTyping: false,
  });
  return parsed.data.map((row) => row.map((cell) => (cell ?? '').trim()));
}

/**
 * The delimiter whose first rows show a header we recognise; without one (a file with no header),
 * the one the first line uses most. papaparse's own guess fails on files with a title line above
 * the table (Bradesco), and `1.234,56` puts commas in `;` files.
 */
function chooseDelimiter(text: string): string {
  for (const delimiter of DELIMITERS) {
    if (detectMapping(readRows(text, delimiter, 30))) return delimiter;
  }
  const first = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const count = (delimiter: string) => first.split(delimiter).length;
  return [...DELIMITERS].sort((a, b) => count(b) - count(a))[0]!;
}

/**
 * A bank CSV: `;`, `,` or tab, with or without BOM, header and balance lines skipped. Rows are
 * read with line numbers equal to the file's lines (no empty-line skipping by the parser), so
 * messages name the right line.
 */
export function parseCsv(text: string, given?: CsvMapping): ParsedStatement {
  const rows = readRows(text, chooseDelimiter(text));
  if (rows.every((row) => row.every((cell) => cell === ''))) {
    throw new StatementError('O arquivo está vazio.');
  }
  const mapping = given ?? detectMapping(rows);
  if (!mapping) throw new StatementError(UNMAPPED_CSV_MESSAGE);
  const width = Math.max(...rows.map((row) => row.length));
  checkMapping(mapping, width);
  const headerRow = mapping.header_row;
  const columns =
    headerRow === null
      ? Array.from({ length: width }, (_, i) => `Coluna ${i + 1}`)
      : (rows[headerRow] ?? []);
  const lines: StatementLine[] = [];
  let skipped = 0;
  let closingBalance: ParsedStatement['closingBalance'] = null;
  for (let index = headerRow === null ? 0 : headerRow + 1; index < rows.length; index++) {
    const row = rows[index]!;
    const line = index + 1;
    if (row.every((cell) => cell === '')) continue;
    const result = toLine(row, line, mapping);
    if (result) lines.push(result);
    else {
      skipped++;
      closingBalance = balanceOf(row, mapping) ?? closingBalance;
    }
  }
  const latest = lines.reduce<string | null>(
    (last, line) => (last === null || line.date > last ? line.date : last),
    null,
  );
  // A balance dated before a transaction is not the statement's closing one (files listed newest
  // first, or a "saldo" in the middle of a period): better no check than a wrong one.
  if (closingBalance && latest && closingBalance.date < latest) closingBalance = null;
  return {
    format: 'csv',
    bankCode: null,
    branch: null,
    accountNumber: null,
    lines,
    skipped,
    closingBalance,
    endDate:
      [latest, closingBalance?.date]
        .filter((date) => !!date)
        .sort()
        .at(-1) ?? null,
    csv: { mapping, columns },
  };
}

/**
 * A dated "SALDO …" line with a readable amount: the balance at the end of that day. "Saldo
 * anterior" and "saldo inicial" open a statement and never close it.
 */
function balanceOf(row: string[], mapping: CsvMapping): ParsedStatement['closingBalance'] {
  const description = row[mapping.description] ?? '';
  const date = parseBrDate(row[mapping.date] ?? '');
  if (!date || date === 'invalid' || !isBalanceLine(description)) return null;
  if (/\b(ANTERIOR|INICIAL)\b/.test(normaliseDescription(description))) return null;
  try {
    return { date, amountCents: amountOf(row, 0, mapping) };
  } catch {
    // A balance written in a way we do not read is left out, like the line itself.
    return null;
  }
}

function toLine(row: string[], line: number, mapping: CsvMapping): StatementLine | null {
  const dateText = row[mapping.date] ?? '';
  const description = row[mapping.description] ?? '';
  const date = parseBrDate(dateText);
  // Totals, balances and notes below the table carry no date: they are not transactions.
  if (date === null) return null;
  if (date === 'invalid') throw atLine(line, `a data "${dateText}" não existe.`);
  if (isBalanceLine(description)) return null;
  const amountCents = amountOf(row, line, mapping);
  if (amountCents === 0) return null;
  // Nubank's export has a unique id per transaction: as good as an OFX FITID.
  const fitId = mapping.id === null ? null : row[mapping.id] || null;
  return { line, date, description: description || 'Sem descrição', amountCents, fitId };
}

function cents(text: string, line: number): number {
  if (text === '' || text === '-') return 0;
  const value = parseAmountCents(text, { dotGroupsThousands: true });
  if (value === null) throw atLine(line, `o valor "${text}" não é um valor válido.`);
  return value;
}

function amountOf(row: string[], line: number, mapping: CsvMapping): number {
  if (mapping.amount !== null) return cents(row[mapping.amount] ?? '', line);
  // Débito columns hold the value with or without a minus: either way it goes out.
  const debit = Math.abs(cents(row[mapping.debit!] ?? '', line));
  const credit = Math.abs(cents(row[mapping.credit!] ?? '', line));
  return credit - debit;
}
