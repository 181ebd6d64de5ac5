import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { BalanceSheet, GeneralLedger, ProfitAndLoss } from '../../src/contract/statements';
import type { TrialBalance } from '../../src/contract/reports';
import { defaultAccount, ok } from '../support/accounting-fixtures';
import { useAdminApp } from '../support/admin-app';

/**
 * Issue 28 goals: for random ledgers over two years (and the first year closed or not), on
 * random dates and ranges: net profit is income less expense and equals the trial balance's
 * income and expense accounts; the balance sheet balances and each of its accounts shows the
 * trial balance's closing; the profit of the closed year equals what its closing moved into
 * retained earnings; each general ledger's closing balance is the account's balance and its
 * lines' running balances add up from the opening.
 */

const world = useAdminApp();
let run = 0;

const ROLES = ['CASH', 'BANK', 'RECEIVABLE', 'PAYABLE', 'REVENUE', 'OTHER_INCOME', 'COST_OF_GOODS_SOLD', 'EXPENSE', 'FEES'] as const;
const DAYS = 730;
const dateOf = (day: number) => new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
const cents = (n: number) => Math.round(n * 100) + 0;

const entry = fc.record({
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  debit: fc.constantFrom(...ROLES),
  credit: fc.constantFrom(...ROLES),
  cents: fc.integer({ min: 1, max: 10_000_000 }),
}).filter((e) => e.debit !== e.credit);
const day = fc.integer({ min: 0, max: DAYS - 1 });
const range = fc.tuple(day, day).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

test('statements agree with the trial balance and with each other on random ledgers, closed or not', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 25 }), fc.boolean(), fc.array(range, { minLength: 2, maxLength: 4 }), async (entries, close, ranges) => {
      const { api } = world;
      run += 1;
      const co = ok(await api.post('/companies', { name: `Statements property ${run}`, baseCurrency: 'USD' }), 201);
      const acc = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, await defaultAccount(world.t, co.id, r)] as const)));
      const retained = await defaultAccount(world.t, co.id, 'RETAINED_EARNINGS');
      const year = ok(await api.post('/fiscal-years', { name: 'Y2025', startDate: '2025-01-01', endDate: '2025-12-31', companyIdString: co.id }), 201);
      for (const e of entries) {
        ok(await api.post('/journal-entries', {
          companyIdString: co.id, postingDate: dateOf(e.day), reference: 'p',
          lines: [{ accountId: acc[e.debit], debit: e.cents / 100 }, { accountId: acc[e.credit], credit: e.cents / 100 }],
        }), 201);
      }
      const profit2025 = ok<ProfitAndLoss>(await api.get(`/reports/profit-and-loss?companyIdString=${co.id}&fromDate=2025-01-01&toDate=2025-12-31`)).netProfit;
      if (close) {
        ok(await api.post(`/fiscal-years/${year.id}/close`, {}));
        // what the closing moved into retained earnings is the year's profit, which the P&L still shows
        const tb = ok<TrialBalance>(await api.get(`/reports/trial-balance?companyIdString=${co.id}&fromDate=2025-12-31&toDate=2025-12-31`));
        const moved = tb.rows.find((r) => r.accountId === retained);
        expect(cents(moved ? moved.credit - moved.debit : 0)).toBe(cents(profit2025));
        expect(ok<ProfitAndLoss>(await api.get(`/reports/profit-and-loss?companyIdString=${co.id}&fromDate=2025-01-01&toDate=2025-12-31`)).netProfit).toBe(profit2025);
      }

      for (const [from, to] of [[0, DAYS - 1] as const, ...ranges]) {
        const scope = `companyIdString=${co.id}&fromDate=${dateOf(from)}&toDate=${dateOf(to)}`;
        const pnl = ok<ProfitAndLoss>(await api.get(`/reports/profit-and-loss?${scope}`));
        expect(cents(pnl.netProfit)).toBe(cents(pnl.totalIncome) - cents(pnl.totalExpense));
        // the trial balance's income and expense movements of the range, without the closing entry
        const tb = ok<TrialBalance>(await api.get(`/reports/trial-balance?${scope}`));
        const closingId = close && from <= 364 && to >= 364 ? ok(await api.get(`/fiscal-years/${year.id}`)).closingJournalEntryId : null;
        const closing = closingId ? ok(await api.get(`/journal-entries/${closingId}`)).lines as { accountId: string; debit: number; credit: number }[] : [];
        const movedIn = (types: string[]) => tb.rows.filter((r) => types.includes(r.type))
          .reduce((sum, r) => sum + cents(r.credit) - cents(r.debit) - closing.filter((l) => l.accountId === r.accountId).reduce((s, l) => s + cents(l.credit) - cents(l.debit), 0), 0);
        expect(cents(pnl.totalIncome)).toBe(movedIn(['REVENUE']));
        expect(cents(pnl.totalExpense)).toBe(0 - movedIn(['EXPENSE']));

        // the balance sheet on the range's last day balances and shows each account's closing
        const sheet = ok<BalanceSheet>(await api.get(`/reports/balance-sheet?companyIdString=${co.id}&asOf=${dateOf(to)}`));
        expect(cents(sheet.totalAssets)).toBe(cents(sheet.totalLiabilities) + cents(sheet.totalEquity));
        const all = ok<TrialBalance>(await api.get(`/reports/trial-balance?companyIdString=${co.id}&fromDate=2000-01-01&toDate=${dateOf(to)}`));
        for (const row of sheet.rows.filter((r) => r.accountIdString && !r.isGroup)) {
          const closingOf = all.rows.find((r) => r.accountId === row.accountIdString)!.closing;
          expect(cents(row.amounts[0])).toBe(row.type === 'ASSET' ? cents(closingOf) : 0 - cents(closingOf));
        }

        // the cash account's general ledger of the range: its closing is the account's balance, its lines add up
        const ledger = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${scope}&accountIdString=${acc.CASH}&size=200`));
        expect(cents(ledger.closingBalance)).toBe(cents(all.rows.find((r) => r.accountId === acc.CASH)?.closing ?? 0));
        let balance = cents(ledger.openingBalance);
        for (const line of ledger.content) {
          balance += cents(line.debit) - cents(line.credit);
          expect(cents(line.balance)).toBe(balance);
        }
        expect(balance).toBe(cents(ledger.closingBalance));

        // the whole ledger of the range: each account's closing is its balance, each account's lines chain from its opening
        const whole = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${scope}&size=7`));
        const lines = [...whole.content];
        for (let cursor = whole.page.nextCursor; cursor; ) {
          const page = ok<GeneralLedger>(await api.get(`/reports/general-ledger?${scope}&size=7&cursor=${encodeURIComponent(cursor)}`));
          lines.push(...page.content);
          cursor = page.page.nextCursor;
        }
        const running = new Map(whole.accounts.map((a) => [a.accountIdString, cents(a.openingBalance)]));
        for (const line of lines) {
          running.set(line.accountIdString, running.get(line.accountIdString)! + cents(line.debit) - cents(line.credit));
          expect(cents(line.balance)).toBe(running.get(line.accountIdString));
        }
        for (const a of whole.accounts) {
          expect(running.get(a.accountIdString)).toBe(cents(a.closingBalance));
          expect(cents(a.closingBalance)).toBe(cents(all.rows.find((r) => r.accountId === a.accountIdString)?.closing ?? 0));
        }
      }
    }),
    { numRuns: 12 },
  );
}, 300_000);
