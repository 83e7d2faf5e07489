import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { instalmentLabel } from 'shared/contracts';
import type {
  ExportFormat,
  ExportMovementsQuery,
  ExportSelection,
  MovementType,
} from 'shared/contracts';
import { todayIso } from 'shared/format';
import type {
  ExportRow,
  ExportScope,
  MovementExportRepository,
} from '../repositories/movement-export-repository';

const HEADERS = [
  'Vencimento',
  'Competência',
  'Tipo',
  'Descrição',
  'Parcela',
  'Categoria',
  'Fornecedor/Cliente',
  'Centro de custo',
  'Conta bancária',
  'Nº do documento',
  'Valor',
  'Pago',
  'Em aberto',
  'Status',
  'Último pagamento',
] as const;
const MONEY_COLUMNS = [10, 11, 12];
const DATE_COLUMNS = [0, 1, 14];
const MONEY_STYLE = { numFmt: '#,##0.00' };
const DATE_STYLE = { numFmt: 'dd/mm/yyyy' };

const TYPE_LABELS: Record<MovementType, string> = { receita: 'A receber', despesa: 'A pagar' };

type Cell = string | number | null;

/** One exported row: dates as `YYYY-MM-DD`, money in cents; each writer formats them its way. */
function cellsOf(row: ExportRow): Cell[] {
  return [
    row.due_date,
    row.competence_date,
    TYPE_LABELS[row.type],
    row.description,
    row.instalment_number !== null && row.instalment_count !== null
      ? instalmentLabel(row.instalment_number, row.instalment_count)
      : null,
    row.category_name,
    row.contact_name,
    row.cost_center_name,
    row.bank_account_name,
    row.document_number,
    row.amount_cents,
    row.paid_cents,
    row.amount_cents - row.paid_cents,
    // 'pago parcial' → 'Pago parcial', as the badge reads.
    row.status.charAt(0).toUpperCase() + row.status.slice(1),
    row.last_paid_on,
  ];
}

interface Sums {
  amount: number;
  paid: number;
  open: number;
}

/** The totals rows at the end: a receber, a pagar, in the money columns. */
function totalRows(sums: Record<MovementType, Sums>): Cell[][] {
  return (['receita', 'despesa'] as const).map((type) => {
    const row: Cell[] = HEADERS.map(() => null);
    row[3] = `Total ${TYPE_LABELS[type].toLowerCase()}`;
    row[10] = sums[type].amount;
    row[11] = sums[type].paid;
    row[12] = sums[type].open;
    return row;
  });
}

