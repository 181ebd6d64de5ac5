import { agingQuery, agingReport } from '../../contract/aging';
import { dashboard, dashboardQuery } from '../../contract/dashboard';
import { trialBalance, trialBalanceQuery } from '../../contract/reports';
import { agingReport as buildAging } from '../domain/reports/aging';
import { dashboard as buildDashboard } from '../domain/reports/dashboard';
import { trialBalance as buildTrialBalance } from '../domain/reports/trial-balance';
import { taxSummary, taxSummaryQuery } from '../../contract/tax-rates';
import { taxSummary as buildTaxSummary } from '../domain/reports/tax-summary';
import { balanceSheet, balanceSheetQuery, generalLedger, generalLedgerQuery, profitAndLoss, profitAndLossQuery } from '../../contract/statements';
import { balanceSheet as buildBalanceSheet, generalLedger as buildGeneralLedger, profitAndLoss as buildProfitAndLoss } from '../domain/reports/statements';
import { resourceRoutes } from './resource-kit';
import { balanceSheetTable, generalLedgerTable, profitAndLossTable } from './statement-tables';

export const reportRoutes = resourceRoutes('reports', (kit) => {
  kit.view('trial-balance', {
    summary: 'Trial balance: opening, debit, credit and closing per account', query: trialBalanceQuery, response: trialBalance, run: buildTrialBalance,
  });
  kit.view('receivables-aging', {
    summary: 'Receivables aging: open invoices and credit notes as of a date, by days past due, per customer',
    query: agingQuery, response: agingReport, run: (ctx, query) => buildAging(ctx, 'receivables', query),
  });
  kit.view('payables-aging', {
    summary: 'Payables aging: open bills as of a date, by days past due from their due dates, per supplier',
    query: agingQuery, response: agingReport, run: (ctx, query) => buildAging(ctx, 'payables', query),
  });
  kit.view('tax-summary', {
    summary: 'Tax summary: per tax rate, sales base and tax, purchase base and tax, and net payable for a date range',
    query: taxSummaryQuery, response: taxSummary, run: buildTaxSummary,
  });
  kit.view('profit-and-loss', {
    summary: 'Profit and loss: income and expense of a range as the account tree, with a comparison column',
    description: 'In the base currency, from the per-account day sums the postings keep. `compare`: previous-period (as long, just before) or previous-year.',
    query: profitAndLossQuery, response: profitAndLoss, run: buildProfitAndLoss, table: profitAndLossTable,
  });
  kit.view('balance-sheet', {
    summary: 'Balance sheet: assets, liabilities and equity as of a date, with a comparison column',
    description: 'Equity includes the profit not yet closed into retained earnings, so totalAssets = totalLiabilities + totalEquity. `compare`: previous-period (a month before) or previous-year.',
    query: balanceSheetQuery, response: balanceSheet, run: buildBalanceSheet, table: balanceSheetTable,
  });
  kit.view('general-ledger', {
    summary: 'General ledger of an account: opening balance, each line with its entry, party and running balance, closing balance',
    description: 'Paged like every list (`page`, `size` or `cursor`), in date order.',
    query: generalLedgerQuery, response: generalLedger, run: buildGeneralLedger, table: generalLedgerTable,
  });
  kit.view('dashboard', {
    summary: 'The business at a glance: sales, open orders, receivables, payables, cash, low stock', query: dashboardQuery, response: dashboard, run: buildDashboard,
  });
});
