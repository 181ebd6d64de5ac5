import type { Page } from '../../contract/common';
import type { Currency } from '../../contract/currencies';
import { api } from './client';
import { resourceKeys } from './resource-keys';
import type { PickerSearch } from './list';

export const currencyKeys = resourceKeys<{ code?: string }>('currencies');


/** Record-picker search over the ISO list, by code. */
export const currencyPicker: PickerSearch = {
  key: currencyKeys.all,
  search: async (search, signal) => {
    const page = await api.get<Page<Currency>>('/currencies', { code: search.trim().slice(0, 3) || undefined, size: 50 }, signal);
    return page.content.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }));
  },
};
