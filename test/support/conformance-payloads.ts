import { ok } from './accounting-fixtures';
import type { PayloadContext } from './conformance';

/** Payload helpers the conformance fixtures (test/conformance/fixtures/) share. */
export const unique = (what: string) => `${what} ${Math.random().toString(36).slice(2, 10)}`;

/** Fiscal years of one company never overlap: each payload takes the next year. */
let nextYear = 2040;
export const takeYear = () => nextYear++;

export async function newFiscalYear({ api, company }: PayloadContext) {
  const year = takeYear();
  return ok(await api.post('/fiscal-years', { name: `FY ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31`, companyIdString: company.id }), 201);
}

export const itemPayload = (company: { id: string }) => ({
  itemCode: unique('SKU').replace(' ', '-'), name: unique('Item'), itemGroup: 'Hardware', uom: 'each', valuationMethod: 'STANDARD',
  maintainStock: true, allowNegativeStock: false, standardCost: 2.5, companyIdString: company.id,
});
