import type { ComboboxItem } from '@mantine/core';

/**
 * What a search-as-you-type picker lists. While the answer to the search as typed is on its way
 * (the debounce, then the request), an earlier answer is not listed: it would be replaced under
 * the pointer once the new one arrives, so a click could land on another record or on nothing.
 * Only the record chosen stays listed, labelled as the last answer had it (else as `known`, the
 * option picked or the one the form opened with), so the field's text does not change meanwhile.
 */
export function pickerOptions({ answered, found, value, known }: {
  /** Whether `found` answers the search as typed now. */
  answered: boolean;
  found: ComboboxItem[] | undefined;
  value: string | null | undefined;
  known: (ComboboxItem | null | undefined)[];
}): ComboboxItem[] {
  const options = (found ?? []).filter((option) => answered || option.value === value);
  for (const option of known) {
    if (option && option.value === value && !options.some((o) => o.value === option.value)) options.unshift(option);
  }
  return options;
}
