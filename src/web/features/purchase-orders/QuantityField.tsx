import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { TextInput } from '@mantine/core';
import { formatAmountInput, parseAmount } from '../../money/parse-money';
import { userLocale } from '../../components/format';
import { labelled } from '../../components/form/labelled';
import { InvalidInput } from '../../components/form/typed-input';

/**
 * A quantity with up to `decimals` decimals, read exactly in the user's locale as MoneyField reads
 * amounts ("1,5" in de-DE, "1.5" in en-US); the form value is the exact decimal string, or an
 * `InvalidInput` with the reason. On leaving the field it is written back the locale's way,
 * without padding ("1.5", not "1.500000").
 */
export function QuantityField({ name, label, decimals, hideLabel }: { name: string; label: string; decimals: number; hideLabel?: boolean }) {
  const { field, fieldState } = useController({ name });
  const { formState } = useFormContext();
  const value = field.value as unknown;
  const shown = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? formatAmountInput(String(v), userLocale, 0) : v instanceof InvalidInput ? v.text : '');
  const [text, setText] = useState(() => shown(value));
  const [blurred, setBlurred] = useState(false);
  const emitted = useRef<unknown>(value);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(shown(value));
    }
  }); // eslint-disable-line react-hooks/exhaustive-deps
  const read = (typed: string): string | InvalidInput | undefined => {
    if (typed.trim() === '') return undefined;
    const parsed = parseAmount(typed, userLocale, decimals);
    if (!parsed.ok) return new InvalidInput(typed, parsed.error);
    if (Number(parsed.value) <= 0) return new InvalidInput(typed, 'must be above zero');
    return parsed.value;
  };
  const localError = value instanceof InvalidInput && (blurred || formState.isSubmitted) ? value.message : undefined;
  return (
    <TextInput
      {...labelled(label, hideLabel)}
      inputMode="decimal"
      autoComplete="off"
      styles={{ input: { textAlign: 'right' } }}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const next = read(typed);
        emitted.current = next;
        setText(typed);
        field.onChange(next);
      }}
      onBlur={() => {
        setBlurred(true);
        if (typeof value === 'string') setText(shown(value));
        field.onBlur();
      }}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message ?? localError}
    />
  );
}
