import { useController } from 'react-hook-form';
import { Select, type ComboboxItem } from '@mantine/core';
import type { FieldProps } from './fields';

export function SelectField({ name, label, data, searchable, clearable, numeric, ...rest }: FieldProps & { data: (ComboboxItem | string)[]; searchable?: boolean; clearable?: boolean; numeric?: boolean; disabled?: boolean }) {
  const { field, fieldState } = useController({ name });
  return (
    <Select
      {...rest}
      label={label}
      data={data}
      searchable={searchable}
      clearable={clearable}
      // picking the chosen option again keeps it: only a clearable select can be emptied (Mantine's
      // default empties it, and the form then shows its default while holding no value)
      allowDeselect={clearable ?? false}
      value={field.value == null ? null : String(field.value)}
      onChange={(value) => field.onChange(value == null ? undefined : numeric ? Number(value) : value)}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message}
    />
  );
}
