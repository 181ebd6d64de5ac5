import { Text } from '@mantine/core';
import { CellLink } from '../../components/data-table/CellLink';
import type { StockMovement } from '../../../contract/stock-entries';
import { knownMinorUnits } from '../../api/currencies';
import type { DataColumn } from '../../components/data-table/DataTable';
import { formatDay, formatEnum } from '../../components/format';
import { moneyColumn } from '../../components/Money';
import { amountText, formatExactMoney, formatQuantity, toDecimal } from '../../money/money';

/** Where a movement came from, as a link when the console has a page for it. */
export function sourceHref(m: Pick<StockMovement, 'sourceType' | 'sourceId'>): string | undefined {
  if (m.sourceType === 'STOCK_ENTRY') return `/inventory/stock-entries/${m.sourceId}`;
  if (m.sourceType === 'STOCK_REVALUATION') return `/inventory/items/${m.sourceId}`;
  return undefined;
}

const right = (text: string) => <Text size="sm" ta="right">{text}</Text>;
const qtyIn = (m: StockMovement) => (m.qty > 0 ? formatQuantity(m.qty) : '');
const qtyOut = (m: StockMovement) => (m.qty < 0 ? formatQuantity(toDecimal(m.qty).neg()) : '');

/**
 * The columns of an item's stock movements, every figure exactly as the service sent it: amounts
 * at the currency's minor units, rates and quantities with every decimal they have.
 */
export function stockMovementColumns(currency: string): DataColumn<StockMovement>[] {
  return [
    { id: 'postingDate', header: 'Date', cell: (m) => formatDay(m.postingDate), text: (m) => m.postingDate, sortable: true, alwaysVisible: true },
    { id: 'seq', header: 'No.', cell: (m) => m.seq, text: (m) => String(m.seq), sortable: true },
    {
      id: 'source',
      header: 'Source',
      cell: (m) => {
        const href = sourceHref(m);
        return <>{formatEnum(m.sourceType)} {href ? <CellLink to={href}>{m.sourceNumber}</CellLink> : m.sourceNumber}</>;
      },
      text: (m) => `${m.sourceType} ${m.sourceNumber}`,
    },
    { id: 'kind', header: 'Kind', cell: (m) => formatEnum(m.kind), text: (m) => m.kind },
    { id: 'qtyIn', header: 'Qty in', cell: (m) => right(qtyIn(m)), text: (m) => (m.qty > 0 ? amountText(m.qty) : '') },
    { id: 'qtyOut', header: 'Qty out', cell: (m) => right(qtyOut(m)), text: (m) => (m.qty < 0 ? amountText(toDecimal(m.qty).neg()) : '') },
    { id: 'rate', header: 'Rate', cell: (m) => right(formatExactMoney(m.rate, currency, knownMinorUnits(currency))), text: (m) => amountText(m.rate) },
    moneyColumn({ id: 'value', header: 'Value', amount: (m) => m.value, currency: () => currency, keyFigure: true }),
    { id: 'balanceQty', header: 'Balance qty', cell: (m) => right(formatQuantity(m.balanceQty)), text: (m) => amountText(m.balanceQty) },
    moneyColumn({ id: 'balanceValue', header: 'Balance value', amount: (m) => m.balanceValue, currency: () => currency }),
  ];
}
