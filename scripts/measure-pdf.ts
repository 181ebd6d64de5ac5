// How long the sales-order PDF takes for documents at the contract's limits, in this process
// (no workers, no database): `node --import tsx scripts/measure-pdf.ts [repeats]`. Prints one
// line per document and format: the median time of the repeats and the pages (docs/performance.md).
import { pdfFormats } from '../src/contract/document-pdf';
import { renderSalesOrderPdf } from '../src/server/pdf/sales-order';
import { heavySalesOrderDocument, NOTES_SHAPES } from '../test/support/heavy-sales-order';

const repeats = Number(process.argv[2] ?? 3);
const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\n\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

const cases: [string, ReturnType<typeof heavySalesOrderDocument>][] = [
  ...Object.entries(NOTES_SHAPES).map(([shape, notes]) => [`notes 10,000 ${shape}`, heavySalesOrderDocument({ notes: notes(10_000) })] as [string, ReturnType<typeof heavySalesOrderDocument>]),
  ['500 lines, longest texts', heavySalesOrderDocument({ lines: 500, long: true })],
  ['everything at the limits', heavySalesOrderDocument({ lines: 500, long: true, notes: NOTES_SHAPES.oneWord(10_000) })],
  ['everything at the limits, notes lines', heavySalesOrderDocument({ lines: 500, long: true, notes: NOTES_SHAPES.lines(10_000) })],
];

await renderSalesOrderPdf(heavySalesOrderDocument({ notes: 'warm up' }), 'STANDARD');
for (const [name, document] of cases) {
  for (const format of pdfFormats) {
    const times: number[] = [];
    let pages = 0;
    for (let i = 0; i < repeats; i++) {
      const start = performance.now();
      pages = pageCount(await renderSalesOrderPdf(document, format));
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(42)} ${format.padEnd(8)} ${String(Math.round(times[Math.floor(times.length / 2)])).padStart(6)} ms ${String(pages).padStart(4)} pages`);
  }
}
