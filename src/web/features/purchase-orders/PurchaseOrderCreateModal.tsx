import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { PurchaseOrderCreate } from '../../../contract/purchase-orders';
import { companies } from '../../api/companies';
import { useMinorUnitsByCode } from '../../api/currencies';
import { purchaseOrders } from '../../api/purchase-orders';
import { supplierPicker, suppliers } from '../../api/suppliers';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextAreaField } from '../../components/form/fields';
import { OrderLinesEditor, ProposedCurrencyField } from '../../components/form/order-fields';
import { RecordPicker } from '../../components/form/pickers';
import { RouteModal } from '../../components/RouteModal';
import { emptyOrderLine, lineAmount, orderSchema, orderTotal, type OrderLine } from './order-form';

/** Route `purchasing/orders/new`: a DRAFT purchase order, its lines picked by item code. */
export default function PurchaseOrderCreateModal() {
  const company = companies.useOne(useCurrentCompany().companyId);
  const minorUnitsByCode = useMinorUnitsByCode();
  return (
    <RouteModal title="New purchase order" size={1100} ready={!!company.data && !!minorUnitsByCode.data} loadingLabel="Loading company" error={company.error ?? minorUnitsByCode.error}>
      {(close) => <OrderForm companyId={company.data!.id} baseCurrency={company.data!.baseCurrency} minorUnitsByCode={minorUnitsByCode.data!} close={close} />}
    </RouteModal>
  );
}

function OrderForm({ companyId, baseCurrency, minorUnitsByCode, close }: { companyId: string; baseCurrency: string; minorUnitsByCode: Map<string, number>; close: () => void }) {
  const navigate = useNavigate();
  const create = purchaseOrders.useCreate();
  const form = useSchemaForm(orderSchema, { currencyCodeString: baseCurrency, orderDate: dayjs().format('YYYY-MM-DD'), items: [emptyOrderLine() as OrderLine] });
  const supplierSearch = useMemo(() => supplierPicker(companyId), [companyId]);
  return (
    <Form
      form={form}
      submitLabel="Create purchase order"
      onCancel={close}
      onSubmit={async (values) => {
        const order = await create.mutateAsync({ ...values, companyIdString: companyId });
        notifications.show({ color: 'green', message: `Created ${order.number} as a draft.` });
        navigate(`/purchasing/orders/${order.id}`);
      }}
    >
      <Text size="sm">The order is saved as a draft; submit it from its page when it goes to the supplier.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RecordPicker name="supplierIdString" label="Supplier" source={supplierSearch} placeholder="Search suppliers" required />
        <CurrencyFromSupplier baseCurrency={baseCurrency} />
        <DateField name="orderDate" label="Order date" required />
        <DateField name="expectedDate" label="Expected by" />
      </SimpleGrid>
      <OrderLinesEditor companyId={companyId} minorUnitsByCode={minorUnitsByCode} priceField="rate" priceLabel="Rate" emptyLine={emptyOrderLine} lineAmount={lineAmount} orderTotal={orderTotal} />
      <TextAreaField name="notes" label="Notes" />
    </Form>
  );
}

/** The currency: the chosen supplier's billing currency is proposed until the user picks one. */
function CurrencyFromSupplier({ baseCurrency }: { baseCurrency: string }) {
  const supplierId = useWatch<PurchaseOrderCreate, 'supplierIdString'>({ name: 'supplierIdString' });
  const proposed = suppliers.useOne(supplierId).data?.currencyCodeString;
  return <ProposedCurrencyField baseCurrency={baseCurrency} proposed={proposed} description="The supplier's billing currency, unless you choose another" />;
}
