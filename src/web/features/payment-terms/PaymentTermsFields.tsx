import { NumberField } from '../../components/form/number-fields';
import { SwitchField, TextField } from '../../components/form/fields';
import { DUE_DAYS_MAX } from '../../../contract/payment-terms';

/** The fields of the payment terms create and edit dialogs. */
export function PaymentTermsFields() {
  return (
    <>
      <TextField name="name" label="Name" required autoFocus placeholder="Net 30" />
      <NumberField name="dueDays" label="Due days" required min={0} max={DUE_DAYS_MAX} description="Days after the posting date (0: due on the posting date)" />
      <SwitchField name="endOfMonth" label="End of month" description="Then due on the last day of that month" />
    </>
  );
}
