import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { PasswordInput, Switch, TextInput, Textarea } from '@mantine/core';
import { labelled } from './labelled';

/**
 * Text fields. Number, money and select fields are modules of their own (`number-fields`,
 * `select-field`): the sign-in page loads this one and should not pay for the others.
 */
export type FieldProps = { name: string; label: string; description?: ReactNode; required?: boolean; placeholder?: string; autoFocus?: boolean; hideLabel?: boolean };

export function useFieldError(name: string): string | undefined {
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

/** A yes/no field as a switch, holding a boolean. */
export function SwitchField({ name, label, description, disabled }: Pick<FieldProps, 'name' | 'label' | 'description'> & { disabled?: boolean }) {
  const { field, fieldState } = useController({ name });
  return (
    <Switch
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      label={label}
      description={description}
      disabled={disabled}
      error={fieldState.error?.message}
    />
  );
}
