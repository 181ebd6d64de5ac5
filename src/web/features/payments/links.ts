import type { Payment } from '../../../contract/payments';

/** The customer's or supplier's page of a payment's party. */
export const partyHref = (p: Pick<Payment, 'partyType' | 'partyIdString'>) => (p.partyType === 'CUSTOMER' ? `/sales/customers/${p.partyIdString}` : `/purchasing/suppliers/${p.partyIdString}`);
