import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type {
  BalanceSheet, BalanceSheetQuery, GeneralLedger, GeneralLedgerLine, ProfitAndLoss, ProfitAndLossQuery, StatementCompare,
} from '../../contract/statements';
import { api } from './client';
import { readingByNumberOnRefusedCursor, type ListQuery, type ListSource } from './list';
import { reportKeys } from './reports';

/** The queries as pages build them (`compare` always given: the URL has a default). */
export type ProfitAndLossRequest = Omit<ProfitAndLossQuery, 'compare'> & { compare: StatementCompare };
export type BalanceSheetRequest = Omit<BalanceSheetQuery, 'compare'> & { compare: StatementCompare };
export type GeneralLedgerRequest = ListQuery<{
  companyIdString?: string; accountIdString?: string; fromAccountNumber?: string; toAccountNumber?: string;
  fromDate: string; toDate: string; page: number; size: number; sort?: string; cursor?: string;
}>;

/** Under `reportKeys.all`: a posting (journal entry, year-end closing) makes them stale. */
export const statementKeys = {
  profitAndLoss: (query: ProfitAndLossRequest) => [...reportKeys.all, 'profit-and-loss', query] as const,
  balanceSheet: (query: BalanceSheetRequest) => [...reportKeys.all, 'balance-sheet', query] as const,
  generalLedger: (query: GeneralLedgerRequest) => [...reportKeys.all, 'general-ledger', query] as const,
};

const fetchProfitAndLoss = (query: ProfitAndLossRequest, signal?: AbortSignal) => api.get<ProfitAndLoss>('/reports/profit-and-loss', query, signal);

/** `GET /reports/profit-and-loss`: income and expense of a range as the account tree, with totals. */
export function useProfitAndLoss(query: ProfitAndLossRequest, enabled = true) {
  return useQuery({ queryKey: statementKeys.profitAndLoss(query), queryFn: ({ signal }) => fetchProfitAndLoss(query, signal), placeholderData: keepPreviousData, enabled });
}

/** One profit and loss per range (the chart's months), without comparison. */
export function useProfitAndLossPerRange(companyIdString: string | undefined, ranges: { fromDate: string; toDate: string }[], enabled = true) {
  return useQueries({
    queries: ranges.map(({ fromDate, toDate }) => {
      const query: ProfitAndLossRequest = { companyIdString, fromDate, toDate, compare: 'none' };
      return { queryKey: statementKeys.profitAndLoss(query), queryFn: ({ signal }: { signal: AbortSignal }) => fetchProfitAndLoss(query, signal), enabled, staleTime: 30_000 };
    }),
  });
}

/** `GET /reports/balance-sheet`: assets, liabilities and equity as of a day. */
export function useBalanceSheet(query: BalanceSheetRequest, enabled = true) {
  return useQuery({
    queryKey: statementKeys.balanceSheet(query),
    queryFn: ({ signal }) => api.get<BalanceSheet>('/reports/balance-sheet', query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /reports/general-ledger`: a page of one account's lines, with its opening and closing balance. */
const fetchGeneralLedger = readingByNumberOnRefusedCursor<GeneralLedgerLine, GeneralLedgerRequest>((query, signal) => api.get<GeneralLedger>('/reports/general-ledger', query, signal)) as
  (query: GeneralLedgerRequest, signal?: AbortSignal) => Promise<GeneralLedger>;

/** The general ledger as a list: the source of its DataTable (next page prefetched) and CSV export. */
export const generalLedgerSource: ListSource<GeneralLedgerLine, GeneralLedgerRequest> = { queryKey: statementKeys.generalLedger, fetch: fetchGeneralLedger };

export function useGeneralLedger(query: GeneralLedgerRequest, enabled = true) {
  return useQuery({ queryKey: statementKeys.generalLedger(query), queryFn: ({ signal }) => fetchGeneralLedger(query, signal), placeholderData: keepPreviousData, enabled });
}
