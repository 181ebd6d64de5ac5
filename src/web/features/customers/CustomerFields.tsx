import type { ComboboxItem } from '@mantine/core';
import { currencyPicker } from '../../api/currencies';
import { TextAreaField, TextField } from '../../components/form/fields';
import { RecordPicker } from '../../components/form/pickers';
import { PaymentTermsPicker } from '../payment-terms/PaymentTermsPicker';

/** The fields of the customer create and edit forms. */
export function CustomerFields({ currency, paymentTermsId }: { currency?: ComboboxItem; paymentTermsId?: string | null }) {
  return (
    <>
      <TextField name="name" label="Name" required autoFocus />
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
      <TextField name="taxId" label="Tax id" />
      <RecordPicker name="currencyCode" label="Billing currency" source={currencyPicker} initialOption={currency} description="The company's base currency when empty" />
      <PaymentTermsPicker party="customer" current={paymentTermsId} />
      <TextAreaField name="billingAddress" label="Billing address" />
      <TextAreaField name="notes" label="Notes" />
    </>
  );
}
