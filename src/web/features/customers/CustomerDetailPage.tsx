import { Link, Outlet, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { customers } from '../../api/customers';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';
import { RecordNotFound } from '../../components/RecordNotFound';

export default function CustomerDetailPage() {
  const { id } = useParams();
  const customer = customers.useOne(id);
  if (customer.isError) return <RecordNotFound title="Customer not found" error={customer.error as Error} backTo="/sales/customers" backLabel="Back to customers" />;
  const c = customer.data;
  return (
    <Stack maw={1000}>
      <Anchor component={Link} to="/sales/customers" size="sm">← Customers</Anchor>
      <Group justify="space-between">
        <Title order={2}>{c?.name ?? 'Customer'}</Title>
        <Button component={Link} to="edit" variant="light">Edit customer</Button>
      </Group>
      <Details
        loading={!c}
        items={[
          ['Email', c?.email ? <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> : undefined],
          ['Phone', c?.phone],
          ['Tax id', c?.taxId],
          ['Billing currency', c?.currencyCode],
          ['Billing address', c?.billingAddress],
          ['Notes', c?.notes],
          ['Created', c ? formatDateTime(c.createdAt) : undefined],
          ['Updated', c ? formatDateTime(c.updatedAt) : undefined],
        ]}
      />
      <Outlet />
    </Stack>
  );
}
