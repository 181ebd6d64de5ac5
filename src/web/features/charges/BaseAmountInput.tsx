import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { userLocale } from '../../components/format';
import { parseAmount } from '../../money/parse-money';

/** The base amount typed to try a charge on (the quote of a charge, the preview of a charge being edited): the field's props, and the exact amount once it reads. */
export function useBaseAmount(currency: string | undefined, minorUnits: number | undefined) {
  const [text, setText] = useState('');
  const parsed = text.trim() === '' ? undefined : parseAmount(text, userLocale, minorUnits, currency);
  return {
    base: parsed?.ok ? parsed.value : undefined,
    field: { currency, value: text, onChange: setText, error: parsed && !parsed.ok ? parsed.error : undefined },
  };
}

/** The base amount field, right-aligned with its currency. */
export function BaseAmountInput({ currency, value, onChange, error }: ReturnType<typeof useBaseAmount>['field']) {
  return (
    <TextInput
      label="Base amount"
      inputMode="decimal"
      autoComplete="off"
      rightSection={currency}
      rightSectionWidth={52}
      styles={{ input: { textAlign: 'right' } }}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
