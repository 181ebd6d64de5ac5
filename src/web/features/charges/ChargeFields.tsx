import { useEffect, useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Group, MultiSelect, Paper, SimpleGrid, Stack, Text, Title, type ComboboxItem } from '@mantine/core';
import type { Charge } from '../../../contract/charges';
import { accountPicker } from '../../api/accounts';
import { useChargesIn } from '../../api/charges';
import { currencyPicker, useMinorUnits } from '../../api/currencies';
import { SwitchField, TextAreaField, TextField } from '../../components/form/fields';
import { MoneyField } from '../../components/form/number-fields';
import { RecordPicker } from '../../components/form/pickers';
import { formatMoney } from '../../money/money';
import { BaseAmountInput, useBaseAmount } from './BaseAmountInput';
import { previewQuote, type ChargeFormValues } from './charge-form';

/** The fields of the charge create and edit forms, with the live quote preview. */
export function ChargeFields({ companyId, chargeId, account, currency }: { companyId: string; chargeId?: string; account?: ComboboxItem; currency?: ComboboxItem }) {
  const { control, setValue } = useFormContext();
  const currencyString = useWatch({ control, name: 'currencyString' }) as string | undefined;
  const composite = useWatch({ control, name: 'composite' }) === true;
  const accountSearch = useMemo(() => accountPicker(companyId, { postingOnly: true }), [companyId]);
  const inCurrency = useChargesIn(companyId, currencyString);
  // a composite has no price of its own, a simple charge no components: switching clears what no longer applies
  useEffect(() => {
    const cleared = composite ? ['amount', 'flat', 'percentageRate'] : ['components'];
    for (const field of cleared) setValue(field, field === 'components' ? [] : undefined, { shouldValidate: false });
  }, [composite]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <TextField name="name" label="Name" required autoFocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecordPicker name="currencyString" label="Currency" source={currencyPicker} initialOption={currency} required />
        <RecordPicker name="account" label="Account" source={accountSearch} initialOption={account} placeholder="Search accounts" description="Where the charge posts; Other income (Tax payable for tax) when empty" />
      </SimpleGrid>
      <SwitchField name="composite" label="Composite" description="The charge is the sum of other charges in its currency" />
      {composite ? (
        <ComponentsField options={(inCurrency.data ?? []).filter((c) => !c.composite && c.id !== chargeId)} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyField name="amount" label="Fixed amount" currency={currencyString} description="Instead of a rate and a flat fee" />
          <MoneyField name="percentageRate" label="Percentage rate" minorUnits={4} description="Of the base, 0 to 100 %" />
          <MoneyField name="flat" label="Flat fee" currency={currencyString} description="Added to the percentage" />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneyField name="min" label="Minimum charge" currency={currencyString} />
        <MoneyField name="max" label="Maximum charge" currency={currencyString} />
        <MoneyField name="minimumAmount" label="Applies from base" currency={currencyString} description="Smallest base the charge applies to" />
        <MoneyField name="maximumAmount" label="Applies up to base" currency={currencyString} description="Largest base the charge applies to" />
      </SimpleGrid>
      <SwitchField name="global" label="Global" description="Added by itself to every invoice of the company in this currency" />
      <TextAreaField name="description" label="Description" />
      <QuotePreview currencyString={currencyString} charges={inCurrency.data} />
    </>
  );
}

/** The charges a composite sums: simple charges of the company in the same currency. */
function ComponentsField({ options }: { options: Charge[] }) {
  const { field, fieldState } = useController({ name: 'components' });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <MultiSelect
      label="Components"
      description="Simple charges in the same currency; the composite is their sum"
      placeholder={value.length === 0 ? 'Pick charges' : undefined}
      data={options.map((c) => ({ value: c.id, label: c.name }))}
      searchable
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={fieldState.error?.message}
      nothingFoundMessage="No simple charges in this currency"
    />
  );
}

/** The charge on a base the user types, computed in the browser from the form's current values as the service would. */
function QuotePreview({ currencyString, charges }: { currencyString: string | undefined; charges: Charge[] | undefined }) {
  const values = useWatch() as ChargeFormValues;
  const minorUnits = useMinorUnits(currencyString);
  const { base, field } = useBaseAmount(currencyString, minorUnits);
  const preview = previewQuote(values, base, minorUnits, charges);
  return (
    <Paper withBorder p="sm" data-testid="quote-preview">
      <Stack gap="xs">
        <Title order={3} size="h5">Try it</Title>
        <Group align="flex-start" grow>
          <BaseAmountInput {...field} />
          <div role="status" aria-live="polite">
            <Text size="sm" c="dimmed">Charge</Text>
            {preview.ok ? (
              <>
                <Text fw={600} size="lg" data-testid="quote-amount">{formatMoney(preview.amount, currencyString!, minorUnits)}</Text>
                {!preview.applies && <Text size="xs" c="dimmed">Does not apply to this base</Text>}
              </>
            ) : (
              <Text size="sm" c="dimmed">{preview.reason}</Text>
            )}
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
