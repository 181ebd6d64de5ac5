import type { ComboboxItem } from '@mantine/core';
import { currencyPicker } from '../../api/currencies';
import { TextAreaField, TextField } from '../../components/form/fields';
import { RecordPicker } from '../../components/form/pickers';
import { PaymentTermsPicker } from '../payment-terms/PaymentTermsPicker';

/** The fields of the supplier create and edit forms. */
export function SupplierFields({ currency, paymentTermsId }: { currency?: ComboboxItem; paymentTermsId?: string | null }) {
  return (
    <>
      <TextField name="name" label="Name" required autoFocus />
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
      <RecordPicker name="currencyCodeString" label="Billing currency" source={currencyPicker} initialOption={currency} description="The currency the supplier bills in; the company's base currency when empty" />
      <PaymentTermsPicker party="supplier" current={paymentTermsId} />
      <TextAreaField name="address" label="Address" />
      <TextAreaField name="notes" label="Notes" />
    </>
  );
}
