/**
 * The `operationId` of every operation, named by one rule from its method and path (verb +
 * resource, decisions §13): `POST /invoices` createInvoice, `GET /sales-orders` listSalesOrders,
 * `GET /invoices/{id}` getInvoice, `PUT /customers/{id}` updateCustomer, `DELETE /suppliers/{id}`
 * deleteSupplier, `POST /invoices/{id}/cancel` cancelInvoice, `POST /purchase-orders/{id}/receipts`
 * (a 201 under a record) createPurchaseOrderReceipt, `GET /items/{id}/stock-movements` (a page)
 * listItemStockMovements, `GET /charges/{id}/quote` getChargeQuote, `GET /accounts/next-number`
 * getAccountNextNumber. The few paths the rule cannot name are named in EXCEPTIONS; a path
 * neither names throws when the route registers, so every operation has one.
 */

const EXCEPTIONS: Record<string, string> = {
  'GET /auth/setup': 'getSetupStatus',
  'POST /auth/setup': 'setUp',
  'POST /auth/login': 'logIn',
  'POST /auth/refresh': 'refreshSession',
  'POST /auth/logout': 'logOut',
  'GET /auth/me': 'getCurrentUser',
  'POST /auth/invitations/accept': 'acceptInvitation',
  'POST /auth/password-reset': 'resetPassword',
  'POST /users/invitations': 'createInvitation',
  'GET /users/invitations': 'listInvitations',
  'GET /users/invitations/{id}': 'getInvitation',
  'POST /users/password-resets': 'createPasswordReset',
  'DELETE /api-keys': 'deleteApiKeyByName',
  'GET /imports/templates/{file}': 'getImportTemplate',
  'PUT /journal-templates/authorize/{id}': 'authorizeJournalTemplate',
  'PUT /sales-orders/update-workflow/{salesOrderTrace}': 'advanceSalesOrderWorkflow',
  'GET /reports/trial-balance': 'getTrialBalance',
  'GET /reports/receivables-aging': 'getReceivablesAging',
  'GET /reports/payables-aging': 'getPayablesAging',
  'GET /reports/dashboard': 'getDashboard',
  'GET /reports/tax-summary': 'getTaxSummary',
  // "terms" is no plural of a "term": one record is the payment terms
  'POST /payment-terms': 'createPaymentTerms',
  'GET /payment-terms/{id}': 'getPaymentTerms',
  'PUT /payment-terms/{id}': 'updatePaymentTerms',
  'DELETE /payment-terms/{id}': 'deletePaymentTerms',
};

const pascal = (words: string) => words.split(/[-._]/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');
const isParameter = (segment: string) => /^\{\w+\}$/.test(segment);

export type OperationShape = {
  method: string;
  /** The path under the API prefix, OpenAPI style: `/invoices/{id}/cancel`. */
  path: string;
  /** Its success status (201 names a POST under a record a create). */
  success: number;
  /** It answers a page (`page`, `size` in its query): a GET under a record is then a list. */
  paged: boolean;
};

export function operationIdOf({ method, path, success, paged }: OperationShape): string {
  const exception = EXCEPTIONS[`${method} ${path}`];
  if (exception) return exception;
  const [resource, ...rest] = path.split('/').filter(Boolean);
  const one = pascal(singular(resource));
  const shape = rest.map((segment) => (isParameter(segment) ? '{}' : 'word')).join('/');
  const word = rest.find((segment) => !isParameter(segment)) ?? '';
  const named = ((): string | undefined => {
    switch (`${method} ${shape}`) {
      case 'GET ': return `list${pascal(resource)}`;
      case 'POST ': return `create${one}`;
      case 'GET {}': return `get${one}`;
      case 'PUT {}': return `update${one}`;
      case 'DELETE {}': return `delete${one}`;
      case 'GET word': return `get${one}${pascal(word)}`;
      case 'GET {}/word': return `${paged ? 'list' : 'get'}${one}${pascal(word)}`;
      // a record created under another (`/purchase-orders/{id}/receipts`), else an action on the record
      case 'POST {}/word': return success === 201 && word.endsWith('s') ? `create${one}${pascal(singular(word))}` : `${word}${one}`;
      default: return undefined;
    }
  })();
  if (!named) throw new Error(`No operationId for ${method} ${path}: name it in EXCEPTIONS (src/server/http/openapi-operation-ids.ts)`);
  return named;
}
