import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import { paymentTerms } from '../../api/payment-terms';
import { RouteModal } from '../../components/RouteModal';

/** Route `settings/payment-terms/:id/delete`: asks first; terms a customer or supplier has are kept (409 `in-use`). */
export default function PaymentTermsDeleteModal() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const terms = paymentTerms.useOne(id);
  const remove = paymentTerms.useRemove();
  const name = terms.data?.name ?? 'these payment terms';
  const error = remove.error instanceof ApiError ? remove.error : null;
  return (
    <RouteModal title="Delete payment terms?" size="md">
      {(close) => (
        <Stack>
          <Text size="sm">Delete {name}? Documents posted already keep their due dates. Terms a customer or supplier has are kept.</Text>
          {remove.error && (
            <Alert color="red" role="alert" title={error?.code === 'in-use' ? 'These payment terms are in use' : 'Not deleted'}>
              {error ? error.userMessage : String(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{error?.code === 'in-use' ? 'Close' : 'Keep payment terms'}</Button>
            <Button
              color="red" loading={remove.isPending} disabled={error?.code === 'in-use'}
              onClick={() => remove.mutate(id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: `Deleted payment terms ${name}.` });
                  navigate('/settings/payment-terms', { replace: true });
                },
              })}
            >
              Delete payment terms
            </Button>
          </Group>
        </Stack>
      )}
    </RouteModal>
  );
}
