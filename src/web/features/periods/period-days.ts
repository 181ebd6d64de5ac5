import { useMemo } from 'react';
import { accountingPeriods } from '../../api/accounting-periods';
import { fiscalYears } from '../../api/fiscal-years';
import type { DayCheck } from '../../components/form/date-fields';
import { formatDay } from '../../components/format';
import { todayDay } from '../../components/data-table/date-presets';

/**
 * Where a posting date is chosen: the days of the company's CLOSED periods, refused with the
 * period's name (greyed out in the calendar, a field error when typed). Undefined until loaded.
 */
export function useClosedDays(companyId: string | null | undefined): DayCheck | undefined {
  const closed = accountingPeriods.useAll({ companyIdString: companyId ?? undefined, status: 'CLOSED' }, !!companyId);
  return useMemo(() => {
    const periods = closed.data;
    if (!periods) return undefined;
    return (day: string) => {
      const period = periods.find((p) => p.firstDay <= day && day <= p.lastDay);
      return period ? `${formatDay(day)} is in ${period.name}, which is closed: choose a day in an open period` : undefined;
    };
  }, [closed.data]);
}

/** The company's fiscal year covering today, for "This fiscal year" presets; null when none does. */
export function useFiscalYearOfToday(companyId: string | null | undefined) {
  const years = fiscalYears.useAll({ companyIdString: companyId ?? undefined }, !!companyId);
  const today = todayDay();
  return years.data?.find((y) => y.startDate <= today && today <= y.endDate) ?? null;
}
