import { fiscalYear, fiscalYearCreate, fiscalYearListQuery } from '../../contract/fiscal-years';
import { createFiscalYear, getFiscalYear, listFiscalYears } from '../domain/ledger/fiscal-years';
import { resourceRoutes } from './resource-kit';

export const fiscalYearRoutes = resourceRoutes('fiscal-years', (kit) => {
  kit.create({ summary: 'Create fiscal year', body: fiscalYearCreate, response: fiscalYear, run: createFiscalYear });
  kit.list({ summary: 'List fiscal years', query: fiscalYearListQuery, record: fiscalYear, run: listFiscalYears });
  kit.get({ summary: 'Get fiscal year', response: fiscalYear, run: getFiscalYear });
});
