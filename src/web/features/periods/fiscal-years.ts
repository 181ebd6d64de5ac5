import { useMemo } from 'react';
import { fiscalYears } from '../../api/fiscal-years';
import { useCompanyQuery } from '../../app/current-company';

/** The fiscal years of the current company, latest first, as select options (undefined while loading). */
export function useFiscalYearOptions() {
  const years = fiscalYears.useList(useCompanyQuery({ size: 200, sort: '-startDate' }));
  return useMemo(() => years.data?.content.map((y) => ({ value: y.id, label: y.name, startDate: y.startDate, endDate: y.endDate })), [years.data]);
}
