import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { csvLine } from '../../contract/csv';
import { pdfDocument } from '../../contract/document-pdf';
import type { ReportTable } from '../pdf/report';
import { tooLarge } from '../pdf/limits';
import { prefers } from './document-pdf';

/** A report's 200: its JSON, or the same as CSV or PDF (decisions §13 "Statements"). */
export const reportContent = (json: z.ZodType) => ({
  description: 'The report',
  content: {
    'application/json': { schema: json },
    'text/csv': { schema: z.string().describe('The report\'s table as CSV (UTF-8, a header row, amounts as plain decimals)') },
    'application/pdf': { schema: pdfDocument },
  },
});

/** The report's table as CSV: the header row, then each row's cells (its level as leading spaces of the indented column). */
export function reportCsv(table: ReportTable): string {
  return csvLine(table.columns.map((c) => c.title))
    + table.rows.map((row) => csvLine(row.cells.map((cell, i) => (i === table.indented && row.level ? '  '.repeat(row.level) : '') + cell))).join('');
}

/** Answers the report as Accept prefers: CSV, PDF, or its JSON. */
export async function sendReport(request: FastifyRequest, reply: FastifyReply, result: unknown, table: () => Promise<ReportTable>, name: string) {
  const accept = request.headers.accept;
  const wantsCsv = prefers(accept, 'text/csv');
  const wantsPdf = !wantsCsv && prefers(accept, 'application/pdf');
  reply.header('Vary', 'Accept');
  if (!wantsCsv && !wantsPdf) return result;
  const built = await table();
  if (wantsCsv) {
    return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}.csv"`).send(reportCsv(built));
  }
  // loaded on the first PDF, not at start (pdfkit is a large load)
  const { renderReportPdf } = await import('../pdf/report');
  const pdf = await renderReportPdf(built, () => tooLarge('pages', 'would be more than the report PDF allows; narrow the range'));
  return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `inline; filename="${name}.pdf"`).send(pdf);
}
