// Renders a sample sales order in both print formats, without a database or the service, to
// look at the layout: `node --import tsx scripts/preview-sales-order-pdf.ts [lines] [folder]`.
// Writes <folder>/sales-order-<format>.pdf (default folder scratch/pdf, lines 12) and, when
// poppler-utils is installed, a PNG of every page beside it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pdfFormats } from '../src/contract/document-pdf';
import { Decimal } from '../src/server/domain/core/money';
import type { SalesOrderDocument } from '../src/server/pdf/document-shapes';
import { renderSalesOrderPdf } from '../src/server/pdf/sales-order';

const lines = Number(process.argv[2] ?? 12);
const folder = path.resolve(process.argv[3] ?? 'scratch/pdf');

const sample: SalesOrderDocument = {
  company: { name: 'Łódź Trading Sp. z o.o.', code: 'LODZ', address: 'ul. Piotrkowska 1\n90-001 Łódź, Polska' },
  customer: { name: '東京商事', email: 'orders@tokyo-shoji.example', address: '東京都千代田区丸の内1-1\nTokyo 100-0005, Japan' },
  order: {
    trace: 'SO-LODZ-000042', orderDate: '2026-11-20', deliveryDate: '2026-12-01', currency: { code: 'PLN', minorUnits: 2 },
    status: 'TO_DELIVER_AND_BILL', workflowState: 'APPROVED', notes: 'Deliver to the back door.\nΖεύς, Жук and 東京 in one note.',
    total: new Decimal('1234.50').times(lines).toFixed(2), deliveredPercent: '33.33', billedPercent: '0', version: 3, updatedAt: new Date('2026-11-21T10:00:00Z'),
  },
  lines: Array.from({ length: lines }, (_, index) => ({
    itemCode: `ITEM-${index + 1}`,
    itemName: index % 4 === 0 ? `Stainless steel hex bolt M10 × 60, DIN 933, box of 100 — 東京商事の特別な商品 ${index + 1}` : `Widget ${index + 1}`,
    qty: '1500', uom: 'pcs', unitPrice: '0.823', amount: '1234.50',
  })),
};

fs.mkdirSync(folder, { recursive: true });
for (const format of pdfFormats) {
  const file = path.join(folder, `sales-order-${format.toLowerCase()}.pdf`);
  fs.writeFileSync(file, await renderSalesOrderPdf(sample, format));
  const png = spawnSync('pdftoppm', ['-png', '-r', '72', file, file.replace(/\.pdf$/, '')]);
  console.log(file, png.error ? '(no pdftoppm: no PNG)' : '+ PNG per page');
}
