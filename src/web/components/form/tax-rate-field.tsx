import { useController } from 'react-hook-form';
import { Select } from '@mantine/core';
import type { TaxRate } from '../../../contract/tax-rates';
import { formatPercent } from '../../money/percent';
import { userLocale } from '../format';
import { labelled } from './labelled';

/** How a rate reads in a select: "VAT 19 % · 19.00%". */
export const taxRateOption = (rate: Pick<TaxRate, 'id' | 'name' | 'ratePercent'>) => ({ value: rate.id, label: `${rate.name} · ${formatPercent(rate.ratePercent, userLocale)}` });

/**
 * A line's `taxRateIdString`: one of the company's rates (`rates`, loaded once by the form: a
 * rate a line has cannot be deleted, so it is always among them), typed to filter; empty is an
 * untaxed line.
 */
export function TaxRateField({ name, label, rates }: { name: string; label: string; rates: readonly TaxRate[] | undefined }) {
  const { field, fieldState } = useController({ name });
  const data = (rates ?? []).map(taxRateOption);
  return (
    <Select
      {...labelled(label, true)}
      data={data}
      searchable
      // typing part of a name then Enter picks the first rate that matches
      selectFirstOptionOnChange
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      placeholder="No tax"
      nothingFoundMessage={rates ? 'No tax rate of that name' : 'Loading tax rates…'}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(next) => field.onChange(next ?? null)}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message}
    />
  );
}
