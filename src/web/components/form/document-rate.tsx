import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Text } from '@mantine/core';
import { pairLabel, useDocumentRate } from '../../api/exchange-rates';
import { basePreview, formatExchangeRate, isForeign, rateProposal } from '../../money/exchange-rate';
import { formatMoney, type Amount } from '../../money/money';
import { formatDay, userLocale } from '../format';
import { ExchangeRateField } from './number-fields';

/**
 * A document's exchange rate (decisions §13), the form's `exchangeRate`: shown only when the
 * document's currency is not the company's base currency. The rate in force on the document's
 * date (`GET /exchange-rates`) is proposed and replaced when the date or currency changes, until
 * the user types a rate of their own, which is kept as typed. Without a rate for the day, the
 * field says so; the user types one or the service refuses the document (422 no-exchange-rate,
 * which `noRateAtRateField` puts here). Back in the base currency the field empties.
 */
export function DocumentRateField({ companyId, baseCurrency, currency, dateField }: {
  companyId: string; baseCurrency: string; currency: string | undefined;
  /** The form field of the date the rate is looked up for: `postingDate`, `orderDate`. */
  dateField: string;
}) {
  const { control, getValues, setValue } = useFormContext();
  const watched = useWatch({ control, name: dateField }) as unknown;
  // a day the date field could not read yet looks nothing up (and changes nothing)
  const date = typeof watched === 'string' && watched ? watched : undefined;
  const foreign = isForeign(currency, baseCurrency);
  const found = useDocumentRate({ companyIdString: companyId, currency, baseCurrency, onDate: date });
  const proposal = rateProposal(found.direct, found.inverse);
  const proposed = proposal.kind === 'direct' ? proposal.rate : undefined;

  // What the field was last given for the user, and for which currency: a rate they typed stays
  // while the currency does; a rate belongs to its currency, so another currency starts afresh.
  const lastProposed = useRef<string | undefined>(undefined);
  const forCurrency = useRef(currency);
  useEffect(() => {
    const current = getValues('exchangeRate') as unknown;
    if (!foreign) {
      lastProposed.current = undefined;
      forCurrency.current = currency;
      if (current !== undefined) setValue('exchangeRate', undefined);
      return;
    }
    if (found.loading || !date) return;
    const currencyChanged = forCurrency.current !== currency;
    forCurrency.current = currency;
    const untouched = current === undefined || current === '' || current === lastProposed.current;
    if ((untouched || currencyChanged) && current !== proposed) {
      lastProposed.current = proposed;
      setValue('exchangeRate', proposed as never, { shouldDirty: true });
    }
  }, [foreign, currency, proposed, found.loading, date]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!foreign) return null;
  const pair = pairLabel({ fromCurrency: currency!, toCurrency: baseCurrency });
  const description = found.loading
    ? `Looking up the ${pair} rate…`
    : proposal.kind === 'direct'
      ? `${baseCurrency} per ${currency}: the ${pair} rate of ${formatDay(proposal.date)} is proposed; type another to use it instead`
      : proposal.kind === 'inverse'
        ? `No ${pair} rate on or before this day. Only ${pairLabel({ fromCurrency: baseCurrency, toCurrency: currency! })} ${formatExchangeRate(proposal.rate, userLocale)} (${formatDay(proposal.date)}), which the service inverts if you leave this empty; or type the rate`
        : undefined;
  return (
    <div>
      <ExchangeRateField name="exchangeRate" label="Exchange rate" description={description} />
      {date && !found.loading && proposal.kind === 'none' && (
        <Text size="xs" c="orange.8" mt={4} data-testid="no-exchange-rate">
          No {pair} rate on or before {formatDay(date)}: type the rate ({baseCurrency} per {currency}), or add one under Settings → Exchange rates.
        </Text>
      )}
    </div>
  );
}

/**
 * A document total in the base currency beside it, "= 1,082.30 EUR at 1.0823", once the rate is
 * readable; nothing in the base currency.
 */
export function BaseTotalPreview({ total, currency, baseCurrency, baseMinorUnits, testId = 'base-total-preview' }: {
  total: Amount | undefined; currency: string | undefined; baseCurrency: string; baseMinorUnits: number; testId?: string;
}) {
  const rate = useWatch({ name: 'exchangeRate' }) as unknown;
  if (!isForeign(currency, baseCurrency)) return null;
  const base = basePreview(total, rate, baseMinorUnits);
  return (
    <Text size="sm" c="dimmed" ta="right" data-testid={testId}>
      {base === undefined
        ? `In ${baseCurrency}: once the total and the exchange rate are known`
        : `= ${formatMoney(base, baseCurrency, baseMinorUnits)} at ${formatExchangeRate(rate as string, userLocale)}`}
    </Text>
  );
}
