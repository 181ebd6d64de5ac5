/**
 * A field's name for people: a visible label, or with `hideLabel` only its accessible name
 * (a row of a lines editor, where the column header shows the label).
 */
export const labelled = (label: string, hideLabel: boolean | undefined) => (hideLabel ? { 'aria-label': label } : { label });
