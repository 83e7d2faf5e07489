import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportFormat, ExportMovementsQuery, Movement, MovementType } from 'shared/contracts';
import { todayIso } from 'shared/format';
import type { MovementsRepository } from '../repositories/movements-repository';
import { toMovement } from './movement-service';
import type { MovementService } from './movement-service';

/** Pages of this size keep memory flat at 100k rows and the keyset queries few. */
const EXPORT_PAGE_SIZE = 1000;

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

const TYPE_LABELS: Record<MovementType, string> = { receita: 'A receber', despesa: 'A pagar' };

type Cell = string | number | null;

/** One exported row: dates as `YYYY-MM-DD`, money in cents; each writer formats them its way. */
function cellsOf(m: Movement): Cell[] {
  return [
    m.due_date,
    m.competence_date,
    TYPE_LABELS[m.type],
    m.description,
    m.instalment?.label ?? null,
    m.category.name,
    m.supplier?.name ?? null,
    m.cost_center?.name ?? null,
    m.bank_account?.name ?? null,
    m.document_number,
    m.amount_cents,
    m.paid_cents,
    m.open_cents,
    // 'pago parcial' → 'Pago parcial', as the badge reads.
    m.status.charAt(0).toUpperCase() + m.status.slice(1),
    m.last_payment_date,
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
}

/** `movimentacoes-2026-11` for a month, `…-2026-11-01-a-2026-12-15` for a period. */
export function exportFileName(query: ExportMovementsQuery, today: string): string {
  const { start_date: start, end_date: end } = query;
  if (query.ids) return `movimentacoes-selecao-${today}`;
  if (start && end) {
    const wholeMonth = start.endsWith('-01') && start.slice(0, 7) === end.slice(0, 7);
    return wholeMonth ? `movimentacoes-${start.slice(0, 7)}` : `movimentacoes-${start}-a-${end}`;
  }
  return `movimentacoes-${today}`;
}

export function createMovementExportService(deps: {
  movements: MovementService;
  repository: MovementsRepository;
  today?: () => string;
}): MovementExportService {
  const { movements, repository } = deps;
  const today = deps.today ?? (() => todayIso());

  async function* rows(companyId: string, query: ExportMovementsQuery): AsyncGenerator<Movement> {
    const { ids, format: _format, ...filter } = query;
    if (ids) {
      for (const view of await repository.findMany(companyId, ids, today())) {
        yield toMovement(view);
      }
      return;
    }
    let cursor: string | undefined;
    do {
      const page = await movements.list(companyId, {
        ...filter,
        sort: 'due_date',
        order: 'asc',
        limit: EXPORT_PAGE_SIZE,
        cursor,
      });
      yield* page.items;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }

  /** Every row's cells, then the totals rows, summed on the way. */
  async function* lines(companyId: string, query: ExportMovementsQuery): AsyncGenerator<Cell[]> {
    const sums: Record<MovementType, Sums> = {
      receita: { amount: 0, paid: 0, open: 0 },
      despesa: { amount: 0, paid: 0, open: 0 },
    };
    for await (const movement of rows(companyId, query)) {
      const sum = sums[movement.type];
      sum.amount += movement.amount_cents;
      sum.paid += movement.paid_cents;
      sum.open += movement.open_cents;
      yield cellsOf(movement);
    }
    yield* totalRows(sums);
  }

  function csv(source: AsyncGenerator<Cell[]>): Readable {
    async function* text(): AsyncGenerator<string> {
      // The BOM tells Excel the file is UTF-8 (accents); `sep` is not needed with `;` in pt-BR.
      yield `\uFEFF${HEADERS.map(csvField).join(';')}\r\n`;
      for await (const cells of source) yield csvLine(cells);
    }
    return Readable.from(text());
  }

  function xlsx(source: AsyncGenerator<Cell[]>): Readable {
    const out = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Movimentações');
    sheet.columns = HEADERS.map((header, i) => ({
      header,
      width: i === 3 ? 40 : 16,
      style: MONEY_COLUMNS.includes(i)
        ? { numFmt: '#,##0.00' }
        : DATE_COLUMNS.includes(i)
          ? { numFmt: 'dd/mm/yyyy' }
          : {},
    }));
    const write = async () => {
      for await (const cells of source) sheet.addRow(cells.map(xlsxValue)).commit();
      sheet.commit();
      await workbook.commit();
    };
    // A failure midway can no longer change the status: it ends the download as broken.
    write().catch((error: unknown) => out.destroy(error as Error));
    return out;
  }

  return {
    export(companyId, query) {
      const format: ExportFormat = query.format;
      const source = lines(companyId, query);
      return {
        fileName: `${exportFileName(query, today())}.${format}`,
        contentType:
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: format === 'csv' ? csv(source) : xlsx(source),
      };
    },
  };
}
