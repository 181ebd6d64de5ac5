import { useParams } from 'react-router-dom';
import { webhookEndpointUpdate, type WebhookEndpoint, type WebhookEndpointUpdate } from '../../../contract/webhooks';
import { webhookEndpoints } from '../../api/webhooks';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { RouteModal } from '../../components/RouteModal';
import { EndpointFields } from './EndpointFields';

/** Route `settings/webhooks/:id/edit`: URL, events and description, saved with `If-Match` (a 412 says someone else changed it). */
export default function WebhookEditModal() {
  const endpoint = webhookEndpoints.useOne(useParams().id);
  return (
    <RouteModal title="Edit webhook endpoint" ready={!!endpoint.data} error={endpoint.error} loadingLabel="Loading the endpoint">
      {(close) => <EditForm endpoint={endpoint.data!} close={close} />}
    </RouteModal>
  );
}

function EditForm({ endpoint, close }: { endpoint: WebhookEndpoint; close: () => void }) {
  const replace = webhookEndpoints.useReplace();
  const form = useSchemaForm(webhookEndpointUpdate, {
    url: endpoint.url, events: endpoint.events as WebhookEndpointUpdate['events'], description: endpoint.description ?? undefined,
  });
  return (
    <DialogForm
      form={form}
      submitLabel="Save"
      close={close}
      // a replacement: a description cleared is null, not left as it was
      save={(values) => replace.mutateAsync({ id: endpoint.id, version: endpoint.version, body: { ...values, description: values.description ?? null } })}
      savedMessage={(saved) => `Saved ${saved.url}.`}
    >
      <EndpointFields />
    </DialogForm>
  );
}
