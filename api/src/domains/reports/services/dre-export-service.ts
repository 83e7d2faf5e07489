import { DRE_REGIME_LABELS } from 'shared/contracts';
import type { Dre, DreExportRequest } from 'shared/contracts';
import { formatMonth, todayIso } from 'shared/format';
import { notFound } from '../../../errors';
import type { CompaniesRepository } from '../../companies/public';
import type { DashboardService } from './dashboard-service';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../companies/public';
import { formatCentsDecimal } from '../../movements/public';
import { CONTENT_TYPES, MONEY_FORMAT, isoToBr } from './report-files';
import type { ReportFile } from './report-files';

export type DreFile = ReportFile;

export interface DreExportService {
  /** The DRE the screen shows for the same request, with the company and period in the header. */
  export(userId: string, companyId: string, request: DreExportRequest): Promise<DreFile>;
}

/** One row of the report as both files lay it out: a line of the DRE or one of its categories. */
interface Row {
  label: string;
  /** 0 main line, 1 a group under a subtotal, 2 a category. */
  depth: number;
  bold: boolean;
  values: number[];
  total: number;
}

function rowsOf(dre: Dre): Row[] {
  return dre.lines.flatMap((line) => [
    {
      label: line.label,
      depth: line.level,
      bold: line.kind === 'total',
      values: line.values,
      total: line.total,
    },
    ...line.categories.map((category) => ({
      label: `${category.code} ${category.name}`,
      depth: line.level + 1,
      bold: false,
      values: category.values,
      total: category.total,
    })),
  ]);
}

interface Heading {
  company: string;
  title: string;
  generated: string;
}

function headingOf(companyName: string, dre: Dre, today: string): Heading {
  return {
    company: companyName,
    title: `DRE gerencial · ${DRE_REGIME_LABELS[dre.regime]} · ${isoToBr(dre.start_date)} a ${isoToBr(dre.end_date)}`,
    generated: `Gerado em ${isoToBr(today)}`,
  };
}

async function xlsx(heading: Heading, dre: Dre): Promise<Buffer> {
  // Loaded on the first export only: exceljs is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('DRE', {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 5 }],
  });
  sheet.addRow([heading.company]).font = { bold: true, size: 14 };
  sheet.addRow([heading.title]);
  sheet.addRow([heading.generated]).font = { italic: true, color: { argb: 'FF666666' } };
  sheet.addRow([]);
  const header = sheet.addRow(['Linha da DRE', ...dre.months.map(formatMonth), 'Total']);
  header.font = { bold: true };
  for (const row of rowsOf(dre)) {
    const added = sheet.addRow([row.label, ...row.values.map((v) => v / 100), row.total / 100]);
    added.getCell(1).alignment = { indent: row.depth * 2 };
    if (row.bold) added.font = { bold: true };
  }
  sheet.getColumn(1).width = 42;
  for (let column = 2; column <= dre.months.length + 2; column++) {
    const col = sheet.getColumn(column);
    col.width = 16;
    col.numFmt = MONEY_FORMAT;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Months per block across an A4 landscape page; a longer period continues in further blocks. */
const PDF_MONTHS_PER_BLOCK = 6;

async function pdf(heading: Heading, dre: Dre): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: heading.title, Author: heading.company },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  const rows = rowsOf(dre);
  const labelWidth = 230;
  const columnWidth = 78;
  const rowHeight = 14;
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const writeHeading = () => {
    doc.font('Helvetica-Bold').fontSize(13).text(heading.company, left, doc.page.margins.top);
    doc.font('Helvetica').fontSize(10).text(heading.title).text(heading.generated).moveDown(0.8);
  };
  writeHeading();

  const blocks: number[][] = [];
  for (let start = 0; start < dre.months.length; start += PDF_MONTHS_PER_BLOCK) {
    blocks.push(dre.months.slice(start, start + PDF_MONTHS_PER_BLOCK).map((_, i) => start + i));
  }
  blocks.forEach((block, blockIndex) => {
    const last = blockIndex === blocks.length - 1;
    const columns = [
      ...block.map((index) => formatMonth(dre.months[index] ?? '')),
      ...(last ? ['Total'] : []),
    ];
    const line = (cells: string[], label: string, depth: number, bold: boolean) => {
      if (doc.y + rowHeight > bottom()) {
        doc.addPage();
        writeHeading();
      }
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      doc.text(label, left + depth * 10, y, {
        width: labelWidth - depth * 10,
        lineBreak: false,
        ellipsis: true,
      });
      cells.forEach((cell, i) => {
        doc.text(cell, left + labelWidth + i * columnWidth, y, {
          width: columnWidth - 4,
          align: 'right',
          lineBreak: false,
        });
      });
      doc.x = left;
      doc.y = y + rowHeight;
    };
    line(columns, 'Linha da DRE', 0, true);
    for (const row of rows) {
      const cells = block.map((index) => formatCentsDecimal(row.values[index] ?? 0));
      if (last) cells.push(formatCentsDecimal(row.total));
      line(cells, row.label, row.depth, row.bold);
    }
    doc.moveDown(1);
  });
  doc.end();
  return done;
}

export function createDreExportService(deps: {
  dashboards: DashboardService;
  companies: CompaniesRepository;
  today?: () => string;
}): DreExportService {
  const { dashboards, companies } = deps;
  const today = deps.today ?? (() => todayIso());
  return {
    async export(userId, companyId, { format, ...request }) {
      const company = await companies.findForMember(companyId, userId);
      if (!company) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
      const dre = await dashboards.dre(companyId, request);
      // The razão social: the report is the company's, whatever name the screens abbreviate.
      const heading = headingOf(company.name, dre, today());
      return {
        fileName: `dre-${dre.regime}-${dre.start_date}-a-${dre.end_date}.${format}`,
        contentType: CONTENT_TYPES[format],
        body: format === 'xlsx' ? await xlsx(heading, dre) : await pdf(heading, dre),
      };
    },
  };
}
