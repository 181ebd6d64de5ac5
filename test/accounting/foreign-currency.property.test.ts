import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { ExchangeRevaluation } from '../../src/contract/exchange-revaluations';
import type { InvoiceDetail } from '../../src/contract/invoices';
import type { JournalEntry } from '../../src/contract/journal-entries';
import type { PaymentDetail } from '../../src/contract/payments';
import type { TrialBalance } from '../../src/contract/reports';
import { defaultAccount, ok } from '../support/accounting-fixtures';
import { useAdminApp } from '../support/admin-app';

/**
 * Issue 27 goal: random sequences of foreign-currency invoices, partial payments at varying
 * rates, credit notes, rate changes and revaluations in a EUR company, checked against a model
 * kept here: every entry balances in the base currency; each invoice's outstanding in its own
 * currency is its total less what settled it, and in the base currency what the model carries;
 * each settlement's realized difference and each revaluation's lines are the model's; and at the
 * end the realized and unrealized differences add up to the base-currency change of the items
 * (what was collected and credited, plus what is open at the last rates, less what was invoiced).
 */

const world = useAdminApp();
let run = 0;

const CURRENCIES = [{ code: 'USD', places: 2 }, { code: 'JPY', places: 0 }, { code: 'BHD', places: 3 }] as const;
type Code = (typeof CURRENCIES)[number]['code'];
const DAYS = 60;
const dateOf = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
/** amount × rate, half away from zero at the base currency's (EUR) cents. */
const inEur = (amount: Decimal.Value, rate: Decimal.Value) => new Decimal(amount).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

const day = fc.integer({ min: 1, max: DAYS - 1 });
const rateValue = fc.integer({ min: 1_000, max: 3_000_000 }).map((n) => new Decimal(n).dividedBy(1_000_000).toFixed(6));
const ownRate = fc.option(rateValue, { nil: undefined });
/** Half the settlements settle the rest: the carried base amount must then come off exactly. */
const percent = fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 99 }));
const currency = fc.constantFrom(...CURRENCIES.map((c) => c.code));
const operation = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('invoice' as const), day, currency, minor: fc.integer({ min: 1, max: 10_000_000 }), rate: ownRate }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('payment' as const), day, pick: fc.nat(), percent, rate: ownRate }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('credit' as const), day, pick: fc.nat(), percent, rate: ownRate }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rate' as const), day, currency, rate: rateValue }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('revalue' as const), day }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;
/** Within a day: rates first, revaluations last (they value what the day left open). */
const order = (op: Operation) => op.day * 10 + (op.kind === 'rate' ? 0 : op.kind === 'revalue' ? 2 : 1);

type Item = { id: string; code: Code; places: number; total: Decimal; rate: string; outstanding: Decimal; carried: Decimal; credited: boolean; day: number };

