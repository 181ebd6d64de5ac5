import type { ValuationMethod } from '../../../contract/items';

/** How each valuation method values stock, as the item form and page explain it. */
export const valuationMethodLabels: Record<ValuationMethod, { label: string; explanation: string }> = {
  MAVG: { label: 'Moving average', explanation: 'Each receipt updates one average cost per unit, used for every issue.' },
  FIFO: { label: 'FIFO (first in, first out)', explanation: 'Issues take the cost of the oldest stock received first.' },
  LIFO: { label: 'LIFO (last in, first out)', explanation: 'Issues take the cost of the newest stock received first.' },
  STANDARD: { label: 'Standard cost', explanation: 'Stock is valued at the standard cost you set; differences to actual costs go to the stock variance account.' },
};

export const valuationMethodOptions = Object.entries(valuationMethodLabels).map(([value, { label }]) => ({ value, label }));
