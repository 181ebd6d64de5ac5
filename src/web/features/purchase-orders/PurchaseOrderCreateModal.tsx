import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ActionIcon, Button, Group, SimpleGrid, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import type { PurchaseOrderCreate } from '../../../contract/purchase-orders';
import { companies } from '../../api/companies';
import { currencyPicker, useMinorUnitsByCode } from '../../api/currencies';
import { itemCodePicker } from '../../api/items';
import { purchaseOrders } from '../../api/purchase-orders';
import { supplierPicker, suppliers } from '../../api/suppliers';
import { useCurrentCompany } from '../../app/current-company';
import { Form, useSchemaForm } from '../../components/form/Form';
import { DateField } from '../../components/form/date-fields';
import { TextAreaField } from '../../components/form/fields';
import { MoneyField, QuantityField } from '../../components/form/number-fields';
import { RecordPicker } from '../../components/form/pickers';
import { RouteModal } from '../../components/RouteModal';
import { formatMoney } from '../../money/money';
import { emptyOrderLine, lineAmount, orderSchema, orderTotal, QTY_DECIMALS, type OrderLine } from './order-form';

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
      <LinesEditor companyId={companyId} minorUnitsByCode={minorUnitsByCode} />
      <TextAreaField name="notes" label="Notes" />
    </Form>
  );
}

/** The currency field: the chosen supplier's billing currency is proposed until the user picks one. */
function CurrencyFromSupplier({ baseCurrency }: { baseCurrency: string }) {
  const { control, setValue } = useFormContext<PurchaseOrderCreate>();
  const supplierId = useWatch({ control, name: 'supplierIdString' });
  const currency = useWatch({ control, name: 'currencyCodeString' });
  const proposed = suppliers.useOne(supplierId).data?.currencyCodeString;
  // The currency last set for the user (the base currency at first): one they chose themselves stays.
  const lastProposed = useRef(baseCurrency);
  useEffect(() => {
    if (proposed && currency === lastProposed.current && proposed !== currency) {
      lastProposed.current = proposed;
      setValue('currencyCodeString', proposed, { shouldDirty: true });
    }
  }, [proposed]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <RecordPicker
      name="currencyCodeString"
      label="Currency"
      source={currencyPicker}
      initialOption={currency ? { value: currency, label: currency } : null}
      required
      description="The supplier's billing currency, unless you choose another"
    />
  );
}

function LinesEditor({ companyId, minorUnitsByCode }: { companyId: string; minorUnitsByCode: Map<string, number> }) {
  const { control } = useFormContext<PurchaseOrderCreate>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' }) as Partial<OrderLine>[] | undefined;
  const currency = useWatch({ control, name: 'currencyCodeString' }) ?? '';
  const minorUnits = minorUnitsByCode.get(currency) ?? 2;
  const { errors } = useFormState({ control, name: 'items' });
  const itemSearch = useMemo(() => itemCodePicker(companyId), [companyId]);
  const money = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, currency, minorUnits);
  const linesErrors = errors.items as { message?: string; root?: { message?: string } } | undefined;
  const linesError = linesErrors?.message ?? linesErrors?.root?.message;
  const total = orderTotal(lines, minorUnits);
  return (
    <div>
      <Text fw={500} size="sm" mb={4} id="order-lines-label">Items</Text>
      <div style={{ overflowX: 'auto' }}>
        <Table verticalSpacing={4} horizontalSpacing="xs" aria-labelledby="order-lines-label" style={{ minWidth: 720 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={32}>#</Table.Th>
              <Table.Th scope="col">Item</Table.Th>
              <Table.Th scope="col" w={130} ta="right">Quantity</Table.Th>
              <Table.Th scope="col" w={160} ta="right">Rate ({currency})</Table.Th>
              <Table.Th scope="col" w={150} ta="right">Amount</Table.Th>
              <Table.Th scope="col" w={40}><VisuallyHidden>Remove</VisuallyHidden></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field, i) => {
              const amount = lineAmount(lines?.[i], minorUnits);
              return (
                <Table.Tr key={field.id} style={{ verticalAlign: 'top' }}>
                  <Table.Td pt={10}>{i + 1}</Table.Td>
                  <Table.Td miw={240}>
                    <RecordPicker name={`items.${i}.itemCode`} label={`Item, line ${i + 1}`} hideLabel source={itemSearch} placeholder="Search by item code" />
                  </Table.Td>
                  <Table.Td>
                    <QuantityField name={`items.${i}.qty`} label={`Quantity, line ${i + 1}`} hideLabel decimals={QTY_DECIMALS} />
                  </Table.Td>
                  <Table.Td>
                    <MoneyField name={`items.${i}.rate`} label={`Rate, line ${i + 1}`} hideLabel currency={currency} minorUnits={minorUnits} />
                  </Table.Td>
                  <Table.Td ta="right" pt={10} data-testid={`order-line-amount-${i}`}>{amount === undefined ? '—' : money(amount)}</Table.Td>
                  <Table.Td pt={6}>
                    <ActionIcon variant="subtle" color="red" onClick={() => remove(i)} disabled={fields.length <= 1} aria-label={`Remove line ${i + 1}`} title={fields.length <= 1 ? 'An order has at least one line' : undefined}>
                      ✕
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row" colSpan={4}>Total</Table.Th>
              <Table.Td ta="right" data-testid="order-total">{money(total)}</Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </div>
      <Group justify="space-between" mt="xs" align="flex-start">
        <Button variant="light" size="xs" onClick={() => append(emptyOrderLine() as OrderLine)}>Add line</Button>
        {linesError && <Text c="red" size="sm" role="alert">{linesError}</Text>}
      </Group>
    </div>
  );
}
