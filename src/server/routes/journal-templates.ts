import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, pageOf, problem } from '../../contract/common';
import {
  journalTemplate, journalTemplateAuthorized, journalTemplateBody, journalTemplateCreate, journalTemplateListQuery,
} from '../../contract/journal-templates';
import { authorizeJournalTemplate, createJournalTemplate, getJournalTemplate, listJournalTemplates } from '../domain/ledger/journal-templates';
import { inTransaction, readContext, sendCreated, type RouteContext } from './context';

const tags = ['journal-templates'];

export const journalTemplateRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/journal-templates', {
    config: { scope: 'journal-templates:write' },
    schema: { tags, summary: 'Create journal template', body: journalTemplateCreate, response: { 201: journalTemplate, 403: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'journal-templates', await inTransaction(request, db, (ctx) => createJournalTemplate(ctx, request.body))));

  app.put('/journal-templates/authorize/:id', {
    config: { scope: 'journal-templates:write' },
    schema: {
      tags,
      summary: 'Authorize and copy journal template',
      description: 'Posts the template as a balanced journal entry, marks it AUTHORIZED and creates a DRAFT copy from the body. Authorizing twice is 409.',
      params: idParams,
      body: journalTemplateBody,
      response: { 200: journalTemplateAuthorized, 404: problem, 409: problem, 422: problem },
    },
  }, async (request) => inTransaction(request, db, (ctx) => authorizeJournalTemplate(ctx, { id: request.params.id, copy: request.body })));

  app.get('/journal-templates', {
    config: { scope: 'journal-templates:read' },
    schema: { tags, summary: 'List journal templates', querystring: journalTemplateListQuery, response: { 200: pageOf(journalTemplate) } },
  }, async (request) => listJournalTemplates(readContext(request, db), request.query));

  app.get('/journal-templates/:id', {
    config: { scope: 'journal-templates:read' },
    schema: { tags, summary: 'Get journal template', params: idParams, response: { 200: journalTemplate, 404: problem } },
  }, async (request) => getJournalTemplate(readContext(request, db), request.params.id));
};
