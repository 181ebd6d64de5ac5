import type { SalesOrderDocument } from '../../src/server/pdf/document-shapes';

/**
 * Sales orders at the contract's limits, for the PDF measurements (scripts/measure-pdf.ts) and
 * the tests that render heavy documents: notes of 10,000 characters in the shapes that cost the
 * renderer most, 500 lines with names and codes as long as the contract allows.
 */
export const NOTES_SHAPES = {
  /** Words and spaces, a newline now and then, Latin and CJK. */
  words: (length: number) => fill(length, (i) => `${['Deliver', 'to', 'the', 'back', 'door;', 'Łódź', '東京商事', 'call', 'ahead.'][i % 9]}${i % 40 === 39 ? '\n' : ' '}`),
  /** One word without a space (a pasted URL or token): every line is cut inside it. */
  oneWord: (length: number) => 'x'.repeat(length),
  /** CJK without spaces: a break opportunity at every character. */
  cjk: (length: number) => fill(length, (i) => '東京都千代田区丸の内一丁目'[i % 13]),
  /** Latin and CJK alternating: a run of its own for every character. */
  mixed: (length: number) => fill(length, (i) => (i % 2 ? '東' : 'a')),
  /** A dot and a newline, over and over: a line (and so the most pages) per two characters. */
  lines: (length: number) => fill(length, () => '.\n'),
} as const;

function fill(length: number, part: (index: number) => string): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += part(i);
  return text.slice(0, length);
}

/** A sales order document; `notes`, the number of lines and how long their texts are as given. */
export function heavySalesOrderDocument({ notes = '', lines = 1, long = false }: { notes?: string; lines?: number; long?: boolean } = {}): SalesOrderDocument {
  return {
    company: { name: long ? 'C'.repeat(200) : 'Łódź Trading', code: 'LODZ' },
    customer: { name: long ? '東'.repeat(200) : '東京商事', email: 'orders@tokyo-shoji.example', address: long ? 'a'.repeat(1000) : 'Tokyo' },
    order: {
      trace: 'SO-LODZ-000042', orderDate: '2026-11-20', deliveryDate: '2026-12-01', currency: { code: 'PLN', minorUnits: 2 },
      status: 'TO_DELIVER_AND_BILL', workflowState: 'APPROVED', notes, total: '999999999999.99', deliveredPercent: '33.33', billedPercent: '0',
      version: 1, updatedAt: new Date('2026-11-21T10:00:00Z'),
    },
    lines: Array.from({ length: lines }, (_, index) => ({
      itemCode: long ? `${index}`.padEnd(100, 'X') : `ITEM-${index + 1}`,
      itemName: long ? `${index}`.padEnd(200, 'W') : `Widget ${index + 1}`,
      qty: '999999999.999999', uom: long ? 'u'.repeat(50) : 'pcs', unitPrice: '999999999999.99', amount: '999999999999.99',
    })),
  };
}
