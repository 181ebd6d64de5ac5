import { useController } from 'react-hook-form';
import { DateTimePicker } from '@mantine/dates';
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
