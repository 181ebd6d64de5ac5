import type { AuditEvent } from '../../../contract/audit-events';
import { formatDateTime, formatDay, userLocale } from '../format';

/**
 * An audit event in plain words (docs/audit.md): "Price changed from 12.50 to 13.00 by Dana,
 * 11/26/2026, 14:02". Values are the trail's own text, only written the locale's way (a decimal
 * comma in de-DE, dates as the console shows them), never rounded.
 */

const VERBS: Record<string, string> = {
  CREATE: 'Created', UPDATE: 'Changed', DELETE: 'Deleted', CLOSE: 'Closed', REOPEN: 'Reopened', CANCEL: 'Cancelled', REVOKE: 'Revoked',
  SUBMIT: 'Submitted', HOLD: 'Put on hold', RESUME: 'Resumed', PROCESS: 'Processed', AUTHORIZE: 'Authorized', REVERSE: 'Reversed', SEND: 'Sent',
  RECEIVE: 'Received', BILL: 'Billed', DELIVER: 'Delivered', UPDATE_WORKFLOW: 'Moved on in its workflow', RESET_PASSWORD: 'Password set anew',
};

/** What an action did, as a past participle: CLOSE is "Closed"; one not listed reads as its words. */
export function actionVerb(action: string): string {
  const known = VERBS[action];
  if (known) return known;
  const words = action.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's name in words: `unitPrice` is "Unit price", `customerId` "Customer ID". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().replace(/ id$/, ' ID');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const decimalSeparator = (loc: string) => new Intl.NumberFormat(loc).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';

/**
 * A value of the trail as the user reads it: a number (`numeric`, as the event says) with the same
 * digits and the locale's decimal mark, days and times the console's way; text exactly as typed.
 */
export function shownValue(value: string | null, loc = userLocale, numeric = false): string {
  if (value === null) return '—';
  if (value === '') return '(empty)';
  if (numeric) return /^-?\d+\.\d+$/.test(value) ? value.replace('.', decimalSeparator(loc)) : value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value, loc);
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  if (value === 'true') return 'yes';
  if (value === 'false') return 'no';
  return value;
}

/** One changed field in words: "Price changed from 12.50 to 13.00", "Tax ID set to …", "Notes cleared (was …)". */
export function fieldSentence(field: string, [before, after]: (string | null)[], loc = userLocale, numeric = false): string {
  const label = fieldLabel(field);
  const shown = (value: string | null) => shownValue(value, loc, numeric);
  if (before === null) return `${label} set to ${shown(after)}`;
  if (after === null) return `${label} cleared (was ${shown(before)})`;
  return `${label} changed from ${shown(before)} to ${shown(after)}`;
}

/** Each changed field of an event in words. */
export const changeSentences = (event: AuditEvent, loc = userLocale) =>
  Object.entries(event.changes).map(([field, pair]) => fieldSentence(field, pair, loc, event.numericFields.includes(field)));

export type EventInWords = { headline: string; details: string[] };

/** An event as the History tab shows it: one sentence when it changed one field, else a headline and a line per field. */
export function eventInWords(event: AuditEvent, loc = userLocale): EventInWords {
  const who = `by ${event.actor.name}, ${formatDateTime(event.at)}`;
  const lines = changeSentences(event, loc);
  if (event.action === 'UPDATE' && lines.length === 1) return { headline: `${lines[0]} ${who}`, details: [] };
  return { headline: `${actionVerb(event.action)} ${who}`, details: lines };
}