test('foreign invoices, partial payments at varying rates, credit notes and revaluations: the books balance and the differences add up', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 24 }), async (generated) => {
      const { api } = world;
      run += 1;
      const co = ok(await api.post('/companies', { name: `FX property ${run}`, baseCurrency: 'EUR' }), 201);
      const scope = { companyIdString: co.id };
      ok(await api.post('/items', { itemCode: 'SVC', name: 'Service', itemGroup: 'Services', uom: 'h', valuationMethod: 'FIFO', maintainStock: false, allowNegativeStock: false, ...scope }), 201);
      const customer = ok(await api.post('/customers', { name: 'Abroad', ...scope }), 201);
      const rates = new Map<Code, { day: number; rate: string }[]>();
      const setRate = async (code: Code, onDay: number, rate: string) => {
        ok(await api.post('/exchange-rates', { ...scope, fromCurrency: code, toCurrency: 'EUR', rate, date: dateOf(onDay) }), 201);
        rates.set(code, [...(rates.get(code) ?? []), { day: onDay, rate }]);
      };
      const rateOn = (code: Code, onDay: number) => rates.get(code)!.filter((r) => r.day <= onDay).sort((a, b) => b.day - a.day)[0].rate;
      for (const c of CURRENCIES) await setRate(c.code, 0, '1');

      const items: Item[] = [];
      let realized = new Decimal(0); // gains positive
      let collectedAndCredited = new Decimal(0);
      let invoiced = new Decimal(0);
      const entry = async (id: string | null) => ok<JournalEntry>(await api.get(`/journal-entries/${id}`));
      const realizedIn = (e: JournalEntry, account: string) =>
        e.lines.filter((l) => l.accountId === account).reduce((sum, l) => sum.plus(l.credit).minus(l.debit), new Decimal(0));
      const realizedAccount = await defaultAccount(world.t, co.id, 'REALIZED_EXCHANGE');

      for (const op of [...generated].sort((a, b) => order(a) - order(b))) {
        if (op.kind === 'rate') {
          if (rates.get(op.currency)!.some((r) => r.day === op.day)) continue;
          await setRate(op.currency, op.day, op.rate);
        } else if (op.kind === 'invoice') {
          const c = CURRENCIES.find((x) => x.code === op.currency)!;
          const total = new Decimal(op.minor).dividedBy(10 ** c.places);
          const rate = op.rate ?? rateOn(op.currency, op.day);
          const base = inEur(total, rate);
          if (base.isZero()) continue; // 422 too-small: nothing to follow
          const inv = ok<InvoiceDetail>(await api.post('/invoices', {
            ...scope, customerIdString: customer.id, currencyCodeString: op.currency, postingDate: dateOf(op.day), return: false,
            ...(op.rate ? { exchangeRate: op.rate } : {}), items: [{ itemCode: 'SVC', qty: 1, unitPrice: total.toNumber(), amount: total.toNumber() }],
          }), 201);
          expect(inv.baseTotal).toBe(base.toNumber() + 0);
          items.push({ id: inv.id, code: op.currency, places: c.places, total, rate, outstanding: total, carried: base, credited: false, day: op.day });
          invoiced = invoiced.plus(base);
        } else if (op.kind === 'payment' || op.kind === 'credit') {
          const open = items.filter((i) => i.outstanding.gt(0) && i.day <= op.day && (op.kind === 'payment' || !i.credited));
          if (open.length === 0) continue;
          const item = open[op.pick % open.length];
          const minor = item.outstanding.times(10 ** item.places);
          const amount = Decimal.max(1, minor.times(op.percent).dividedBy(100).floor()).dividedBy(10 ** item.places);
          // what it takes off the receivable: at the invoice's rate, all that is left when it settles the rest
          const settled = amount.equals(item.outstanding) ? item.carried : Decimal.min(inEur(amount, item.rate), item.carried);
          if (op.kind === 'payment') {
            const rate = op.rate ?? rateOn(item.code, op.day);
            const cash = inEur(amount, rate);
            if (cash.isZero()) continue;
            const pay = ok<PaymentDetail>(await api.post('/payments', {
              ...scope, partyType: 'CUSTOMER', partyIdString: customer.id, paymentType: 'RECEIVE', paymentMethodLabel: 'BANK', reference: 'fx',
              postingDate: dateOf(op.day), transactionCurrency: item.code, ...(op.rate ? { exchangeRate: op.rate } : {}),
              transactionNetAmount: amount.toNumber() + 0, transactionCharge: 0, transactionGatewayCharge: 0, transactionMerchantCommission: 0, transactionTax: 0,
              transactionTotalAmount: amount.toNumber() + 0, isGlOnly: false, allocations: [{ invoiceIdString: item.id, amount: amount.toNumber() + 0 }],
            }), 201);
            expect(pay.allocations[0].baseAmount).toBe(settled.toNumber() + 0);
            const gain = cash.minus(settled);
            expect(realizedIn(await entry(pay.journalEntryId), realizedAccount).toNumber() + 0).toBe(gain.toNumber() + 0);
            realized = realized.plus(gain);
            collectedAndCredited = collectedAndCredited.plus(cash);
          } else {
            const rate = op.rate ?? item.rate; // a credit note is at its invoice's rate unless it names its own
            const credited = inEur(amount, rate);
            if (credited.isZero()) continue;
            const note = ok<InvoiceDetail>(await api.post('/invoices', {
              ...scope, customerIdString: customer.id, currencyCodeString: item.code, postingDate: dateOf(op.day), return: true, returnAgainstIdString: item.id,
              ...(op.rate ? { exchangeRate: op.rate } : {}), items: [{ itemCode: 'SVC', qty: 1, unitPrice: amount.toNumber() + 0, amount: amount.toNumber() + 0 }],
            }), 201);
            expect(note.baseTotal).toBe(credited.toNumber() + 0);
            // taking more off the receivable than the revenue given back is a loss
            const gain = credited.minus(settled);
            expect(realizedIn(await entry(note.journalEntryId), realizedAccount).toNumber() + 0).toBe(gain.toNumber() + 0);
            realized = realized.plus(gain);
            collectedAndCredited = collectedAndCredited.plus(credited);
            item.credited = true;
          }
          item.outstanding = item.outstanding.minus(amount);
          item.carried = item.carried.minus(settled);
        } else {
          const open = items.filter((i) => i.outstanding.gt(0) && i.day <= op.day);
          const res = await api.post('/exchange-revaluations', { ...scope, date: dateOf(op.day) });
          if (open.length === 0) {
            expect(res.statusCode).toBe(409);
            continue;
          }
          const rev = ok<ExchangeRevaluation>(res, 201);
          const expected = open.map((i) => {
            const revalued = inEur(i.outstanding, rateOn(i.code, op.day));
            return { recordIdString: i.id, amount: i.outstanding.toNumber() + 0, carriedBase: i.carried.toNumber() + 0, revaluedBase: revalued.toNumber() + 0, difference: revalued.minus(i.carried).toNumber() + 0 };
          });
          expect(rev.lines.map(({ recordIdString, amount, carriedBase, revaluedBase, difference }) => ({ recordIdString, amount, carriedBase, revaluedBase, difference })))
            .toEqual(expect.arrayContaining(expected));
          expect(rev.lines).toHaveLength(expected.length);
        }
      }

      // every invoice as the model has it, in its currency and in the base
      for (const item of items) {
        const inv = ok<InvoiceDetail>(await api.get(`/invoices/${item.id}`));
        expect([inv.outstanding, inv.baseOutstanding]).toEqual([item.outstanding.toNumber() + 0, item.carried.toNumber() + 0]);
      }
      // after the last revaluation's reversal: the books balance, the receivable carries the model's amounts, the realized account its differences
      const query = `companyIdString=${co.id}&fromDate=${dateOf(0)}&toDate=${dateOf(DAYS + 1)}`;
      const tb = ok<TrialBalance>(await api.get(`/reports/trial-balance?${query}`));
      expect(tb.totals.every((t) => t.difference === 0)).toBe(true);
      const balance = async (role: string) => { const id = await defaultAccount(world.t, co.id, role); return new Decimal(tb.rows.find((r) => r.accountId === id)?.closing ?? 0); };
      const carried = items.reduce((sum, i) => sum.plus(i.carried), new Decimal(0));
      expect((await balance('RECEIVABLE')).toNumber() + 0).toBe(carried.toNumber() + 0);
      expect((await balance('REALIZED_EXCHANGE')).negated().toNumber() + 0).toBe(realized.toNumber() + 0);
      expect((await balance('UNREALIZED_EXCHANGE')).toNumber() + 0).toBe(0);

      // the goal: realized + unrealized (at the last day's rates) = collected + credited + open at those rates - invoiced
      const open = items.filter((i) => i.outstanding.gt(0));
      const revaluedOpen = open.reduce((sum, i) => sum.plus(inEur(i.outstanding, rateOn(i.code, DAYS))), new Decimal(0));
      let unrealized = new Decimal(0);
      if (open.length > 0) {
        unrealized = new Decimal(ok<ExchangeRevaluation>(await api.post('/exchange-revaluations', { ...scope, date: dateOf(DAYS) }), 201).difference);
      }
      expect(realized.plus(unrealized).toNumber() + 0).toBe(collectedAndCredited.plus(revaluedOpen).minus(invoiced).toNumber() + 0);
    }),
    { numRuns: 25 },
  );
}, 300_000);
