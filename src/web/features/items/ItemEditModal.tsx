import { useParams } from 'react-router-dom';
import { Text } from '@mantine/core';
import { itemUpdate, type ItemDetail } from '../../../contract/items';
import { ApiError } from '../../api/client';
import { items } from '../../api/items';
import { useStockHasMoved } from '../../api/stock-entries';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { recordFormValues } from '../../components/form/record-form-values';
import { withTypedAmounts } from '../../components/form/typed-input';
import { RouteModal } from '../../components/RouteModal';
import { ItemFields } from './ItemFields';

const updateSchema = withTypedAmounts(itemUpdate, ['standardCost']);

/** Route `inventory/items/:id/edit`, over the detail page. */
export default function ItemEditModal() {
  const item = items.useOne(useParams().id);
  // Whether the valuation method is still free to change: not once the item's stock has moved.
  const moved = useStockHasMoved(item.data?.maintainStock === false ? undefined : item.data?.id);
  const known = !!item.data && (!item.data.maintainStock || moved.data !== undefined);
  return (
    <RouteModal title="Edit item" ready={known || !!moved.error} loadingLabel="Loading item" error={item.error}>
      {(close) => <ItemEditForm item={item.data!} stockMoved={moved.data === true} close={close} />}
    </RouteModal>
  );
}

function ItemEditForm({ item, stockMoved, close }: { item: ItemDetail; stockMoved: boolean; close: () => void }) {
  const update = items.useUpdate(item.id);
  const form = useSchemaForm(updateSchema, recordFormValues(item, ['name', 'itemGroup', 'uom', 'valuationMethod', 'maintainStock', 'allowNegativeStock', 'standardCost', 'companyIdString']));
  return (
    <DialogForm
      form={form}
      submitLabel="Save item"
      close={close}
      save={async (values) => {
        try {
          // A full replacement: an emptied standard cost is cleared, not kept.
          return await update.mutateAsync({ ...values, standardCost: values.standardCost ?? null, allowNegativeStock: values.maintainStock && values.allowNegativeStock });
        } catch (error) {
          // Stock moved since the form opened: the refusal goes on the field it is about (the form's alert says it too).
          if (error instanceof ApiError && error.status === 409 && error.code === 'in-use' && values.valuationMethod !== item.valuationMethod) {
            form.setError('valuationMethod', { type: 'server', message: error.userMessage }, { shouldFocus: true });
          }
          throw error;
        }
      }}
      savedMessage={(saved) => `Saved ${saved.itemCode}.`}
    >
      <Text size="sm">Item code <b>{item.itemCode}</b> (fixed)</Text>
      <ItemFields
        create={false}
        baseCurrency={item.baseCurrency}
        valuationLocked={stockMoved ? `Fixed: the stock of ${item.itemCode} has moved, so its valuation method can no longer change.` : undefined}
      />
    </DialogForm>
  );
}
