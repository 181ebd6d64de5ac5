import { LOOKS, drawFooters, openPdf } from './page-layout';
import { Flow } from './flow';
import { drawTable, type Column } from './table';
import { loadShaper } from './fonts';
import { drawText, lineHeightOf } from './typeset';

/**
 * A report as a table (a statement, the general ledger): what its CSV and its PDF both show. A
 * row's `level` indents the `indented` column.
 */
export type ReportTable = {
  title: string;
  /** The company, the dates, the currency: under the title. */
  subtitle: string[];
  columns: { title: string; align?: 'left' | 'right' }[];
  rows: { cells: string[]; level?: number }[];
  /** The column a row's `level` indents (an account tree's names). */
  indented?: number;
  /** Makes the same report render the same bytes. */
  date: Date;
  author: string;
};

/** The most pages a report's PDF has; past it the answer is 422 document-too-large. */
export const REPORT_PDF_PAGES = 200;

/** The report as an A4 PDF: its title and subtitle, the table (its header again on every page), "Page n of m". */
export async function renderReportPdf(report: ReportTable, tooLarge: () => Error): Promise<Buffer> {
  await loadShaper();
  const look = LOOKS.STANDARD;
  const { doc, bytes } = openPdf(look.margin, { title: report.title, author: report.author, subject: report.subtitle.join(' · '), date: report.date });
  const flow = new Flow(doc, look.margin, lineHeightOf(look.small) + 8, (next) => {
    drawText(doc, `${report.title} (continued)`, { x: next.left, y: next.y, width: next.width }, look.small);
    next.y += lineHeightOf(look.small) + 6;
  }, REPORT_PDF_PAGES, tooLarge);
  flow.y += drawText(doc, report.title, { x: flow.left, y: flow.y, width: flow.width }, { size: 16, weight: 'bold' });
  for (const line of report.subtitle) flow.y += drawText(doc, line, { x: flow.left, y: flow.y, width: flow.width }, look.small);
  flow.y += 10;
  type Row = ReportTable['rows'][number];
  const columns: Column<Row>[] = report.columns.map((column, index) => ({
    title: column.title,
    width: column.align === 'right' ? 80 : 'rest',
    align: column.align ?? 'left',
    text: (row) => (index === report.indented && row.level ? '   '.repeat(row.level) : '') + (row.cells[index] ?? ''),
  }));
  drawTable(flow, columns, report.rows, look.table);
  drawFooters(flow, look, report.title, (page, count) => `Page ${page} of ${count}`);
  doc.end();
  return bytes;
}
