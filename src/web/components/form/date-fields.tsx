import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Group } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { todayDay } from '../data-table/date-presets';
import { datePattern, formatDay, userLocale } from '../format';
import type { FieldProps } from './fields';
import { parseDay } from './parse-date';
import { InvalidInput } from './typed-input';

// Its own module: the date pickers (and dayjs) load only with the forms that use them.
/**
 * An ISO date-time without an offset (`YYYY-MM-DDTHH:mm`, read by the API as UTC): the day typed
 * or picked as in `DayInput`, and the time typed beside it (`00:00` until one is given). Days
 * before `minDate` are refused with a message, not replaced.
 */
export function DateTimeField({ name, label, minDate, required, description }: FieldProps & { minDate?: Date }) {
  const { field, fieldState } = useController({ name });
  const { formState } = useFormContext();
  const [blurred, setBlurred] = useState(false);
  const value = field.value as unknown;
  const day = typeof value === 'string' ? value.slice(0, 10) : null;
  const [time, setTime] = useState(() => (typeof value === 'string' && value.length >= 16 ? value.slice(11, 16) : '00:00'));
  const minDay = minDate ? todayDay(minDate) : undefined;
  const tooEarly: DayCheck | undefined = minDay ? (d) => (d < minDay ? `must be on or after ${formatDay(minDay)}` : undefined) : undefined;
  const invalid = value instanceof InvalidInput ? value.message : undefined;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <DayInput
        label={label}
        required={required}
        description={description}
        value={day}
        unavailable={tooEarly}
        onChange={(next) => field.onChange(next === null ? undefined : next instanceof InvalidInput ? next : `${next}T${time}`)}
        onBlur={() => {
          setBlurred(true);
          field.onBlur();
        }}
        name={field.name}
        error={fieldState.error?.message ?? (invalid && (blurred || formState.isSubmitted) ? invalid : undefined)}
        style={{ flex: 1 }}
      />
      <TimeInput
        label="Time"
        aria-label={`${label}, time`}
        value={time}
        onChange={(event) => {
          const next = event.currentTarget.value || '00:00';
          setTime(next);
          if (day) field.onChange(`${day}T${next}`);
        }}
        w={120}
      />
    </Group>
  );
}

const times = { start: 'T00:00:00Z', end: 'T23:59:59Z' } as const;

/** Why a day cannot be chosen (e.g. "The period November 2026 is closed"), or undefined when it can. */
export type DayCheck = (day: string) => string | undefined;

type DayInputProps = {
  label: string;
  /** `YYYY-MM-DD`, or null when empty or not readable. */
  value: string | null;
  /** A readable day, null when emptied, or `InvalidInput` when the typed text is not a day that may be chosen. */
  onChange: (value: string | null | InvalidInput) => void;
  unavailable?: DayCheck;
  error?: string;
} & Omit<React.ComponentProps<typeof DateInput>, 'value' | 'onChange' | 'error' | 'label'>;

/**
 * A day typed in the user's locale order (11/23/2026 en-US, 23.11.2026 de-DE; ISO 2026-11-23 too)
 * or picked from the calendar, shown as `formatDay` shows days everywhere. A text that is not a
 * calendar day, or a day `unavailable` refuses (greyed out in the calendar), is reported through
 * `onChange` as an `InvalidInput`; the typed text is left as it is.
 */
export function DayInput({ label, value, onChange, unavailable, error, ...rest }: DayInputProps) {
  const read = (text: string) => {
    const parsed = parseDay(text, userLocale);
    const refused = parsed.ok ? unavailable?.(parsed.value) : parsed.error;
    if (refused) {
      onChange(new InvalidInput(text, refused));
      return null; // DateInput keeps the text and does not take a value
    }
    return parsed.ok ? parsed.value : null;
  };
  return (
    <DateInput
      {...rest}
      label={label}
      value={value}
      onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
      dateParser={read}
      valueFormat={(day) => formatDay(String(day))}
      fixOnBlur={false}
      excludeDate={unavailable ? (day) => !!unavailable(String(day).slice(0, 10)) : undefined}
      placeholder={rest.placeholder ?? datePattern(userLocale)}
      error={error}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
    />
  );
}

/**
 * A calendar day, typed or picked (`DayInput`). The value is `YYYY-MM-DD`, or with `time` a UTC
 * date-time with an offset: the day's first second (`start`) or its last (`end`). A day that is
 * not readable, or that `unavailable` refuses, is a field error with its reason.
 */
export function DateField({ name, label, time, unavailable, hideLabel: _hideLabel, ...rest }: FieldProps & { time?: keyof typeof times; unavailable?: DayCheck }) {
  const { field, fieldState } = useController({ name });
  const { formState } = useFormContext();
  const [blurred, setBlurred] = useState(false);
  const value = field.value as unknown;
  const day = typeof value === 'string' ? value.slice(0, 10) : null;
  // A day set before the closed periods were known is checked too.
  const stale = day ? unavailable?.(day) : undefined;
  const invalid = value instanceof InvalidInput ? value.message : stale;
  return (
    <DayInput
      {...rest}
      label={label}
      value={day}
      unavailable={unavailable}
      onChange={(next) => field.onChange(next === null ? undefined : next instanceof InvalidInput ? next : `${next}${time ? times[time] : ''}`)}
      onBlur={() => {
        setBlurred(true);
        field.onBlur();
      }}
      name={field.name}
      // a typed text is judged once left; a day the form proposed (today, a month later) at once
      error={fieldState.error?.message ?? (stale ?? (invalid && (blurred || formState.isSubmitted) ? invalid : undefined))}
    />
  );
}
