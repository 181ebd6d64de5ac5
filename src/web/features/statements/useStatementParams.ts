import { useSearchParams } from 'react-router-dom';
import type { StatementCompare } from '../../../contract/statements';
import { todayDay } from '../../components/data-table/date-presets';
import { compareOf } from './statement-dates';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A statement's view in the URL, so a link reproduces it: `fromDate`, `toDate` (the calendar year
 * to date by default) or `asOf` (today), and `compare` (none by default, left out of the URL).
 */
export function useStatementParams() {
  const [params, setParams] = useSearchParams();
  const today = todayDay();
  const fromDate = isDay(params.get('fromDate')) ? params.get('fromDate')! : `${today.slice(0, 4)}-01-01`;
  const toDate = isDay(params.get('toDate')) ? params.get('toDate')! : today;
  const asOf = isDay(params.get('asOf')) ? params.get('asOf')! : today;
  const compare = compareOf(params.get('compare'));
  const set = (values: Partial<{ fromDate: string; toDate: string; asOf: string; compare: StatementCompare }>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(values)) {
        if (!value || (name === 'compare' && value === 'none')) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });
  return { fromDate, toDate, asOf, compare, set };
}
