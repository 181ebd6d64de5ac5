import { DatePickerInput } from '@mantine/dates';

/** A calendar-day filter of a list (`YYYY-MM-DD` in the URL); its own module so date pickers load only with the pages that use them. */
export function DateFilter({ label, value, onChange, clearable = true }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void; clearable?: boolean }) {
  return (
    <DatePickerInput
      label={label}
      valueFormat="YYYY-MM-DD"
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      w={150}
    />
  );
}
