import { accountingPeriodsResource } from './accounting-periods';
import { accountsResource } from './accounts';
import { auditEventsResource } from './audit-events';
import { billsResource } from './bills';
import { chargesResource } from './charges';
import { companiesResource } from './companies';
import { currenciesResource } from './currencies';
import { customersResource } from './customers';
import { fiscalYearsResource } from './fiscal-years';
import { invoicesResource } from './invoices';
import { itemPricesResource } from './item-prices';
import { itemsResource } from './items';
import { journalEntriesResource } from './journal-entries';
import { journalTemplatesResource } from './journal-templates';
import { paymentsResource } from './payments';
import { paymentTermsResource } from './payment-terms';
import { taxRatesResource } from './tax-rates';
import { exchangeRatesResource } from './exchange-rates';
import { exchangeRevaluationsResource } from './exchange-revaluations';
import { eventsResource } from './events';
import { webhookEndpointsResource } from './webhooks';
import { purchaseOrdersResource } from './purchase-orders';
import { reportsResource } from './reports';
import { defineResource, importColumnsOf, type Access, type ImportSpec, type ResourceManifest, type Role } from './resource-manifest';
import { salesOrdersResource } from './sales-orders';
import { stockEntriesResource } from './stock-entries';
import { suppliersResource } from './suppliers';

/**
 * Every resource of the service, each by its manifest (`<resource>Resource` in its contract
 * file), in the order scopes are listed. Scopes, the scopes of each role, the import types and
 * their columns are derived from this list: a new resource adds its manifest here, one line.
 * Imports, API keys and users are declared here, as their contracts read this list.
 */
export const resources = [
  accountsResource,
  accountingPeriodsResource,
  journalTemplatesResource,
  journalEntriesResource,
  fiscalYearsResource,
  reportsResource,
  invoicesResource,
  salesOrdersResource,
  purchaseOrdersResource,
  billsResource,
  itemsResource,
  itemPricesResource,
  stockEntriesResource,
  suppliersResource,
  customersResource,
  companiesResource,
  currenciesResource,
  paymentsResource,
  chargesResource,
  paymentTermsResource,
  taxRatesResource,
  exchangeRatesResource,
  exchangeRevaluationsResource,
  auditEventsResource,
  eventsResource,
  webhookEndpointsResource,
  defineResource({ name: 'imports', access: { ACCOUNTANT: 'write', SALES: 'write', INVENTORY: 'write' } }),
  defineResource({ name: 'api-keys', access: { everyone: 'write' } }),
  defineResource({ name: 'users', viewer: false }),
] as const satisfies readonly ResourceManifest[];

export type ScopeResource = (typeof resources)[number]['name'];

/** Resources as URL segments; each has a `:read` and a `:write` scope (write implies read). */
export const scopeResources = resources.map((r) => r.name) as ScopeResource[];

const scopesOf = (resource: string, access: Access | undefined) =>
  access === 'write' ? [`${resource}:read`, `${resource}:write`] : access === 'read' ? [`${resource}:read`] : [];

const stronger = (a: Access | undefined, b: Access | undefined) => (a === 'write' || b === 'write' ? 'write' : a ?? b);

/** The scopes each role grants (decisions §5), from the manifests' `access`. */
export const roleScopes: Record<Role, string[]> = {
  ADMIN: ['*'],
  ...Object.fromEntries((['ACCOUNTANT', 'SALES', 'INVENTORY'] as const).map((role) => [
    role,
    resources.flatMap((r: ResourceManifest) => scopesOf(r.name, stronger(r.access?.everyone, r.access?.[role]))),
  ])) as Record<'ACCOUNTANT' | 'SALES' | 'INVENTORY', string[]>,
  VIEWER: resources.filter((r: ResourceManifest) => r.viewer !== false).map((r) => `${r.name}:read`),
};

type Imported = Extract<(typeof resources)[number], { imports: ImportSpec }>;

/** What an import brings in: one resource per import (decisions §11). */
export type ImportType = Imported['imports']['type'];
const imported = (resources.filter((r: ResourceManifest) => r.imports) as Imported[]).sort((a, b) => a.imports.position - b.imports.position);
export const importTypes = imported.map((r) => r.imports.type) as [ImportType, ...ImportType[]];

/**
 * The columns of each type: the create payload's field names (decisions §11), without the company
 * (the import's), derived from the payload by `importColumnsOf`. ITEM_PRICE names its item by
 * `itemCode`; ACCOUNT's `currencyStringId` also takes an ISO code.
 */
export const importColumns = Object.fromEntries(imported.map((r) => [r.imports.type, importColumnsOf(r.imports)])) as
  Record<ImportType, { required: string[]; optional: string[]; key: string }>;

/** How the console names each import type, and where it lists the imported records. */
export const importTypeLabels = Object.fromEntries(imported.map((r) => [r.imports.type, r.imports.label])) as Record<ImportType, string>;
export const importTargetPaths = Object.fromEntries(imported.map((r) => [r.imports.type, r.imports.listPath])) as Record<ImportType, string>;

/** Each import type's example row of its template, and the scope writing its records takes. */
export const importExamples = Object.fromEntries(imported.map((r): [string, Record<string, string>] => [r.imports.type, r.imports.example])) as Record<ImportType, Record<string, string>>;
export const importTargetScopes = Object.fromEntries(imported.map((r) => [r.imports.type, `${r.name}:write`])) as Record<ImportType, string>;
