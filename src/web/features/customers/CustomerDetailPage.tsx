import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Title } from '@mantine/core';
import { customers } from '../../api/customers';
import { useCan } from '../../app/auth/permissions';
import { DetailPageLayout } from '../../components/DetailPageLayout';
import { Details } from '../../components/Details';
import { formatDateTime } from '../../components/format';
import { PaymentTermsName } from '../payment-terms/PaymentTermsName';
import { CustomerInvoices } from './CustomerInvoices';
import { CustomerSalesOrders } from './CustomerSalesOrders';

export default function CustomerDetailPage() {
  const customer = customers.useOne(useParams().id);
  const c = customer.data;
  const can = useCan();
  return (
    <DetailPageLayout
      history={{ recordType: 'customer', recordId: customer.data?.id }}
      error={customer.error}
      companyId={c?.companyIdString}
      notFoundTitle="Customer not found"
      back={{ to: '/sales/customers', label: 'Customers' }}
      title={c?.name ?? 'Customer'}
      actions={<Button component={Link} to="edit" variant="light">Edit customer</Button>}
      maw={1000}
    >
      <Details
        loading={!c}
        items={[
          ['Email', c?.email ? <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> : undefined],
          ['Phone', c?.phone],
          ['Tax id', c?.taxId],
          ['Billing currency', c?.currencyCode],
          ['Payment terms', c ? <PaymentTermsName id={c.paymentTermsIdString} /> : undefined],
          ['Billing address', c?.billingAddress],
          ['Notes', c?.notes],
          ['Created', c ? formatDateTime(c.createdAt) : undefined],
          ['Updated', c ? formatDateTime(c.updatedAt) : undefined],
        ]}
      />
      {can('invoices:read') && (
        <>
          <Title order={3}>Invoices and balance</Title>
          {c && <CustomerInvoices customer={c} />}
        </>
      )}
      {can('sales-orders:read') && (
        <>
          <Title order={3}>Sales orders</Title>
          {c && <CustomerSalesOrders customer={c} />}
        </>
      )}
    </DetailPageLayout>
  );
}
