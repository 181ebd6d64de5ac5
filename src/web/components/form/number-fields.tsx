import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import { TextInput } from '@mantine/core';
import { useMinorUnits } from '../../api/currencies';
import { exchangeRateExample, formatExchangeRate, parseExchangeRate } from '../../money/exchange-rate';
import { amountExample, formatAmountInput, parseAmount } from '../../money/parse-money';
import { readWholeNumber } from './whole-number';
import { parsePercent } from '../../money/percent';
import { userLocale } from '../format';
import type { FieldProps } from './fields';
import { labelled } from './labelled';
import { InvalidInput } from './typed-input';

/**
 * A whole number, read in the user's locale. What is typed stays as typed: out of `min`/`max` or not a whole number is a
 * field error with a message, never clamped or rounded (Mantine's NumberInput would clamp on blur).
 */
export function NumberField({ name, label, min, max, hideLabel, ...rest }: FieldProps & { min?: number; max?: number }) {
  const { field, fieldState } = useController({ name });
  const { formState } = useFormContext();
  const [text, setText] = useState(() => (typeof field.value === 'number' ? String(field.value) : ''));
  const [blurred, setBlurred] = useState(false);
  const read = (typed: string) => readWholeNumber(typed, userLocale, { min, max });
  const value = field.value as unknown;
  const localError = value instanceof InvalidInput && (blurred || formState.isSubmitted) ? value.message : undefined;
  return (
    <TextInput
      {...rest}
      {...labelled(label, hideLabel)}
      inputMode="numeric"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        field.onChange(read(event.currentTarget.value));
      }}
      onBlur={() => {
        setBlurred(true);
        field.onBlur();
      }}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message ?? localError}
    />
  );
}

/**
 * The text and form value of a decimal input (money, quantity): the form value is read from what
 * is typed (`read`: the exact decimal string, or an `InvalidInput` saying why not), the typed text
 * stays while editing, a value set from outside (a new line's balancing amount, a reset) is shown,
 * and on leaving the field a readable value is written back the locale's way (`shown`).
 */
function useDecimalText(name: string, read: (typed: string) => string | InvalidInput | undefined, shown: (value: unknown) => string) {
  const { field, fieldState } = useController({ name });
  const { formState } = useFormContext();
  // What the user typed is not rewritten: only a value that this field did not emit is shown.
  const emitted = useRef<unknown>(field.value);
  // react-hook-form reads a field this one emptied (undefined) as its default value: that is not a
  // value from outside, and showing it would refill what the user just cleared ("40", then "4025")
  const emptiedToDefault = emitted.current === undefined && field.value === get(formState.defaultValues, name);
  const value = emptiedToDefault ? undefined : (field.value as unknown);
  const [text, setText] = useState(() => shown(value));
  const [blurred, setBlurred] = useState(false);
  // While the user types here, what they type stays: a render of the form can still carry an
  // older value of this field (fast typing, a neighbour's update in between), which is no value
  // from outside; on leaving the field what was typed is written back the locale's way.
  const typing = useRef(false);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      if (!typing.current) setText(shown(value));
    }
  }); // eslint-disable-line react-hooks/exhaustive-deps
  const emit = (next: unknown) => {
    emitted.current = next;
    field.onChange(next);
  };
  const localError = value instanceof InvalidInput && (blurred || formState.isSubmitted) ? value.message : undefined;
  const inputProps = {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value;
      typing.current = true;
      setText(typed);
      emit(read(typed));
    },
    onBlur: () => {
      typing.current = false;
      setBlurred(true);
      const current = read(text);
      if (typeof current === 'string') setText(shown(current));
      field.onBlur();
    },
    ref: field.ref,
    name: field.name,
    error: fieldState.error?.message ?? localError,
  };
  return { text, value, emit, inputProps };
}

/**
 * A money amount, read exactly as typed in the user's locale (`parseAmount`: "1,234.56" in en-US,
 * "1.234,56" in de-DE) with the currency's minor units, given or from `GET /currencies`. The form
 * value is the exact decimal string (`"1234.56"`), or an `InvalidInput` with the reason when the
 * text cannot be read exactly; the form's schema turns the strings into the contract's numbers
 * (`withTypedAmounts`). The typed text stays while editing; on leaving the field a readable amount
 * is written back the locale's way with the currency's decimals ("1234.5" → "1,234.50").
 */
