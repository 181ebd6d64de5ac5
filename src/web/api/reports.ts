import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TrialBalance, TrialBalanceQuery } from '../../contract/reports';
import { api } from './client';

export const reportKeys = { all: ['reports'] as const, trialBalance: (query: TrialBalanceQuery) => ['reports', 'trial-balance', query] as const };

export function useTrialBalance(query: TrialBalanceQuery, enabled = true) {
  return useQuery({
    queryKey: reportKeys.trialBalance(query),
    queryFn: ({ signal }) => api.get<TrialBalance>('/reports/trial-balance', query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
