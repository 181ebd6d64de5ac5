import { describe, expect, test } from 'vitest';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { TaxSummary } from '../../src/contract/tax-rates';
import { csvFormatOf } from '../../src/web/components/data-table/csv';
import { creditNoteDefaults, invoiceTotals, orderInvoiceDefaults } from '../../src/web/features/invoices/invoice-form';
import { orderTotals } from '../../src/web/features/purchase-orders/order-form';
import { taxSummaryCsv } from '../../src/web/features/tax-summary/tax-summary-csv';
import { lineTaxOf, ratePercentsOf, taxedTotals } from '../../src/web/money/document-tax';
import { formatPercent, parsePercent } from '../../src/web/money/percent';

const vat19 = '0199b1a0-0000-7000-8000-0000000000f1';
const vat7 = '0199b1a0-0000-7000-8000-0000000000f2';
const percents = ratePercentsOf([{ id: vat19, ratePercent: '19.00' }, { id: vat7, ratePercent: '7.00' }]);

describe('a tax rate\'s percentage as typed', () => {
  test('is read exactly in the user\'s locale: "7,5" in de-DE and "7.5" in en-US are 7.5, never rounded', () => {
    expect(parsePercent('7,5', 'de-DE')).toEqual({ ok: true, value: '7.5' });
    expect(parsePercent('7.5', 'en-US')).toEqual({ ok: true, value: '7.5' });
    expect(parsePercent('19', 'de-DE')).toEqual({ ok: true, value: '19' });
    expect(parsePercent('7,1234', 'de-DE')).toEqual({ ok: true, value: '7.1234' });
    expect(parsePercent('100', 'en-US')).toEqual({ ok: true, value: '100' });
    expect(parsePercent('0', 'en-US')).toEqual({ ok: true, value: '0' });
  });

  test('is refused with the reason, never clamped: more than 4 decimals, above 100, below 0, not a number', () => {
    expect(parsePercent('7,12345', 'de-DE')).toEqual({ ok: false, error: 'A percentage has at most 4 decimals' });
    expect(parsePercent('100.01', 'en-US')).toEqual({ ok: false, error: 'must not be above 100' });
    expect(parsePercent('-1', 'en-US')).toEqual({ ok: false, error: 'must not be below 0' });
    expect(parsePercent('abc', 'en-US').ok).toBe(false);
    // "7,5" in en-US groups thousands wrongly: refused, not read as 75
    expect(parsePercent('7,5', 'en-US').ok).toBe(false);
  });

  test('reads in the locale with every decimal it has, at least two', () => {
    expect(formatPercent('19.00', 'en-US')).toBe('19.00%');
    expect(formatPercent('19', 'de-DE')).toBe('19,00\u00a0%');
    expect(formatPercent('7.125', 'en-US')).toBe('7.125%');
  });
});

/**
 * The service's rule (decisions §13), in integers: a line's tax is amount × percent / 100, rounded
 * half away from zero to minor units; a document's tax is the sum of its lines'.
 */
function referenceLineTax(amountMinor: bigint, percentTenThousandths: bigint): bigint {
  const scaled = amountMinor * percentTenThousandths; // in minor units × 10^6
  const divisor = 1_000_000n;
  const sign = scaled < 0n ? -1n : 1n;
  const abs = scaled * sign;
  return sign * ((abs + divisor / 2n) / divisor);
}

