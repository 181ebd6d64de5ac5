import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import { paymentHref, payments } from '../../api/payments';
import { RouteModal } from '../../components/RouteModal';

/**
 * Route `accounting/payments/:id/cancel`: asks first; the cancellation posts the reversal of the
 * payment's entry and reopens what it settled. What the service refuses (a closed period) shows here.
 */
export default function PaymentCancelModal() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const payment = payments.useOne(id);
  const cancel = payments.useCancel();
  const p = payment.data;
  const error = cancel.error instanceof ApiError ? cancel.error : null;
  const refused = error?.status === 409;
  const settled = p ? p.allocations.map((a) => a.documentNumber).join(', ') : '';
  return (
    <RouteModal title={p ? `Cancel ${p.number}?` : 'Cancel payment?'} size="md" ready={!!p} loadingLabel="Loading payment" error={payment.error}>
      {(close) => (
        <Stack>
          <Text size="sm">
            {p!.number} will be cancelled: its journal entry is reversed{settled ? ` and ${settled} reopen${p!.allocations.length === 1 ? 's' : ''}` : ''}. This cannot be undone.
          </Text>
          {cancel.error && (
            <Alert color="red" role="alert" title={refused ? 'This payment cannot be cancelled' : 'Not cancelled'} data-testid="cancel-problem">
              {error ? error.userMessage : String(cancel.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{refused ? 'Close' : 'Keep payment'}</Button>
            <Button
              color="red"
              loading={cancel.isPending}
              disabled={refused}
              onClick={() =>
                cancel.mutate({ id }, {
                  onSuccess: (saved) => {
                    notifications.show({ color: 'green', message: `Cancelled ${saved.number}.` });
                    navigate(paymentHref(saved), { replace: true });
                  },
                })
              }
            >
              Cancel payment
            </Button>
          </Group>
        </Stack>
      )}
    </RouteModal>
  );
}
