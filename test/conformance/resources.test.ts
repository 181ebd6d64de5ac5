import { accountingPeriods, accounts, apiKeys, charges, companies, customers, fiscalYears, invoices, itemPrices, items, journalEntries, journalTemplates, payments, purchaseOrders, salesOrders, stockEntries, suppliers } from '../../src/server/db/schema';
import { accountPayload, defaultAccount, ok, twoLineEntry } from '../support/accounting-fixtures';
import { describeResourceConformance, type PayloadContext } from '../support/conformance';
import { inOneYear } from '../support/fixtures';
import { useTwoCompanyApp } from '../support/two-companies';

const world = useTwoCompanyApp();
const unique = (what: string) => `${what} ${Math.random().toString(36).slice(2, 10)}`;

/** Fiscal years of one company never overlap: each payload takes the next year. */
let nextYear = 2040;
async function newFiscalYear({ api, company }: PayloadContext) {
  const year = nextYear++;
  return ok(await api.post('/fiscal-years', { name: `FY ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31`, companyIdString: company.id }), 201);
}

describeResourceConformance(world, {
  path: '/companies', scope: 'companies', table: companies,
  createPayload: () => ({ name: unique('Company'), baseCurrency: 'EUR' }),
  updatePayload: () => ({ name: unique('Renamed') }),
  sortable: ['name', 'code', 'createdAt'], textQuery: ['name', 'code'],
});

describeResourceConformance(world, {
  path: '/customers', scope: 'customers', table: customers,
  createPayload: ({ company }) => ({ name: unique('Customer'), email: 'ap@example.com', phone: '+1 555', taxId: 'T-1', billingAddress: '1 Way', notes: 'n', currencyCode: 'EUR', companyIdString: company.id }),
  updatePayload: ({ company }) => ({ name: unique('Customer'), notes: 'updated', companyIdString: company.id }),
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['name', 'createdAt', 'email'], textQuery: ['search'],
});

describeResourceConformance(world, {
  path: '/suppliers', scope: 'suppliers', table: suppliers,
  createPayload: ({ company }) => ({ name: unique('Supplier'), email: 'ar@example.com', phone: '+1 555', address: '2 Dock', notes: 'n', currencyCodeString: 'EUR', companyIdString: company.id }),
  updatePayload: ({ company }) => ({ name: unique('Supplier'), notes: 'updated', companyIdString: company.id }),
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['name', 'createdAt', 'email'], textQuery: ['search'],
});

describeResourceConformance(world, {
  path: '/charges', scope: 'charges', table: charges,
  createPayload: ({ company }) => ({
    name: unique('Charge'), description: 'd', account: '40200', percentageRate: 2.5, flat: 0.3, composite: false, global: false,
    min: 1, max: 50, minimumAmount: 10, maximumAmount: 10000, currencyString: 'EUR', companyIdString: company.id,
  }),
  updatePayload: ({ company }) => ({ name: unique('Charge'), amount: 4.5, currencyString: 'EUR', companyIdString: company.id }),
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['name', 'createdAt'], textQuery: ['search', 'currencyString'],
});

const itemPayload = (company: { id: string }) => ({
  itemCode: unique('SKU').replace(' ', '-'), name: unique('Item'), itemGroup: 'Hardware', uom: 'each', valuationMethod: 'STANDARD',
  maintainStock: true, allowNegativeStock: false, standardCost: 2.5, companyIdString: company.id,
});

describeResourceConformance(world, {
  path: '/items', scope: 'items', table: items,
  createPayload: ({ company }) => itemPayload(company),
  updatePayload: ({ company }) => ({ name: unique('Item'), uom: 'box', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: true, companyIdString: company.id }),
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['itemCode', 'name', 'itemGroup', 'uom', 'createdAt'], textQuery: ['name', 'itemCode', 'itemGroup'],
});

describeResourceConformance(world, {
  path: '/item-prices', scope: 'item-prices', table: itemPrices,
  createPayload: async ({ api, company }) => ({ currency: 'EUR', price: '12.50', itemIdString: ok(await api.post('/items', itemPayload(company)), 201).id }),
  companyQuery: 'companyIdString',
  sortable: ['createdAt', 'price', 'currency', 'itemCode'], textQuery: ['currency'],
});

