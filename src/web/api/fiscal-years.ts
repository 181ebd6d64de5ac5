import type { FiscalYear, FiscalYearCreate, FiscalYearListQuery } from '../../contract/fiscal-years';
import type { FiscalYearClose } from '../../contract/statements';
import { accounts } from './accounts';
import { api } from './client';
import { journalEntries } from './journal-entries';
import type { ListQuery } from './list';
import { reportKeys } from './reports';
import { createResourceApi } from './resource-api';

export type FiscalYearQuery = ListQuery<FiscalYearListQuery>;
/** Closing or reopening a year posts (or reverses) its closing entry: balances, entries and reports change too. */
export const fiscalYears = createResourceApi<{ record: FiscalYear; query: FiscalYearQuery; create: FiscalYearCreate }>({
  name: 'fiscal-years',
  path: '/fiscal-years',
  alsoInvalidates: () => [accounts.keys.all, journalEntries.keys.all, reportKeys.all],
});

/** `POST /fiscal-years/{id}/close`: posts the closing entry into retained earnings and marks the year CLOSED. */
export const useCloseFiscalYear = (id: string) =>
  fiscalYears.useChange((input: NonNullable<FiscalYearClose>) => api.post<FiscalYear>(`/fiscal-years/${encodeURIComponent(id)}/close`, input));

/** `POST /fiscal-years/{id}/reopen`: reverses the closing entry and marks the year OPEN. */
export const useReopenFiscalYear = (id: string) =>
  fiscalYears.useChange(() => api.post<FiscalYear>(`/fiscal-years/${encodeURIComponent(id)}/reopen`, {}));
