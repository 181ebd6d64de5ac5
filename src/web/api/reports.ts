import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgingQuery, AgingReport } from '../../contract/aging';
import type { Dashboard } from '../../contract/dashboard';
import type { TrialBalance, TrialBalanceQuery } from '../../contract/reports';
import type { TaxSummary, TaxSummaryQuery } from '../../contract/tax-rates';
import { api } from './client';

export type AgingKind = 'receivables' | 'payables';

export const reportKeys = {
  all: ['reports'] as const,
  trialBalance: (query: TrialBalanceQuery) => ['reports', 'trial-balance', query] as const,
  aging: (kind: AgingKind, query: AgingQuery) => ['reports', `${kind}-aging`, query] as const,
  taxSummary: (query: TaxSummaryQuery) => ['reports', 'tax-summary', query] as const,
  dashboard: (companyIdString: string | undefined) => ['reports', 'dashboard', companyIdString] as const,
};

export function useTrialBalance(query: TrialBalanceQuery, enabled = true) {
  return useQuery({
    queryKey: reportKeys.trialBalance(query),
    queryFn: ({ signal }) => api.get<TrialBalance>('/reports/trial-balance', query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /reports/receivables-aging` or `/reports/payables-aging`: open documents per party in buckets by days overdue. */
export function useAging(kind: AgingKind, query: AgingQuery, enabled = true) {
  return useQuery({
    queryKey: reportKeys.aging(kind, query),
    queryFn: ({ signal }) => api.get<AgingReport>(`/reports/${kind}-aging`, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /reports/dashboard`: the company's figures at a glance. */
export function useDashboard(companyIdString: string | undefined) {
  return useQuery({
    queryKey: reportKeys.dashboard(companyIdString),
    queryFn: ({ signal }) => api.get<Dashboard>('/reports/dashboard', { companyIdString }, signal),
    enabled: !!companyIdString,
    staleTime: 30_000,
  });
}

/** `GET /reports/tax-summary`: per tax rate, sales and purchase base and tax in a range, and the net payable. */
export function useTaxSummary(query: TaxSummaryQuery, enabled = true) {
  return useQuery({
    queryKey: reportKeys.taxSummary(query),
    queryFn: ({ signal }) => api.get<TaxSummary>('/reports/tax-summary', query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
