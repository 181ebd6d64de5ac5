import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account, accountCreate, accountListQuery, accountNumberPreview, accountNumberQuery, accountUpdate } from '../../contract/accounts';
import { idParams, pageOf, problem } from '../../contract/common';
import { createAccount, getAccount, listAccounts, previewAccountNumber, updateAccount } from '../domain/ledger/accounts';
import { inTransaction, readContext, replacementOf, sendCreated, sendReplaced, type RouteContext } from './context';

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { database: { db } }) => {
  app.post('/accounts', {
    config: { scope: 'accounts:write' },
    schema: { tags, summary: 'Create account', body: accountCreate, response: { 201: account, 403: problem, 409: problem, 422: problem } },
  }, async (request, reply) => sendCreated(reply, 'accounts', await inTransaction(request, db, (ctx) => createAccount(ctx, request.body))));

  app.get('/accounts', {
    config: { scope: 'accounts:read' },
    schema: { tags, summary: 'List accounts (chart of accounts) with their balances', querystring: accountListQuery, response: { 200: pageOf(account) } },
  }, async (request) => listAccounts(readContext(request, db), request.query));

  app.get('/accounts/next-number', {
    config: { scope: 'accounts:read' },
    schema: {
      tags,
      summary: 'The number a new account would get (under parentAccountId, else in the range of type)',
      querystring: accountNumberQuery,
      response: { 200: accountNumberPreview, 400: problem, 403: problem, 404: problem, 409: problem, 422: problem },
    },
  }, async (request) => previewAccountNumber(readContext(request, db), request.query));

  app.get('/accounts/:id', {
    config: { scope: 'accounts:read' },
    schema: { tags, summary: 'Get account with its derived balance', params: idParams, response: { 200: account, 404: problem } },
  }, async (request) => getAccount(readContext(request, db), request.params.id));

  app.put('/accounts/:id', {
    config: { scope: 'accounts:write' },
    schema: { tags, summary: 'Update account', params: idParams, body: accountUpdate, response: { 200: account, 404: problem, 409: problem, 412: problem, 422: problem } },
  }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, (ctx) => updateAccount(ctx, replacementOf(request)))));
};
