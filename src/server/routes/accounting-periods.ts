import { accountingPeriod, accountingPeriodCreate, accountingPeriodListQuery } from '../../contract/accounting-periods';
import { createAccountingPeriod, getAccountingPeriod, listAccountingPeriods, setAccountingPeriodStatus } from '../domain/ledger/accounting-periods';
import { resourceRoutes } from './resource-kit';

export const accountingPeriodRoutes = resourceRoutes('accounting-periods', (kit) => {
  kit.create({ summary: 'Create accounting period', body: accountingPeriodCreate, response: accountingPeriod, run: createAccountingPeriod });
  kit.list({ summary: 'List accounting periods', query: accountingPeriodListQuery, record: accountingPeriod, run: listAccountingPeriods });
  kit.get({ summary: 'Get accounting period', response: accountingPeriod, run: getAccountingPeriod });
  for (const [action, status] of [['close', 'CLOSED'], ['reopen', 'OPEN']] as const) {
    kit.action(action, {
      summary: action === 'close' ? 'Close the period: no posting may be dated inside it' : 'Reopen a closed period',
      response: accountingPeriod, problems: [404, 409],
      run: (ctx, id) => setAccountingPeriodStatus(ctx, { id, status }),
    });
  }
});
