import { payment, paymentCancel, paymentCreate, paymentDetail, paymentListQuery } from '../../contract/payments';
import { cancelPayment, createPayment, getPayment, listPayments } from '../domain/payments/payments';
import { resourceRoutes } from './resource-kit';

/** Payments: posted and allocated when created, never replaced (no PUT), cancelled by reversal (docs/payments.md). */
export const paymentRoutes = resourceRoutes('payments', (kit) => {
  kit.create({
    summary: 'Receive or pay money (posted and allocated at once)',
    description: 'RECEIVE posts Dr cash or bank (net), Dr fees (charge + gateway charge + merchant commission), Dr tax, Cr receivable (total); PAY posts Dr payable (total), Cr cash or bank (net), Cr fees, Cr tax. Unless `isGlOnly`, allocates to the party\'s open invoices (bills) oldest first, or as `allocations` say; what is left stays unallocated. In another currency than the base: at `exchangeRate` (else the rate in force), settling documents of its currency and posting the realized exchange difference. Send an `Idempotency-Key`. 409 `period-closed`; 422 at the field otherwise (`transactionTotalAmount` naming the expected sum, `transactionCurrency` `no-exchange-rate`).',
    body: paymentCreate, response: paymentDetail, run: createPayment,
  });
  kit.list({ summary: 'List payments', query: paymentListQuery, record: payment, run: listPayments });
  kit.get({ summary: 'Get payment, with its allocations', response: paymentDetail, run: getPayment });
  kit.action('cancel', {
    summary: 'Cancel payment (reverses its journal entry, reopens its allocations)',
    description: 'Body optional: `postingDate` of the reversal (the payment\'s own when omitted, never before it). The invoices and bills it settled get their allocations back as outstanding. 409 `invalid-transition` when cancelled already, `period-closed`.',
    body: paymentCancel.nullish(), response: paymentDetail, problems: [404, 409, 422], run: cancelPayment,
  });
});
