import { useParams } from 'react-router-dom';
import { WEBHOOKS_PATH, webhookEndpoints } from '../../api/webhooks';
import { DeleteRecordModal } from '../../components/DeleteRecordModal';

/** Route `settings/webhooks/:id/delete`: asks first; the endpoint's deliveries go with it. */
export default function WebhookDeleteModal() {
  const id = useParams().id ?? '';
  const url = webhookEndpoints.useOne(id).data?.url ?? 'this endpoint';
  return (
    <DeleteRecordModal
      id={id} noun="webhook endpoint" remove={webhookEndpoints.useRemove()} inUseTitle="This endpoint cannot be deleted"
      question={`Delete the endpoint ${url}? No more events are sent to it and its delivery log goes with it. This cannot be undone.`}
      deleted={`Deleted the webhook endpoint ${url}.`} afterDelete={WEBHOOKS_PATH}
    />
  );
}
