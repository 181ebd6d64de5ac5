import type { ExchangeRevaluation, ExchangeRevaluationCreate, ExchangeRevaluationListQuery } from '../../contract/exchange-revaluations';
import { accounts } from './accounts';
import { journalEntries } from './journal-entries';
import type { ListQuery } from './list';
import { reportKeys } from './reports';
import { createResourceApi } from './resource-api';

export type ExchangeRevaluationQuery = ListQuery<ExchangeRevaluationListQuery>;

/** Unrealized exchange differences posted at a date's rates (and reversed the next day). */
export const exchangeRevaluations = createResourceApi<{ record: ExchangeRevaluation; query: ExchangeRevaluationQuery; create: ExchangeRevaluationCreate }>({
  name: 'exchange-revaluations', path: '/exchange-revaluations',
  // it posts two journal entries
  alsoInvalidates: () => [journalEntries.keys.all, accounts.keys.all, reportKeys.all],
});

export const REVALUATIONS_PATH = '/accounting/exchange-revaluations';
export const revaluationHref = (r: { id: string }) => `${REVALUATIONS_PATH}/${r.id}`;
