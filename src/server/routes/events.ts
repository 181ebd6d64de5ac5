import { event, eventListQuery } from '../../contract/events';
import { listEvents } from '../domain/events/events';
import { resourceRoutes } from './resource-kit';

export const eventRoutes = resourceRoutes('events', (kit) => {
  kit.list({
    summary: 'List the event log: what happened to the company\'s records, in commit order (30 days)',
    description: 'Oldest first, in the order the changes committed; `nextCursor` reads on from the last event of a page, the last page too, so a client that stores it asks again later for exactly what came since, without gaps or repeats; only an empty page has none. Filter by `type`.',
    query: eventListQuery, record: event, run: listEvents,
  });
});
