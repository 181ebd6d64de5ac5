import { z } from 'zod';
import { apiKey, apiKeyCreate, apiKeyCreated, apiKeyDeleteByName, apiKeyListQuery } from '../../contract/api-keys';
import { idParams, problem } from '../../contract/common';
import { createApiKey, getApiKey, listApiKeys, revokeApiKey, revokeApiKeyByName } from '../domain/identity/api-keys';
import { inTransaction, readContext, sendCreated } from './context';
import { resourceRoutes } from './resource-kit';

export const apiKeyRoutes = resourceRoutes('api-keys', ({ app, db, ...kit }) => {
  app.post('/api-keys', {
    // Idempotency-Key would store this response, secret included, for 24 hours: the key must
    // exist only as a hash. A retry is still safe: the name is unique among active keys (409).
    config: { scope: 'api-keys:write', idempotent: false },
    schema: {
      tags: ['api-keys'],
      summary: 'Create API key',
      description: 'Machine-to-machine authentication keys. The secret `key` is in this response only.',
      body: apiKeyCreate,
      response: { 201: apiKeyCreated, 403: problem, 409: problem, 422: problem },
    },
  }, async (request, reply) => sendCreated(reply, 'api-keys', await inTransaction(request, db, (ctx) => createApiKey(ctx, request.body))));

  app.delete('/api-keys', {
    config: { scope: 'api-keys:write', auditAction: 'REVOKE' },
    schema: {
      tags: ['api-keys'],
      summary: 'Delete API key (by name)',
      description: 'Takes the create shape; `name` identifies your active key to revoke. Revoked keys are kept for audit.',
      body: apiKeyDeleteByName,
      response: { 204: z.null(), 404: problem },
    },
  }, async (request, reply) => {
    await inTransaction(request, db, (ctx) => revokeApiKeyByName(ctx, request.body.name));
    return reply.code(204).send(null);
  });

  kit.list({ summary: 'List your API keys', query: apiKeyListQuery, record: apiKey, run: listApiKeys });
  kit.get({ summary: 'Get one of your API keys', response: apiKey, run: getApiKey });

  app.delete('/api-keys/:id', {
    config: { scope: 'api-keys:write', auditAction: 'REVOKE' },
    schema: { tags: ['api-keys'], summary: 'Revoke one of your API keys', params: idParams, response: { 204: z.null(), 404: problem } },
  }, async (request, reply) => {
    await inTransaction(request, db, (ctx) => revokeApiKey(ctx, request.params.id));
    return reply.code(204).send(null);
  });
});
