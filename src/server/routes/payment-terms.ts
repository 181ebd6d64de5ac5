import { paymentTerms, paymentTermsCreate, paymentTermsListQuery, paymentTermsUpdate } from '../../contract/payment-terms';
import {
  createPaymentTerms, deletePaymentTerms, getPaymentTerms, listPaymentTerms, updatePaymentTerms,
} from '../domain/payments/payment-terms';
import { resourceRoutes } from './resource-kit';

export const paymentTermsRoutes = resourceRoutes('payment-terms', (kit) => {
  kit.create({ summary: 'Create payment terms', body: paymentTermsCreate, response: paymentTerms, run: createPaymentTerms });
  kit.list({ summary: 'List payment terms', query: paymentTermsListQuery, record: paymentTerms, run: listPaymentTerms });
  kit.get({ summary: 'Get payment terms', response: paymentTerms, run: getPaymentTerms });
  kit.replace({ summary: 'Update payment terms', body: paymentTermsUpdate, response: paymentTerms, run: updatePaymentTerms });
  kit.remove({ summary: 'Delete payment terms', description: '204, or 409 `in-use` naming the customers and suppliers that have them.', run: (ctx, id) => deletePaymentTerms(ctx, id) });
});
