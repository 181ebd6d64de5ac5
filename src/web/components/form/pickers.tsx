import { useEffect, useState, type Ref } from 'react';
import { useController } from 'react-hook-form';
import { Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PickerSearch } from '../../api/list';
import { labelled } from './labelled';
import { pickerOptions } from './picker-options';

type RecordSelectProps = {
  label: string;
  source: PickerSearch;
  value: string | null | undefined;
  onChange: (value: string | undefined) => void;
  /** The label of the current value when the form opens with one (an edit form, a filter from the URL). */
  initialOption?: ComboboxItem | null;
  required?: boolean;
  placeholder?: string;
  description?: string;
  error?: string;
  name?: string;
  onBlur?: () => void;
  w?: number;
  /** Only an accessible name, no visible label (a row of a lines editor). */
  hideLabel?: boolean;
  /** The input, so a form can focus it (an error from the server, a new row). */
  inputRef?: Ref<HTMLInputElement>;
};

/** Picks a record by searching the server as the user types (debounced); for forms use RecordPicker. */
export function RecordSelect({ label, source, value, onChange, initialOption, required, placeholder, description, error, name, onBlur, w, hideLabel, inputRef }: RecordSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const options = useQuery({
    queryKey: [...source.key, 'picker', debounced],
    queryFn: ({ signal }) => source.search(debounced, signal),
    staleTime: 60_000,
    // the last answer meanwhile, so the chosen record keeps its label (pickerOptions)
    placeholderData: keepPreviousData,
  });
  // the value as an answer labels it, so it keeps that label when a later answer leaves it out
  useEffect(() => {
    const listed = options.data?.find((option) => option.value === value);
    if (listed) setChosen(listed);
  }, [options.data, value]);
  const answered = search === debounced && !options.isPlaceholderData;
  const data = pickerOptions({ answered, found: options.data, value, known: [chosen, initialOption] });

  return (
    <Select
      {...labelled(label, hideLabel)}
      description={description}
      required={required}
      placeholder={placeholder ?? 'Type to search'}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      data={data}
      filter={({ options: all }) => all}
      nothingFoundMessage={answered && !options.isFetching ? 'Nothing found' : 'Searching…'}
      searchValue={search}
      onSearchChange={setSearch}
      value={value ?? null}
      onChange={(next, option) => {
        setChosen(option ?? null);
        onChange(next ?? undefined);
      }}
      onBlur={onBlur}
      ref={inputRef}
      name={name}
      error={error}
      w={w}
    />
  );
}

/** A form field that picks a record by searching the server. */
export function RecordPicker({ name, ...rest }: Omit<RecordSelectProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'inputRef'> & { name: string }) {
  const { field, fieldState } = useController({ name });
  return <RecordSelect {...rest} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={fieldState.error?.message} />;
}
