import type { AccountingPeriod, AccountingPeriodCreate, AccountingPeriodListQuery } from '../../contract/accounting-periods';
import { api } from './client';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type AccountingPeriodQuery = ListQuery<AccountingPeriodListQuery>;
export const accountingPeriods = createResourceApi<{ record: AccountingPeriod; query: AccountingPeriodQuery; create: AccountingPeriodCreate }>({ name: 'accounting-periods', path: '/accounting-periods' });

/** Closes or reopens a period (409 when it already is). */
export const useSetPeriodStatus = () =>
  accountingPeriods.useChange(({ id, action }: { id: string; action: 'close' | 'reopen' }) => api.post<AccountingPeriod>(`/accounting-periods/${id}/${action}`));
