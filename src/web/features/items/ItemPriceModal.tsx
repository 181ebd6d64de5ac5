import { useParams } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { Text } from '@mantine/core';
import { itemPriceCreate } from '../../../contract/item-prices';
import { currencyPicker } from '../../api/currencies';
import { itemPrices, items } from '../../api/items';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { MoneyField } from '../../components/form/number-fields';
import { RecordPicker } from '../../components/form/pickers';
import { RouteModal } from '../../components/RouteModal';

/** Route `inventory/items/:id/price`: a new price in a currency, which becomes the current one. */
export default function ItemPriceModal() {
  const id = useParams().id ?? '';
  const item = items.useOne(id);
  const create = itemPrices.useCreate();
  const form = useSchemaForm(itemPriceCreate, { itemIdString: id, currency: item.data?.baseCurrency ?? 'USD' });
  return (
    <RouteModal title="Set price" size="md" ready={!!item.data} loadingLabel="Loading item" error={item.error}>
      {(close) => (
        <DialogForm form={form} submitLabel="Set price" close={close} save={(values) => create.mutateAsync({ ...values, itemIdString: id })} savedMessage={(price) => `${item.data?.itemCode} now costs ${price.price} ${price.currency}.`}>
          <Text size="sm">The new price becomes the current one in its currency; the previous price stays in the history.</Text>
          <RecordPicker name="currency" label="Currency" source={currencyPicker} required initialOption={item.data ? { value: item.data.baseCurrency, label: item.data.baseCurrency } : undefined} />
          <PriceField />
        </DialogForm>
      )}
    </RouteModal>
  );
}

function PriceField() {
  const currency = useWatch({ name: 'currency' }) as string | undefined;
  return <MoneyField name="price" label="Price per unit" currency={currency} required />;
}
