import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../api/client';
import { exchangeRates, pairLabel } from '../../api/exchange-rates';
import { formatDay, userLocale } from '../../components/format';
import { RouteModal } from '../../components/RouteModal';
import { formatExchangeRate } from '../../money/exchange-rate';

/** Route `settings/exchange-rates/:id/delete`: asks first. */
export default function ExchangeRateDeleteModal() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const rate = exchangeRates.useOne(id).data;
  const remove = exchangeRates.useRemove();
  const name = rate ? `${pairLabel(rate)} ${formatExchangeRate(rate.rate, userLocale)} of ${formatDay(rate.date)}` : 'this exchange rate';
  return (
    <RouteModal title="Delete exchange rate?" size="md">
      {(close) => (
        <Stack>
          <Text size="sm">Delete {name}? From that day on, the pair&apos;s earlier rate is in force until its next one.</Text>
          {remove.error && (
            <Alert color="red" role="alert" title="Not deleted">
              {remove.error instanceof ApiError ? remove.error.userMessage : String(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>Keep exchange rate</Button>
            <Button
              color="red" loading={remove.isPending}
              onClick={() => remove.mutate(id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: `Deleted ${name}.` });
                  navigate('/settings/exchange-rates', { replace: true });
                },
              })}
            >
              Delete exchange rate
            </Button>
          </Group>
        </Stack>
      )}
    </RouteModal>
  );
}
