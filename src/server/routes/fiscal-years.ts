import { fiscalYear, fiscalYearCreate, fiscalYearListQuery } from '../../contract/fiscal-years';
import { fiscalYearClose } from '../../contract/statements';
import { createFiscalYear, getFiscalYear, listFiscalYears } from '../domain/ledger/fiscal-years';
import { closeFiscalYear, reopenFiscalYear } from '../domain/accounting/year-end-closing';
import { resourceRoutes } from './resource-kit';

export const fiscalYearRoutes = resourceRoutes('fiscal-years', (kit) => {
  kit.create({ summary: 'Create fiscal year', body: fiscalYearCreate, response: fiscalYear, run: createFiscalYear });
  kit.list({ summary: 'List fiscal years', query: fiscalYearListQuery, record: fiscalYear, run: listFiscalYears });
  kit.get({ summary: 'Get fiscal year', response: fiscalYear, run: getFiscalYear });
  kit.action('close', {
    summary: 'Close the fiscal year into retained earnings',
    description: 'Posts one entry on its last day (source YEAR_END_CLOSING) taking every income and expense account\'s balance of the year to the retained earnings account, and marks the year CLOSED: postings dated in it are 409 `period-closed`. 409 `invalid-transition` when closed already, `period-closed` when its last day lies in a CLOSED period; 422 at `retainedEarningsAccountIdString`.',
    body: fiscalYearClose, response: fiscalYear, problems: [404, 409, 422], run: (ctx, id, body) => closeFiscalYear(ctx, id, body),
  });
  kit.action('reopen', {
    summary: 'Reopen a closed fiscal year',
    description: 'Reverses the closing entry on the year\'s last day and marks the year OPEN. 409 `invalid-transition` when open, `later-year-closed` while a later year is CLOSED.',
    response: fiscalYear, problems: [404, 409], run: (ctx, id) => reopenFiscalYear(ctx, id),
  });
});
