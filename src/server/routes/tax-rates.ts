import { taxRate, taxRateCreate, taxRateListQuery, taxRateUpdate } from '../../contract/tax-rates';
import { createTaxRate, deleteTaxRate, getTaxRate, listTaxRates, updateTaxRate } from '../domain/tax/tax-rates';
import { resourceRoutes } from './resource-kit';

export const taxRateRoutes = resourceRoutes('tax-rates', (kit) => {
  kit.create({ summary: 'Create a tax rate', body: taxRateCreate, response: taxRate, run: createTaxRate });
  kit.list({ summary: 'List tax rates', query: taxRateListQuery, record: taxRate, run: listTaxRates });
  kit.get({ summary: 'Get a tax rate', response: taxRate, run: getTaxRate });
  kit.replace({
    summary: 'Update a tax rate', description: 'A full replacement. Documents taxed already keep the percentage they were taxed at; draft orders take the new one when next saved.',
    body: taxRateUpdate, response: taxRate, run: updateTaxRate,
  });
  kit.remove({ summary: 'Delete a tax rate', description: '204, or 409 `in-use` naming the document lines taxed at it.', run: (ctx, id) => deleteTaxRate(ctx, id) });
});
