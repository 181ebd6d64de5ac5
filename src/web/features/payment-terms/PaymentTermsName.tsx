import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { paymentTerms, termsLabel } from '../../api/payment-terms';

/** A party's payment terms on its page: their name and what they mean, linking to the terms; "None" without. */
export function PaymentTermsName({ id }: { id: string | null | undefined }) {
  const terms = paymentTerms.useOne(id);
  if (!id) return 'None (due on the posting date)';
  if (terms.error) return 'could not be loaded';
  if (!terms.data) return 'loading…';
  return <Anchor component={Link} to={`/settings/payment-terms/${terms.data.id}`}>{termsLabel(terms.data)}</Anchor>;
}
