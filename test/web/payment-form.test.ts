import { describe, expect, it } from 'vitest';
import {
  allocationPreview, formPathOf, oldestFirst, partyTypeOf, paymentFormSchema, paymentTotal, paymentTotalText, sentAllocationRows, type OpenDocument,
} from '../../src/web/features/payments/payment-form';
import { barPercent, monthRange } from '../../src/web/app/pages/dashboard-figures';

const doc = (number: string, dueDate: string, outstanding: number, total = outstanding): OpenDocument => ({ id: `id-${number}`, number, postingDate: dueDate, dueDate, total, outstanding });

describe('the payment total', () => {
  it('adds net, charge, gateway charge, commission and tax exactly (no float drift)', () => {
    const parts = { transactionNetAmount: '0.1', transactionCharge: '0.2', transactionGatewayCharge: '0', transactionMerchantCommission: '0.01', transactionTax: '0.02' };
    expect(paymentTotal(parts)!.toFixed()).toBe('0.33');
    expect(paymentTotalText(parts, 2)).toBe('0.33');
    expect(paymentTotalText({ transactionNetAmount: '999999999999.99', transactionTax: '0.01' }, 2)).toBe('1000000000000.00');
  });
  it('is nothing until the net amount is read; parts not read count as nothing', () => {
    expect(paymentTotal({ transactionCharge: '1' })).toBeUndefined();
    expect(paymentTotal({ transactionNetAmount: '', transactionCharge: '1' })).toBeUndefined();
    expect(paymentTotalText({ transactionNetAmount: '10', transactionCharge: { text: '1,2,3' } as never }, 2)).toBe('10.00');
  });
  it('goes with the party type of its direction', () => {
    expect(partyTypeOf('RECEIVE')).toBe('CUSTOMER');
    expect(partyTypeOf('PAY')).toBe('SUPPLIER');
  });
});

describe('the allocation preview', () => {
  const docs = oldestFirst([doc('INV-10', '2026-03-01', 50), doc('INV-9', '2026-03-01', 30), doc('INV-2', '2026-01-15', 20)]);
  it('orders oldest due first, then by number in sequence order', () => {
    expect(docs.map((d) => d.number)).toEqual(['INV-2', 'INV-9', 'INV-10']);
  });
  it('settles oldest first up to each outstanding and leaves the rest unallocated', () => {
    const p = allocationPreview('60.5', docs);
    expect(p.rows.map((r) => [r.document.number, r.amount.toFixed(), r.after.toFixed(), r.status])).toEqual([
      ['INV-2', '20', '0', 'PAID'], ['INV-9', '30', '0', 'PAID'], ['INV-10', '10.5', '39.5', 'PARTLY_PAID'],
    ]);
    expect(p.allocated.toFixed()).toBe('60.5');
    expect(p.unallocated.toFixed()).toBe('0');
    const more = allocationPreview('150', docs);
    expect(more.allocated.toFixed()).toBe('100');
    expect(more.unallocated.toFixed()).toBe('50');
  });
  it('keeps a partly paid document partly paid when this payment puts nothing on it', () => {
    const p = allocationPreview('5', [doc('INV-1', '2026-01-01', 5), doc('INV-3', '2026-02-01', 40, 100)]);
    expect(p.rows.map((r) => r.status)).toEqual(['PAID', 'PARTLY_PAID']);
    expect(allocationPreview('5', [doc('INV-1', '2026-01-01', 5), doc('INV-4', '2026-02-01', 40)]).rows[1]!.status).toBe('UNPAID');
  });
  it('with explicit amounts settles exactly those, flags one beyond its outstanding, and a sum beyond the total', () => {
    const p = allocationPreview('40', docs, { explicit: [undefined, '25', '30'] });
    expect(p.rows.map((r) => r.amount.toFixed())).toEqual(['0', '25', '30']);
    expect(p.rows.map((r) => r.overOutstanding)).toEqual([false, false, false]);
    expect(p.unallocated.toFixed()).toBe('-15');
    expect(allocationPreview('100', docs, { explicit: ['20.01'] }).rows[0]!.overOutstanding).toBe(true);
  });
  it('settles nothing when ledger only', () => {
    const p = allocationPreview('60', docs, { glOnly: true });
    expect(p.allocated.toFixed()).toBe('0');
    expect(p.unallocated.toFixed()).toBe('60');
  });
});

