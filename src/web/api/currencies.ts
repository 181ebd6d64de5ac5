import type { Page } from '../../contract/common';
import type { Currency } from '../../contract/currencies';
import { api } from './client';
import { resourceKeys } from './resource-keys';
import type { PickerSearch } from './list';

export const currencyKeys = resourceKeys<{ code?: string }>('currencies');

const searchCurrencies = async (search: string, signal: AbortSignal) =>
  (await api.get<Page<Currency>>('/currencies', { code: search.trim().slice(0, 3) || undefined, size: 50 }, signal)).content;

export const currencyLabel = (c: Pick<Currency, 'code' | 'name'>) => `${c.code} · ${c.name}`;

/** Record-picker search over the ISO list, by code; the value is the code. */
export const currencyPicker: PickerSearch = {
  key: [...currencyKeys.all, 'code'],
  search: async (search, signal) => (await searchCurrencies(search, signal)).map((c) => ({ value: c.code, label: currencyLabel(c) })),
};

/** The same search, for fields that take the currency's id (e.g. an account's currencyStringId). */
export const currencyIdPicker: PickerSearch = {
  key: [...currencyKeys.all, 'id'],
  search: async (search, signal) => (await searchCurrencies(search, signal)).map((c) => ({ value: c.id, label: currencyLabel(c) })),
};
