import { Link, useParams } from 'react-router-dom';
import { Button } from '@mantine/core';
import { exchangeRateUpdate, type ExchangeRate } from '../../../contract/exchange-rates';
import { useMinorUnitsByCode } from '../../api/currencies';
import { exchangeRates, pairLabel } from '../../api/exchange-rates';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { recordFormValues } from '../../components/form/record-form-values';
import { userLocale } from '../../components/format';
import { RouteModal } from '../../components/RouteModal';
import { formatExchangeRate } from '../../money/exchange-rate';
import { ExchangeRateFields } from './ExchangeRateFields';

/** Route `settings/exchange-rates/:id`, over the list. */
export default function ExchangeRateEditModal() {
  const rate = exchangeRates.useOne(useParams().id);
  const currencies = useMinorUnitsByCode();
  return (
    <RouteModal title="Edit exchange rate" size="lg" ready={!!rate.data && !!currencies.data} loadingLabel="Loading exchange rate" error={rate.error ?? currencies.error}>
      {(close) => <ExchangeRateEditForm rate={rate.data!} close={close} />}
    </RouteModal>
  );
}

function ExchangeRateEditForm({ rate, close }: { rate: ExchangeRate; close: () => void }) {
  const update = exchangeRates.useUpdate(rate.id);
  const form = useSchemaForm(exchangeRateUpdate, recordFormValues(rate, ['companyIdString', 'fromCurrency', 'toCurrency', 'rate', 'date']));
  return (
    <DialogForm form={form} submitLabel="Save exchange rate" close={close} save={update.mutateAsync}
      savedMessage={(saved) => `Saved ${pairLabel(saved)} ${formatExchangeRate(saved.rate, userLocale)}.`}>
      <ExchangeRateFields />
      <Button component={Link} to="delete" variant="subtle" color="red" size="compact-sm" w="fit-content">Delete this exchange rate</Button>
    </DialogForm>
  );
}
