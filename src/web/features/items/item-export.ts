import type { Item } from '../../../contract/items';
import { knownMinorUnits } from '../../api/currencies';
import { amountText } from '../../money/money';

/**
 * The items' CSV export: the ITEM import's file, so that an export can be edited and imported
 * back (UPSERT). Headers are the import's fields as people write them, which the wizard matches
 * by name (`Item code` is itemCode, `Unit` is uom); values as the import reads them: the
 * valuation method's code, booleans as true/false, the standard cost an exact amount in the
 * base currency (its minor units), with the locale's decimal separator like every exported
 * amount. What the import cannot set (stock on hand, its value) is not in the file.
 */
export function itemExportColumns(baseCurrency: string): { header: string; text: (i: Item) => string; money?: boolean }[] {
  return [
    { header: 'Item code', text: (i) => i.itemCode },
    { header: 'Name', text: (i) => i.name },
    { header: 'Item group', text: (i) => i.itemGroup },
    { header: 'Unit', text: (i) => i.uom },
    { header: 'Valuation method', text: (i) => i.valuationMethod },
    { header: 'Maintain stock', text: (i) => String(i.maintainStock) },
    { header: 'Allow negative stock', text: (i) => String(i.allowNegativeStock) },
    { header: 'Standard cost', text: (i) => (i.standardCost === null ? '' : amountText(i.standardCost, knownMinorUnits(baseCurrency))), money: true },
  ];
}
