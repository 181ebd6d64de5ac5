import { Controller, useFormContext } from 'react-hook-form';
import { DateTimePicker } from '@mantine/dates';
import { useFieldError, type FieldProps } from './fields';

// Its own module: the date pickers (and dayjs) load only with the forms that use them.
/** An ISO date-time string field (UTC, no offset: the API reads it as UTC). */
export function DateTimeField({ name, label, minDate, ...rest }: FieldProps & { minDate?: Date }) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <DateTimePicker
          {...rest}
          label={label}
          valueFormat="YYYY-MM-DD HH:mm"
          minDate={minDate}
          value={field.value ? String(field.value).replace('T', ' ') : null}
          onChange={(value) => field.onChange(value ? String(value).replace(' ', 'T') : undefined)}
          onBlur={field.onBlur}
          name={field.name}
          error={error}
          clearable
          clearButtonProps={{ 'aria-label': `Clear ${label}` }}
        />
      )}
    />
  );
}
