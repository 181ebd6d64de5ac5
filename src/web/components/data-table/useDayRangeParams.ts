import { useSearchParams } from 'react-router-dom';
import dayjs from 'dayjs';
import type { DayRange } from './date-presets';

/** A report's range of days in the URL (`?fromDate=&toDate=`); by default this month so far. */
export function useDayRangeParams() {
  const [params, setParams] = useSearchParams();
  const fromDate = params.get('fromDate') ?? dayjs().startOf('month').format('YYYY-MM-DD');
  const toDate = params.get('toDate') ?? dayjs().format('YYYY-MM-DD');
  const set = (range: Partial<DayRange>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(range)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  return { fromDate, toDate, set };
}
