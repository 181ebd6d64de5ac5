import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { journalEntry, journalEntryCreate, journalEntryListQuery, journalEntryReverse } from '../../contract/journal-entries';
import { principalOf } from '../auth/authenticate';
import { resolveCompanyId } from '../auth/principal';
import { createManualEntry, getJournalEntry, listJournalEntries, reverseJournalEntry } from '../domain/ledger';
import type { RouteContext } from './context';

const tags = ['journal-entries'];

export const journalEntryRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/journal-entries', {
    config: { scope: 'journal-entries:write' },
    schema: { tags, summary: 'Post a manual journal entry', body: journalEntryCreate, response: { 201: journalEntry, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const companyId = resolveCompanyId(principal, request.body.companyIdString);
    const posted = await db.transaction((tx) => createManualEntry(tx, companyId, request.body, principal.userId));
    return reply.code(201).header('Location', `/api/v1/journal-entries/${posted.id}`).send(posted);
  });

  app.get('/journal-entries', {
    config: { scope: 'journal-entries:read' },
    schema: { tags, summary: 'List journal entries with their lines', querystring: journalEntryListQuery, response: { 200: pageOf(journalEntry) } },
  }, async (request) => listJournalEntries(db, resolveCompanyId(principalOf(request), request.query.companyIdString), request.query));

  app.get('/journal-entries/:id', {
    config: { scope: 'journal-entries:read' },
    schema: { tags, summary: 'Get journal entry', params: idParams, response: { 200: journalEntry, 404: problem } },
  }, async (request) => getJournalEntry(db, request.params.id, principalOf(request).companyIds));

  app.post('/journal-entries/:id/reverse', {
    config: { scope: 'journal-entries:write' },
    schema: {
      tags,
      summary: 'Reverse a journal entry',
      description: 'Posts a new entry with every line\'s sides swapped; an entry is reversed once. Posted entries are never edited.',
      params: idParams,
      body: journalEntryReverse.nullish().describe('Optional; without a body the reversal carries the original date'),
      response: { 201: journalEntry, 404: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const posted = await db.transaction((tx) => reverseJournalEntry(tx, request.params.id, request.body ?? {}, principal.companyIds, principal.userId));
    return reply.code(201).header('Location', `/api/v1/journal-entries/${posted.id}`).send(posted);
  });
};
