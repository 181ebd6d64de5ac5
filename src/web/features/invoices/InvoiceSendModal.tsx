import { useParams } from 'react-router-dom';
import { customers } from '../../api/customers';
import { invoices } from '../../api/invoices';
import { DialogForm } from '../../components/form/DialogForm';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import type { InvoiceDetail } from '../../../contract/invoices';
import { invoiceSendForm } from './send-form';

/**
 * Route `sales/invoices/:id/send`: emails the invoice with its PDF, to the customer's address
 * unless changed. Subject and text may be left empty for the service's defaults. Without a mail
 * server the service refuses (409), which shows here.
 */
export default function InvoiceSendModal() {
  const invoice = invoices.useOne(useParams().id);
  const customer = customers.useOne(invoice.data?.customerIdString);
  const ready = !!invoice.data && (!!customer.data || !!customer.error);
  return (
    <RouteModal title={invoice.data ? `Email ${invoice.data.number}` : 'Email invoice'} size="lg" ready={ready} loadingLabel="Loading invoice" error={invoice.error}>
      {(close) => <SendForm invoice={invoice.data!} customerEmail={customer.data?.email ?? ''} close={close} />}
    </RouteModal>
  );
}

function SendForm({ invoice, customerEmail, close }: { invoice: InvoiceDetail; customerEmail: string; close: () => void }) {
  const send = invoices.useSend();
  const form = useSchemaForm(invoiceSendForm, { to: customerEmail, cc: '', subject: '', message: '' });
  const what = invoice.return ? 'Credit note' : 'Invoice';
  return (
    <DialogForm form={form} submitLabel="Send" close={close} save={(body) => send.mutateAsync({ id: invoice.id, body })}
      savedMessage={() => `${what} ${invoice.number} is queued for sending; the Emails section shows when it has gone.`}>
      <TextField name="to" label="To" required autoFocus type="text" autoComplete="email" description="Separate several addresses with commas" />
      <TextField name="cc" label="Cc" type="text" autoComplete="email" />
      <TextField name="subject" label="Subject" placeholder={`${what} ${invoice.number}`} />
      <TextAreaField name="message" label="Message" description="Left empty: a short note with the number, total and due date" />
    </DialogForm>
  );
}