describe('the payment form schema', () => {
  const docs = [doc('INV-2', '2026-01-15', 20), doc('INV-9', '2026-03-01', 30)];
  const base = {
    paymentMethodLabel: 'BANK', reference: 'R1', postingDate: '2026-11-23', transactionCurrency: 'USD', partyType: 'CUSTOMER', partyIdString: '0190f6a2-5c1e-7000-8000-000000000001',
    paymentType: 'RECEIVE', companyIdString: '0190f6a2-5c1e-7000-8000-000000000002', isGlOnly: false,
    transactionNetAmount: '45.5', transactionCharge: '1', transactionGatewayCharge: '0', transactionMerchantCommission: '0', transactionTax: '0.5', transactionTotalAmount: '47.00',
    allocationMode: 'AUTO', allocations: [{ invoiceIdString: 'a', amount: undefined }, { invoiceIdString: 'b', amount: '' }],
  };
  const schema = paymentFormSchema(docs, 2);
  it('sends the contract body: numbers, no allocations when automatic', () => {
    const out = schema.safeParse(base);
    expect(out.success).toBe(true);
    expect(out.data).toMatchObject({ transactionNetAmount: 45.5, transactionTotalAmount: 47, allocations: undefined });
    expect(out.data).not.toHaveProperty('allocationMode');
  });
  it('refuses a total that is not the sum of its parts', () => {
    const out = schema.safeParse({ ...base, transactionTotalAmount: '47.01' });
    expect(out.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['transactionTotalAmount', 'must be 47.00, the sum of the amounts']]);
  });
  it('sends only the explicit amounts typed, and refuses one beyond its outstanding or all beyond the total', () => {
    const explicit = { ...base, allocationMode: 'EXPLICIT', allocations: [{ invoiceIdString: 'a', amount: '' }, { invoiceIdString: 'b', amount: '30' }] };
    expect(schema.safeParse(explicit).data?.allocations).toEqual([{ invoiceIdString: 'b', billIdString: undefined, amount: 30 }]);
    const over = schema.safeParse({ ...explicit, allocations: [{ invoiceIdString: 'a', amount: '20.01' }, { invoiceIdString: 'b', amount: '30' }] });
    expect(over.error?.issues.map((i) => i.path.join('.'))).toEqual(['allocations.0.amount', 'allocations']);
  });
  it('sends no allocations when ledger only, whatever was typed', () => {
    const out = schema.safeParse({ ...base, isGlOnly: true, allocationMode: 'EXPLICIT', allocations: [{ invoiceIdString: 'a', amount: '5' }] });
    expect(out.data?.allocations).toBeUndefined();
  });
  it('puts the service\'s errors on the explicit rows they came from', () => {
    const rows = sentAllocationRows('EXPLICIT', false, [{ amount: '' }, { amount: undefined }, { amount: '3' }, { amount: '4' }]);
    expect(rows).toEqual([2, 3]);
    expect(formPathOf('allocations.1.amount', rows)).toBe('allocations.3.amount');
    expect(formPathOf('allocations.0.invoiceIdString', rows)).toBe('allocations.2.invoiceIdString');
    expect(formPathOf('transactionTotalAmount', rows)).toBe('transactionTotalAmount');
    expect(sentAllocationRows('AUTO', false, [{ amount: '3' }])).toEqual([]);
  });
  it('checks the total at the payment currency\'s minor units, and keeps a typed rate exactly', () => {
    const byCurrency = paymentFormSchema(docs, (currency) => (currency === 'JPY' ? 0 : 2));
    const yen = { ...base, transactionCurrency: 'JPY', transactionNetAmount: '4550', transactionCharge: '0', transactionTax: '0', transactionTotalAmount: '4550', exchangeRate: '0.006712' };
    const out = byCurrency.safeParse(yen);
    expect(out.success).toBe(true);
    expect(out.data).toMatchObject({ transactionTotalAmount: 4550, exchangeRate: '0.006712' });
    expect(byCurrency.safeParse({ ...yen, transactionTotalAmount: '4550.00' }).success).toBe(true); // the same amount
    expect(byCurrency.safeParse({ ...base, exchangeRate: '1,5' }).success).toBe(false); // never a string the service cannot read
  });
});

describe('the dashboard helpers', () => {
  it('gives a month\'s first and last day and bar lengths', () => {
    expect(monthRange('2026-02')).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(monthRange('2028-02').toDate).toBe('2028-02-29');
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(0.01, 1000)).toBe(2);
    expect(barPercent(10, 10)).toBe(100);
  });
});
