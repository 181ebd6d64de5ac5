import { expect, test } from 'vitest';
import { auditRecordTypes } from '../../src/contract/audit-events';
import { eventResources, eventTypes } from '../../src/contract/events';
import { eventSources } from '../../src/server/domain/events/change-events';

/** Audited record types with no events, and why. */
const NO_EVENTS: Record<string, string> = {
  user: 'no company\'s record', invitation: 'no company\'s record', password_reset: 'no company\'s record',
  invoice_email: 'the invoice\'s send log (GET /invoices/{id}/sends)',
};

test('every audited record type has events, or is named here with why not', () => {
  expect(auditRecordTypes.filter((type) => !(type in eventSources) && !(type in NO_EVENTS))).toEqual([]);
  expect(Object.keys(NO_EVENTS).filter((type) => type in eventSources)).toEqual([]);
});

test('the contract names exactly the resources events are derived for, each with created, updated and deleted', () => {
  expect([...new Set(Object.values(eventSources))].sort()).toEqual([...eventResources].sort());
  for (const resource of eventResources) {
    for (const kind of ['created', 'updated', 'deleted']) expect(eventTypes).toContain(`${resource}.${kind}`);
  }
});
