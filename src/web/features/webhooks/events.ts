import { eventTypes } from '../../../contract/events';
import { recordTypeLabel } from '../audit/record-pages';

/** The event filter that takes every event, present and future. */
export const ALL_EVENTS = '*';

const resourceOf = (type: string) => type.slice(0, type.indexOf('.'));

/** Every event type by the resource it tells of (`invoice.created`, …, `invoice.paid` under Invoice), in the contract's order. */
export const eventTypeGroups: { group: string; items: string[] }[] = [...new Set(eventTypes.map(resourceOf))].map((resource) => ({
  group: recordTypeLabel(resource),
  items: eventTypes.filter((type) => resourceOf(type) === resource),
}));

/** An endpoint's events in a line: "All events", or the types. */
export const eventsText = (events: string[]) => (events.includes(ALL_EVENTS) ? 'All events' : events.join(', '));
