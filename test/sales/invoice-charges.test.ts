import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Charge } from '../../src/contract/charges';
import type { Company } from '../../src/contract/companies';
import { DomainError } from '../../src/server/base/errors';
import { chargeConfigurationsRead, resolveInvoiceCharges } from '../../src/server/domain/sales/invoice-charges';
import { readOne } from '../../src/server/db/read-together';
import { createAccount, defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { twoCompanies } from '../support/two-companies';

/** resolveInvoiceCharges, called as invoices call it: with the database and the company's default accounts, no HTTP. */

let t: TestApp;
let api: Client;
let theirApi: Client;
let company: Company;
let otherCompany: Company;
let tax: string;
let otherIncome: string;
let freightAccount: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ api, theirApi, company, otherCompany } = await twoCompanies(t));
  tax = await defaultAccount(t, company.id, 'TAX');
  otherIncome = await defaultAccount(t, company.id, 'OTHER_INCOME');
  freightAccount = (await createAccount(api, company, { name: 'Freight income', type: 'REVENUE', category: 'OPERATING' })).id;
});
afterAll(async () => {
  await t?.close();
});

const createCharge = async (payload: Record<string, unknown>, as = api): Promise<Charge> =>
  ok(await as.post('/charges', { currencyString: 'USD', companyIdString: company.id, ...payload }), 201);
const resolve = async (input: Partial<Parameters<typeof resolveInvoiceCharges>[1]>) => resolveInvoiceCharges(t.database.db, {
  currency: 'USD', base: '0', requested: [], defaultAccounts: { TAX: tax, OTHER_INCOME: otherIncome },
  configurations: await readOne(t.database.db, chargeConfigurationsRead(company.id)), ...input,
});