let nextOrderDay = 1;
describeResourceConformance(world, {
  path: '/purchase-orders', scope: 'purchase-orders', table: purchaseOrders,
  createPayload: async ({ api, company }) => {
    const supplier = ok(await api.post('/suppliers', { name: unique('PO Supplier'), companyIdString: company.id }), 201);
    const item = ok(await api.post('/items', itemPayload(company)), 201);
    const day = String((nextOrderDay++ % 28) + 1).padStart(2, '0');
    return {
      companyIdString: company.id, supplierIdString: supplier.id, currencyCodeString: 'EUR', orderDate: `2026-04-${day}`, expectedDate: '2026-05-30',
      notes: 'n', items: [{ itemCode: item.itemCode, qty: 2.5, rate: 4.1 }],
    };
  },
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['number', 'orderDate', 'status', 'total', 'createdAt'], textQuery: ['search'], dateQuery: ['fromDate', 'toDate'],
});

let nextInvoiceDay = 1;
// Posted documents are immutable: no PUT, so no updatePayload (cancellation is POST /invoices/{id}/cancel).
describeResourceConformance(world, {
  path: '/invoices', scope: 'invoices', table: invoices,
  createPayload: async ({ api, company }) => {
    const customer = ok(await api.post('/customers', { name: unique('Invoice Customer'), companyIdString: company.id }), 201);
    const item = ok(await api.post('/items', { ...itemPayload(company), maintainStock: false }), 201);
    const day = String((nextInvoiceDay++ % 28) + 1).padStart(2, '0');
    return {
      currencyCodeString: company.baseCurrency, companyIdString: company.id, customerIdString: customer.id, postingDate: `2026-04-${day}`,
      dueDate: '2026-05-30', notes: 'n', return: false, items: [{ itemCode: item.itemCode, qty: 2.5, unitPrice: 4.1, amount: 10.25 }],
      charges: [{ amount: 1.5, description: 'Delivery', chargeType: 'shipping' }],
    };
  },
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['number', 'postingDate', 'total', 'createdAt'], dateQuery: ['fromDate', 'toDate'],
});

// Posted when created: no PUT (cancellation is POST /payments/{id}/cancel). Each payment receives part of a fresh invoice.
let nextPaymentDay = 1;
describeResourceConformance(world, {
  path: '/payments', scope: 'payments', table: payments,
  createPayload: async ({ api, company }) => {
    const customer = ok(await api.post('/customers', { name: unique('Payment Customer'), companyIdString: company.id }), 201);
    const item = ok(await api.post('/items', { ...itemPayload(company), maintainStock: false }), 201);
    const day = String((nextPaymentDay++ % 28) + 1).padStart(2, '0');
    ok(await api.post('/invoices', {
      currencyCodeString: company.baseCurrency, companyIdString: company.id, customerIdString: customer.id, postingDate: `2026-04-${day}`,
      return: false, items: [{ itemCode: item.itemCode, qty: 4, unitPrice: 25, amount: 100 }],
    }), 201);
    return {
      paymentMethodLabel: 'BANK', transactionNetAmount: 55.5, transactionCharge: 1, transactionGatewayCharge: 0.5, transactionMerchantCommission: 0.25,
      transactionTax: 0.75, transactionTotalAmount: 58, reference: unique('REF'), postingDate: `2026-04-${day}`, transactionCurrency: company.baseCurrency,
      partyType: 'CUSTOMER', partyIdString: customer.id, paymentType: 'RECEIVE', companyIdString: company.id, isGlOnly: false,
    };
  },
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['number', 'postingDate', 'transactionTotalAmount', 'createdAt'], textQuery: ['search'], dateQuery: ['fromDate', 'toDate'],
});

describeResourceConformance(world, {
  path: '/sales-orders', scope: 'sales-orders', table: salesOrders,
  createPayload: async ({ api, company }) => {
    const customer = ok(await api.post('/customers', { name: unique('SO Customer'), currencyCode: 'EUR', companyIdString: company.id }), 201);
    const item = ok(await api.post('/items', itemPayload(company)), 201);
    return {
      companyIdString: company.id, customerIdString: customer.id, currencyCodeString: 'EUR', orderDate: '2026-04-01', deliveryDate: '2026-05-30',
      notes: 'n', items: [{ itemCode: item.itemCode, qty: 2.5, unitPrice: 4.1 }],
    };
  },
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['createdAt', 'number', 'total', 'orderDate', 'status'], dateQuery: ['fromDate', 'toDate'],
});

