import { charge, chargeCreate, chargeListQuery, chargeQuote, chargeQuoteQuery, chargeUpdate } from '../../contract/charges';
import { idParams, problem } from '../../contract/common';
import { createCharge, getCharge, listCharges, quoteChargeOnBase, updateCharge } from '../domain/sales/charges';
import { readContext } from './context';
import { resourceRoutes } from './resource-kit';

export const chargeRoutes = resourceRoutes('charges', ({ app, db, ...kit }) => {
  kit.create({ summary: 'Create charge', body: chargeCreate, response: charge, run: createCharge });
  kit.list({ summary: 'List charges', query: chargeListQuery, record: charge, run: listCharges });
  kit.get({ summary: 'Get charge', response: charge, run: getCharge });
  kit.replace({ summary: 'Update charge', body: chargeUpdate, response: charge, problems: [403, 404, 409, 412, 422], run: updateCharge });

  app.get('/charges/:id/quote', {
    config: { scope: 'charges:read' },
    schema: {
      tags: ['charges'], summary: 'Quote charge', description: 'What the charge comes to on a base amount, rounded half-even to the currency\'s minor units.',
      params: idParams, querystring: chargeQuoteQuery, response: { 200: chargeQuote, 400: problem, 404: problem },
    },
  }, async (request) => quoteChargeOnBase(readContext(request, db), request.params.id, request.query.base));
});
