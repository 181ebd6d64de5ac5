import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { suppliers } from '../../api/suppliers';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';

export default function SupplierDetailPage() {
  const supplier = suppliers.useOne(useParams().id);
  const s = supplier.data;
  return (
    <DetailPageLayout
      error={supplier.error}
      companyId={s?.companyIdString}
      notFoundTitle="Supplier not found"
      back={{ to: '/purchasing/suppliers', label: 'Suppliers' }}
      title={s?.name ?? 'Supplier'}
      actions={
        <Group gap="sm">
          <Button component={Link} to="edit" variant="light">Edit supplier</Button>
          <Button component={Link} to="delete" variant="subtle" color="red">Delete</Button>
        </Group>
      }
      maw={1000}
    >
      <Details
        loading={!s}
        items={[
          ['Email', s?.email ? <Anchor href={`mailto:${s.email}`}>{s.email}</Anchor> : undefined],
          ['Phone', s?.phone],
          ['Billing currency', s?.currencyCodeString],
          ['Address', s?.address],
          ['Notes', s?.notes],
          ['Created', s ? formatDateTime(s.createdAt) : undefined],
          ['Updated', s ? formatDateTime(s.updatedAt) : undefined],
        ]}
      />
      <Title order={3}>Orders and bills</Title>
      <Paper withBorder p="md" data-testid="supplier-activity">
        <Text size="sm" c="dimmed">The supplier's purchase orders, bills and payments appear here once purchasing exists.</Text>
      </Paper>
    </DetailPageLayout>
  );
}
