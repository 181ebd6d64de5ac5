import { useState } from 'react';
import { useController } from 'react-hook-form';
import { NumberInput, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { PickerSearch } from '../../api/list';


/** Picks a record by searching the server as the user types (debounced). */
export function RecordPicker({ name, label, source, required, placeholder }: { name: string; label: string; source: PickerSearch; required?: boolean; placeholder?: string }) {
  const { field, fieldState } = useController({ name });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const options = useQuery({
    queryKey: [...source.key, 'picker', debounced],
    queryFn: ({ signal }) => source.search(debounced, signal),
    staleTime: 60_000,
  });
  const data = [...(options.data ?? [])];
  if (chosen && !data.some((o) => o.value === chosen.value)) data.unshift(chosen);

  return (
    <Select
      label={label}
      required={required}
      placeholder={placeholder ?? 'Type to search'}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      data={data}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'Nothing found'}
      searchValue={search}
      onSearchChange={setSearch}
      value={field.value ?? null}
      onChange={(value, option) => {
        setChosen(option ?? null);
        field.onChange(value ?? undefined);
      }}
      onBlur={field.onBlur}
      name={field.name}
      error={fieldState.error?.message}
    />
  );
}

/** A money amount as an exact decimal string, with the currency's minor units. */
export function MoneyField({ name, label, currency, minorUnits }: { name: string; label: string; currency: string; minorUnits: number }) {
  const { field, fieldState } = useController({ name });
  return (
    <NumberInput
      label={label}
      rightSection={currency}
      rightSectionWidth={52}
      decimalScale={minorUnits}
      fixedDecimalScale
      thousandSeparator=","
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? undefined : String(value))}
      onBlur={field.onBlur}
      name={field.name}
      error={fieldState.error?.message}
    />
  );
}
