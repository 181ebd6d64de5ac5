import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { NumberInput, PasswordInput, Select, TextInput, Textarea, type ComboboxItem } from '@mantine/core';
import { labelled } from './labelled';

export type FieldProps = { name: string; label: string; description?: ReactNode; required?: boolean; placeholder?: string; autoFocus?: boolean; hideLabel?: boolean };


function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(name, formState).error?.message; // passing formState subscribes to its changes
}

/** An optional text left empty is absent, not "", so optional schema fields accept it. */
const emptyAsAbsent = (required: boolean | undefined) => ({ setValueAs: (value: string) => (value === '' && !required ? undefined : value) });

/** Mantine's modals focus the element marked data-autofocus when they open. */
const focusFirst = (autoFocus: boolean | undefined) => (autoFocus ? { autoFocus: true, 'data-autofocus': true } : {});

export function TextField({ name, label, type = 'text', autoComplete, required, autoFocus, hideLabel, ...rest }: FieldProps & { type?: string; autoComplete?: string }) {
  const { register } = useFormContext();
  return <TextInput {...register(name, emptyAsAbsent(required))} {...rest} {...focusFirst(autoFocus)} required={required} type={type} {...labelled(label, hideLabel)} autoComplete={autoComplete} error={useFieldError(name)} />;
}

export function TextAreaField({ name, label, required, ...rest }: FieldProps) {
  const { register } = useFormContext();
  return <Textarea {...register(name, emptyAsAbsent(required))} {...rest} required={required} label={label} autosize minRows={2} error={useFieldError(name)} />;
}

export function PasswordField({ name, label, autoComplete, ...rest }: FieldProps & { autoComplete: string }) {
  const { register } = useFormContext();
  return <PasswordInput {...register(name)} {...rest} label={label} autoComplete={autoComplete} error={useFieldError(name)} />;
}

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

export function SelectField({ name, label, data, searchable, clearable, numeric, ...rest }: FieldProps & { data: (ComboboxItem | string)[]; searchable?: boolean; clearable?: boolean; numeric?: boolean }) {
  const { field, fieldState } = useController({ name });
  return (
    <Select
      {...rest}
      label={label}
      data={data}
      searchable={searchable}
      clearable={clearable}
      value={field.value == null ? null : String(field.value)}
      onChange={(value) => field.onChange(value == null ? undefined : numeric ? Number(value) : value)}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message}
    />
  );
}
