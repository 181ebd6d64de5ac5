import { Select, type ComboboxData } from '@mantine/core';

/** A choice filter of a list: "Any" until one is picked, cleared with its own labelled button. */
export function SelectFilter({ label, data, value, onChange, placeholder = 'Any', w }: {
  label: string;
  data: ComboboxData;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder?: string;
  w: number;
}) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={data}
      value={value ?? null}
      onChange={(v) => onChange(v ?? undefined)}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      w={w}
    />
  );
}