/** `123456` → `1.234,56`: the Brazilian decimal a spreadsheet in pt-BR reads as a number. */
export function formatCentsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${units},${String(abs % 100).padStart(2, '0')}`;
}

const isoToBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * A CSV field: quoted when it holds the separator, a quote or a line break; a leading = + - @
 * gets a quote mark so no spreadsheet runs it as a formula (CSV injection).
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvLine(cells: Cell[]): string {
  return `${cells
    .map((cell, i) => {
      if (cell === null) return '';
      if (typeof cell === 'number') return formatCentsDecimal(cell);
      return DATE_COLUMNS.includes(i) ? isoToBr(cell) : csvField(cell);
    })
    .join(';')}\r\n`;
}

function xlsxValue(cell: Cell, i: number): string | number | Date | null {
  if (cell === null) return null;
  if (typeof cell === 'number') return cell / 100;
  return DATE_COLUMNS.includes(i) ? new Date(`${cell}T00:00:00Z`) : cell;
}

export interface MovementExport {
  fileName: string;
  contentType: string;
  body: Readable;
}

export interface MovementExportService {
  /** The rows of a selection (`ids`) or of the whole filter, with the totals at the end. */
  export(companyId: string, query: ExportMovementsQuery): MovementExport;
  /** The rows of a selection sent in a body (POST), more than a URL carries. */
  exportSelection(companyId: string, selection: ExportSelection): MovementExport;
}

/** `movimentacoes-2026-11` for a month, `…-2026-11-01-a-2026-12-15` for a period. */
export function exportFileName(
  query: Pick<ExportMovementsQuery, 'ids' | 'start_date' | 'end_date'>,
  today: string,
): string {
  const { start_date: start, end_date: end } = query;
  if (query.ids) return `movimentacoes-selecao-${today}`;
  if (start && end) {
    const wholeMonth = start.endsWith('-01') && start.slice(0, 7) === end.slice(0, 7);
    return wholeMonth ? `movimentacoes-${start.slice(0, 7)}` : `movimentacoes-${start}-a-${end}`;
  }
  return `movimentacoes-${today}`;
}

/** Receives each row's cells in order; a failure after the headers were sent breaks the download. */
type Sink = (cells: Cell[]) => void;

export function createMovementExportService(deps: {
  repository: MovementExportRepository;
  today?: () => string;
}): MovementExportService {
  const { repository } = deps;
  const today = deps.today ?? (() => todayIso());

  /**
   * Every row's cells into `sink`, then the totals rows, summed on the way. The cursor is read
   * as fast as the database answers and the text waits in the stream's buffer (a few tens of MB
   * at 100k rows): no transaction — on PGlite, the one connection — stays open while a slow
   * client downloads.
   */
  async function write(companyId: string, scope: ExportScope, sink: Sink) {
    const sums: Record<MovementType, Sums> = {
      receita: { amount: 0, paid: 0, open: 0 },
      despesa: { amount: 0, paid: 0, open: 0 },
    };
    await repository.stream(companyId, scope, today(), (rows) => {
      for (const row of rows) {
        const sum = sums[row.type];
        sum.amount += row.amount_cents;
        sum.paid += row.paid_cents;
        sum.open += row.amount_cents - row.paid_cents;
        sink(cellsOf(row));
      }
    });
    for (const row of totalRows(sums)) sink(row);
  }

  function csv(companyId: string, scope: ExportScope): Readable {
    const out = new PassThrough();
    // The BOM tells Excel the file is UTF-8 (accents); `sep` is not needed with `;` in pt-BR.
    out.write(`\uFEFF${HEADERS.map(csvField).join(';')}\r\n`);
    // One write per row would be 100k small chunks; a batch's lines go out as one string.
    let pending = '';
    const flush = () => {
      if (pending) out.write(pending);
      pending = '';
    };
    write(companyId, scope, (cells) => {
      pending += csvLine(cells);
      if (pending.length > 64 * 1024) flush();
    })
      .then(() => {
        flush();
        out.end();
      })
      .catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  function xlsx(companyId: string, scope: ExportScope): Readable {
    const out = new PassThrough();
    const run = async () => {
      // Loaded here, not at the top: a static import adds ~280 ms to every API cold start.
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: out,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet('Movimentações');
      sheet.columns = HEADERS.map((header, i) => ({ header, width: i === 3 ? 40 : 16 }));
      await write(companyId, scope, (cells) => {
        const row = sheet.addRow(cells.map(xlsxValue));
        // One style object per format, shared by every cell: exceljs serializes a style once per
        // object, where a column style is copied into a new object for each cell (≈ 20% of the
        // CPU at 100k rows).
        for (const [i, cell] of cells.entries()) {
          if (cell === null) continue;
          if (MONEY_COLUMNS.includes(i)) row.getCell(i + 1).style = MONEY_STYLE;
          else if (DATE_COLUMNS.includes(i)) row.getCell(i + 1).style = DATE_STYLE;
        }
        row.commit();
      });
      sheet.commit();
      await workbook.commit();
    };
    run().catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  function file(companyId: string, scope: ExportScope, format: ExportFormat, name: string) {
    return {
      fileName: `${name}.${format}`,
      contentType:
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: format === 'csv' ? csv(companyId, scope) : xlsx(companyId, scope),
    };
  }

  return {
    export(companyId, query) {
      const { ids, format, ...filter } = query;
      const scope: ExportScope = ids ? { ids } : { filter };
      return file(companyId, scope, format, exportFileName(query, today()));
    },
    exportSelection(companyId, { ids, format }) {
      return file(companyId, { ids }, format, exportFileName({ ids }, today()));
    },
  };
}
