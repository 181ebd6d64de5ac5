import { useParams } from 'react-router-dom';
import { exchangeRates, pairLabel } from '../../api/exchange-rates';
import { DeleteRecordModal } from '../../components/DeleteRecordModal';
import { formatDay, userLocale } from '../../components/format';
import { formatExchangeRate } from '../../money/exchange-rate';

/** Route `settings/exchange-rates/:id/delete`: asks first. */
export default function ExchangeRateDeleteModal() {
  const id = useParams().id ?? '';
  const rate = exchangeRates.useOne(id).data;
  const name = rate ? `${pairLabel(rate)} ${formatExchangeRate(rate.rate, userLocale)} of ${formatDay(rate.date)}` : 'this exchange rate';
  return (
    <DeleteRecordModal
      id={id} noun="exchange rate" remove={exchangeRates.useRemove()} inUseTitle="This exchange rate is in use"
      question={<>Delete {name}? From that day on, the pair&apos;s earlier rate is in force until its next one.</>}
      deleted={`Deleted ${name}.`} afterDelete="/settings/exchange-rates"
    />
  );
}
