import type { BalanceSheet, GeneralLedger, ProfitAndLoss, StatementRow } from '../../contract/statements';
import type { Ctx } from '../domain/core/context';
import { companyWithBaseCurrency } from '../domain/ledger/currencies';
import type { ReportTable } from '../pdf/report';

/** The statements as tables, for their CSV and PDF (report-exports.ts): the same figures as their JSON. */

/** An amount at the base currency's minor units, as a plain decimal. */
const amount = (value: number, minorUnits: number) => value.toFixed(minorUnits);

async function header(ctx: Ctx, companyId: string) {
  const company = await companyWithBaseCurrency(ctx.db, companyId);
  return { company, author: company.name };
}

const columnTitles = (columns: { fromDate: string | null; toDate: string }[]) =>
  columns.map((c) => (c.fromDate ? `${c.fromDate} to ${c.toDate}` : `As of ${c.toDate}`));

function treeTable(rows: StatementRow[], totals: [string, number[]][], minorUnits: number) {
  return [
    ...rows.map((r) => ({ cells: [r.accountNumber ?? '', r.name, ...r.amounts.map((a) => amount(a, minorUnits))], level: r.level })),
    ...totals.map(([label, values]) => ({ cells: ['', label, ...values.map((v) => amount(v, minorUnits))] })),
  ];
}

export async function profitAndLossTable(report: ProfitAndLoss, ctx: Ctx): Promise<ReportTable> {
  const { company, author } = await header(ctx, report.companyIdString);
  const both = (key: 'totalIncome' | 'totalCostOfGoodsSold' | 'grossProfit' | 'totalExpense' | 'netProfit') => [report[key], ...(report.compared ? [report.compared[key]] : [])];
  return {
    title: 'Profit and loss', author, date: new Date(`${report.toDate}T00:00:00Z`),
    subtitle: [company.name, `${report.fromDate} to ${report.toDate}, in ${report.currency}`],
    columns: [{ title: 'Account' }, { title: 'Name' }, ...columnTitles(report.columns).map((title) => ({ title, align: 'right' as const }))],
    indented: 1,
    rows: treeTable(report.rows, [
      ['Total income', both('totalIncome')], ['Cost of goods sold', both('totalCostOfGoodsSold')], ['Gross profit', both('grossProfit')],
      ['Total expense', both('totalExpense')], ['Net profit', both('netProfit')],
    ], company.baseMinorUnits),
  };
}

export async function balanceSheetTable(report: BalanceSheet, ctx: Ctx): Promise<ReportTable> {
  const { company, author } = await header(ctx, report.companyIdString);
  const both = (key: 'totalAssets' | 'totalLiabilities' | 'totalEquity') => [report[key], ...(report.compared ? [report.compared[key]] : [])];
  return {
    title: 'Balance sheet', author, date: new Date(`${report.asOf}T00:00:00Z`),
    subtitle: [company.name, `As of ${report.asOf}, in ${report.currency}`],
    columns: [{ title: 'Account' }, { title: 'Name' }, ...columnTitles(report.columns).map((title) => ({ title, align: 'right' as const }))],
    indented: 1,
    rows: treeTable(report.rows, [['Total assets', both('totalAssets')], ['Total liabilities', both('totalLiabilities')], ['Total equity', both('totalEquity')]], company.baseMinorUnits),
  };
}

/** Which accounts a general ledger covers, for its title. */
function ledgerScope(report: GeneralLedger) {
  if (report.accountIdString) return `${report.accountNumber} ${report.name}`;
  if (report.fromAccountNumber && report.toAccountNumber) return `accounts ${report.fromAccountNumber} to ${report.toAccountNumber}`;
  if (report.fromAccountNumber) return `accounts from ${report.fromAccountNumber}`;
  if (report.toAccountNumber) return `accounts up to ${report.toAccountNumber}`;
  return 'all accounts';
}

export async function generalLedgerTable(report: GeneralLedger, ctx: Ctx): Promise<ReportTable> {
  const { company, author } = await header(ctx, report.companyIdString);
  const money = (v: number) => amount(v, company.baseMinorUnits);
  const { number, totalPages } = report.page;
  // a range names each line's account
  const account = report.accountIdString ? () => [] : (l: { accountNumber: string }) => [l.accountNumber];
  const blank = account({ accountNumber: '' });
  return {
    title: `General ledger ${ledgerScope(report)}`, author, date: new Date(`${report.toDate}T00:00:00Z`),
    subtitle: [company.name, `${report.fromDate} to ${report.toDate}, in ${report.currency}${totalPages > 1 ? `, page ${number + 1} of ${totalPages}` : ''}`],
    columns: [...(report.accountIdString ? [] : [{ title: 'Account' }]), { title: 'Date' }, { title: 'Entry' }, { title: 'Reference' }, { title: 'Party' },
      { title: 'Debit', align: 'right' as const }, { title: 'Credit', align: 'right' as const }, { title: 'Balance', align: 'right' as const }],
    rows: [
      { cells: [...blank, '', '', 'Opening balance', '', '', '', money(report.openingBalance)] },
      ...report.content.map((l) => ({ cells: [...account(l), l.postingDate, l.entryNumber, l.description ? `${l.reference}: ${l.description}` : l.reference, l.partyName ?? '', money(l.debit), money(l.credit), money(l.balance)] })),
      { cells: [...blank, '', '', 'Closing balance', '', '', '', money(report.closingBalance)] },
    ],
  };
}
