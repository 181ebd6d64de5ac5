import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import { taxRates } from '../../api/tax-rates';
import { RouteModal } from '../../components/RouteModal';

/** Route `settings/tax-rates/:id/delete`: asks first; a rate a document line has is kept (409 `in-use`). */
export default function TaxRateDeleteModal() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const rate = taxRates.useOne(id);
  const remove = taxRates.useRemove();
  const name = rate.data?.name ?? 'this tax rate';
  const error = remove.error instanceof ApiError ? remove.error : null;
  const inUse = error?.code === 'in-use';
  return (
    <RouteModal title="Delete tax rate?" size="md">
      {(close) => (
        <Stack>
          <Text size="sm">Delete {name}? A rate that invoice, order or bill lines have is kept: rename it instead, or stop choosing it.</Text>
          {remove.error && (
            <Alert color="red" role="alert" title={inUse ? 'This tax rate is in use' : 'Not deleted'}>
              {error ? error.userMessage : String(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{inUse ? 'Close' : 'Keep tax rate'}</Button>
            <Button
              color="red" loading={remove.isPending} disabled={inUse}
              onClick={() => remove.mutate(id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: `Deleted tax rate ${name}.` });
                  navigate('/settings/tax-rates', { replace: true });
                },
              })}
            >
              Delete tax rate
            </Button>
          </Group>
        </Stack>
      )}
    </RouteModal>
  );
}