describe('resolveInvoiceCharges', () => {
  test('the OTHER_INCOME default is the chart\'s 40200 "Other income"', async () => {
    expect(ok(await api.get(`/accounts/${otherIncome}`))).toMatchObject({ accountNumber: '40200', name: 'Other income', type: 'REVENUE', defaultRole: 'OTHER_INCOME' });
  });

  test('without charge configurations: tax to TAX, shipping, handling, other and none to OTHER_INCOME', async () => {
    expect(await resolve({
      base: '100',
      requested: [
        { amount: '7.25', chargeType: 'TAX', description: 'Sales tax' },
        { amount: 5, chargeType: 'shipping' },
        { amount: '1.5', chargeType: 'handling', description: null },
        { amount: '0', chargeType: 'other' },
        { amount: '2.00' },
      ],
    })).toEqual([
      { description: 'Sales tax', chargeType: 'TAX', amount: '7.25', accountId: tax, chargeIdString: null, global: false },
      { description: null, chargeType: 'shipping', amount: '5.00', accountId: otherIncome, chargeIdString: null, global: false },
      { description: null, chargeType: 'handling', amount: '1.50', accountId: otherIncome, chargeIdString: null, global: false },
      { description: null, chargeType: 'other', amount: '0.00', accountId: otherIncome, chargeIdString: null, global: false },
      { description: null, chargeType: null, amount: '2.00', accountId: otherIncome, chargeIdString: null, global: false },
    ]);
  });

  describe('with charge configurations', () => {
    let freight: Charge;
    let surcharge: Charge;
    let band: Charge;
    beforeAll(async () => {
      freight = await createCharge({ name: 'Freight', flat: 10, account: freightAccount });
      await createCharge({ name: 'Tax', percentageRate: 8 }); // no account: the TAX default
      surcharge = await createCharge({ name: 'Energy surcharge', description: 'Energy', percentageRate: 2.5, min: 1, global: true });
      band = await createCharge({ name: 'Small order fee', amount: 3, maximumAmount: 50, global: true, account: freightAccount });
      await createCharge({ name: 'Euro global', flat: 9, global: true, currencyString: 'EUR' });
      await createCharge({ name: 'Energy surcharge', percentageRate: 50, global: true, currencyString: 'USD', companyIdString: otherCompany.id }, theirApi);
    });

    test('a chargeType naming a configuration (ignoring case) posts to its account; a configuration without one falls back by its name', async () => {
      const lines = await resolve({ base: '1000', requested: [{ amount: '12.34', chargeType: ' freight ' }, { amount: '80', chargeType: 'tax' }] });
      expect(lines.slice(0, 2)).toEqual([
        { description: null, chargeType: ' freight ', amount: '12.34', accountId: freightAccount, chargeIdString: freight.id, global: false },
        { description: null, chargeType: 'tax', amount: '80.00', accountId: tax, chargeIdString: expect.any(String), global: false },
      ]);
    });

    test('every global configuration in the invoice currency adds a line quoted on the base; zero quotes are left out', async () => {
      expect(await resolve({ base: '1000' })).toEqual([
        { description: 'Energy', chargeType: 'Energy surcharge', amount: '25.00', accountId: otherIncome, chargeIdString: surcharge.id, global: true },
      ]);
      expect(await resolve({ base: '40.10' })).toEqual([
        { description: 'Energy', chargeType: 'Energy surcharge', amount: '1.00', accountId: otherIncome, chargeIdString: surcharge.id, global: true },
        { description: 'Small order fee', chargeType: 'Small order fee', amount: '3.00', accountId: freightAccount, chargeIdString: band.id, global: true },
      ]);
      expect(await resolve({ base: '100', currency: 'EUR' })).toEqual([expect.objectContaining({ chargeType: 'Euro global', amount: '9.00', global: true })]);
      expect(await resolve({ base: '100', currency: 'JPY' })).toEqual([]);
    });

    test('a requested charge naming a global configuration replaces its automatic line', async () => {
      expect(await resolve({ base: '40', requested: [{ amount: '0.50', chargeType: 'energy SURCHARGE' }] })).toEqual([
        { description: null, chargeType: 'energy SURCHARGE', amount: '0.50', accountId: otherIncome, chargeIdString: surcharge.id, global: false },
        expect.objectContaining({ chargeIdString: band.id, amount: '3.00', global: true }),
      ]);
    });

    test('a composite global configuration is one line, the sum of its components', async () => {
      const a = await createCharge({ name: 'Part A', flat: 1 });
      const b = await createCharge({ name: 'Part B', percentageRate: 1 });
      const bundle = await createCharge({ name: 'Bundle', composite: true, components: [a.id, b.id], global: true, minimumAmount: 5000 });
      expect((await resolve({ base: '6000' })).find((l) => l.chargeIdString === bundle.id)).toEqual(
        { description: 'Bundle', chargeType: 'Bundle', amount: '61.00', accountId: otherIncome, chargeIdString: bundle.id, global: true });
    });
  });

  test('requested amounts must be exact at the currency\'s minor units and not negative: 422 at charges.N.amount', async () => {
    const refused = async (requested: { amount: string | number }[], currency: string, path: string, code: string) => {
      const error = await resolve({ requested, currency }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).errors).toEqual([expect.objectContaining({ path, code })]);
    };
    await refused([{ amount: '1.00' }, { amount: '1.005' }], 'USD', 'charges.1.amount', 'too-precise');
    await refused([{ amount: 1.5 }], 'JPY', 'charges.0.amount', 'too-precise');
    await refused([{ amount: '-1' }], 'USD', 'charges.0.amount', 'negative');
    await refused([{ amount: 'abc' }], 'USD', 'charges.0.amount', 'invalid');
    await refused([{ amount: Number.NaN }], 'USD', 'charges.0.amount', 'invalid');
  });

  test('a charge whose default account the company lacks is a conflict naming the role; a charge with an account of its own needs none', async () => {
    const lacking = async (chargeType: string, defaultAccounts: Record<string, string>, role: string) => {
      const error = await resolve({ requested: [{ amount: '1.00', chargeType }], currency: 'GBP', defaultAccounts }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: 'conflict', detail: `The company has no default ${role} account for invoice charges.` });
    };
    await lacking('tax', { OTHER_INCOME: otherIncome }, 'TAX');
    await lacking('shipping', { TAX: tax }, 'OTHER_INCOME');
    // (in GBP, where no global charge without an account of its own is quoted besides)
    const pallets = await createCharge({ name: 'Pallets', flat: 4, account: freightAccount, currencyString: 'GBP' });
    expect(await resolve({ requested: [{ amount: '4.00', chargeType: 'pallets' }], currency: 'GBP', defaultAccounts: {} }))
      .toEqual([expect.objectContaining({ accountId: freightAccount, chargeIdString: pallets.id })]);
  });
});
