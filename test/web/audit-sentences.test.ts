import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/contract/audit-events';
import { actionVerb, eventInWords, fieldLabel, fieldSentence, shownValue } from '../../src/web/components/history/audit-sentences';

const event = (action: string, changes: AuditEvent['changes']): AuditEvent => ({
  id: '1', at: '2026-11-26T14:02:00Z', actor: { type: 'USER', id: null, name: 'Dana' }, action, recordType: 'item_price',
  recordIdString: 'x', companyIdString: null, changes, numericFields: ['price'], requestId: null,
});

describe('audit events in plain words', () => {
  it('names fields and actions as people say them', () => {
    expect(fieldLabel('unitPrice')).toBe('Unit price');
    expect(fieldLabel('customerId')).toBe('Customer ID');
    expect(fieldLabel('taxId')).toBe('Tax ID');
    expect(actionVerb('CLOSE')).toBe('Closed');
    expect(actionVerb('UPDATE_WORKFLOW')).toBe('Moved on in its workflow');
    expect(actionVerb('MARK_LOST')).toBe('Mark lost');
  });

  it('shows numbers exactly, with the locale\'s decimal mark: never rounded; text as typed', () => {
    expect(shownValue('12.50', 'en-US', true)).toBe('12.50');
    expect(shownValue('12.50', 'de-DE', true)).toBe('12,50');
    expect(shownValue('1234567890123.123456789', 'de-DE', true)).toBe('1234567890123,123456789');
    expect(shownValue('-0.10', 'de-DE', true)).toBe('-0,10');
    expect(shownValue('42', 'de-DE', true)).toBe('42');
    expect(shownValue('12.50', 'de-DE')).toBe('12.50');
    expect(shownValue('2026-03-01', 'de-DE')).toBe('01.03.2026');
    expect(shownValue(null)).toBe('—');
    expect(shownValue('')).toBe('(empty)');
    expect(shownValue('true')).toBe('yes');
  });

  it('says what happened to a field', () => {
    expect(fieldSentence('price', ['12.50', '13.00'], 'en-US', true)).toBe('Price changed from 12.50 to 13.00');
    expect(fieldSentence('price', ['12.50', '13.00'], 'de-DE', true)).toBe('Price changed from 12,50 to 13,00');
    expect(fieldSentence('notes', ['12.50', '13.00'], 'de-DE')).toBe('Notes changed from 12.50 to 13.00');
    expect(fieldSentence('notes', [null, 'call first'], 'en-US')).toBe('Notes set to call first');
    expect(fieldSentence('notes', ['call first', null], 'en-US')).toBe('Notes cleared (was call first)');
  });

  it('one changed field is one sentence with who and when; more are listed under what was done', () => {
    const one = eventInWords(event('UPDATE', { price: ['12.50', '13.00'] }), 'en-US');
    expect(one.headline).toMatch(/^Price changed from 12\.50 to 13\.00 by Dana, .*2026/);
    expect(one.details).toEqual([]);
    const closed = eventInWords(event('CLOSE', { status: ['OPEN', 'CLOSED'] }), 'en-US');
    expect(closed.headline).toMatch(/^Closed by Dana, /);
    expect(closed.details).toEqual(['Status changed from OPEN to CLOSED']);
  });
});
