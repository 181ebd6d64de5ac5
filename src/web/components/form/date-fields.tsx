import { useController } from 'react-hook-form';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import type { FieldProps } from './fields';

// Its own module: the date pickers (and dayjs) load only with the forms that use them.
/** An ISO date-time string field (UTC, no offset: the API reads it as UTC). */
export function DateTimeField({ name, label, minDate, ...rest }: FieldProps & { minDate?: Date }) {
  const { field, fieldState } = useController({ name });
  return (
    <DateTimePicker
      {...rest}
      label={label}
      valueFormat="YYYY-MM-DD HH:mm"
      minDate={minDate}
      value={field.value ? String(field.value).replace('T', ' ') : null}
      onChange={(value) => field.onChange(value ? String(value).replace(' ', 'T') : undefined)}
      onBlur={field.onBlur}
      name={field.name}
      error={fieldState.error?.message}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
    />
  );
}

const times = { start: 'T00:00:00Z', end: 'T23:59:59Z' } as const;

/**
 * A calendar day picked from a calendar. The value is `YYYY-MM-DD`, or with `time` a UTC
 * date-time with an offset: the day's first second (`start`) or its last (`end`).
 */
export function DateField({ name, label, time, ...rest }: FieldProps & { time?: keyof typeof times }) {
  const { field, fieldState } = useController({ name });
  return (
    <DatePickerInput
      {...rest}
      label={label}
      valueFormat="YYYY-MM-DD"
      value={field.value ? String(field.value).slice(0, 10) : null}
      onChange={(value) => field.onChange(value ? `${value}${time ? times[time] : ''}` : undefined)}
      onBlur={field.onBlur}
      name={field.name}
      error={fieldState.error?.message}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
    />
  );
}
