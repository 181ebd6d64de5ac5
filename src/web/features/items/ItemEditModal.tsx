import { useParams } from 'react-router-dom';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { itemUpdate, type ItemDetail } from '../../../contract/items';
import { items } from '../../api/items';
import { Form, useSchemaForm } from '../../components/form/Form';
import { withTypedAmounts } from '../../components/form/typed-input';
import { RouteModal } from '../../components/RouteModal';
import { ItemFields } from './ItemFields';

const updateSchema = withTypedAmounts(itemUpdate, ['standardCost']);

/** Route `inventory/items/:id/edit`, over the detail page. */
export default function ItemEditModal() {
  const item = items.useOne(useParams().id);
  return (
    <RouteModal title="Edit item" ready={!!item.data} loadingLabel="Loading item" error={item.error}>
      {(close) => <ItemEditForm item={item.data!} close={close} />}
    </RouteModal>
  );
}

function ItemEditForm({ item, close }: { item: ItemDetail; close: () => void }) {
  const update = items.useUpdate(item.id);
  const form = useSchemaForm(updateSchema, {
    name: item.name,
    itemGroup: item.itemGroup,
    uom: item.uom,
    valuationMethod: item.valuationMethod,
    maintainStock: item.maintainStock,
    allowNegativeStock: item.allowNegativeStock,
    standardCost: item.standardCost ?? undefined,
    companyIdString: item.companyIdString,
  });
  return (
    <Form
      form={form}
      submitLabel="Save item"
      onCancel={close}
      onSubmit={async (values) => {
        // A full replacement: an emptied standard cost is cleared, not kept.
        const saved = await update.mutateAsync({ ...values, standardCost: values.standardCost ?? null, allowNegativeStock: values.maintainStock && values.allowNegativeStock });
        notifications.show({ color: 'green', message: `Saved ${saved.itemCode}.` });
        close();
      }}
    >
      <Text size="sm">Item code <b>{item.itemCode}</b> (fixed)</Text>
      <ItemFields create={false} baseCurrency={item.baseCurrency} />
    </Form>
  );
}
