import { formatCentsDecimal } from '../../movements/public';

// What the reports' files (DRE, painel de vendas, fluxo de caixa) share: the heading with the
// company's name and the period, pt-BR formats, content types, and a writer of plain tables to
// XLSX (one sheet per table, numbers as numbers) and PDF (A4, the tables one after another).

export const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ReportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Negative amounts in red, as the screen's sign reads; the cell is a number, in reais. */
export const MONEY_FORMAT = '"R$" #,##0.00;[Red]-"R$" #,##0.00';
const PERCENT_FORMAT = '0.00"%"';

/** `YYYY-MM-DD` → `dd/mm/aaaa`. */
export const isoToBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export interface ReportHeading {
  company: string;
  title: string;
  generated: string;
}

/** "Painel de vendas · 01/01/2026 a 31/01/2026", the company's name above it. */
export function reportHeading(
  company: string,
  title: string,
  period: { start_date: string; end_date: string },
  today: string,
): ReportHeading {
  return {
    company,
    title: `${title} · ${isoToBr(period.start_date)} a ${isoToBr(period.end_date)}`,
    generated: `Gerado em ${isoToBr(today)}`,
  };
}

/** A cell: text as is, or an amount in cents, a count, or a percent with two decimals. */
export type ReportCell = string | { money: number } | { count: number } | { percent: number };

export interface ReportTable {
  /** The sheet's name (at most 31 characters) and the PDF's section title. */
  title: string;
  columns: string[];
  rows: ReportCell[][];
  /** Bold, last: the table's total. */
  total?: ReportCell[];
  /** Per row, how far its first cell is indented (a tree's depth). */
  indents?: number[];
}

function cellText(cell: ReportCell): string {
  if (typeof cell === 'string') return cell;
  if ('money' in cell) return formatCentsDecimal(cell.money);
  if ('count' in cell) return cell.count.toLocaleString('pt-BR');
  return `${cell.percent.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}

async function xlsx(heading: ReportHeading, tables: ReportTable[]): Promise<Buffer> {
  // Loaded on the first export only: exceljs is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.title.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 5 }],
    });
    sheet.addRow([heading.company]).font = { bold: true, size: 14 };
    sheet.addRow([heading.title]);
    sheet.addRow([heading.generated]).font = { italic: true, color: { argb: 'FF666666' } };
    sheet.addRow([]);
    sheet.addRow(table.columns).font = { bold: true };
    const write = (cells: ReportCell[], indent: number) => {
      const row = sheet.addRow(
        cells.map((cell) => {
          if (typeof cell === 'string') return cell;
          if ('money' in cell) return cell.money / 100;
          if ('count' in cell) return cell.count;
          return cell.percent;
        }),
      );
      cells.forEach((cell, index) => {
        const target = row.getCell(index + 1);
        if (typeof cell !== 'string') {
          target.numFmt = 'money' in cell ? MONEY_FORMAT : 'percent' in cell ? PERCENT_FORMAT : '0';
        }
      });
      if (indent > 0) row.getCell(1).alignment = { indent: indent * 2 };
      return row;
    };
    table.rows.forEach((cells, index) => write(cells, table.indents?.[index] ?? 0));
    if (table.total) write(table.total, 0).font = { bold: true };
    table.columns.forEach((_, index) => {
      sheet.getColumn(index + 1).width = index === 0 ? 40 : 18;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function pdf(heading: ReportHeading, tables: ReportTable[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: heading.title, Author: heading.company },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rowHeight = 14;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const writeHeading = () => {
    doc.font('Helvetica-Bold').fontSize(13).text(heading.company, left, doc.page.margins.top);
    doc.font('Helvetica').fontSize(10).text(heading.title).text(heading.generated).moveDown(0.8);
  };
  writeHeading();
  for (const table of tables) {
    const others = table.columns.length - 1;
    const columnWidth = Math.min(110, (width * 0.55) / Math.max(1, others));
    const labelWidth = width - columnWidth * others;
    const line = (cells: string[], bold: boolean, indent = 0) => {
      if (doc.y + rowHeight > bottom()) {
        doc.addPage();
        writeHeading();
      }
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      doc.text(cells[0] ?? '', left + indent * 10, y, {
        width: labelWidth - indent * 10,
        lineBreak: false,
        ellipsis: true,
      });
      cells.slice(1).forEach((cell, i) => {
        doc.text(cell, left + labelWidth + i * columnWidth, y, {
          width: columnWidth - 4,
          align: 'right',
          lineBreak: false,
        });
      });
      doc.x = left;
      doc.y = y + rowHeight;
    };
    if (doc.y + rowHeight * 4 > bottom()) {
      doc.addPage();
      writeHeading();
    }
    doc.font('Helvetica-Bold').fontSize(10.5).text(table.title, left, doc.y);
    doc.moveDown(0.3);
    line(table.columns, true);
    table.rows.forEach((cells, index) =>
      line(cells.map(cellText), false, table.indents?.[index] ?? 0),
    );
    if (table.total) line(table.total.map(cellText), true);
    doc.moveDown(1);
  }
  doc.end();
  return done;
}

/** The tables as the format's file. */
export function writeReport(
  format: ExportFormat,
  heading: ReportHeading,
  tables: ReportTable[],
): Promise<Buffer> {
  return format === 'xlsx' ? xlsx(heading, tables) : pdf(heading, tables);
}
