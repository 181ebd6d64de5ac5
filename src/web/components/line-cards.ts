import { useMediaQuery } from '@mantine/hooks';
import classes from './line-cards.module.css';

/** Below Mantine's `sm` breakpoint (48em): a phone, where tables become cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

export function usePhone() {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}

/** A cell's place on a line's card: its number (top left), its remove button (top right), across the card (the item), or else two a row. */
export type CardCell = 'number' | 'remove' | 'wide';

/** The attributes of a line's cell: its label on the card (the column's header) and its place. */
export const cardCell = (label: string | undefined, cell?: CardCell) => ({ 'data-label': label, 'data-cell': cell });

/** The attribute of a row that is a line (a card on a phone); other rows (totals) are a line of text. */
export const lineRow = { 'data-line': true } as const;

/**
 * The props of a table of lines (an order's, an invoice's; read-only or in a form): on a phone
 * each line is a card (line-cards.module.css) and the table has no minimum width; elsewhere the
 * table keeps `minWidth`, its frame scrolling sideways if the window is narrower.
 */
export function useLineCards(minWidth?: number) {
  const phone = usePhone();
  return phone ? { className: classes.cards, 'data-cards': true } : { style: minWidth ? { minWidth } : undefined };
}
