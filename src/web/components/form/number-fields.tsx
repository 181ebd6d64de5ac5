import { useController } from 'react-hook-form';
import { NumberInput } from '@mantine/core';
import { useMinorUnits } from '../../api/currencies';
import type { FieldProps } from './fields';
import { labelled } from './labelled';

export function NumberField({ name, label, min, max, ...rest }: FieldProps & { min?: number; max?: number }) {
  const { field, fieldState } = useController({ name });
  return (
    <NumberInput
      {...rest}
      label={label}
      min={min}
      max={max}
      allowDecimal={false}
      thousandSeparator=","
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message}
    />
  );
}

/**
 * A money amount as a number (the contract's JSON amounts), entered with the currency's minor
 * units: given, or from the service's currency list (`GET /currencies`).
 */
export function MoneyField({ name, label, currency, minorUnits, required, description, hideLabel }: { name: string; label: string; currency?: string; minorUnits?: number; required?: boolean; description?: string; hideLabel?: boolean }) {
  const { field, fieldState } = useController({ name });
  const listed = useMinorUnits(currency);
  const decimals = minorUnits ?? listed;
  return (
    <NumberInput
      {...labelled(label, hideLabel)}
      description={description}
      required={required}
      rightSection={currency}
      rightSectionWidth={currency ? 52 : undefined}
      decimalScale={decimals}
      fixedDecimalScale={decimals !== undefined}
      thousandSeparator=","
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message}
    />
  );
}
