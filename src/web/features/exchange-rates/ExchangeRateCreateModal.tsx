import { exchangeRateCreate } from '../../../contract/exchange-rates';
import { exchangeRates, pairLabel } from '../../api/exchange-rates';
import { CompanyFormModal } from '../../components/CompanyFormModal';
import { todayDay } from '../../components/data-table/date-presets';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { formatExchangeRate } from '../../money/exchange-rate';
import { userLocale } from '../../components/format';
import { ExchangeRateFields } from './ExchangeRateFields';

/** Route `settings/exchange-rates/new`: priced in the company's base currency and from today, unless changed. */
export default function ExchangeRateCreateModal() {
  return (
    <CompanyFormModal title="New exchange rate" size="lg">
      {({ companyId, baseCurrency }, close) => <ExchangeRateCreateForm companyId={companyId} baseCurrency={baseCurrency} close={close} />}
    </CompanyFormModal>
  );
}

function ExchangeRateCreateForm({ companyId, baseCurrency, close }: { companyId: string; baseCurrency: string; close: () => void }) {
  const create = exchangeRates.useCreate();
  const form = useSchemaForm(exchangeRateCreate, { toCurrency: baseCurrency, date: todayDay() });
  return (
    <DialogForm form={form} submitLabel="Create exchange rate" close={close} save={(values) => create.mutateAsync({ ...values, companyIdString: companyId })}
      savedMessage={(rate) => `Created ${pairLabel(rate)} ${formatExchangeRate(rate.rate, userLocale)}.`}>
      <ExchangeRateFields />
    </DialogForm>
  );
}
