import { itemCreate } from '../../../contract/items';
import { companies } from '../../api/companies';
import { items } from '../../api/items';
import { useCurrentCompany } from '../../app/current-company';
import { DialogForm } from '../../components/form/DialogForm';
import { useSchemaForm } from '../../components/form/Form';
import { withTypedAmounts } from '../../components/form/typed-input';
import { RouteModal } from '../../components/RouteModal';
import { ItemFields } from './ItemFields';

/** The standard cost is typed (an exact decimal string) until it is sent. */
const createSchema = withTypedAmounts(itemCreate, ['standardCost']);

/** Route `inventory/items/new`. */
export default function ItemCreateModal() {
  const { companyId } = useCurrentCompany();
  const company = companies.useOne(companyId);
  const create = items.useCreate();
  const form = useSchemaForm(createSchema, {
    itemCode: '', name: '', itemGroup: '', uom: 'each', valuationMethod: 'MAVG', maintainStock: true, allowNegativeStock: false, companyIdString: companyId ?? undefined,
  });
  return (
    <RouteModal title="New item">
      {(close) => (
        <DialogForm form={form} submitLabel="Create item" close={close} save={(values) => create.mutateAsync({ ...values, allowNegativeStock: values.maintainStock && values.allowNegativeStock, companyIdString: companyId ?? values.companyIdString })} savedMessage={(item) => `Created item ${item.itemCode}.`} goTo={(item) => `/inventory/items/${item.id}`}>
          <ItemFields create baseCurrency={company.data?.baseCurrency} />
        </DialogForm>
      )}
    </RouteModal>
  );
}
