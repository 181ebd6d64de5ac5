import { useMemo, type ReactNode } from 'react';
import { companies } from '../api/companies';
import type { Amount } from '../money/money';
import type { DataColumn } from './data-table/DataTable';
import { formatExchangeRate } from '../money/exchange-rate';
import { userLocale } from './format';
import { Money, moneyColumn } from './Money';

/** The company's base currency (the books' currency), once its company is loaded. */
export const useBaseCurrency = (companyId: string | null | undefined) => companies.useOne(companyId).data?.baseCurrency;

/** A rate as people read it: "1 USD = 1.0823 EUR" (de-DE "1 USD = 1,0823 EUR"), every decimal it was posted with. */
export const rateText = (rate: string, currency: string, baseCurrency: string) => `1 ${currency} = ${formatExchangeRate(rate, userLocale)} ${baseCurrency}`;

/** A document in any currency, as its page shows it in the base currency too. */
export type ForeignAmounts = { currency: string; exchangeRate: string; baseTotal: number; baseOutstanding?: number };

/** A foreign-currency document's rate, and its total (and what is outstanding) in the base currency; nothing in the base currency. */
export function baseCurrencyFacts(doc: ForeignAmounts | undefined, baseCurrency: string | undefined): [string, ReactNode][] {
  if (!doc || !baseCurrency || doc.currency === baseCurrency) return [];
  return [
    ['Exchange rate', <span data-testid="document-exchange-rate">{rateText(doc.exchangeRate, doc.currency, baseCurrency)}</span>],
    [`Total in ${baseCurrency}`, <span data-testid="document-base-total"><Money amount={doc.baseTotal} currency={baseCurrency} /></span>],
    ...(doc.baseOutstanding === undefined ? [] : [[`Outstanding in ${baseCurrency}`, <span data-testid="document-base-outstanding"><Money amount={doc.baseOutstanding} currency={baseCurrency} /></span>] as [string, ReactNode]]),
  ];
}

/** `facts` with `extra` after its "Outstanding" (else "Total"), where a reader looks for the amounts. */
export function withBaseFacts(facts: [string, ReactNode][], extra: [string, ReactNode][]): [string, ReactNode][] {
  if (extra.length === 0) return facts;
  const labels = facts.map(([label]) => label);
  const at = labels.includes('Outstanding') ? labels.indexOf('Outstanding') : labels.indexOf('Total');
  return at < 0 ? [...facts, ...extra] : [...facts.slice(0, at + 1), ...extra, ...facts.slice(at + 1)];
}

/**
 * A list's columns with one more in the company's base currency (e.g. what is outstanding in it)
 * after the column `after`, once the base currency is known.
 */
export function useBaseColumn<T>(columns: DataColumn<T>[], companyId: string | null | undefined, column: { id: string; after: string; header: (baseCurrency: string) => string; amount: (row: T) => Amount }) {
  const baseCurrency = useBaseCurrency(companyId);
  const { id, after, header, amount } = column;
  return useMemo(() => {
    if (!baseCurrency) return columns;
    const at = columns.findIndex((c) => c.id === after) + 1;
    const added = moneyColumn<T>({ id, header: header(baseCurrency), amount, currency: () => baseCurrency });
    return [...columns.slice(0, at), added, ...columns.slice(at)];
  }, [columns, baseCurrency]); // eslint-disable-line react-hooks/exhaustive-deps
}
