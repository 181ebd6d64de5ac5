import type { FiscalYear, FiscalYearCreate, FiscalYearListQuery } from '../../contract/fiscal-years';
import type { ListQuery } from './list';
import { createResourceApi } from './resource-api';

export type FiscalYearQuery = ListQuery<FiscalYearListQuery>;
export const fiscalYears = createResourceApi<{ record: FiscalYear; query: FiscalYearQuery; create: FiscalYearCreate }>({ name: 'fiscal-years', path: '/fiscal-years' });
