import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { billHref, bills } from '../../api/bills';
import { purchaseOrders } from '../../api/purchase-orders';
import { suppliers } from '../../api/suppliers';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime, formatDay } from '../../components/format';
import { Money } from '../../components/Money';
import { RecordTable } from '../../components/RecordTable';
import { RelatedRecords } from '../../components/RelatedRecords';
import { StatusBadge } from '../../components/StatusBadge';
import { PaymentTermsName } from '../payment-terms/PaymentTermsName';

export default function SupplierDetailPage() {
  const supplier = suppliers.useOne(useParams().id);
  const s = supplier.data;
  return (
    <DetailPageLayout
      history={{ recordType: 'supplier', recordId: supplier.data?.id }}
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
          ['Payment terms', s ? <PaymentTermsName id={s.paymentTermsIdString} /> : undefined],
          ['Address', s?.address],
          ['Notes', s?.notes],
          ['Created', s ? formatDateTime(s.createdAt) : undefined],
          ['Updated', s ? formatDateTime(s.updatedAt) : undefined],
        ]}
      />
      <Group justify="space-between">
        <Title order={3}>Purchase orders</Title>
        {s && <Anchor component={Link} to={`/purchasing/orders?supplierIdString=${s.id}`} size="sm">All of them</Anchor>}
      </Group>
      <Paper withBorder p="sm" data-testid="supplier-activity">
        {s && <SupplierOrders supplierId={s.id} companyId={s.companyIdString} />}
      </Paper>
      <Group justify="space-between">
        <Title order={3}>Bills</Title>
        {s && <Anchor component={Link} to={`/purchasing/bills?supplierIdString=${s.id}`} size="sm">All of them</Anchor>}
      </Group>
      <Paper withBorder p="sm" data-testid="supplier-bills">
        {s && <SupplierBills supplierId={s.id} companyId={s.companyIdString} />}
      </Paper>
    </DetailPageLayout>
  );
}

/** The supplier's newest purchase orders. */
function SupplierOrders({ supplierId, companyId }: { supplierId: string; companyId: string }) {
  const orders = purchaseOrders.useList({ companyIdString: companyId, supplierIdString: supplierId, size: 5, sort: '-orderDate' });
  return (
    <RelatedRecords rows={orders.data?.content} error={orders.error} forbidden="Your role does not show purchase orders." failed={() => 'The orders could not be loaded.'} loading="Loading orders…" empty="No purchase orders to this supplier yet.">
      {(rows) => (
        <>
          <RecordTable
            label="Newest purchase orders"
            columns={[
              { header: 'Number', cell: (o) => <Anchor component={Link} to={`/purchasing/orders/${o.id}`}>{o.number}</Anchor> },
              { header: 'Order date', cell: (o) => formatDay(o.orderDate) },
              { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
              { header: 'Total', numeric: true, cell: (o) => <Money amount={o.total} currency={o.currencyCodeString} /> },
            ]}
            rows={rows}
            rowKey={(o) => o.id}
          />
          {orders.data!.page.totalElements > 5 && <Text size="sm" c="dimmed" mt="xs">{orders.data!.page.totalElements} orders in all.</Text>}
        </>
      )}
    </RelatedRecords>
  );
}

/** The supplier's newest bills, with what is still to pay on each. */
function SupplierBills({ supplierId, companyId }: { supplierId: string; companyId: string }) {
  const found = bills.useList({ companyIdString: companyId, supplierIdString: supplierId, size: 5, sort: '-postingDate' });
  return (
    <RelatedRecords rows={found.data?.content} error={found.error} forbidden="Your role does not show bills." failed={() => 'The bills could not be loaded.'} loading="Loading bills…" empty="No bills from this supplier yet.">
      {(rows) => (
        <>
          <RecordTable
            label="Newest bills"
            columns={[
              { header: 'Number', cell: (b) => <Anchor component={Link} to={billHref(b)}>{b.number}</Anchor> },
              { header: 'Posting date', cell: (b) => formatDay(b.postingDate) },
              { header: 'Purchase order', cell: (b) => <Anchor component={Link} to={`/purchasing/orders/${b.purchaseOrderIdString}`}>{b.purchaseOrderNumber}</Anchor> },
              { header: 'Total', numeric: true, cell: (b) => <Money amount={b.total} currency={b.currency} /> },
              { header: 'Outstanding', numeric: true, cell: (b) => <Money amount={b.outstanding} currency={b.currency} /> },
            ]}
            rows={rows}
            rowKey={(b) => b.id}
          />
          {found.data!.page.totalElements > 5 && <Text size="sm" c="dimmed" mt="xs">{found.data!.page.totalElements} bills in all.</Text>}
        </>
      )}
    </RelatedRecords>
  );
}
