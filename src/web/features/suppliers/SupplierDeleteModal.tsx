import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import { suppliers } from '../../api/suppliers';
import { RouteModal } from '../../components/RouteModal';

/**
 * Route `purchasing/suppliers/:id/delete`: asks first; a supplier that purchase orders, bills or
 * payments refer to cannot be deleted, and the dialog says what refers to it (409 `in-use`).
 */
export default function SupplierDeleteModal() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const supplier = suppliers.useOne(id);
  const remove = suppliers.useRemove();
  const name = supplier.data?.name ?? 'this supplier';
  const error = remove.error instanceof ApiError ? remove.error : null;
  return (
    <RouteModal title="Delete supplier?" size="md">
      {(close) => (
        <Stack>
          <Text size="sm">Delete {name}? This cannot be undone. A supplier that orders, bills or payments refer to is kept.</Text>
          {remove.error && (
            <Alert color="red" role="alert" title={error?.code === 'in-use' ? 'This supplier is in use' : 'Not deleted'}>
              {error ? error.userMessage : String(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{error?.code === 'in-use' ? 'Close' : 'Keep supplier'}</Button>
            <Button
              color="red"
              loading={remove.isPending}
              disabled={error?.code === 'in-use'}
              onClick={() =>
                remove.mutate(id, {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: `Deleted supplier ${name}.` });
                    navigate('/purchasing/suppliers', { replace: true });
                  },
                })
              }
            >
              Delete supplier
            </Button>
          </Group>
        </Stack>
      )}
    </RouteModal>
  );
}
