import type { ComponentProps } from 'react';
import { useCurrentCompany } from '../../app/current-company';
import { DateRangeFilter } from '../../components/data-table/DateFilter';
import { useFiscalYearOfToday } from './period-days';

/** A date range filter whose presets include the current company's fiscal year covering today. */
export function FiscalDateRangeFilter(props: Omit<ComponentProps<typeof DateRangeFilter>, 'fiscalYear'>) {
  const fiscalYear = useFiscalYearOfToday(useCurrentCompany().companyId);
  return <DateRangeFilter {...props} fiscalYear={fiscalYear} />;
}
