import Papa from 'papaparse';
import { decodeStatementText } from '../decode-text';

/** A spreadsheet the user must fix: the message says what, in Portuguese. */
export class SpreadsheetError extends Error {}

export interface Sheet {
  format: 'csv' | 'xlsx';
  /** Every row of the first sheet as text, row 0 being the spreadsheet's line 1. */
  rows: string[][];
}

export const EMPTY_FILE_MESSAGE = 'O arquivo está vazio.';
export const NOT_A_SPREADSHEET_MESSAGE =
  'O arquivo não é uma planilha: envie um CSV ou um XLSX (Excel), como o modelo.';
export const XLS_MESSAGE =
  'Planilhas .xls (Excel 97-2003) não são aceitas: no Excel, salve como .xlsx ou CSV e envie de novo.';
export const BROKEN_XLSX_MESSAGE =
  'O arquivo XLSX está incompleto ou corrompido: abra-o no Excel, salve de novo e envie.';

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const PDF = [0x25, 0x50, 0x44, 0x46];

/** Control bytes other than tab, line feed and carriage return: a binary file, not text. */
function looksBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 8192);
  let control = 0;
  for (let index = 0; index < end; index++) {
    const byte = bytes[index]!;
    if (byte === 0) return true;
    if (byte < 9 || (byte > 13 && byte < 32)) control++;
  }
  return control > end / 100;
}

/** The separator used most in the first lines (a title line above the header has none). */
function delimiterOf(head: string): string {
  const counts = [';', ',', '\t'].map((delimiter) => ({
    delimiter,
    count: head.split(delimiter).length - 1,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]!.count > 0 ? counts[0]!.delimiter : ';';
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeStatementText(bytes);
  const head = text.split(/\r?\n/, 10).join('\n');
  const result = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(head),
    skipEmptyLines: false,
  });
  const quotes = result.errors.find((error) => error.type === 'Quotes');
  if (quotes) {
    const line = (quotes.row ?? 0) + 1;
    throw new SpreadsheetError(
      `O arquivo parece truncado ou malformado: há aspas sem fechamento a partir da linha ${line}.`,
    );
  }
  return result.data;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as the text a person sees: dates as aaaa-mm-dd, numbers with a decimal comma. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // exceljs gives the cell's calendar day at UTC midnight.
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'VERDADEIRO' : 'FALSO';
  if (typeof value === 'object') {
    const cell = value as {
      result?: unknown;
      richText?: { text: string }[];
      text?: unknown;
      error?: string;
    };
    if ('result' in cell) return cellText(cell.result);
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('text' in cell) return cellText(cell.text);
    if (cell.error) return cell.error;
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  // Loaded on the first spreadsheet only: exceljs is large.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SpreadsheetError(BROKEN_XLSX_MESSAGE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SpreadsheetError(BROKEN_XLSX_MESSAGE);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim();
    });
    for (let index = 0; index < cells.length; index++) cells[index] ??= '';
    rows[number - 1] = cells;
  });
  for (let index = 0; index < rows.length; index++) rows[index] ??= [];
  return rows;
}

/** The rows of a CSV (any of ; , or tab, UTF-8 or windows-1252) or of an XLSX's first sheet. */
export async function readSheet(bytes: Buffer): Promise<Sheet> {
  if (bytes.length === 0) throw new SpreadsheetError(EMPTY_FILE_MESSAGE);
  if (startsWith(bytes, ZIP)) return { format: 'xlsx', rows: await readXlsx(bytes) };
  if (startsWith(bytes, OLE)) throw new SpreadsheetError(XLS_MESSAGE);
  if (startsWith(bytes, PDF) || looksBinary(bytes)) {
    throw new SpreadsheetError(NOT_A_SPREADSHEET_MESSAGE);
  }
  const rows = readCsv(bytes);
  if (rows.every((row) => row.every((cell) => cell.trim() === ''))) {
    throw new SpreadsheetError(EMPTY_FILE_MESSAGE);
  }
  return { format: 'csv', rows };
}
