import { useMemo } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import type { ExchangeRate } from '../../../contract/exchange-rates';
import { currencyPicker, useCurrencyOption } from '../../api/currencies';
import { exchangeRates, pairLabel, useRateInForce } from '../../api/exchange-rates';
import type { DataColumn } from '../../components/data-table/DataTable';
import { DateFilter } from '../../components/data-table/DateFilter';
import { useCompanyList } from '../../components/data-table/useCompanyList';
import { formatDate, formatDay, userLocale } from '../../components/format';
import { RecordSelect } from '../../components/form/pickers';
import { ListPageLayout } from '../../components/ListPageLayout';
import { formatExchangeRate } from '../../money/exchange-rate';

/** The columns; `inForce`: the row that is the pair's rate on the day filtered, marked as such. */
function useColumns(inForce: { id: string; day: string } | undefined): DataColumn<ExchangeRate>[] {
  const { id: inForceId, day: inForceDay } = inForce ?? {};
  return useMemo(() => [
    { id: 'date', header: 'Date', cell: (r) => formatDay(r.date), text: (r) => r.date, sortable: true, alwaysVisible: true },
    { id: 'pair', header: 'Pair', cell: (r) => pairLabel(r), text: (r) => pairLabel(r) },
    {
      id: 'rate', header: 'Rate', keyFigure: true, text: (r) => r.rate,
      cell: (r) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {r.id === inForceId && <Badge variant="light" color="green" data-testid="rate-in-force">in force on {formatDay(inForceDay)}</Badge>}
          <Text size="sm" ff="monospace">{formatExchangeRate(r.rate, userLocale)}</Text>
        </Group>
      ),
    },
    { id: 'createdAt', header: 'Created', cell: (r) => formatDate(r.createdAt), text: (r) => r.createdAt, sortable: true },
  ], [inForceId, inForceDay]);
}

/** A currency filter: the ISO codes searched by code, "Any" until one is chosen. */
function CurrencyFilter({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void }) {
  return <RecordSelect label={label} source={currencyPicker} value={value} onChange={onChange} initialOption={useCurrencyOption(value)} placeholder="Any" w={150} />;
}

/**
 * Route `settings/exchange-rates`: the company's rates, newest day first; a row opens its edit
 * dialog. "In force on" keeps the rates of that day or before: with a pair chosen too, the first
 * is the one in force that day, and is marked so whatever the sort.
 */
export default function ExchangeRateListPage() {
  const list = useCompanyList(exchangeRates, { defaultSort: '-date', filters: ['fromCurrency', 'toCurrency', 'onDate'] as const });
  const { filters } = list.state;
  const inForce = useRateInForce({ ...filters, companyIdString: list.query.companyIdString }).data;
  const columns = useColumns(inForce && filters.onDate ? { id: inForce.id, day: filters.onDate } : undefined);
  return (
    <ListPageLayout
      title="Exchange rates"
      newLabel="New exchange rate" writeScope="exchange-rates:write"
      description="A rate says how many units of the To currency one unit of the From currency costs, from its day until the pair's next rate. Rates are kept exactly as typed."
      empty={{ none: 'No exchange rates yet: import a CSV or create one.', create: 'Create the first exchange rate', filtered: 'No exchange rate matches these filters.' }}
      filters={
        <>
          <CurrencyFilter label="From currency" {...list.state.bindFilter('fromCurrency')} />
          <CurrencyFilter label="To currency" {...list.state.bindFilter('toCurrency')} />
          <DateFilter label="In force on" {...list.state.bindFilter('onDate')} />
        </>
      }
      table={{ tableId: 'exchange-rates', caption: 'Exchange rates of the current company', columns, ...list, rowHref: (r) => `/settings/exchange-rates/${r.id}` }}
    />
  );
}
