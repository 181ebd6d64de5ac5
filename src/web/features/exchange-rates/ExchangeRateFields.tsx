import { useWatch } from 'react-hook-form';
import { SimpleGrid } from '@mantine/core';
import { currencyPicker, useCurrencyOption } from '../../api/currencies';
import { DateField } from '../../components/form/date-fields';
import { ExchangeRateField } from '../../components/form/number-fields';
import { RecordPicker } from '../../components/form/pickers';

/** The fields of the exchange rate create and edit dialogs (opened once the currencies are loaded, so the chosen ones are named as the search names them). */
export function ExchangeRateFields() {
  const [from, to] = useWatch({ name: ['fromCurrency', 'toCurrency'] }) as [string | undefined, string | undefined];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecordPicker name="fromCurrency" label="From currency" source={currencyPicker} initialOption={useCurrencyOption(from)} required placeholder="Type a code, e.g. USD" description="The currency priced" />
        <RecordPicker name="toCurrency" label="To currency" source={currencyPicker} initialOption={useCurrencyOption(to)} required placeholder="Type a code, e.g. EUR" description="The currency it is priced in" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ExchangeRateField name="rate" label="Rate" required
          description={from && to ? `How many ${to} one ${from} costs, as typed (at most 12 decimals)` : 'How many of To one From costs, as typed (at most 12 decimals)'} />
        <DateField name="date" label="Date" required description="In force from this day until the pair's next rate" />
      </SimpleGrid>
    </>
  );
}
