import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import { journalEntry, journalEntryCreate, journalEntryListQuery, journalEntryReverse } from '../../contract/journal-entries';
import { getJournalEntry, listJournalEntries } from '../domain/ledger/ledger';
import { createManualEntry, reverseEntry } from '../domain/ledger/journal-entries';
import { inTransaction, readContext, sendCreated, type RouteContext } from './context';

const tags = ['journal-entries'];

export const journalEntryRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/journal-entries', {
    config: { scope: 'journal-entries:write' },
    schema: { tags, summary: 'Post a manual journal entry', body: journalEntryCreate, response: { 201: journalEntry, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'journal-entries', await inTransaction(request, db, (ctx) => createManualEntry(ctx, request.body))));

  app.get('/journal-entries', {
    config: { scope: 'journal-entries:read' },
    schema: { tags, summary: 'List journal entries with their lines', querystring: journalEntryListQuery, response: { 200: pageOf(journalEntry) } },
  }, async (request) => listJournalEntries(readContext(request, db), request.query));

  app.get('/journal-entries/:id', {
    config: { scope: 'journal-entries:read' },
    schema: { tags, summary: 'Get journal entry', params: idParams, response: { 200: journalEntry, 404: problem } },
  }, async (request) => getJournalEntry(readContext(request, db), request.params.id));

  app.post('/journal-entries/:id/reverse', {
    config: { scope: 'journal-entries:write' },
    schema: {
      tags,
      summary: 'Reverse a journal entry',
      description: 'Posts a new entry with every line\'s sides swapped; an entry is reversed once. Posted entries are never edited. '
        + 'The body is optional; without one the reversal carries the original date.',
      params: idParams,
      body: journalEntryReverse.nullish(),
      response: { 201: journalEntry, 404: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => sendCreated(reply, 'journal-entries',
    await inTransaction(request, db, (ctx) => reverseEntry(ctx, { ...request.body, id: request.params.id }))));
};
