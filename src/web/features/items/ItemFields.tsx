import { useWatch } from 'react-hook-form';
import { Text } from '@mantine/core';
import type { ValuationMethod } from '../../../contract/items';
import { SwitchField, TextField } from '../../components/form/fields';
import { MoneyField } from '../../components/form/number-fields';
import { SelectField } from '../../components/form/select-field';
import { valuationMethodLabels, valuationMethodOptions } from './valuation';

/** The fields of the item create and edit forms (the item code is only typed on create: it is fixed afterwards). */
export function ItemFields({ create, baseCurrency, valuationLocked }: { create: boolean; baseCurrency?: string; /** Why the valuation method cannot change (its stock has moved). */ valuationLocked?: string }) {
  const method = useWatch({ name: 'valuationMethod' }) as ValuationMethod | undefined;
  const maintainStock = useWatch({ name: 'maintainStock' }) as boolean | undefined;
  return (
    <>
      {create && <TextField name="itemCode" label="Item code" required autoFocus description="The code or SKU; it cannot change once the item exists" />}
      <TextField name="name" label="Name" required autoFocus={!create} />
      <TextField name="itemGroup" label="Item group" required={create} />
      <TextField name="uom" label="Unit of measure" required description="e.g. each, box, kg, hour" />
      <SelectField
        name="valuationMethod"
        label="Valuation method"
        data={valuationMethodOptions}
        required
        disabled={!!valuationLocked}
        description={valuationLocked ? <span data-testid="valuation-locked">{valuationLocked}</span> : 'How the stock of this item is valued'}
      />
      {method && <Text size="sm" c="dimmed" data-testid="valuation-explanation">{valuationMethodLabels[method].explanation}{valuationLocked ? '' : ' It cannot change once stock has moved.'}</Text>}
      <MoneyField
        name="standardCost"
        label="Standard cost"
        currency={baseCurrency}
        required={method === 'STANDARD'}
        description={`Per unit, in the company's base currency${baseCurrency ? ` (${baseCurrency})` : ''}; required for standard cost valuation`}
      />
      <SwitchField name="maintainStock" label="Maintain stock" description="Track the quantity on hand and its value" />
      <SwitchField name="allowNegativeStock" label="Allow negative stock" description="Let issues take stock below zero" disabled={!maintainStock} />
    </>
  );
}