export function MoneyField({ name, label, currency, minorUnits, required, description, hideLabel }: { name: string; label: string; currency?: string; minorUnits?: number; required?: boolean; description?: string; hideLabel?: boolean }) {
  const listed = useMinorUnits(currency);
  const decimals = minorUnits ?? listed;
  const read = (typed: string): string | InvalidInput | undefined => {
    if (typed.trim() === '') return undefined;
    const parsed = parseAmount(typed, userLocale, decimals, currency);
    return parsed.ok ? parsed.value : new InvalidInput(typed, parsed.error);
  };
  const shown = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? formatAmountInput(String(v), userLocale, decimals) : v instanceof InvalidInput ? v.text : '');
  const { text, value, emit, inputProps } = useDecimalText(name, read, shown);
  // The currency's minor units can arrive after the user typed (GET /currencies): read the text again with them.
  useEffect(() => {
    if (decimals === undefined || text.trim() === '') return;
    const next = read(text);
    if (next instanceof InvalidInput ? !(value instanceof InvalidInput) || value.message !== next.message : next !== value) emit(next);
  }, [decimals]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <TextInput
      {...labelled(label, hideLabel)}
      description={description}
      required={required}
      inputMode="decimal"
      autoComplete="off"
      // an amount of a currency written the locale's way (not in a lines editor's row, whose column header says it all)
      placeholder={currency && !hideLabel ? `e.g. ${amountExample(userLocale, decimals)}` : undefined}
      rightSection={hideLabel ? undefined : currency /* a row of a lines editor: its column header names the currency */}
      rightSectionWidth={currency && !hideLabel ? 52 : undefined}
      styles={{ input: { textAlign: 'right' } }}
      {...inputProps}
    />
  );
}

/**
 * A quantity with up to `decimals` decimals (stock entries and purchase orders: 6), read exactly
 * as typed in the user's locale like `MoneyField` ("2,5" in de-DE is 2.5); zero or less is
 * refused where it is typed. The form value is the exact decimal string or an `InvalidInput`; a
 * value the form sets (a proposed quantity) is shown, and on leaving the field it is written back
 * the locale's way with the decimals it has (none added).
 */
export function QuantityField({ name, label, decimals, required, hideLabel }: { name: string; label: string; decimals: number; required?: boolean; hideLabel?: boolean }) {
  const read = (typed: string): string | InvalidInput | undefined => {
    if (typed.trim() === '') return undefined;
    const parsed = parseAmount(typed, userLocale, decimals);
    if (!parsed.ok) return new InvalidInput(typed, parsed.error.replace('This amount has', 'A quantity has'));
    if (Number(parsed.value) <= 0) return new InvalidInput(typed, 'must be above zero');
    return parsed.value;
  };
  const shown = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? formatAmountInput(String(v), userLocale) : v instanceof InvalidInput ? v.text : '');
  const { inputProps } = useDecimalText(name, read, shown);
  return (
    <TextInput {...labelled(label, hideLabel)} required={required} inputMode="decimal" autoComplete="off" placeholder={hideLabel ? undefined : `e.g. ${amountExample(userLocale, decimals)}`}
      styles={{ input: { textAlign: 'right' } }} {...inputProps} />
  );
}

/**
 * A percentage (a tax rate's), read exactly as typed in the user's locale like `MoneyField`
 * ("7,5" in de-DE is 7.5), at most 4 decimals, 0 to 100: anything else is refused at the field
 * with the reason, never rounded or clamped. The form value is the exact decimal string the
 * contract takes ("7.5"); on leaving the field it is written back the locale's way, no decimal added.
 */
export function PercentField({ name, label, required, description, autoFocus }: { name: string; label: string; required?: boolean; description?: string; autoFocus?: boolean }) {
  const read = (typed: string): string | InvalidInput | undefined => {
    if (typed.trim() === '') return undefined;
    const parsed = parsePercent(typed.replace(/\s*%\s*$/, ''), userLocale);
    return parsed.ok ? parsed.value : new InvalidInput(typed, parsed.error);
  };
  const shown = (v: unknown) => (typeof v === 'string' ? formatAmountInput(v, userLocale) : v instanceof InvalidInput ? v.text : '');
  const { inputProps } = useDecimalText(name, read, shown);
  return (
    <TextInput label={label} description={description} required={required} inputMode="decimal" autoComplete="off" autoFocus={autoFocus} data-autofocus={autoFocus || undefined}
      placeholder={`e.g. ${formatAmountInput('7.5', userLocale)}`} rightSection="%" styles={{ input: { textAlign: 'right' } }} {...inputProps} />
  );
}

/**
 * An exchange rate, read exactly as typed in the user's locale like `MoneyField` ("0,921534" in
 * de-DE is 0.921534), above zero, at most 12 decimals: anything else is refused at the field with
 * the reason, never rounded. The form value is the decimal string the contract takes, trailing
 * zeros as typed; on leaving the field it is written back the locale's way with every decimal.
 */
export function ExchangeRateField({ name, label, required, description }: { name: string; label: string; required?: boolean; description?: string }) {
  const read = (typed: string): string | InvalidInput | undefined => {
    if (typed.trim() === '') return undefined;
    const parsed = parseExchangeRate(typed, userLocale);
    return parsed.ok ? parsed.value : new InvalidInput(typed, parsed.error);
  };
  const shown = (v: unknown) => (typeof v === 'string' ? formatExchangeRate(v, userLocale) : v instanceof InvalidInput ? v.text : '');
  const { inputProps } = useDecimalText(name, read, shown);
  return (
    <TextInput label={label} description={description} required={required} inputMode="decimal" autoComplete="off"
      placeholder={`e.g. ${exchangeRateExample(userLocale)}`} styles={{ input: { textAlign: 'right' } }} {...inputProps} />
  );
}