describeResourceConformance(world, {
  path: '/stock-entries', scope: 'stock-entries', table: stockEntries,
  createPayload: async ({ api, company }) => ({
    companyIdString: company.id, entryType: 'RECEIPT', postingDate: '2026-06-01',
    items: [{ itemCode: ok(await api.post('/items', { ...itemPayload(company), valuationMethod: 'FIFO' }), 201).itemCode, qty: 2, rate: 3.25 }],
  }),
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['postingDate', 'number', 'createdAt', 'entryType'], dateQuery: ['fromDate', 'toDate'],
});

describeResourceConformance(world, {
  path: '/accounts', scope: 'accounts', table: accounts,
  createPayload: ({ company }) => accountPayload(company, { name: unique('Account'), description: 'd', alternateAccountNumber: 'ALT-1' }),
  updatePayload: ({ company }) => accountPayload(company, { name: unique('Account'), description: 'updated' }),
  companyField: 'companyStringId', companyQuery: 'companyIdString',
  sortable: ['accountNumber', 'name', 'type', 'category', 'createdAt'], textQuery: ['name'],
});

describeResourceConformance(world, {
  path: '/fiscal-years', scope: 'fiscal-years', table: fiscalYears,
  createPayload: ({ company }) => {
    const year = nextYear++;
    return { name: `FY ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31`, companyIdString: company.id };
  },
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['startDate', 'name', 'createdAt'],
});

describeResourceConformance(world, {
  path: '/accounting-periods', scope: 'accounting-periods', table: accountingPeriods,
  createPayload: async (ctx) => {
    const year = await newFiscalYear(ctx);
    const y = year.startDate.slice(0, 4);
    return { name: unique('Period'), startDate: `${y}-01-01T00:00:00Z`, endDate: `${y}-01-31T23:59:59+01:00`, periodType: 'MONTH', notes: 'n', fiscalYearIdString: year.id, companyIdString: ctx.company.id };
  },
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['startDate', 'endDate', 'name', 'periodType', 'status', 'createdAt'],
});

describeResourceConformance(world, {
  path: '/journal-entries', scope: 'journal-entries', table: journalEntries,
  createPayload: async ({ world: { t }, company }) => ({
    ...twoLineEntry('2026-03-16', await defaultAccount(t, company.id, 'EXPENSE'), await defaultAccount(t, company.id, 'CASH'), 12.5, unique('Entry')),
    companyIdString: company.id,
  }),
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['postingDate', 'entryNumber', 'createdAt', 'reference'], textQuery: ['reference'], dateQuery: ['fromDate', 'toDate'],
});

describeResourceConformance(world, {
  path: '/journal-templates', scope: 'journal-templates', table: journalTemplates,
  createPayload: ({ company }) => ({ type: 'EXPENSE', postingDate: '2026-03-10T09:30:00+02:00', reference: unique('Rent'), amount: 125.5, companyIdString: company.id }),
  companyField: 'companyIdString', companyQuery: 'companyIdString',
  sortable: ['postingDate', 'reference', 'createdAt', 'status', 'type'], textQuery: ['reference'],
});

describeResourceConformance(world, {
  path: '/api-keys', scope: 'api-keys', table: apiKeys,
  createPayload: ({ company }) => ({ name: unique('key'), description: 'd', scopes: ['customers:read'], rateLimitPerHour: 100, expiresAt: inOneYear(), companyIdString: company.id }),
  companyField: 'companyIdString',
  sortable: ['name', 'createdAt', 'expiresAt', 'lastUsedAt', 'rateLimitPerHour'], textQuery: ['name'],
});

describeResourceConformance(world, {
  path: '/currencies', scope: 'currencies',
  sortable: ['code', 'name'], textQuery: ['code'],
});

describeResourceConformance(world, {
  path: '/reports/trial-balance', scope: 'reports',
  listQuery: { fromDate: '2026-01-01', toDate: '2026-12-31' },
  companyQuery: 'companyIdString', dateQuery: ['fromDate', 'toDate'],
});

describeResourceConformance(world, {
  path: '/reports/receivables-aging', scope: 'reports',
  companyQuery: 'companyIdString', dateQuery: ['asOf'],
});

describeResourceConformance(world, {
  path: '/reports/payables-aging', scope: 'reports',
  companyQuery: 'companyIdString', dateQuery: ['asOf'],
});

describeResourceConformance(world, {
  path: '/reports/dashboard', scope: 'reports',
  companyQuery: 'companyIdString',
});