describe('the live tax of a form equals the service\'s', () => {
  test('each line is rounded on its own, half away from zero', () => {
    expect(lineTaxOf('2.50', vat19, percents, 2)?.toFixed(2)).toBe('0.48'); // 0.475
    expect(lineTaxOf('1.50', vat7, percents, 2)?.toFixed(2)).toBe('0.11'); // 0.105: half-even would give 0.10
    expect(lineTaxOf('0.50', vat7, percents, 2)?.toFixed(2)).toBe('0.04'); // 0.035
    expect(lineTaxOf('10', vat19, percents, 0)?.toFixed(0)).toBe('2'); // 1.9 → 2 in a currency without decimals
    expect(lineTaxOf('1.50', null, percents, 2)?.toFixed(2)).toBe('0.00');
    expect(lineTaxOf(undefined, vat19, percents, 2)).toBeUndefined();
  });

  test('net, tax and total of random lines match the integer reference, tax summed line by line (not taxed on the sum)', () => {
    let seed = 26;
    const random = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
    for (let round = 0; round < 200; round++) {
      const lines = Array.from({ length: 1 + random(6) }, () => ({ minor: BigInt(random(1_000_000)), rate: [vat19, vat7, null][random(3)] }));
      const expectedTax = lines.reduce((sum, l) => sum + (l.rate ? referenceLineTax(l.minor, l.rate === vat19 ? 190_000n : 70_000n) : 0n), 0n);
      const expectedNet = lines.reduce((sum, l) => sum + l.minor, 0n);
      const totals = taxedTotals(lines.map((l) => ({ amount: (Number(l.minor) / 100).toFixed(2), taxRateIdString: l.rate })), percents, 2);
      expect(totals.tax.times(100).toFixed(0)).toBe(String(expectedTax));
      expect(totals.net.times(100).toFixed(0)).toBe(String(expectedNet));
      expect(totals.total.times(100).toFixed(0)).toBe(String(expectedNet + expectedTax));
    }
  });

  test('an invoice form\'s total is net + tax + charges; lines not filled in count as nothing', () => {
    const totals = invoiceTotals([
      { qty: '1', unitPrice: '100.00', taxRateIdString: vat19 }, { qty: '3', unitPrice: '0.50', taxRateIdString: vat7 }, { itemCode: 'X', taxRateIdString: vat19 }, undefined,
    ] as never, [{ amount: '5.00' }] as never, 2, percents);
    expect([totals.subtotal, totals.tax, totals.charges, totals.total].map((d) => d.toFixed(2))).toEqual(['101.50', '19.11', '5.00', '125.61']);
  });

  test('an order form\'s totals are net, tax and net + tax', () => {
    const totals = orderTotals([{ qty: '2', rate: '9.99', taxRateIdString: vat19 }, { qty: '1', rate: '1.05', taxRateIdString: null }] as never, 2, percents);
    expect([totals.net, totals.tax, totals.total].map((d) => d.toFixed(2))).toEqual(['21.03', '3.80', '24.83']);
  });
});

describe('documents made from others keep their lines\' rates', () => {
  const line = { lineNumber: 1, itemIdString: vat7, itemCode: 'LAMP', itemName: 'Lamp', uom: 'each', qty: 2, unitPrice: 12.5, amount: 25, movementId: null, taxRateIdString: vat19, taxPercent: '19.00', taxAmount: 4.75 };

  test('a credit note against an invoice', () => {
    const invoice = { companyIdString: vat7, customerIdString: vat7, currencyCodeString: 'EUR', postingDate: '2026-03-01', id: vat7, number: 'INV-1', items: [line] } as unknown as InvoiceDetail;
    expect(creditNoteDefaults(invoice, '2026-03-02').items[0]).toMatchObject({ itemCode: 'LAMP', taxRateIdString: vat19 });
  });

  test('an invoice billing a sales order', () => {
    const order = { id: vat7, companyIdString: vat7, customerIdString: vat7, currencyCodeString: 'EUR', items: [{ ...line, billedQty: 0, deliveredQty: 0 }] };
    expect(orderInvoiceDefaults(order as never, '2026-03-02', 2).items[0]).toMatchObject({ itemCode: 'LAMP', amount: '25.00', taxRateIdString: vat19 });
  });
});

describe('the tax summary as CSV', () => {
  const figures = { salesBase: 1000.5, salesTax: 190.1, purchaseBase: 200, purchaseTax: 38, netPayable: 152.1 };
  const summary: TaxSummary = {
    companyIdString: vat7, fromDate: '2026-03-01', toDate: '2026-03-31', currencyCodeString: 'EUR',
    rows: [{ taxRateIdString: vat19, name: '=VAT 19', ratePercent: '19.00', ...figures }], totals: figures,
  };

  test('a row per rate then the totals, amounts exact with the currency\'s decimals, the locale\'s spreadsheet format', () => {
    expect(taxSummaryCsv(summary, 2, csvFormatOf('en-US')).split('\r\n')).toEqual([
      'Tax rate,Rate %,Sales base (EUR),Sales tax (EUR),Purchase base (EUR),Purchase tax (EUR),Net payable (EUR)',
      '"\'=VAT 19",19.00,1000.50,190.10,200.00,38.00,152.10',
      'Total,,1000.50,190.10,200.00,38.00,152.10',
      '',
    ]);
    expect(taxSummaryCsv(summary, 2, csvFormatOf('de-DE')).split('\r\n')[2]).toBe('Total;;1000,50;190,10;200,00;38,00;152,10');
  });
});
