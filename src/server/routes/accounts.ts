import { account, accountCreate, accountListQuery, accountNumberPreview, accountNumberQuery, accountUpdate } from '../../contract/accounts';
import { problem } from '../../contract/common';
import { createAccount, getAccount, listAccounts, previewAccountNumber, updateAccount } from '../domain/ledger/accounts';
import { readContext } from './context';
import { resourceRoutes } from './resource-kit';

export const accountRoutes = resourceRoutes('accounts', ({ app, db, ...kit }) => {
  kit.create({ summary: 'Create account', body: accountCreate, response: account, run: createAccount });
  kit.list({ summary: 'List accounts (chart of accounts) with their balances', query: accountListQuery, record: account, run: listAccounts });

  app.get('/accounts/next-number', {
    config: { scope: 'accounts:read' },
    schema: {
      tags: ['accounts'],
      summary: 'The number a new account would get (under parentAccountId, else in the range of type)',
      querystring: accountNumberQuery,
      response: { 200: accountNumberPreview, 400: problem, 403: problem, 404: problem, 409: problem, 422: problem },
    },
  }, async (request) => previewAccountNumber(readContext(request, db), request.query));

  kit.get({ summary: 'Get account with its derived balance', response: account, run: getAccount });
  kit.replace({ summary: 'Update account', body: accountUpdate, response: account, run: updateAccount });
});
