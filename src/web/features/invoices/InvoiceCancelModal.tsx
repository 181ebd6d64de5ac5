import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import { invoices } from '../../api/invoices';
import { RouteModal } from '../../components/RouteModal';
import { invoiceHref } from './links';

/**
 * Route `sales/invoices/:id/cancel`: asks first; the cancellation posts the reversal of the
 * invoice's entries. What the service refuses (409: payments allocated, a closed period) shows here.
 */
export default function InvoiceCancelModal() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const invoice = invoices.useOne(id);
  const cancel = invoices.useCancel();
  const i = invoice.data;
  const kind = i?.return ? 'credit note' : 'invoice';
  const error = cancel.error instanceof ApiError ? cancel.error : null;
  const refused = error?.status === 409;
  return (
    <RouteModal title={i ? `Cancel ${i.number}?` : 'Cancel invoice?'} size="md" ready={!!i} loadingLabel="Loading invoice" error={invoice.error}>
      {(close) => (
        <Stack>
          <Text size="sm">
            {i!.number} will be cancelled: its journal entries are reversed{i!.return ? ' and the stock it brought back goes out again' : ' and its stock comes back'}. This cannot be undone.
          </Text>
          {cancel.error && (
            <Alert color="red" role="alert" title={refused ? `This ${kind} cannot be cancelled` : 'Not cancelled'} data-testid="cancel-problem">
              {error ? error.userMessage : String(cancel.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{refused ? 'Close' : `Keep ${kind}`}</Button>
            <Button
              color="red"
              loading={cancel.isPending}
              disabled={refused}
              onClick={() =>
                cancel.mutate({ id }, {
                  onSuccess: (saved) => {
                    notifications.show({ color: 'green', message: `Cancelled ${saved.number}.` });
                    navigate(invoiceHref(saved), { replace: true });
                  },
                })
              }
            >
              Cancel {kind}
            </Button>
          </Group>
        </Stack>
      )}
    </RouteModal>
  );
}
