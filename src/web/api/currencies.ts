import { useQuery } from '@tanstack/react-query';
import type { Currency } from '../../contract/currencies';
import { createResourceApi } from './resource-api';

export const currencies = createResourceApi<{ record: Currency; query: { code?: string; page?: number; size?: number } }>({ name: 'currencies', path: '/currencies' });

export const currencyLabel = (c: Pick<Currency, 'code' | 'name'>) => `${c.code} · ${c.name}`;

const byCode = (search: string) => ({ code: search.slice(0, 3) || undefined, size: 50 });
/** Record-picker search over the ISO list, by code; the value is the code. */
export const currencyPicker = currencies.picker({ scope: ['code'], query: byCode, option: (c) => ({ value: c.code, label: currencyLabel(c) }) });
/** The same search, for fields that take the currency's id (e.g. an account's currencyStringId). */
export const currencyIdPicker = currencies.picker({ scope: ['id'], query: byCode, option: (c) => ({ value: c.id, label: currencyLabel(c) }) });

/** Minor units and labels by code, once the list has been loaded (it does not change while the console runs). */
const minorUnitsByCode = new Map<string, number>();
const labelsByCode = new Map<string, string>();
let loading: Promise<Map<string, number>> | null = null;

/** Every currency's minor units from `GET /currencies` (ISO 4217 as the service keeps it), loaded once. */
export function loadMinorUnits(): Promise<Map<string, number>> {
  loading ??= currencies.fetchAll({}).then(
    (all) => {
      for (const c of all) {
        minorUnitsByCode.set(c.code, c.minorUnits);
        labelsByCode.set(c.code, currencyLabel(c));
      }
      return minorUnitsByCode;
    },
    (error: unknown) => {
      loading = null; // try again next time
      throw error;
    },
  );
  return loading;
}

/** A currency's minor units if the list is loaded (CSV export awaits `loadMinorUnits()` first). */
export const knownMinorUnits = (code: string): number | undefined => minorUnitsByCode.get(code);

/** Minor units by currency code (the query, for a page that must wait for them or show why it cannot). */
export const useMinorUnitsByCode = () => useQuery({ queryKey: [...currencies.keys.all, 'minor-units'], queryFn: loadMinorUnits, staleTime: Infinity, gcTime: Infinity });

/** A currency's minor units; undefined while the list loads or for an unknown code. */
export function useMinorUnits(code: string | null | undefined): number | undefined {
  const list = useMinorUnitsByCode();
  return code ? list.data?.get(code) : undefined;
}

/**
 * A currency code as a picker's option, labelled as `currencyPicker`'s search labels it once the
 * list is loaded ("USD · US Dollar"). The same label matters: a picker whose chosen option changes
 * label when the search answers rewrites its input, over what the user is typing.
 */
export function useCurrencyOption(code: string | null | undefined) {
  const loaded = useMinorUnitsByCode().isSuccess;
  return code ? { value: code, label: (loaded && labelsByCode.get(code)) || code } : null;
}
