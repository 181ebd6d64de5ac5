import { useCallback } from 'react';
import { Text } from '@mantine/core';
import { knownMinorUnits, useMinorUnits } from '../api/currencies';
import { amountText, formatMoney, type Amount } from '../money/money';
import type { DataColumn } from './data-table/DataTable';

/** An amount in its currency, with the currency's minor units from the service. */
export function Money({ amount, currency }: { amount: Amount; currency: string }) {
  return <>{formatMoney(amount, currency, useMinorUnits(currency))}</>;
}

/** A formatter for pages that show many amounts (it re-renders once the minor units are loaded). */
export function useFormatMoney() {
  useMinorUnits(null); // subscribes to the currency list
  return useCallback((amount: Amount, currency: string) => formatMoney(amount, currency, knownMinorUnits(currency)), []);
}

/** A right-aligned money column: formatted on screen, exact in CSV. */
export function moneyColumn<T>(column: Omit<DataColumn<T>, 'cell' | 'text'> & { amount: (row: T) => Amount; currency: (row: T) => string; bold?: (row: T) => boolean }): DataColumn<T> {
  const { amount, currency, bold, ...rest } = column;
  return {
    ...rest,
    money: true,
    cell: (row) => <Text size="sm" ta="right" fw={bold?.(row) ? 600 : undefined}><Money amount={amount(row)} currency={currency(row)} /></Text>,
    // exact, with the currency's decimals (`0.30`); the export loads the minor units first
    text: (row) => amountText(amount(row), knownMinorUnits(currency(row))),
  };
}
