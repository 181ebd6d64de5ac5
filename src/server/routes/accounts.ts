import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account, accountCreate, accountListQuery, accountUpdate } from '../../contract/accounts';
import { idParams, pageOf, problem } from '../../contract/common';
import { principalOf } from '../auth/authenticate';
import { requireCompanyMember, resolveCompanyId } from '../auth/principal';
import { createAccount, getAccount, listAccounts, updateAccount } from '../domain/accounts';
import { expectedVersion, setVersionEtag } from '../http/etag';
import type { RouteContext } from './context';

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/accounts', {
    config: { scope: 'accounts:write' },
    schema: { tags, summary: 'Create account', body: accountCreate, response: { 201: account, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => {
    requireCompanyMember(principalOf(request), request.body.companyStringId);
    const created = await db.transaction((tx) => createAccount(tx, request.body));
    return reply.code(201).header('Location', `/api/v1/accounts/${created.id}`).send(created);
  });

  app.get('/accounts', {
    config: { scope: 'accounts:read' },
    schema: { tags, summary: 'List accounts (chart of accounts) with their balances', querystring: accountListQuery, response: { 200: pageOf(account) } },
  }, async (request) => listAccounts(db, resolveCompanyId(principalOf(request), request.query.companyIdString), request.query));

  app.get('/accounts/:id', {
    config: { scope: 'accounts:read' },
    schema: { tags, summary: 'Get account with its derived balance', params: idParams, response: { 200: account, 404: problem } },
  }, async (request) => getAccount(db, request.params.id, principalOf(request).companyIds));

  app.put('/accounts/:id', {
    config: { scope: 'accounts:write' },
    schema: { tags, summary: 'Update account', params: idParams, body: accountUpdate, response: { 200: account, 404: problem, 409: problem, 412: problem, 422: problem } },
  }, async (request, reply) => {
    const principal = principalOf(request);
    requireCompanyMember(principal, request.body.companyStringId);
    const updated = await db.transaction((tx) => updateAccount(tx, request.params.id, request.body, principal.companyIds, expectedVersion(request)));
    setVersionEtag(reply, updated.version);
    return updated;
  });
};
