import { idParams, problem } from '../../contract/common';
import {
  journalTemplate, journalTemplateAuthorized, journalTemplateBody, journalTemplateCreate, journalTemplateListQuery,
} from '../../contract/journal-templates';
import { authorizeJournalTemplate, createJournalTemplate, getJournalTemplate, listJournalTemplates } from '../domain/accounting/journal-templates';
import { inTransaction } from './context';
import { resourceRoutes } from './resource-kit';

export const journalTemplateRoutes = resourceRoutes('journal-templates', ({ app, db, ...kit }) => {
  kit.create({ summary: 'Create journal template', body: journalTemplateCreate, response: journalTemplate, problems: [403, 422], run: createJournalTemplate });

  app.put('/journal-templates/authorize/:id', {
    config: { scope: 'journal-templates:write' },
    schema: {
      tags: ['journal-templates'],
      summary: 'Authorize and copy journal template',
      description: 'Posts the template as a balanced journal entry, marks it AUTHORIZED and creates a DRAFT copy from the body. Authorizing twice is 409.',
      params: idParams,
      body: journalTemplateBody,
      response: { 200: journalTemplateAuthorized, 404: problem, 409: problem, 422: problem },
    },
  }, async (request) => inTransaction(request, db, (ctx) => authorizeJournalTemplate(ctx, { id: request.params.id, copy: request.body })));

  kit.list({ summary: 'List journal templates', query: journalTemplateListQuery, record: journalTemplate, run: listJournalTemplates });
  kit.get({ summary: 'Get journal template', response: journalTemplate, run: getJournalTemplate });
});
