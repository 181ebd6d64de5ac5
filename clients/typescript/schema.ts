/**
 * The Business Ops API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: `npm run client:generate` writes this file again, and
 * test/conformance/typed-client.test.ts fails while it is out of date. Use it through ./index.ts.
 */

export interface paths {
    "/api/v1/auth/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether first-run setup is still needed */
        get: operations["getSetupStatus"];
        put?: never;
        /** First run: create the first admin and company */
        post: operations["setUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the refresh cookie for a new access token (rotates the cookie) */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session of the refresh cookie */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: your name and password; answers a session
         * @description The token is the one of the invitation's link. A token that was used, has expired or was never issued is 422 at `token`.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the one-time link an admin issued; answers a session
         * @description Your other sessions end. A token that was used, has expired or was never issued is 422 at `token`.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your companies */
        get: operations["listCompanies"];
        put?: never;
        /** Create a company */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get company */
        get: operations["getCompany"];
        /**
         * Replace a company's name and details
         * @description A full replacement: address, taxId, bankDetails and email left out become null.
         */
        put: operations["updateCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ISO 4217 currencies with their ids and minor units */
        get: operations["listCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your API keys */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create API key
         * @description Machine-to-machine authentication keys. The secret `key` is in this response only.
         */
        post: operations["createApiKey"];
        /**
         * Delete API key (by name)
         * @description Takes the create shape; `name` identifies your active key to revoke. Revoked keys are kept for audit.
         */
        delete: operations["deleteApiKeyByName"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one of your API keys */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /** Revoke one of your API keys */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customers */
        get: operations["listCustomers"];
        put?: never;
        /** Create customer */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get customer */
        get: operations["getCustomer"];
        /** Update customer */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounts (chart of accounts) with their balances */
        get: operations["listAccounts"];
        put?: never;
        /** Create account */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/next-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The number a new account would get (under parentAccountId, else in the range of type) */
        get: operations["getAccountNextNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get account with its derived balance */
        get: operations["getAccount"];
        /** Update account */
        put: operations["updateAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fiscal-years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List fiscal years */
        get: operations["listFiscalYears"];
        put?: never;
        /** Create fiscal year */
        post: operations["createFiscalYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fiscal-years/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fiscal year */
        get: operations["getFiscalYear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fiscal-years/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the fiscal year into retained earnings
         * @description Posts one entry on its last day (source YEAR_END_CLOSING) taking every income and expense account's balance of the year to the retained earnings account, and marks the year CLOSED: postings dated in it are 409 `period-closed`. 409 `invalid-transition` when closed already, `period-closed` when its last day lies in a CLOSED period; 422 at `retainedEarningsAccountIdString`.
         */
        post: operations["closeFiscalYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fiscal-years/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a closed fiscal year
         * @description Reverses the closing entry on the year's last day and marks the year OPEN. 409 `invalid-transition` when open, `later-year-closed` while a later year is CLOSED.
         */
        post: operations["reopenFiscalYear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounting-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List accounting periods */
        get: operations["listAccountingPeriods"];
        put?: never;
        /** Create accounting period */
        post: operations["createAccountingPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounting-periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get accounting period */
        get: operations["getAccountingPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounting-periods/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the period: no posting may be dated inside it */
        post: operations["closeAccountingPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/accounting-periods/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a closed period */
        post: operations["reopenAccountingPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journal-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List journal entries with their lines */
        get: operations["listJournalEntries"];
        put?: never;
        /** Post a manual journal entry */
        post: operations["createJournalEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journal-entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get journal entry */
        get: operations["getJournalEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journal-entries/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a journal entry
         * @description Posts a new entry with every line's sides swapped; an entry is reversed once. Posted entries are never edited. The body is optional; without one the reversal carries the original date.
         */
        post: operations["reverseJournalEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journal-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List journal templates */
        get: operations["listJournalTemplates"];
        put?: never;
        /** Create journal template */
        post: operations["createJournalTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journal-templates/authorize/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Authorize and copy journal template
         * @description Posts the template as a balanced journal entry, marks it AUTHORIZED and creates a DRAFT copy from the body. Authorizing twice is 409.
         */
        put: operations["authorizeJournalTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/journal-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get journal template */
        get: operations["getJournalTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trial balance: opening, debit, credit and closing per account */
        get: operations["getTrialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/receivables-aging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receivables aging: open invoices and credit notes as of a date, by days past due, per customer */
        get: operations["getReceivablesAging"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/payables-aging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payables aging: open bills as of a date, by days past due from their due dates, per supplier */
        get: operations["getPayablesAging"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/tax-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tax summary: per tax rate, sales base and tax, purchase base and tax, and net payable for a date range */
        get: operations["getTaxSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/profit-and-loss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profit and loss: income and expense of a range as the account tree, with a comparison column
         * @description In the base currency, from the per-account day sums the postings keep. `compare`: previous-period (as long, just before) or previous-year. As CSV with `Accept: text/csv`, as a PDF with `Accept: application/pdf`.
         */
        get: operations["getReportProfitAndLoss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/balance-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance sheet: assets, liabilities and equity as of a date, with a comparison column
         * @description Equity includes the profit not yet closed into retained earnings, so totalAssets = totalLiabilities + totalEquity. `compare`: previous-period (a month before) or previous-year. As CSV with `Accept: text/csv`, as a PDF with `Accept: application/pdf`.
         */
        get: operations["getReportBalanceSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/general-ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * General ledger of an account: opening balance, each line with its entry, party and running balance, closing balance
         * @description Paged like every list (`page`, `size` or `cursor`), in date order. As CSV with `Accept: text/csv`, as a PDF with `Accept: application/pdf`.
         */
        get: operations["getReportGeneralLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business at a glance: sales, open orders, receivables, payables, cash, low stock */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List suppliers */
        get: operations["listSuppliers"];
        put?: never;
        /** Create supplier */
        post: operations["createSupplier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get supplier */
        get: operations["getSupplier"];
        /** Update supplier */
        put: operations["updateSupplier"];
        post?: never;
        /**
         * Delete supplier
         * @description 204, or 409 `in-use` naming what refers to the supplier.
         */
        delete: operations["deleteSupplier"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List items */
        get: operations["listItems"];
        put?: never;
        /** Create item */
        post: operations["createItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get item, with its stock and current prices */
        get: operations["getItem"];
        /** Update item */
        put: operations["updateItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/item-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List item prices, current and history */
        get: operations["listItemPrices"];
        put?: never;
        /** Create item price (it becomes the current one in its currency) */
        post: operations["createItemPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/item-prices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get item price */
        get: operations["getItemPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stock-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List stock entries */
        get: operations["listStockEntries"];
        put?: never;
        /** Create stock entry (a receipt or issue of stock, posted against the stock adjustment account) */
        post: operations["createStockEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stock-entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get stock entry, with its lines */
        get: operations["getStockEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/items/{id}/stock-movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List an item's stock movements, each with the balance after it */
        get: operations["listItemStockMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List purchase orders */
        get: operations["listPurchaseOrders"];
        put?: never;
        /** Create purchase order (DRAFT) */
        post: operations["createPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get purchase order, with its lines and history; or download it as a PDF
         * @description JSON, unless `format` is given or `Accept` prefers `application/pdf` (then `STANDARD`): the purchase order as a PDF, rendered once per version and format and served from storage afterwards, with a strong `ETag` (`If-None-Match`: 304) and `Content-Disposition` `inline`, or `attachment` with `download=true`, named `<number>.pdf` (decisions §10, §13; docs/documents.md). Rendered in worker threads: 503 with `Retry-After` when they are busy; a document past the renderer's limits (only rows written around the API can be) is 422 `document-too-large`.
         */
        get: operations["getPurchaseOrder"];
        /**
         * Replace a draft purchase order (its supplier, currency, dates, notes and lines)
         * @description Takes the create's body; a full replacement: fields left out are cleared and the lines are the ones sent, priced as a new order's. The id, number, company (`companyIdString`, if given, must be the order's: 422 `immutable`) and status stay; the version goes up (`ETag`) and the history gets an `update` entry. Only while the status is DRAFT: once submitted or cancelled 409 `not-draft`. `If-Match` (optional) naming another version: 412.
         */
        put: operations["updatePurchaseOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit purchase order (DRAFT to TO_RECEIVE_AND_BILL)
         * @description No body. 409 `invalid-transition` when the order's status does not allow the action; `If-Match` (optional) guards against a changed order (412).
         */
        post: operations["submitPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put purchase order on hold (from an open status)
         * @description No body. 409 `invalid-transition` when the order's status does not allow the action; `If-Match` (optional) guards against a changed order (412).
         */
        post: operations["holdPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume held purchase order (back to the status it was held in)
         * @description No body. 409 `invalid-transition` when the order's status does not allow the action; `If-Match` (optional) guards against a changed order (412).
         */
        post: operations["resumePurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close purchase order (open or held; the rest is no longer expected)
         * @description No body. 409 `invalid-transition` when the order's status does not allow the action; `If-Match` (optional) guards against a changed order (412).
         */
        post: operations["closePurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel purchase order (DRAFT, or nothing received or billed yet)
         * @description No body. 409 `invalid-transition` when the order's status does not allow the action; `If-Match` (optional) guards against a changed order (412).
         */
        post: operations["cancelPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive goods against a purchase order (stock in at the order's rates)
         * @description Only for an order in TO_RECEIVE_AND_BILL or TO_RECEIVE (else 409 `invalid-transition`); each qty at most ordered − received (422 at `items.N.qty`).
         */
        post: operations["createPurchaseOrderReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get purchase receipt, with its lines */
        get: operations["getPurchaseReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchase-orders/{id}/bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bill a purchase order (Dr goods received not billed / Cr payable)
         * @description Only for an open order (TO_RECEIVE_AND_BILL, TO_BILL, TO_RECEIVE; else 409 `invalid-transition`). Without `items`, bills every line's received-but-not-billed quantity; with them, each qty at most ordered − billed.
         */
        post: operations["createPurchaseOrderBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List bills */
        get: operations["listBills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bills/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get bill, with its lines */
        get: operations["getBill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List invoices and credit notes */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Create invoice or credit note (posted at once)
         * @description Posts Dr receivable / Cr revenue and each charge's account (a credit note, `return: true`, the reverse) and issues (or takes back) the stock of stock items at valuation cost. In another currency than the base: at `exchangeRate` (else the rate in force on the posting date), the ledger in the base currency. 409 `insufficient-stock`, `period-closed`; 422 at the field otherwise (`currencyCodeString` `no-exchange-rate`).
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get invoice or credit note, with its items, charges and credit notes; or download it as a PDF
         * @description JSON, unless `format` is given or `Accept` prefers `application/pdf` (then `STANDARD`): the invoice or credit note as a PDF, rendered once per version and format and served from storage afterwards, with a strong `ETag` (`If-None-Match`: 304) and `Content-Disposition` `inline`, or `attachment` with `download=true`, named `<number>.pdf` (decisions §10, §13; docs/documents.md). Rendered in worker threads: 503 with `Retry-After` when they are busy; a document past the renderer's limits (only rows written around the API can be) is 422 `document-too-large`.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel invoice or credit note (reverses its journal entry and stock movements)
         * @description Body optional: `postingDate` of the reversal (the document's own when omitted). 409 `invalid-transition` when cancelled already, `in-use` while credit notes against it stand, `period-closed`, `insufficient-stock` (a credit note whose stock is gone), `conflict` when its sales order can no longer follow (a credit note's freed quantity billed again since).
         */
        post: operations["cancelInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the invoice or credit note with its PDF attached
         * @description 202: queued, sent after commit and retried on the schedule BOS_MAIL_RETRY_SCHEDULE, then FAILED with the SMTP server's answer; `GET /invoices/{id}/sends` shows how it went. 409 `email-not-configured` without BOS_SMTP_URL.
         */
        post: operations["sendInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invoices/{id}/sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The emails of an invoice or credit note, newest first, with their delivery status */
        get: operations["listInvoiceSends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List charges */
        get: operations["listCharges"];
        put?: never;
        /** Create charge */
        post: operations["createCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get charge */
        get: operations["getCharge"];
        /** Update charge */
        put: operations["updateCharge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/charges/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quote charge
         * @description What the charge comes to on a base amount, rounded half-even to the currency's minor units.
         */
        get: operations["getChargeQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sales orders
         * @description Newest first unless `sort` says otherwise (`-field` or `field,direction`); `fromDate` and `toDate` are inclusive on the UTC date of `createdAt`.
         */
        get: operations["listSalesOrders"];
        put?: never;
        /** Create sales order (DRAFT) */
        post: operations["createSalesOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales-orders/{salesOrderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get sales order by id or trace, with its lines, history and deliveries; or download it as a PDF
         * @description JSON, unless `format` is given or `Accept` prefers `application/pdf` (then `STANDARD`): the order as a PDF, rendered once per version and format and served from storage afterwards, with a strong `ETag` (`If-None-Match`: 304) and `Content-Disposition` `inline`, or `attachment` with `download=true`, named `<number>.pdf` (decisions §10, §13; docs/documents.md). Rendered in worker threads: 503 with `Retry-After` when they are busy; a document past the renderer's limits (only rows written around the API can be) is 422 `document-too-large`.
         */
        get: operations["getSalesOrder"];
        /**
         * Replace a draft sales order (its customer, currency, dates, notes and lines)
         * @description Takes the id or the trace and the create's body; a full replacement: fields left out are cleared and the lines are the ones sent, priced as a new order's. The id, number, company (`companyIdString`, if given, must be the order's: 422 `immutable`), states and history stay; the version goes up (`ETag`). Only while workflowState and status are DRAFT: once submitted, approved or cancelled 409 `not-draft`. `If-Match` (optional) naming another version: 412.
         */
        put: operations["updateSalesOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales-orders/update-workflow/{salesOrderTrace}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Advance the sales order workflow one step (DRAFT → PENDING_APPROVAL → APPROVED)
         * @description No body. Takes the trace (or the id). At APPROVED, or once the order is cancelled, 409 `invalid-transition`; reaching APPROVED sets the status to TO_DELIVER_AND_BILL. `If-Match` (optional) guards against a changed order (412).
         */
        put: operations["advanceSalesOrderWorkflow"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales-orders/{salesOrderId}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put sales order on hold (from an open status)
         * @description No body. 409 `invalid-transition` when the order's status does not allow the action; `If-Match` (optional) guards against a changed order (412).
         */
        post: operations["holdSalesOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales-orders/{salesOrderId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume held sales order (back to the status it was held in)
         * @description No body. 409 `invalid-transition` when the order's status does not allow the action; `If-Match` (optional) guards against a changed order (412).
         */
        post: operations["resumeSalesOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales-orders/{salesOrderId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close sales order (open or held; the rest is no longer expected)
         * @description No body. 409 `invalid-transition` when the order's status does not allow the action; `If-Match` (optional) guards against a changed order (412).
         */
        post: operations["closeSalesOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales-orders/{salesOrderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel sales order (before approval, or nothing delivered or billed yet)
         * @description No body. 409 `invalid-transition` when the order's status does not allow the action; `If-Match` (optional) guards against a changed order (412).
         */
        post: operations["cancelSalesOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sales-orders/{salesOrderId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver goods of a sales order (stock out at valuation cost: Dr cost of goods sold / Cr stock)
         * @description Only for an APPROVED order in TO_DELIVER_AND_BILL or TO_DELIVER (else 409 `invalid-transition`); each qty at most ordered − delivered (422 at `items.N.qty`); 409 `insufficient-stock` or `period-closed` write nothing.
         */
        post: operations["createSalesOrderDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get delivery (or goods return), with its lines; or download its delivery note as a PDF
         * @description JSON, unless `format` is given or `Accept` prefers `application/pdf` (then `STANDARD`): the delivery note as a PDF, rendered once per version and format and served from storage afterwards, with a strong `ETag` (`If-None-Match`: 304) and `Content-Disposition` `inline`, or `attachment` with `download=true`, named `<number>.pdf` (decisions §10, §13; docs/documents.md). Rendered in worker threads: 503 with `Retry-After` when they are busy; a document past the renderer's limits (only rows written around the API can be) is 422 `document-too-large`.
         */
        get: operations["getDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payments */
        get: operations["listPayments"];
        put?: never;
        /**
         * Receive or pay money (posted and allocated at once)
         * @description RECEIVE posts Dr cash or bank (net), Dr fees (charge + gateway charge + merchant commission), Dr tax, Cr receivable (total); PAY posts Dr payable (total), Cr cash or bank (net), Cr fees, Cr tax. Unless `isGlOnly`, allocates to the party's open invoices (bills) oldest first, or as `allocations` say; what is left stays unallocated. In another currency than the base: at `exchangeRate` (else the rate in force), settling documents of its currency and posting the realized exchange difference. Send an `Idempotency-Key`. 409 `period-closed`; 422 at the field otherwise (`transactionTotalAmount` naming the expected sum, `transactionCurrency` `no-exchange-rate`).
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get payment, with its allocations */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel payment (reverses its journal entry, reopens its allocations)
         * @description Body optional: `postingDate` of the reversal (the payment's own when omitted, never before it). The invoices and bills it settled get their allocations back as outstanding. 409 `invalid-transition` when cancelled already, `period-closed`.
         */
        post: operations["cancelPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List imports (history) */
        get: operations["listImports"];
        put?: never;
        /** Create import */
        post: operations["createImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/templates/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the CSV template of an import type
         * @description A header of the type's columns (required ones first) and an example row.
         */
        get: operations["getImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get import: status, progress, counts, timings, the first row errors */
        get: operations["getImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/errors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the rejected rows, each with a column naming its problems */
        get: operations["getImportErrorsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/imports/{id}/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process import: upload the CSV file and import (or, with dryRun, check) its rows
         * @description A multipart/form-data form: the fields, and the CSV as the file part `file`. Answers when the import has finished (docs/imports.md).
         */
        post: operations["processImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payment terms */
        get: operations["listPaymentTerms"];
        put?: never;
        /** Create payment terms */
        post: operations["createPaymentTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payment-terms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get payment terms */
        get: operations["getPaymentTerms"];
        /** Update payment terms */
        put: operations["updatePaymentTerms"];
        post?: never;
        /**
         * Delete payment terms
         * @description 204, or 409 `in-use` naming the customers and suppliers that have them.
         */
        delete: operations["deletePaymentTerms"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tax-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tax rates */
        get: operations["listTaxRates"];
        put?: never;
        /** Create a tax rate */
        post: operations["createTaxRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tax-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a tax rate */
        get: operations["getTaxRate"];
        /**
         * Update a tax rate
         * @description A full replacement. Documents taxed already keep the percentage they were taxed at; draft orders take the new one when next saved.
         */
        put: operations["updateTaxRate"];
        post?: never;
        /**
         * Delete a tax rate
         * @description 204, or 409 `in-use` naming the document lines taxed at it.
         */
        delete: operations["deleteTaxRate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List exchange rates, the latest day first (with onDate: the rates in force that day first) */
        get: operations["listExchangeRates"];
        put?: never;
        /**
         * Create an exchange rate
         * @description 409 `conflict` at `date` when the pair has a rate that day.
         */
        post: operations["createExchangeRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchange-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an exchange rate */
        get: operations["getExchangeRate"];
        /**
         * Update an exchange rate
         * @description A full replacement; documents posted at it keep the rate they were posted at.
         */
        put: operations["updateExchangeRate"];
        post?: never;
        /** Delete an exchange rate */
        delete: operations["deleteExchangeRate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchange-revaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List exchange revaluations, the latest date first */
        get: operations["listExchangeRevaluations"];
        put?: never;
        /**
         * Revalue what is open in other currencies
         * @description Values the open foreign-currency invoices, credit notes and bills and the balances of accounts kept in another currency at the rates of `date`, posts the differences on it against Unrealized exchange gain/loss and their reversal on the next day. 409 `nothing-to-revalue`, `period-closed`; 422 `no-exchange-rate` at `date`.
         */
        post: operations["createExchangeRevaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/exchange-revaluations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an exchange revaluation */
        get: operations["getExchangeRevaluation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit trail: who changed which record, when, from what to what
         * @description Newest first. Filter by `recordType` and `recordIdString` (one record's history), `actorIdString` (a user or API key) and days (`fromDate`, `toDate`, UTC).
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the invitations to your companies, the newest first */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite someone to the team
         * @description A one-time link (`acceptUrl`, valid 7 days, shown only here) for `email` to join with `role` in your companies `companyIdStrings`. 409 when the email is a user already.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an invitation */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the users who share a company with you */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user of your team */
        get: operations["getUser"];
        /**
         * Change a user's role, companies, or whether they are active
         * @description Companies you are not a member of stay as they are. Deactivating ends the user's sessions and stops their API keys (on every instance within a second); reactivating restores the keys that have not expired. The last active ADMIN cannot be demoted or deactivated: 409 `last-admin`.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a one-time link for a user to set a new password
         * @description The link (`resetUrl`, valid 24 hours) is shown only here; setting the password through it ends the user's other sessions. A user not of your team is 404; a deactivated one 409 `user-deactivated`.
         */
        post: operations["createPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the event log: what happened to the company's records, in commit order (30 days)
         * @description Oldest first, in the order the changes committed; `nextCursor` reads on from the last event of a page, the last page too, so a client that stores it asks again later for exactly what came since, without gaps or repeats; only an empty page has none. Filter by `type`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create webhook endpoint
         * @description Events of the types in `events` (or `"*"`) are POSTed to `url`, signed per Standard Webhooks with `secret`, which is in this response only. 422 at `url`: `private-address` (loopback or private network, unless BOS_WEBHOOK_ALLOW_PRIVATE), `unresolvable-host`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get webhook endpoint */
        get: operations["getWebhookEndpoint"];
        /**
         * Update webhook endpoint; disable or re-enable it
         * @description `enabled: false` stops deliveries; `enabled: true` re-enables a disabled endpoint (deliveries that wait are sent; events while it was disabled are not: read them from `GET /events`).
         */
        put: operations["updateWebhookEndpoint"];
        post?: never;
        /** Delete webhook endpoint, with its deliveries */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to the endpoint
         * @description 202: a `webhook_endpoint.test` event (its object: the endpoint) is sent to this endpoint only, whatever it subscribes to; the delivery is in its log. 409 `endpoint-disabled`.
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's deliveries, newest first, with payload and every attempt */
        get: operations["listWebhookEndpointDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhook-deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a delivery now
         * @description 202: one more attempt, now, with the same `webhook-id` (a DELIVERED or FAILED delivery is sent again). 409 `delivery-in-progress`, `endpoint-disabled`.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcceptInvitationRequest: {
            token: string;
            name: string;
            password: string;
        };
        Account: {
            readonly id: string;
            accountNumber: string;
            alternateAccountNumber: string | null;
            name: string;
            description: string | null;
            parentAccountId: string | null;
            type: components["schemas"]["AccountType"];
            category: components["schemas"]["AccountCategory"];
            /** @constant */
            ledger: "GL";
            /** @description Derived from postings, on the account type's normal side (debit for ASSET and EXPENSE, credit otherwise); a group account shows the total of its descendants */
            balance: number;
            partyType: components["schemas"]["PartyType"];
            party: string;
            currencyStringId: string;
            currencyCode: string;
            customerStringId: string | null;
            customer: {
                readonly id: string;
                name: string;
            } | null;
            companyStringId: string;
            /** @description Has child accounts, so takes no postings */
            isGroup: boolean;
            /** @description Which of the company default accounts this is (CASH, REVENUE, ...) */
            defaultRole: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        /** @enum {string} */
        AccountCategory: "CURRENT" | "NON_CURRENT" | "OPERATING" | "NON_OPERATING";
        AccountCreate: {
            name: string;
            description?: string | null;
            /** @description Not accepted when creating an account (422): account numbers are generated */
            accountNumber?: never;
            alternateAccountNumber?: string | null;
            /** @description Extension: the group account this one sits under (also settable with PUT) */
            parentAccountId?: string | null;
            type: components["schemas"]["AccountType"];
            category: components["schemas"]["AccountCategory"];
            /** @constant */
            ledger: "GL";
            /** @description Not accepted when creating an account (422): the balance is derived from postings */
            balance?: never;
            partyType: components["schemas"]["PartyType"];
            party: string;
            currencyStringId: string;
            /** @description Not accepted when creating an account (422): name the customer with customerStringId */
            customer?: never;
            customerStringId?: string | null;
            companyStringId: string;
        };
        AccountingPeriod: {
            readonly id: string;
            name: string;
            startDate: string;
            endDate: string;
            /**
             * Format: date
             * @description The first calendar day the period covers (startDate as written)
             */
            firstDay: string;
            /**
             * Format: date
             * @description The last calendar day the period covers (endDate as written; the day before when written as midnight)
             */
            lastDay: string;
            periodType: components["schemas"]["PeriodType"];
            status: components["schemas"]["PeriodStatus"];
            notes: string | null;
            fiscalYearIdString: string;
            companyIdString: string;
            closedAt: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        AccountingPeriodCreate: {
            name: string;
            /** Format: date-time */
            startDate: string;
            /** Format: date-time */
            endDate: string;
            periodType: components["schemas"]["PeriodType"];
            /** @description OPEN (default) or CLOSED */
            status?: components["schemas"]["PeriodStatus"] | null;
            notes?: string | null;
            fiscalYearIdString: string;
            companyIdString: string;
        };
        AccountingPeriodPage: {
            content: components["schemas"]["AccountingPeriod"][];
            page: components["schemas"]["PageInfo"];
        };
        AccountNumberPreview: {
            /** @description What the account would get if created now; another create in between may take it */
            accountNumber: string;
        };
        AccountPage: {
            content: components["schemas"]["Account"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @enum {string} */
        AccountType: "ASSET" | "LIABILITY" | "EQUITY" | "REVENUE" | "EXPENSE";
        AccountUpdate: {
            name: string;
            description?: string | null;
            /** @description Generated on create; may change until the account's first posting (unique in the company); omitted or null keeps it */
            accountNumber?: string | null;
            alternateAccountNumber?: string | null;
            parentAccountId?: string | null;
            type: components["schemas"]["AccountType"];
            category: components["schemas"]["AccountCategory"];
            /** @constant */
            ledger: "GL";
            /** @description Derived from postings; a value that differs from it is refused */
            balance?: number | null;
            partyType: components["schemas"]["PartyType"];
            party: string;
            currencyStringId: string;
            customer?: ({
                id?: string;
            } & {
                [key: string]: unknown;
            }) | null;
            customerStringId?: string | null;
            companyStringId: string;
        };
        AgingDocument: {
            /** @enum {string} */
            documentType: "INVOICE" | "CREDIT_NOTE" | "BILL";
            readonly id: string;
            number: string;
            postingDate: string;
            dueDate: string;
            /** @description 0 when not yet due */
            daysOverdue: number;
            /** @enum {string} */
            bucket: "current" | "days1to30" | "days31to60" | "days61to90" | "over90";
            /** @description The document's currency */
            currencyCodeString: string;
            /** @description In the document's currency */
            total: number;
            /** @description As of asOf, in the document's currency; a credit note's unapplied credit counts negative */
            outstanding: number;
            /** @description outstanding in the company's base currency at the document's rate, as the buckets add it */
            baseOutstanding: number;
        };
        AgingParty: {
            partyIdString: string;
            partyName: string;
            /** @description Not yet due (due date on or after asOf) */
            current: number;
            days1to30: number;
            days31to60: number;
            days61to90: number;
            over90: number;
            /** @description Sum of the five buckets */
            total: number;
            /** @description Payments not allocated to any document (reduces what the party owes or is owed) */
            unallocatedCredit: number;
            /** @description The open documents, oldest due first; empty with documents=false */
            documents: components["schemas"]["AgingDocument"][];
        };
        AgingReport: {
            companyIdString: string;
            /** Format: date */
            asOf: string;
            /** @description The company base currency */
            currency: string;
            /** @description Parties with anything open, by name */
            parties: components["schemas"]["AgingParty"][];
            totals: {
                /** @description Not yet due (due date on or after asOf) */
                current: number;
                days1to30: number;
                days31to60: number;
                days61to90: number;
                over90: number;
                /** @description Sum of the five buckets */
                total: number;
                unallocatedCredit: number;
            };
            /** @description The receivable (payable) account balance as of asOf: totals.total - totals.unallocatedCredit */
            ledgerBalance: number;
        };
        ApiKey: {
            readonly id: string;
            name: string;
            description: string | null;
            /** @description The first 12 characters of the key, for recognising it */
            start: string;
            scopes: string[];
            rateLimitPerHour: number;
            /** @description ISO 8601 UTC timestamp */
            expiresAt: string;
            status: components["schemas"]["ApiKeyStatus"];
            lastUsedAt: string | null;
            revokedAt: string | null;
            userId: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        ApiKeyCreate: {
            name: string;
            description?: string;
            scopes: components["schemas"]["Scope"][];
            rateLimitPerHour: number;
            expiresAt: string;
            companyIdString?: string;
        };
        ApiKeyCreated: {
            readonly id: string;
            name: string;
            description: string | null;
            /** @description The first 12 characters of the key, for recognising it */
            start: string;
            scopes: string[];
            rateLimitPerHour: number;
            /** @description ISO 8601 UTC timestamp */
            expiresAt: string;
            status: components["schemas"]["ApiKeyStatus"];
            lastUsedAt: string | null;
            revokedAt: string | null;
            userId: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
            /** @description The secret; shown only once */
            key: string;
        };
        ApiKeyDeleteByName: {
            name: string;
            description?: string;
            scopes?: components["schemas"]["Scope"][];
            rateLimitPerHour?: number;
            expiresAt?: string;
            companyIdString?: string;
        };
        ApiKeyPage: {
            content: components["schemas"]["ApiKey"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @enum {string} */
        ApiKeyStatus: "ACTIVE" | "EXPIRED" | "REVOKED";
        Bill: {
            readonly id: string;
            /** @description BILL-<company code>-<sequence> */
            number: string;
            purchaseOrderIdString: string;
            purchaseOrderNumber: string;
            supplierIdString: string;
            supplierName: string;
            postingDate: string;
            /** @description When payment is due; aging counts from it */
            dueDate: string;
            /** @description The payment terms the due date came from; null for an explicit dueDate or a supplier without terms */
            paymentTermsIdString: string | null;
            supplierInvoiceNumber: string | null;
            currency: string;
            /** @description The lines' amounts before tax */
            netTotal: number;
            /** @description The lines' tax, each line taxed at its order line's rate */
            taxTotal: number;
            /** @description netTotal + taxTotal */
            total: number;
            /** @description What is still to pay: the total minus the payments allocated to it */
            outstanding: number;
            /** @description Base-currency units per unit of the document's currency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description The total in the company's base currency at exchangeRate */
            baseTotal: number;
            /** @description outstanding in the company's base currency at the bill's rate, as the payable carries it */
            baseOutstanding: number;
            /**
             * @description UNPAID, PARTLY_PAID or PAID as payments settle it
             * @enum {string}
             */
            status: "UNPAID" | "PARTLY_PAID" | "PAID" | "CANCELLED";
            /** @description Dr goods received not billed and each rate's purchase tax account / Cr payable; null for a bill of 0 */
            journalEntryId: string | null;
            companyIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        BillCreate: {
            /**
             * Format: date
             * @description The bill's date: the journal entry is posted on it; not in a CLOSED period
             */
            postingDate: string;
            /** @description When payment is due, never before postingDate; when omitted, the supplier's payment terms applied to postingDate, else postingDate */
            dueDate?: string | null;
            /** @description The supplier's own number of the invoice this bill records */
            supplierInvoiceNumber?: string | null;
            /** @description An order in another currency than the base: base-currency units per unit of it; when omitted, the latest rate on or before postingDate (422 no-exchange-rate here when there is none) */
            exchangeRate?: string | null;
            /** @description What to bill; when omitted, every line's received-but-not-billed quantity */
            items?: components["schemas"]["DocumentLineCreate"][];
        };
        BillDetail: {
            readonly id: string;
            /** @description BILL-<company code>-<sequence> */
            number: string;
            purchaseOrderIdString: string;
            purchaseOrderNumber: string;
            supplierIdString: string;
            supplierName: string;
            postingDate: string;
            /** @description When payment is due; aging counts from it */
            dueDate: string;
            /** @description The payment terms the due date came from; null for an explicit dueDate or a supplier without terms */
            paymentTermsIdString: string | null;
            supplierInvoiceNumber: string | null;
            currency: string;
            /** @description The lines' amounts before tax */
            netTotal: number;
            /** @description The lines' tax, each line taxed at its order line's rate */
            taxTotal: number;
            /** @description netTotal + taxTotal */
            total: number;
            /** @description What is still to pay: the total minus the payments allocated to it */
            outstanding: number;
            /** @description Base-currency units per unit of the document's currency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description The total in the company's base currency at exchangeRate */
            baseTotal: number;
            /** @description outstanding in the company's base currency at the bill's rate, as the payable carries it */
            baseOutstanding: number;
            /**
             * @description UNPAID, PARTLY_PAID or PAID as payments settle it
             * @enum {string}
             */
            status: "UNPAID" | "PARTLY_PAID" | "PAID" | "CANCELLED";
            /** @description Dr goods received not billed and each rate's purchase tax account / Cr payable; null for a bill of 0 */
            journalEntryId: string | null;
            companyIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
            lines: {
                lineNumber: number;
                itemIdString: string;
                itemCode: string;
                qty: number;
                /** @description The order line's rate */
                rate: number;
                /** @description qty × rate, rounded half-even to the currency's minor units */
                amount: number;
                taxRateIdString: string | null;
                /** @description The rate's percentage when the line was priced */
                taxPercent: string | null;
                /** @description amount × taxPercent / 100, rounded half away from zero to the currency's minor units */
                taxAmount: number;
            }[];
            /** @description The tax per rate, in the order the rates first appear on the lines */
            taxes: {
                taxRateIdString: string;
                name: string;
                ratePercent: string;
                /** @description The taxed lines' amounts */
                base: number;
                /** @description The sum of those lines' tax (each rounded on its own) */
                amount: number;
            }[];
        };
        BillPage: {
            content: components["schemas"]["Bill"][];
            page: components["schemas"]["PageInfo"];
        };
        CancelInvoiceRequest: components["schemas"]["InvoiceCancel"] | null;
        CancelPaymentRequest: components["schemas"]["PaymentCancel"] | null;
        Charge: {
            readonly id: string;
            name: string;
            description: string | null;
            amount: number | null;
            /** @description Id of the account the charge posts to */
            account: string | null;
            accountNumber: string | null;
            accountName: string | null;
            percentageRate: number | null;
            flat: number | null;
            composite: boolean;
            global: boolean;
            min: number | null;
            max: number | null;
            minimumAmount: number | null;
            maximumAmount: number | null;
            currencyString: string;
            companyIdString: string;
            /** @description Ids of the charges a composite charge sums, in order; empty otherwise */
            components: string[];
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        ChargeCreate: {
            name: string;
            description?: string | null;
            /** @description Fixed amount; excludes `flat` and `percentageRate`; at most the currency's minor units of decimals; may be null */
            amount?: number | null;
            /** @description Account the charge posts to: its id or its number within the company (a posting account, not a group); may be null */
            account?: string | null;
            /** @description Percentage of the base, 0 to 100, at most 4 decimals; may be null */
            percentageRate?: number | null;
            /** @description Flat fee added to the percentage of the base; at most the currency's minor units of decimals; may be null */
            flat?: number | null;
            /** @description true: the charge is the sum of its `components` */
            composite?: boolean | null;
            /** @description true: applies by itself to every invoice of the company in its currency */
            global?: boolean | null;
            /** @description Lower bound of the charge amount; at most the currency's minor units of decimals; may be null */
            min?: number | null;
            /** @description Upper bound of the charge amount; at most the currency's minor units of decimals; may be null */
            max?: number | null;
            /** @description Smallest base the charge applies to (inclusive); at most the currency's minor units of decimals; may be null */
            minimumAmount?: number | null;
            /** @description Largest base the charge applies to (inclusive); at most the currency's minor units of decimals; may be null */
            maximumAmount?: number | null;
            /** @description ISO 4217 code of the charge */
            currencyString: string;
            /** @description Owning company */
            companyIdString: string;
            /** @description Extension: ids of the charges a composite charge sums (same company and currency, not composite themselves) */
            components?: string[] | null;
        };
        ChargePage: {
            content: components["schemas"]["Charge"][];
            page: components["schemas"]["PageInfo"];
        };
        ChargeQuote: {
            base: number;
            /** @description The charge on that base, rounded half-even to the currency's minor units; 0 when it does not apply */
            amount: number;
            currency: string;
        };
        CloseFiscalYearRequest: {
            /** @description The equity account income and expense are closed into; the default RETAINED_EARNINGS account when omitted */
            retainedEarningsAccountIdString?: string | null;
        } | null;
        Company: {
            readonly id: string;
            code: string;
            name: string;
            baseCurrency: string;
            baseCurrencyId: string;
            fiscalYearStartMonth: number;
            address: string | null;
            taxId: string | null;
            bankDetails: string | null;
            email: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        CompanyCreate: {
            name: string;
            /** @description Short unique code used in document numbers; generated when omitted */
            code?: string;
            /** @description ISO 4217 code of the base currency */
            baseCurrency: string;
            /** @description 1 = January (default) */
            fiscalYearStartMonth?: number;
            /** @description Postal address, several lines allowed; printed on every document */
            address?: string | null;
            /** @description VAT or tax identification number */
            taxId?: string | null;
            /** @description Bank name, IBAN, BIC, ..., several lines allowed; printed on invoices */
            bankDetails?: string | null;
            /** @description The address documents and emailed invoices come from */
            email?: string | null;
        };
        CompanyPage: {
            content: components["schemas"]["Company"][];
            page: components["schemas"]["PageInfo"];
        };
        CompanyUpdate: {
            name: string;
            /** @description Postal address, several lines allowed; printed on every document */
            address?: string | null;
            /** @description VAT or tax identification number */
            taxId?: string | null;
            /** @description Bank name, IBAN, BIC, ..., several lines allowed; printed on invoices */
            bankDetails?: string | null;
            /** @description The address documents and emailed invoices come from */
            email?: string | null;
        };
        CreateExchangeRateRequest: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /** @description ISO 4217 code of the currency priced */
            fromCurrency: string;
            /** @description ISO 4217 code of the currency it is priced in (usually the company's base) */
            toCurrency: string;
            /**
             * @description How many units of toCurrency one unit of fromCurrency costs, as a decimal string; at most 12 decimals, kept exactly
             * @example 1.0823
             */
            rate: string;
            /**
             * Format: date
             * @description The rate holds from this day on, until a later rate of the pair; one rate per pair and day
             */
            date: string;
        };
        CreateExchangeRateResponse: {
            readonly id: string;
            companyIdString: string;
            fromCurrency: string;
            toCurrency: string;
            /** @description As typed (trailing zeros kept) */
            rate: string;
            date: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        CreateExchangeRevaluationRequest: {
            /** @description Your default company when omitted */
            companyIdString?: string;
            /**
             * Format: date
             * @description Revalue at the rates in force on this day (the latest on or before it); not in a CLOSED period, nor the day after it
             */
            date: string;
        };
        CreateExchangeRevaluationResponse: {
            readonly id: string;
            /** @description REV-<company code>-<sequence> */
            number: string;
            companyIdString: string;
            /** Format: date */
            date: string;
            baseCurrency: string;
            /** @description The sum of the lines' differences in the base currency: above 0 a gain, below 0 a loss */
            difference: number;
            lines: {
                /**
                 * @description An open invoice or credit note (RECEIVABLE), an open bill (PAYABLE), or an account kept in another currency (ACCOUNT)
                 * @enum {string}
                 */
                kind: "RECEIVABLE" | "PAYABLE" | "ACCOUNT";
                /** @description The invoice, credit note, bill or account */
                recordIdString: string;
                /** @description Its number (an account: its account number) */
                number: string;
                currencyCodeString: string;
                /** @description What is open on the date in its currency (a credit note's credit negative; an account's balance, debit positive) */
                amount: number;
                /** @description The rate of the date: base-currency units per unit of the currency */
                rate: string;
                /** @description What the ledger carries for it in the base currency */
                carriedBase: number;
                /** @description amount × rate, rounded half away from zero to the base currency's minor units */
                revaluedBase: number;
                /** @description revaluedBase − carriedBase for an asset (a receivable, a debit balance); for a payable the gain when it fell */
                difference: number;
            }[];
            /** @description Posted on the date to the default UNREALIZED_EXCHANGE account; null when every difference is 0 */
            journalEntryId: string | null;
            /** @description Its reversal, posted on the next day */
            reversalJournalEntryId: string | null;
            createdBy: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
        };
        CreateInvitationRequest: {
            /** Format: email */
            email: string;
            role: components["schemas"]["Role"];
            /** @description The companies the user works in; the first is their default. Only companies you are a member of */
            companyIdStrings: string[];
        };
        CreateInvitationResponse: {
            readonly id: string;
            email: string;
            role: components["schemas"]["Role"];
            /** @description Its companies that you are a member of too */
            companyIdStrings: string[];
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "EXPIRED";
            /** @description ISO 8601 UTC timestamp */
            expiresAt: string;
            acceptedAt: string | null;
            /** @description The user who accepted it */
            userIdString: string | null;
            invitedBy: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description The one-time link to accept it: shown only in this answer (and emailed when SMTP is configured) */
            acceptUrl: string;
            /** @description Whether an email with the link was queued */
            emailed: boolean;
        };
        CreatePasswordResetRequest: {
            /** @description A user of your team */
            userIdString: string;
        };
        CreatePasswordResetResponse: {
            userId: string;
            /** @description ISO 8601 UTC timestamp */
            expiresAt: string;
            /** @description The one-time link to set a new password: shown only in this answer; valid for 24 hours */
            resetUrl: string;
        };
        CreatePaymentTermsRequest: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /** @description Unique in the company, ignoring case (e.g. "Net 30") */
            name: string;
            /** @description Days after the posting date the document is due */
            dueDays: number;
            /** @description Then due on the last day of that month (false when omitted) */
            endOfMonth?: boolean;
        };
        CreatePaymentTermsResponse: {
            readonly id: string;
            companyIdString: string;
            name: string;
            dueDays: number;
            endOfMonth: boolean;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        CreateTaxRateRequest: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /** @description Unique in the company, ignoring case (e.g. "VAT 19 %") */
            name: string;
            /**
             * @description The rate in percent as a decimal string, e.g. "19.00"; 0 to 100, at most 4 decimals
             * @example 19.00
             */
            ratePercent: string;
            /** @description Sales tax is credited here; the company's default TAX account (Tax payable) when omitted */
            salesAccountIdString?: string | null;
            /** @description Purchase tax is debited here; the company's default TAX_RECEIVABLE account (Tax receivable) when omitted, else its TAX account */
            purchaseAccountIdString?: string | null;
        };
        CreateTaxRateResponse: {
            readonly id: string;
            companyIdString: string;
            name: string;
            /** @description As stored, at least 2 decimals ("19.00") */
            ratePercent: string;
            salesAccountIdString: string;
            purchaseAccountIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        CreateWebhookEndpointRequest: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /**
             * Format: uri
             * @description Where events are POSTed. Loopback and private addresses are refused unless the service allows them (BOS_WEBHOOK_ALLOW_PRIVATE); redirects are not followed
             */
            url: string;
            /** @description The event types sent to it; `"*"` for all */
            events: ("*" | ("account.created" | "account.updated" | "account.deleted" | "accounting_period.created" | "accounting_period.updated" | "accounting_period.deleted" | "api_key.created" | "api_key.updated" | "api_key.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "charge.created" | "charge.updated" | "charge.deleted" | "company.created" | "company.updated" | "company.deleted" | "customer.created" | "customer.updated" | "customer.deleted" | "exchange_rate.created" | "exchange_rate.updated" | "exchange_rate.deleted" | "exchange_revaluation.created" | "exchange_revaluation.updated" | "exchange_revaluation.deleted" | "fiscal_year.created" | "fiscal_year.updated" | "fiscal_year.deleted" | "import.created" | "import.updated" | "import.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "item.created" | "item.updated" | "item.deleted" | "item_price.created" | "item_price.updated" | "item_price.deleted" | "journal_entry.created" | "journal_entry.updated" | "journal_entry.deleted" | "journal_template.created" | "journal_template.updated" | "journal_template.deleted" | "payment.created" | "payment.updated" | "payment.deleted" | "payment_terms.created" | "payment_terms.updated" | "payment_terms.deleted" | "purchase_order.created" | "purchase_order.updated" | "purchase_order.deleted" | "purchase_receipt.created" | "purchase_receipt.updated" | "purchase_receipt.deleted" | "sales_delivery.created" | "sales_delivery.updated" | "sales_delivery.deleted" | "sales_order.created" | "sales_order.updated" | "sales_order.deleted" | "stock_entry.created" | "stock_entry.updated" | "stock_entry.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "tax_rate.created" | "tax_rate.updated" | "tax_rate.deleted" | "webhook_endpoint.created" | "webhook_endpoint.updated" | "webhook_endpoint.deleted" | "invoice.paid" | "invoice.cancelled" | "sales_order.workflow_changed" | "sales_order.status_changed" | "purchase_order.status_changed" | "payment.cancelled" | "import.completed" | "import.failed" | "api_key.revoked" | "journal_entry.posted" | "fiscal_year.closed" | "fiscal_year.reopened" | "webhook_endpoint.test"))[];
            description?: string | null;
        };
        CreateWebhookEndpointResponse: {
            readonly id: string;
            companyIdString: string;
            url: string;
            events: string[];
            description: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            /** @description Why it was disabled: by a user, or after 5 days of failed deliveries (with the last error) */
            disabledReason: string | null;
            disabledAt: string | null;
            /** @description The first failed attempt since the last delivered one; null while deliveries succeed */
            failingSince: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
            /** @description `whsec_` and the base64 of the key: verify signatures with it (Standard Webhooks). Shown only in this answer */
            secret: string;
        };
        CreditNoteSummary: {
            readonly id: string;
            number: string;
            postingDate: string;
            total: number;
            status: components["schemas"]["InvoiceStatus"];
        };
        Currency: {
            readonly id: string;
            code: string;
            name: string;
            /** @description Decimal places of the minor unit (ISO 4217) */
            minorUnits: number;
        };
        CurrencyPage: {
            content: components["schemas"]["Currency"][];
            page: components["schemas"]["PageInfo"];
        };
        CurrentItemPrice: {
            readonly id: string;
            currency: string;
            /** @description Decimal string at the currency minor units */
            price: string;
            readonly createdAt: string;
        };
        Customer: {
            readonly id: string;
            name: string;
            email: string | null;
            phone: string | null;
            taxId: string | null;
            billingAddress: string | null;
            currencyCode: string;
            notes: string | null;
            /** @description The party's payment terms; null for none */
            paymentTermsIdString: string | null;
            companyIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        CustomerCreate: {
            name: string;
            email?: string | null;
            phone?: string | null;
            taxId?: string | null;
            billingAddress?: string | null;
            /** @description ISO 4217 code the customer is billed in; the company base currency when omitted */
            currencyCode?: string | null;
            notes?: string | null;
            /** @description The party's payment terms (`/payment-terms`); documents without a `dueDate` are due by them */
            paymentTermsIdString?: string | null;
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
        };
        CustomerPage: {
            content: components["schemas"]["Customer"][];
            page: components["schemas"]["PageInfo"];
        };
        Dashboard: {
            companyIdString: string;
            currency: string;
            /** @description Today (UTC), the date the figures are taken on */
            asOf: string;
            /** @description Invoices less credit notes posted this month, not cancelled, before charges */
            salesThisMonth: number;
            /** @description The last twelve months including this one, oldest first; months without sales are 0 */
            salesByMonth: {
                /** @description YYYY-MM */
                month: string;
                amount: number;
            }[];
            /** @description Sales orders neither COMPLETED, CLOSED nor CANCELLED, per status */
            openSalesOrders: {
                status: components["schemas"]["SalesOrderStatus"];
                count: number;
            }[];
            /** @description Sum of open invoices' outstanding */
            receivablesOutstanding: number;
            /** @description Of which past due */
            receivablesOverdue: number;
            /** @description Sum of open bills' outstanding */
            payablesOutstanding: number;
            payablesOverdue: number;
            /** @description Balance of the company's cash and bank accounts */
            cashBalance: number;
            /** @description Stock items with at most zero on hand, up to 10, lowest first */
            lowStockItems: {
                readonly id: string;
                itemCode: string;
                name: string;
                stockQty: number;
            }[];
            lowStockCount: number;
        };
        DocumentLineCreate: {
            /** @description The code of an item on the order */
            itemCode: string;
            /** @description Quantity in the item's unit of measure, at most 6 decimals */
            qty: number;
        };
        FieldError: {
            path: string;
            message: string;
            code: string;
            /** @description Imports: the file's row (the header is row 1) */
            row?: number;
            /** @description Imports: the column, as the file names it */
            column?: string | null;
        };
        FiscalYear: {
            readonly id: string;
            name: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            companyIdString: string;
            /**
             * @description CLOSED: its income and expense are closed into retained earnings and it takes no postings (409 period-closed)
             * @enum {string}
             */
            status: "OPEN" | "CLOSED";
            /** @description The closing entry, while CLOSED (null when there was nothing to close) */
            closingJournalEntryId: string | null;
            closedAt: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        FiscalYearCreate: {
            name: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            /** @description Your default company when omitted */
            companyIdString?: string;
        };
        FiscalYearPage: {
            content: components["schemas"]["FiscalYear"][];
            page: components["schemas"]["PageInfo"];
        };
        GetExchangeRateResponse: {
            readonly id: string;
            companyIdString: string;
            fromCurrency: string;
            toCurrency: string;
            /** @description As typed (trailing zeros kept) */
            rate: string;
            date: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        GetExchangeRevaluationResponse: {
            readonly id: string;
            /** @description REV-<company code>-<sequence> */
            number: string;
            companyIdString: string;
            /** Format: date */
            date: string;
            baseCurrency: string;
            /** @description The sum of the lines' differences in the base currency: above 0 a gain, below 0 a loss */
            difference: number;
            lines: {
                /**
                 * @description An open invoice or credit note (RECEIVABLE), an open bill (PAYABLE), or an account kept in another currency (ACCOUNT)
                 * @enum {string}
                 */
                kind: "RECEIVABLE" | "PAYABLE" | "ACCOUNT";
                /** @description The invoice, credit note, bill or account */
                recordIdString: string;
                /** @description Its number (an account: its account number) */
                number: string;
                currencyCodeString: string;
                /** @description What is open on the date in its currency (a credit note's credit negative; an account's balance, debit positive) */
                amount: number;
                /** @description The rate of the date: base-currency units per unit of the currency */
                rate: string;
                /** @description What the ledger carries for it in the base currency */
                carriedBase: number;
                /** @description amount × rate, rounded half away from zero to the base currency's minor units */
                revaluedBase: number;
                /** @description revaluedBase − carriedBase for an asset (a receivable, a debit balance); for a payable the gain when it fell */
                difference: number;
            }[];
            /** @description Posted on the date to the default UNREALIZED_EXCHANGE account; null when every difference is 0 */
            journalEntryId: string | null;
            /** @description Its reversal, posted on the next day */
            reversalJournalEntryId: string | null;
            createdBy: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
        };
        GetInvitationResponse: {
            readonly id: string;
            email: string;
            role: components["schemas"]["Role"];
            /** @description Its companies that you are a member of too */
            companyIdStrings: string[];
            /** @enum {string} */
            status: "PENDING" | "ACCEPTED" | "EXPIRED";
            /** @description ISO 8601 UTC timestamp */
            expiresAt: string;
            acceptedAt: string | null;
            /** @description The user who accepted it */
            userIdString: string | null;
            invitedBy: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
        };
        GetPaymentTermsResponse: {
            readonly id: string;
            companyIdString: string;
            name: string;
            dueDays: number;
            endOfMonth: boolean;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        GetReportBalanceSheetResponse: {
            companyIdString: string;
            currency: string;
            /** Format: date */
            asOf: string;
            /** @enum {string} */
            compare: "none" | "previous-period" | "previous-year";
            columns: {
                /** @description current, or the comparison's name */
                label: string;
                /** @description null for a balance sheet (everything up to toDate) */
                fromDate: string | null;
                /** Format: date */
                toDate: string;
            }[];
            rows: {
                /** @description null for a line the statement adds (the current year's unclosed profit in equity) */
                accountIdString: string | null;
                accountNumber: string | null;
                name: string;
                type: components["schemas"]["AccountType"];
                /** @description 0 for a top-level account, 1 under it, ... */
                level: number;
                isGroup: boolean;
                /** @description One per column: [current] or [current, compared] */
                amounts: number[];
            }[];
            totalAssets: number;
            totalLiabilities: number;
            /** @description Equity accounts plus the unclosed profit: totalAssets = totalLiabilities + totalEquity */
            totalEquity: number;
            /** @description Income less expense not yet closed into retained earnings */
            unclosedProfit: number;
            compared: {
                totalAssets: number;
                totalLiabilities: number;
                /** @description Equity accounts plus the unclosed profit: totalAssets = totalLiabilities + totalEquity */
                totalEquity: number;
                /** @description Income less expense not yet closed into retained earnings */
                unclosedProfit: number;
            } | null;
        };
        GetReportGeneralLedgerResponse: {
            content: {
                /** @description The ledger line */
                readonly id: string;
                accountIdString: string;
                accountNumber: string;
                accountName: string;
                /** Format: date */
                postingDate: string;
                entryId: string;
                entryNumber: string;
                reference: string;
                source: components["schemas"]["JournalSource"];
                sourceId: string | null;
                /** @description The customer or supplier of the invoice, bill or payment that posted it */
                partyName: string | null;
                description: string | null;
                debit: number;
                credit: number;
                /** @description The running balance of the line's account after the line, debit positive */
                balance: number;
            }[];
            page: components["schemas"]["PageInfo"];
            companyIdString: string;
            /** @description The account asked for; null for a range */
            accountIdString: string | null;
            /** @description null for a range */
            accountNumber: string | null;
            /** @description null for a range */
            name: string | null;
            fromAccountNumber: string | null;
            toAccountNumber: string | null;
            /** @description The company's base currency */
            currency: string;
            /** Format: date */
            fromDate: string;
            /** Format: date */
            toDate: string;
            /** @description Debit positive, before fromDate; of a range, the sum of its accounts */
            openingBalance: number;
            /** @description Debit positive, at the end of toDate; of a range, the sum of its accounts */
            closingBalance: number;
            /** @description Each account of the ledger with a balance or a posting in the range, in number order (the one asked for always), unpaged */
            accounts: {
                accountIdString: string;
                accountNumber: string;
                name: string;
                /** @description Debit positive, before fromDate */
                openingBalance: number;
                /** @description Posted from fromDate to toDate */
                debit: number;
                /** @description Posted from fromDate to toDate */
                credit: number;
                /** @description Debit positive, at the end of toDate */
                closingBalance: number;
            }[];
        };
        GetReportProfitAndLossResponse: {
            companyIdString: string;
            /** @description The company's base currency */
            currency: string;
            /** Format: date */
            fromDate: string;
            /** Format: date */
            toDate: string;
            /** @enum {string} */
            compare: "none" | "previous-period" | "previous-year";
            columns: {
                /** @description current, or the comparison's name */
                label: string;
                /** @description null for a balance sheet (everything up to toDate) */
                fromDate: string | null;
                /** Format: date */
                toDate: string;
            }[];
            /** @description Income and expense accounts with an amount in a column, and the groups above them, in account-number order */
            rows: {
                /** @description null for a line the statement adds (the current year's unclosed profit in equity) */
                accountIdString: string | null;
                accountNumber: string | null;
                name: string;
                type: components["schemas"]["AccountType"];
                /** @description 0 for a top-level account, 1 under it, ... */
                level: number;
                isGroup: boolean;
                /** @description One per column: [current] or [current, compared] */
                amounts: number[];
            }[];
            totalIncome: number;
            /** @description The expense under the COST_OF_GOODS_SOLD default account */
            totalCostOfGoodsSold: number;
            /** @description totalIncome − totalCostOfGoodsSold */
            grossProfit: number;
            /** @description Every expense, cost of goods sold included */
            totalExpense: number;
            /** @description totalIncome − totalExpense */
            netProfit: number;
            /** @description The totals of the comparison column */
            compared: {
                totalIncome: number;
                /** @description The expense under the COST_OF_GOODS_SOLD default account */
                totalCostOfGoodsSold: number;
                /** @description totalIncome − totalCostOfGoodsSold */
                grossProfit: number;
                /** @description Every expense, cost of goods sold included */
                totalExpense: number;
                /** @description totalIncome − totalExpense */
                netProfit: number;
            } | null;
        };
        GetTaxRateResponse: {
            readonly id: string;
            companyIdString: string;
            name: string;
            /** @description As stored, at least 2 decimals ("19.00") */
            ratePercent: string;
            salesAccountIdString: string;
            purchaseAccountIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        GetTaxSummaryResponse: {
            companyIdString: string;
            fromDate: string;
            toDate: string;
            /** @description The company's base currency, which every figure is in */
            currencyCodeString: string;
            /** @description Every rate of the company, by name; documents count on their posting date and, cancelled, back out on the cancellation date */
            rows: {
                taxRateIdString: string;
                name: string;
                ratePercent: string;
                /** @description Invoiced amounts taxed at the rate, less credit notes */
                salesBase: number;
                /** @description Their tax: what the rate's sales account was credited */
                salesTax: number;
                /** @description Billed amounts taxed at the rate */
                purchaseBase: number;
                /** @description Their tax: what the rate's purchase account was debited */
                purchaseTax: number;
                /** @description salesTax − purchaseTax; negative when tax is to be reclaimed */
                netPayable: number;
            }[];
            totals: {
                /** @description Invoiced amounts taxed at the rate, less credit notes */
                salesBase: number;
                /** @description Their tax: what the rate's sales account was credited */
                salesTax: number;
                /** @description Billed amounts taxed at the rate */
                purchaseBase: number;
                /** @description Their tax: what the rate's purchase account was debited */
                purchaseTax: number;
                /** @description salesTax − purchaseTax; negative when tax is to be reclaimed */
                netPayable: number;
            };
        };
        GetUserResponse: {
            readonly id: string;
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            /** @description false: deactivated; they cannot sign in, their sessions ended and their API keys stopped */
            active: boolean;
            defaultCompanyId: string | null;
            /** @description Their companies that you are a member of too */
            companyIdStrings: string[];
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        GetWebhookEndpointResponse: {
            readonly id: string;
            companyIdString: string;
            url: string;
            events: string[];
            description: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            /** @description Why it was disabled: by a user, or after 5 days of failed deliveries (with the last error) */
            disabledReason: string | null;
            disabledAt: string | null;
            /** @description The first failed attempt since the last delivered one; null while deliveries succeed */
            failingSince: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        ImportChange: {
            /** @description The row of the file, as a spreadsheet numbers it */
            row: number;
            /** @description The natural key the row matched (item code, name, ...) */
            key: string;
            fields: {
                field: string;
                from: string | null;
                to: string | null;
            }[];
        };
        ImportCreate: {
            /** @description The company the rows are imported into */
            companyId: string;
            importType: components["schemas"]["ImportType"];
        };
        /**
         * @description INSERT (default): only new records; UPSERT: match the natural key and update
         * @enum {string}
         */
        ImportMode: "INSERT" | "UPSERT";
        ImportProcessForm: {
            companyId: string;
            importType: components["schemas"]["ImportType"];
            /** @enum {string} */
            dryRun?: "0" | "1" | "true" | "false";
            /** @default INSERT */
            mode: components["schemas"]["ImportMode"];
            /**
             * @description "," reads 12,50 as 12.50; never guessed
             * @default .
             * @enum {string}
             */
            decimalSeparator: "." | ",";
            /**
             * Format: binary
             * @description The CSV file (UTF-8, a header row first), as a file part named "file"
             */
            file: string;
        };
        ImportRecord: {
            readonly id: string;
            companyIdString: string;
            importType: components["schemas"]["ImportType"];
            status: components["schemas"]["ImportStatus"];
            /** @description Of the last processing; null while PENDING */
            mode: components["schemas"]["ImportMode"] | null;
            /** @description Whether the last processing was a dry run */
            dryRun: boolean;
            fileName: string | null;
            /** @description Data rows in the file; null until it is read */
            rowsTotal: number | null;
            /** @description Rows validated so far, then rows written; grows while RUNNING */
            rowsProcessed: number;
            created: number;
            updated: number;
            unchanged: number;
            /** @description Row errors of the last processing (see GET /imports/{id}/errors.csv) */
            errorCount: number;
            /** @description The first 100 row errors */
            errors: components["schemas"]["ImportRowError"][];
            failureReason: string | null;
            startedAt: string | null;
            finishedAt: string | null;
            durationMs: number | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        ImportRecordPage: {
            content: components["schemas"]["ImportRecord"][];
            page: components["schemas"]["PageInfo"];
        };
        ImportRowError: {
            row: number;
            column: string | null;
            message: string;
            code: string;
        };
        /** @enum {string} */
        ImportStatus: "PENDING" | "RUNNING" | "SUCCEEDED" | "FAILED";
        ImportSummary: {
            created: number;
            updated: number;
            unchanged: number;
            /** @description The first 100 records the file updates, field by field: on a dry run, what would change */
            changes: components["schemas"]["ImportChange"][];
            readonly id: string;
            status: components["schemas"]["ImportStatus"];
            dryRun: boolean;
            mode: components["schemas"]["ImportMode"];
            rows: number;
            durationMs: number;
        };
        /**
         * @description ITEM, ITEM_PRICE, CUSTOMER, SUPPLIER, ACCOUNT or EXCHANGE_RATE
         * @enum {string}
         */
        ImportType: "ITEM" | "ITEM_PRICE" | "CUSTOMER" | "SUPPLIER" | "ACCOUNT" | "EXCHANGE_RATE";
        Invoice: {
            readonly id: string;
            /** @description INV-<company code>-<sequence>; credit notes CN-<company code>-<sequence> */
            number: string;
            companyIdString: string;
            customerIdString: string;
            customerName: string;
            currencyCodeString: string;
            postingDate: string;
            dueDate: string;
            /** @description The payment terms the due date came from; null for an explicit dueDate, a credit note or a customer without terms */
            paymentTermsIdString: string | null;
            notes: string | null;
            return: boolean;
            returnAgainstIdString: string | null;
            /** @description The sales order it bills, if any */
            salesOrderIdString: string | null;
            status: components["schemas"]["InvoiceStatus"];
            /** @description The lines' amounts before tax (= netTotal) */
            itemsTotal: number;
            /** @description The lines' amounts before tax */
            netTotal: number;
            /** @description The lines' tax */
            taxTotal: number;
            chargesTotal: number;
            /** @description netTotal + taxTotal + chargesTotal */
            total: number;
            /** @description Invoice: what is still due. Credit note: the credit not yet applied (0 when it returns against an invoice) */
            outstanding: number;
            /** @description Base-currency units per unit of the document's currency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description The total in the company's base currency at exchangeRate */
            baseTotal: number;
            /** @description outstanding in the company's base currency at the invoice's rate, as the receivable carries it */
            baseOutstanding: number;
            /** @description Receivable / revenue / charge accounts; null when the total is 0 */
            journalEntryId: string | null;
            /** @description The stock ledger's cost of goods sold / stock entry; null without valued stock */
            costJournalEntryId: string | null;
            cancelledOn: string | null;
            /** @description The reversal of journalEntryId posted by the cancellation */
            reversalJournalEntryId: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        InvoiceCancel: {
            /**
             * Format: date
             * @description Date of the reversal; the document's posting date when omitted, never before it
             */
            postingDate?: string;
        };
        InvoiceChargeCreate: {
            /** @description In the invoice currency, at most its minor units of decimals */
            amount: number;
            description?: string | null;
            /** @description tax (any case) posts to the company's tax account; anything else (shipping, handling, ...) to other income */
            chargeType?: string | null;
        };
        InvoiceChargeLine: {
            lineNumber: number;
            description: string | null;
            chargeType: string | null;
            amount: number;
            /** @description The account the charge is posted to */
            accountId: string;
            /** @description The charge configuration it came from, if any */
            chargeIdString: string | null;
            /** @description Applied automatically as a global charge configuration */
            global: boolean;
        };
        InvoiceCreate: {
            /** @description ISO 4217 code of the document: the company base currency or any other (at exchangeRate) */
            currencyCodeString: string;
            /** @description Base-currency units per unit of the invoice's currency; when omitted, the latest rate on or before postingDate (a credit note against an invoice: that invoice's rate); 422 no-exchange-rate at currencyCodeString when there is none */
            exchangeRate?: string | null;
            /** @description The issuing company */
            companyIdString: string;
            /** @description A customer of the company */
            customerIdString: string;
            /**
             * Format: date
             * @description The journal entries are posted on it; not in a CLOSED period
             */
            postingDate: string;
            notes?: string | null;
            /** @description true: a credit note (positive numbers, posting the reverse); false: an invoice */
            return: boolean;
            items: components["schemas"]["InvoiceItemCreate"][];
            charges?: components["schemas"]["InvoiceChargeCreate"][] | null;
            /** @description When payment is due, never before postingDate; when omitted, an invoice's is the customer's payment terms applied to postingDate, else (and a credit note's) postingDate */
            dueDate?: string | null;
            /** @description A credit note only: the invoice it returns against (same company and customer, not cancelled, not a credit note) */
            returnAgainstIdString?: string | null;
            /** @description The APPROVED sales order of the same customer and currency the invoice bills (its items, up to what is open to bill); a credit note takes billing back */
            salesOrderIdString?: string | null;
        };
        InvoiceDetail: {
            readonly id: string;
            /** @description INV-<company code>-<sequence>; credit notes CN-<company code>-<sequence> */
            number: string;
            companyIdString: string;
            customerIdString: string;
            customerName: string;
            currencyCodeString: string;
            postingDate: string;
            dueDate: string;
            /** @description The payment terms the due date came from; null for an explicit dueDate, a credit note or a customer without terms */
            paymentTermsIdString: string | null;
            notes: string | null;
            return: boolean;
            returnAgainstIdString: string | null;
            /** @description The sales order it bills, if any */
            salesOrderIdString: string | null;
            status: components["schemas"]["InvoiceStatus"];
            /** @description The lines' amounts before tax (= netTotal) */
            itemsTotal: number;
            /** @description The lines' amounts before tax */
            netTotal: number;
            /** @description The lines' tax */
            taxTotal: number;
            chargesTotal: number;
            /** @description netTotal + taxTotal + chargesTotal */
            total: number;
            /** @description Invoice: what is still due. Credit note: the credit not yet applied (0 when it returns against an invoice) */
            outstanding: number;
            /** @description Base-currency units per unit of the document's currency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description The total in the company's base currency at exchangeRate */
            baseTotal: number;
            /** @description outstanding in the company's base currency at the invoice's rate, as the receivable carries it */
            baseOutstanding: number;
            /** @description Receivable / revenue / charge accounts; null when the total is 0 */
            journalEntryId: string | null;
            /** @description The stock ledger's cost of goods sold / stock entry; null without valued stock */
            costJournalEntryId: string | null;
            cancelledOn: string | null;
            /** @description The reversal of journalEntryId posted by the cancellation */
            reversalJournalEntryId: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
            items: components["schemas"]["InvoiceLine"][];
            /** @description The tax per rate, in the order the rates first appear on the lines */
            taxes: {
                taxRateIdString: string;
                name: string;
                ratePercent: string;
                /** @description The taxed lines' amounts */
                base: number;
                /** @description The sum of those lines' tax (each rounded on its own) */
                amount: number;
            }[];
            charges: components["schemas"]["InvoiceChargeLine"][];
            /** @description Credit notes returning against this invoice, oldest first */
            creditNotes: components["schemas"]["CreditNoteSummary"][];
        };
        InvoiceItemCreate: {
            /** @description Item code of an item of the invoice's company */
            itemCode: string;
            /** @description Quantity in the item's unit of measure, at most 6 decimals */
            qty: number;
            /** @description Price per unit in the invoice currency, at most its minor units of decimals */
            unitPrice: number;
            /** @description qty × unitPrice, rounded half-even to the currency's minor units (422 naming the expected value otherwise) */
            amount: number;
            /** @description A tax rate of the company (`/tax-rates`); the line is untaxed when omitted or null */
            taxRateIdString?: string | null;
        };
        InvoiceLine: {
            lineNumber: number;
            itemIdString: string;
            itemCode: string;
            qty: number;
            unitPrice: number;
            amount: number;
            /** @description The stock movement; null for an item that does not maintain stock */
            movementId: string | null;
            taxRateIdString: string | null;
            /** @description The rate's percentage when the line was priced */
            taxPercent: string | null;
            /** @description amount × taxPercent / 100, rounded half away from zero to the currency's minor units */
            taxAmount: number;
        };
        InvoicePage: {
            content: components["schemas"]["Invoice"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @enum {string} */
        InvoiceStatus: "UNPAID" | "PARTLY_PAID" | "PAID" | "RETURN" | "CANCELLED";
        Item: {
            readonly id: string;
            itemCode: string;
            name: string;
            itemGroup: string;
            uom: string;
            valuationMethod: components["schemas"]["ValuationMethod"];
            maintainStock: boolean;
            allowNegativeStock: boolean;
            standardCost: number | null;
            /** @description Quantity on hand; null for items that do not maintain stock */
            stockQty: number | null;
            /** @description Value on hand in the company base currency; null for items that do not maintain stock */
            stockValue: number | null;
            companyIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        ItemCreate: {
            /** @description Item code or SKU: unique in the company ignoring case, fixed once created */
            itemCode: string;
            itemGroup: string;
            name: string;
            /** @description Unit of measure */
            uom: string;
            valuationMethod: components["schemas"]["ValuationMethod"];
            /** @description Whether stock levels are tracked */
            maintainStock: boolean;
            /** @description Whether stock may go below zero; only for items that maintain stock */
            allowNegativeStock: boolean;
            /** @description Owning company */
            companyIdString: string;
            /** @description Cost per unit in the company base currency; required for STANDARD valuation */
            standardCost?: number | null;
        };
        ItemDetail: {
            readonly id: string;
            itemCode: string;
            name: string;
            itemGroup: string;
            uom: string;
            valuationMethod: components["schemas"]["ValuationMethod"];
            maintainStock: boolean;
            allowNegativeStock: boolean;
            standardCost: number | null;
            /** @description Quantity on hand; null for items that do not maintain stock */
            stockQty: number | null;
            /** @description Value on hand in the company base currency; null for items that do not maintain stock */
            stockValue: number | null;
            companyIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
            /** @description Value per unit on hand (STANDARD: the standard cost); null for items that do not maintain stock */
            valuationRate: number | null;
            /** @description The company base currency, in which standardCost, stockValue and valuationRate are */
            baseCurrency: string;
            /** @description The current price in each currency */
            prices: components["schemas"]["CurrentItemPrice"][];
        };
        ItemPage: {
            content: components["schemas"]["Item"][];
            page: components["schemas"]["PageInfo"];
        };
        ItemPrice: {
            readonly id: string;
            itemIdString: string;
            itemCode: string;
            currency: string;
            /** @description Decimal string at the currency minor units */
            price: string;
            /** @description Whether this is the newest price of the item in its currency; older ones are history */
            current: boolean;
            companyIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        ItemPriceCreate: {
            /** @description ISO 4217 currency code */
            currency: string;
            /**
             * @description Price per unit, a decimal string with at most the currency's minor units of decimals
             * @example 12.50
             */
            price: string;
            /** @description Item the price belongs to */
            itemIdString: string;
        };
        ItemPricePage: {
            content: components["schemas"]["ItemPrice"][];
            page: components["schemas"]["PageInfo"];
        };
        ItemUpdate: {
            name: string;
            /** @description Unit of measure */
            uom: string;
            valuationMethod: components["schemas"]["ValuationMethod"];
            /** @description Whether stock levels are tracked */
            maintainStock: boolean;
            /** @description Whether stock may go below zero; only for items that maintain stock */
            allowNegativeStock: boolean;
            /** @description Owning company */
            companyIdString: string;
            /** @description Kept when left out */
            itemGroup?: string;
            /** @description Kept when left out; null clears it (not for STANDARD valuation) */
            standardCost?: number | null;
            /** @description May be sent back as read; a different code is refused (codes are fixed) */
            itemCode?: string;
        };
        JournalEntry: {
            readonly id: string;
            /** @description JE-<company code>-<sequence> */
            entryNumber: string;
            /** Format: date */
            postingDate: string;
            reference: string;
            /** @description ISO 4217 code of the document or entry posted; its lines carry currencyDebit and currencyCredit in it */
            currency: string;
            /** @description Base-currency units per unit of currency ("1" in the base currency) */
            exchangeRate: string;
            /** @description The company's base currency: debit, credit and the totals are in it */
            baseCurrency: string;
            source: components["schemas"]["JournalSource"];
            /** @description The record that posted it (the journal template, the reversed entry, ...) */
            sourceId: string | null;
            reversalOfId: string | null;
            reversedById: string | null;
            /** @description In the base currency */
            totalDebit: number;
            /** @description In the base currency */
            totalCredit: number;
            lines: components["schemas"]["JournalLine"][];
            companyIdString: string;
            createdBy: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
        };
        JournalEntryCreate: {
            /** Format: date */
            postingDate: string;
            reference: string;
            /** @description ISO 4217 code of the lines' amounts; the company base currency when omitted */
            currency?: string;
            /** @description How many units of the company's base currency one unit of the document's currency costs; when omitted, the latest rate on or before the posting date (422 no-exchange-rate at the currency field when there is none); ignored in the base currency */
            exchangeRate?: string | null;
            lines: components["schemas"]["JournalLineRequest"][];
            /** @description Your default company when omitted */
            companyIdString?: string;
        };
        JournalEntryPage: {
            content: components["schemas"]["JournalEntry"][];
            page: components["schemas"]["PageInfo"];
        };
        JournalEntryReverse: {
            /**
             * Format: date
             * @description Date of the reversing entry; the original entry's date when omitted
             */
            postingDate?: string;
            reference?: string;
        };
        JournalLine: {
            lineNumber: number;
            accountId: string;
            accountNumber: string;
            accountName: string;
            /** @description In the company's base currency */
            debit: number;
            /** @description In the company's base currency */
            credit: number;
            /** @description In the entry's currency (debit itself in the base currency; 0 on an exchange difference) */
            currencyDebit: number;
            /** @description In the entry's currency */
            currencyCredit: number;
            description: string | null;
        };
        JournalLineRequest: {
            accountId: string;
            /** @default 0 */
            debit: number;
            /** @default 0 */
            credit: number;
            description?: string;
        };
        /** @enum {string} */
        JournalSource: "MANUAL" | "JOURNAL_TEMPLATE" | "REVERSAL" | "STOCK_ENTRY" | "STOCK_REVALUATION" | "PURCHASE_RECEIPT" | "PURCHASE_BILL" | "SALES_INVOICE" | "CREDIT_NOTE" | "INVOICE_CANCELLATION" | "SALES_DELIVERY" | "PAYMENT" | "EXCHANGE_REVALUATION" | "YEAR_END_CLOSING";
        JournalTemplate: {
            readonly id: string;
            type: components["schemas"]["JournalTemplateType"];
            /** @description ISO 8601 UTC timestamp */
            postingDate: string;
            /**
             * Format: date
             * @description The calendar day the entry is posted on (postingDate as written)
             */
            ledgerDate: string;
            reference: string;
            amount: number;
            currency: string;
            status: components["schemas"]["JournalTemplateStatus"];
            debitAccountId: string;
            creditAccountId: string;
            /** @description The entry posted when it was authorized */
            journalEntryId: string | null;
            copiedFromId: string | null;
            authorizedAt: string | null;
            companyIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        JournalTemplateAuthorized: {
            authorized: components["schemas"]["JournalTemplate"];
            copy: components["schemas"]["JournalTemplate"];
            journalEntry: components["schemas"]["JournalEntry"];
        };
        JournalTemplateBody: {
            type: components["schemas"]["JournalTemplateType"];
            /** @description The entry is dated on the calendar day written here */
            postingDate: string;
            reference: string;
            amount: number;
        };
        JournalTemplateCreate: {
            type: components["schemas"]["JournalTemplateType"];
            /** @description The entry is dated on the calendar day written here */
            postingDate: string;
            reference: string;
            amount: number;
            /** @description Account debited; for EXPENSE the company expense account, for REVENUE its cash account, when omitted */
            debitAccountId?: string;
            /** @description Account credited; for EXPENSE the company cash account, for REVENUE its revenue account, when omitted */
            creditAccountId?: string;
            /** @description Your default company when omitted */
            companyIdString?: string;
        };
        JournalTemplatePage: {
            content: components["schemas"]["JournalTemplate"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @enum {string} */
        JournalTemplateStatus: "DRAFT" | "AUTHORIZED";
        /** @enum {string} */
        JournalTemplateType: "EXPENSE" | "REVENUE" | "TRANSFER" | "ADJUSTMENT" | "GENERAL";
        ListAuditEventsResponse: {
            content: {
                /** @description The event; a later change has a greater id */
                readonly id: string;
                /** @description When the changing transaction began */
                at: string;
                actor: {
                    /**
                     * @description SYSTEM: the service itself (first-run setup, sending email, the command line)
                     * @enum {string}
                     */
                    type: "USER" | "API_KEY" | "SYSTEM";
                    /** @description The user or the API key */
                    readonly id: string | null;
                    /** @description The user's name or the key's, as it was then */
                    name: string;
                };
                /** @description CREATE, UPDATE, DELETE, or the operation's name on the record it was asked of (CLOSE, REOPEN, CANCEL, REVOKE, PROCESS, ...) */
                action: string;
                /** @enum {string} */
                recordType: "account" | "accounting_period" | "api_key" | "bill" | "charge" | "company" | "customer" | "delivery" | "exchange_rate" | "exchange_revaluation" | "fiscal_year" | "import" | "invitation" | "invoice" | "invoice_email" | "item" | "item_price" | "journal_entry" | "journal_template" | "password_reset" | "payment" | "payment_terms" | "purchase_order" | "purchase_receipt" | "sales_order" | "stock_entry" | "supplier" | "tax_rate" | "user" | "webhook_endpoint";
                recordIdString: string;
                /** @description null for users, who belong to no company */
                companyIdString: string | null;
                /** @description Each changed field (camelCase, as the record's columns name it) with [before, after] as text, amounts exact; null is no value. Secrets (password and key hashes) never appear. */
                changes: {
                    [key: string]: (string | null)[];
                };
                /** @description The fields of `changes` whose values are numbers (amounts, quantities, rates): a client may show them with its locale's decimal mark; the others are text as typed */
                numericFields: string[];
                /** @description The X-Request-Id of the request that made the change */
                requestId: string | null;
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListEventsResponse: {
            content: {
                /** @description Also the `webhook-id` of its deliveries: a receiver deduplicates by it */
                readonly id: string;
                /** @description `<resource>.created|updated|deleted` or a business moment (`invoice.paid`, ...) */
                type: string;
                /** @description When the change was made (its transaction) */
                readonly createdAt: string;
                companyIdString: string;
                data: {
                    /** @description The record as its GET answered it right after the change; for `deleted`, as it was before */
                    object: {
                        [key: string]: unknown;
                    };
                };
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListExchangeRatesResponse: {
            content: {
                readonly id: string;
                companyIdString: string;
                fromCurrency: string;
                toCurrency: string;
                /** @description As typed (trailing zeros kept) */
                rate: string;
                date: string;
                /** @description ISO 8601 UTC timestamp */
                readonly createdAt: string;
                /** @description ISO 8601 UTC timestamp */
                readonly updatedAt: string;
                readonly version: number;
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListExchangeRevaluationsResponse: {
            content: {
                readonly id: string;
                /** @description REV-<company code>-<sequence> */
                number: string;
                companyIdString: string;
                /** Format: date */
                date: string;
                baseCurrency: string;
                /** @description The sum of the lines' differences in the base currency: above 0 a gain, below 0 a loss */
                difference: number;
                lines: {
                    /**
                     * @description An open invoice or credit note (RECEIVABLE), an open bill (PAYABLE), or an account kept in another currency (ACCOUNT)
                     * @enum {string}
                     */
                    kind: "RECEIVABLE" | "PAYABLE" | "ACCOUNT";
                    /** @description The invoice, credit note, bill or account */
                    recordIdString: string;
                    /** @description Its number (an account: its account number) */
                    number: string;
                    currencyCodeString: string;
                    /** @description What is open on the date in its currency (a credit note's credit negative; an account's balance, debit positive) */
                    amount: number;
                    /** @description The rate of the date: base-currency units per unit of the currency */
                    rate: string;
                    /** @description What the ledger carries for it in the base currency */
                    carriedBase: number;
                    /** @description amount × rate, rounded half away from zero to the base currency's minor units */
                    revaluedBase: number;
                    /** @description revaluedBase − carriedBase for an asset (a receivable, a debit balance); for a payable the gain when it fell */
                    difference: number;
                }[];
                /** @description Posted on the date to the default UNREALIZED_EXCHANGE account; null when every difference is 0 */
                journalEntryId: string | null;
                /** @description Its reversal, posted on the next day */
                reversalJournalEntryId: string | null;
                createdBy: string | null;
                /** @description ISO 8601 UTC timestamp */
                readonly createdAt: string;
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListInvitationsResponse: {
            content: {
                readonly id: string;
                email: string;
                role: components["schemas"]["Role"];
                /** @description Its companies that you are a member of too */
                companyIdStrings: string[];
                /** @enum {string} */
                status: "PENDING" | "ACCEPTED" | "EXPIRED";
                /** @description ISO 8601 UTC timestamp */
                expiresAt: string;
                acceptedAt: string | null;
                /** @description The user who accepted it */
                userIdString: string | null;
                invitedBy: string;
                /** @description ISO 8601 UTC timestamp */
                readonly createdAt: string;
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListInvoiceSendsResponse: {
            content: {
                readonly id: string;
                invoiceIdString: string;
                to: string[];
                cc: string[];
                subject: string;
                /**
                 * @description QUEUED until the SMTP server accepts it (SENT) or the last retry fails (FAILED)
                 * @enum {string}
                 */
                status: "QUEUED" | "SENT" | "FAILED";
                /** @description Deliveries tried so far */
                attempts: number;
                /** @description The SMTP server's answer to the last failed attempt */
                lastError: string | null;
                /** @description When the next retry is due, while QUEUED after a failure */
                nextAttemptAt: string | null;
                sentAt: string | null;
                readonly createdAt: string;
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListPaymentTermsResponse: {
            content: {
                readonly id: string;
                companyIdString: string;
                name: string;
                dueDays: number;
                endOfMonth: boolean;
                /** @description ISO 8601 UTC timestamp */
                readonly createdAt: string;
                /** @description ISO 8601 UTC timestamp */
                readonly updatedAt: string;
                readonly version: number;
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListTaxRatesResponse: {
            content: {
                readonly id: string;
                companyIdString: string;
                name: string;
                /** @description As stored, at least 2 decimals ("19.00") */
                ratePercent: string;
                salesAccountIdString: string;
                purchaseAccountIdString: string;
                /** @description ISO 8601 UTC timestamp */
                readonly createdAt: string;
                /** @description ISO 8601 UTC timestamp */
                readonly updatedAt: string;
                readonly version: number;
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListUsersResponse: {
            content: {
                readonly id: string;
                email: string;
                name: string;
                role: components["schemas"]["Role"];
                /** @description false: deactivated; they cannot sign in, their sessions ended and their API keys stopped */
                active: boolean;
                defaultCompanyId: string | null;
                /** @description Their companies that you are a member of too */
                companyIdStrings: string[];
                /** @description ISO 8601 UTC timestamp */
                readonly createdAt: string;
                /** @description ISO 8601 UTC timestamp */
                readonly updatedAt: string;
                readonly version: number;
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListWebhookEndpointDeliveriesResponse: {
            content: {
                readonly id: string;
                endpointIdString: string;
                companyIdString: string;
                eventIdString: string;
                eventType: string;
                /**
                 * @description PENDING until a 2xx answer (DELIVERED) or the last retry failed (FAILED)
                 * @enum {string}
                 */
                status: "PENDING" | "DELIVERED" | "FAILED";
                attempts: number;
                nextAttemptAt: string | null;
                lastAttemptAt: string | null;
                lastResponseStatus: number | null;
                lastError: string | null;
                deliveredAt: string | null;
                /** @description ISO 8601 UTC timestamp */
                readonly createdAt: string;
                /** @description The request body, as sent */
                payload: {
                    /** @description Also the `webhook-id` of its deliveries: a receiver deduplicates by it */
                    readonly id: string;
                    /** @description `<resource>.created|updated|deleted` or a business moment (`invoice.paid`, ...) */
                    type: string;
                    /** @description When the change was made (its transaction) */
                    readonly createdAt: string;
                    companyIdString: string;
                    data: {
                        /** @description The record as its GET answered it right after the change; for `deleted`, as it was before */
                        object: {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Every attempt, first first */
                attemptLog: {
                    /** @description 1 for the first */
                    attempt: number;
                    /** @description ISO 8601 UTC timestamp */
                    at: string;
                    durationMs: number;
                    /** @description The headers sent: webhook-id, webhook-timestamp, webhook-signature, ... */
                    requestHeaders: {
                        [key: string]: string;
                    };
                    /** @description null when no answer came (refused address, timeout, network error) */
                    responseStatus: number | null;
                    /** @description The first 2 KiB of the answer */
                    responseBody: string | null;
                    error: string | null;
                }[];
            }[];
            page: components["schemas"]["PageInfo"];
        };
        ListWebhookEndpointsResponse: {
            content: {
                readonly id: string;
                companyIdString: string;
                url: string;
                events: string[];
                description: string | null;
                /** @enum {string} */
                status: "ENABLED" | "DISABLED";
                /** @description Why it was disabled: by a user, or after 5 days of failed deliveries (with the last error) */
                disabledReason: string | null;
                disabledAt: string | null;
                /** @description The first failed attempt since the last delivered one; null while deliveries succeed */
                failingSince: string | null;
                /** @description ISO 8601 UTC timestamp */
                readonly createdAt: string;
                /** @description ISO 8601 UTC timestamp */
                readonly updatedAt: string;
                readonly version: number;
            }[];
            page: components["schemas"]["PageInfo"];
        };
        LoginRequest: {
            /** Format: email */
            email: string;
            password: string;
        };
        PageInfo: {
            number: number;
            size: number;
            totalElements: number;
            totalPages: number;
            nextCursor: string | null;
            previousCursor: string | null;
        };
        /** @enum {string} */
        PartyType: "COMPANY" | "CUSTOMER" | "SUPPLIER";
        Payment: {
            readonly id: string;
            /** @description PAY-<company code>-<sequence> (both types) */
            number: string;
            companyIdString: string;
            partyType: components["schemas"]["PaymentPartyType"];
            partyIdString: string;
            partyName: string;
            paymentType: components["schemas"]["PaymentType"];
            paymentMethodLabel: string;
            reference: string;
            postingDate: string;
            transactionCurrency: string;
            transactionNetAmount: number;
            transactionCharge: number;
            transactionGatewayCharge: number;
            transactionMerchantCommission: number;
            transactionTax: number;
            transactionTotalAmount: number;
            /** @description Base-currency units per unit of transactionCurrency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description transactionTotalAmount in the base currency at exchangeRate */
            baseTotal: number;
            isGlOnly: boolean;
            /** @description Sum of the allocations */
            allocatedAmount: number;
            /** @description transactionTotalAmount - allocatedAmount: a credit left on the party */
            unallocatedAmount: number;
            status: components["schemas"]["PaymentStatus"];
            journalEntryId: string;
            cancelledOn: string | null;
            reversalJournalEntryId: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        PaymentAllocation: {
            invoiceIdString: string | null;
            billIdString: string | null;
            /** @description The invoice's or bill's number */
            documentNumber: string;
            amount: number;
            /** @description What it took off the document's receivable or payable in the base currency, at the document's rate */
            baseAmount: number;
        };
        PaymentAllocationCreate: {
            /** @description An open invoice of the party (RECEIVE from a CUSTOMER) */
            invoiceIdString?: string | null;
            /** @description An open bill of the party (PAY to a SUPPLIER) */
            billIdString?: string | null;
            /** @description At most the document's outstanding amount */
            amount: number;
        };
        PaymentCancel: {
            /**
             * Format: date
             * @description Date of the reversal; the payment's posting date when omitted, never before it
             */
            postingDate?: string;
        };
        PaymentCreate: {
            /** @description For example CASH, BANK, CARD */
            paymentMethodLabel: string;
            /** @description What reaches (RECEIVE) or leaves (PAY) the bank account */
            transactionNetAmount: number;
            transactionCharge: number;
            transactionGatewayCharge: number;
            transactionMerchantCommission: number;
            transactionTax: number;
            /** @description net + charge + gateway charge + merchant commission + tax at the currency's minor units (422 naming the expected value otherwise) */
            transactionTotalAmount: number;
            reference: string;
            /**
             * Format: date
             * @description Not in a CLOSED period
             */
            postingDate: string;
            /** @description ISO 4217 code: the company base currency or any other (at exchangeRate); it settles documents of its own currency */
            transactionCurrency: string;
            /** @description Base-currency units per unit of transactionCurrency; when omitted, the latest rate on or before postingDate (422 no-exchange-rate at transactionCurrency when there is none) */
            exchangeRate?: string | null;
            partyType: components["schemas"]["PaymentPartyType"];
            /** @description A customer (CUSTOMER) or supplier (SUPPLIER) of the company */
            partyIdString: string;
            /** @description RECEIVE from a CUSTOMER, PAY to a SUPPLIER */
            paymentType: components["schemas"]["PaymentType"];
            companyIdString: string;
            /** @description true: post the ledger only, allocate nothing */
            isGlOnly: boolean;
            /** @description Explicit allocations; omitted: the party's open documents oldest first (by due date, then number). Not with isGlOnly */
            allocations?: components["schemas"]["PaymentAllocationCreate"][] | null;
        };
        PaymentDetail: {
            readonly id: string;
            /** @description PAY-<company code>-<sequence> (both types) */
            number: string;
            companyIdString: string;
            partyType: components["schemas"]["PaymentPartyType"];
            partyIdString: string;
            partyName: string;
            paymentType: components["schemas"]["PaymentType"];
            paymentMethodLabel: string;
            reference: string;
            postingDate: string;
            transactionCurrency: string;
            transactionNetAmount: number;
            transactionCharge: number;
            transactionGatewayCharge: number;
            transactionMerchantCommission: number;
            transactionTax: number;
            transactionTotalAmount: number;
            /** @description Base-currency units per unit of transactionCurrency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description transactionTotalAmount in the base currency at exchangeRate */
            baseTotal: number;
            isGlOnly: boolean;
            /** @description Sum of the allocations */
            allocatedAmount: number;
            /** @description transactionTotalAmount - allocatedAmount: a credit left on the party */
            unallocatedAmount: number;
            status: components["schemas"]["PaymentStatus"];
            journalEntryId: string;
            cancelledOn: string | null;
            reversalJournalEntryId: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
            /** @description In the order they were made; kept after a cancellation, which reopens them */
            allocations: components["schemas"]["PaymentAllocation"][];
        };
        PaymentPage: {
            content: components["schemas"]["Payment"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @enum {string} */
        PaymentPartyType: "CUSTOMER" | "SUPPLIER";
        /** @enum {string} */
        PaymentStatus: "POSTED" | "CANCELLED";
        /** @enum {string} */
        PaymentType: "RECEIVE" | "PAY";
        /** @enum {string} */
        PeriodStatus: "OPEN" | "CLOSED";
        /** @enum {string} */
        PeriodType: "WEEK" | "MONTH" | "QUARTER" | "HALF_YEAR" | "YEAR";
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            instance: string;
            code: string;
            requestId: string;
            errors?: components["schemas"]["FieldError"][];
        };
        PurchaseDocumentSummary: {
            readonly id: string;
            number: string;
            postingDate: string;
            total: number;
        };
        PurchaseOrder: {
            readonly id: string;
            /** @description PO-<company code>-<sequence> */
            number: string;
            companyIdString: string;
            supplierIdString: string;
            supplierName: string;
            currencyCodeString: string;
            orderDate: string;
            expectedDate: string | null;
            notes: string | null;
            status: components["schemas"]["PurchaseOrderStatus"];
            /** @description Sum of the line amounts, in the order currency */
            netTotal: number;
            /** @description Sum of the lines' tax */
            taxTotal: number;
            /** @description netTotal + taxTotal */
            total: number;
            /** @description Base-currency units per unit of the document's currency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description The total in the company's base currency at exchangeRate */
            baseTotal: number;
            /** @description Share of the ordered quantity received, 0 to 100 */
            receivedPercent: number;
            /** @description Share of the ordered quantity billed, 0 to 100 */
            billedPercent: number;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        PurchaseOrderCreate: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /** @description A supplier of the company */
            supplierIdString: string;
            /** @description ISO 4217 code of the order currency */
            currencyCodeString: string;
            /** @description How many units of the company's base currency one unit of the document's currency costs; when omitted, the latest rate on or before the posting date (422 no-exchange-rate at the currency field when there is none); ignored in the base currency */
            exchangeRate?: string | null;
            /** Format: date */
            orderDate: string;
            /** @description When the goods are expected; not before orderDate */
            expectedDate?: string | null;
            notes?: string | null;
            items: components["schemas"]["PurchaseOrderLineCreate"][];
        };
        PurchaseOrderDetail: {
            readonly id: string;
            /** @description PO-<company code>-<sequence> */
            number: string;
            companyIdString: string;
            supplierIdString: string;
            supplierName: string;
            currencyCodeString: string;
            orderDate: string;
            expectedDate: string | null;
            notes: string | null;
            status: components["schemas"]["PurchaseOrderStatus"];
            /** @description Sum of the line amounts, in the order currency */
            netTotal: number;
            /** @description Sum of the lines' tax */
            taxTotal: number;
            /** @description netTotal + taxTotal */
            total: number;
            /** @description Base-currency units per unit of the document's currency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description The total in the company's base currency at exchangeRate */
            baseTotal: number;
            /** @description Share of the ordered quantity received, 0 to 100 */
            receivedPercent: number;
            /** @description Share of the ordered quantity billed, 0 to 100 */
            billedPercent: number;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
            items: components["schemas"]["PurchaseOrderLine"][];
            /** @description The tax per rate, in the order the rates first appear on the lines */
            taxes: {
                taxRateIdString: string;
                name: string;
                ratePercent: string;
                /** @description The taxed lines' amounts */
                base: number;
                /** @description The sum of those lines' tax (each rounded on its own) */
                amount: number;
            }[];
            history: components["schemas"]["PurchaseOrderHistoryEntry"][];
            /** @description Its purchase receipts, oldest first */
            receipts: components["schemas"]["PurchaseDocumentSummary"][];
            /** @description Its bills, oldest first */
            bills: components["schemas"]["PurchaseDocumentSummary"][];
        };
        PurchaseOrderHistoryEntry: {
            /** @description create, update (the draft was edited), submit, hold, resume, close, cancel (receipts and bills add theirs) */
            action: string;
            /** @description null for the creation */
            from: components["schemas"]["PurchaseOrderStatus"] | null;
            to: components["schemas"]["PurchaseOrderStatus"];
            /** @description ISO 8601 UTC timestamp */
            at: string;
            /** @description The user who made the change */
            by: string | null;
        };
        PurchaseOrderLine: {
            lineNumber: number;
            itemIdString: string;
            itemCode: string;
            itemName: string;
            uom: string;
            qty: number;
            rate: number;
            /** @description qty × rate, rounded half-even to the currency's minor units */
            amount: number;
            receivedQty: number;
            billedQty: number;
            taxRateIdString: string | null;
            /** @description The rate's percentage when the line was priced */
            taxPercent: string | null;
            /** @description amount × taxPercent / 100, rounded half away from zero to the currency's minor units */
            taxAmount: number;
        };
        PurchaseOrderLineCreate: {
            /** @description Code of an item of the order's company */
            itemCode: string;
            /** @description Quantity in the item's unit of measure, at most 6 decimals */
            qty: number;
            /** @description Price per unit in the order currency, at most its minor units of decimals */
            rate: number;
            /** @description A tax rate of the company (`/tax-rates`); the line is untaxed when omitted or null */
            taxRateIdString?: string | null;
        };
        PurchaseOrderPage: {
            content: components["schemas"]["PurchaseOrder"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @enum {string} */
        PurchaseOrderStatus: "DRAFT" | "TO_RECEIVE_AND_BILL" | "TO_BILL" | "TO_RECEIVE" | "COMPLETED" | "ON_HOLD" | "CLOSED" | "CANCELLED";
        PurchaseReceipt: {
            readonly id: string;
            /** @description PR-<company code>-<sequence> */
            number: string;
            purchaseOrderIdString: string;
            postingDate: string;
            currency: string;
            total: number;
            /** @description Base-currency units per unit of the order's currency the stock was valued at ("1" in the base currency) */
            exchangeRate: string;
            /** @description Dr stock / Cr goods received not billed; null when nothing was valued */
            journalEntryId: string | null;
            lines: {
                lineNumber: number;
                itemIdString: string;
                itemCode: string;
                qty: number;
                /** @description The order line's rate */
                rate: number;
                /** @description qty × rate, rounded half-even to the currency's minor units */
                amount: number;
                /** @description null for an item that does not maintain stock */
                movementId: string | null;
            }[];
            companyIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        PurchaseReceiptCreate: {
            /**
             * Format: date
             * @description The date the goods arrive and the journal entry is posted on; not in a CLOSED period
             */
            postingDate: string;
            /** @description An order in another currency than the base: base-currency units per unit of it, at which the stock is valued; when omitted, the latest rate on or before postingDate (422 no-exchange-rate here when there is none) */
            exchangeRate?: string | null;
            items: components["schemas"]["DocumentLineCreate"][];
        };
        ResetPasswordRequest: {
            token: string;
            password: string;
        };
        RetryWebhookDeliveryResponse: {
            readonly id: string;
            endpointIdString: string;
            companyIdString: string;
            eventIdString: string;
            eventType: string;
            /**
             * @description PENDING until a 2xx answer (DELIVERED) or the last retry failed (FAILED)
             * @enum {string}
             */
            status: "PENDING" | "DELIVERED" | "FAILED";
            attempts: number;
            nextAttemptAt: string | null;
            lastAttemptAt: string | null;
            lastResponseStatus: number | null;
            lastError: string | null;
            deliveredAt: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description The request body, as sent */
            payload: {
                /** @description Also the `webhook-id` of its deliveries: a receiver deduplicates by it */
                readonly id: string;
                /** @description `<resource>.created|updated|deleted` or a business moment (`invoice.paid`, ...) */
                type: string;
                /** @description When the change was made (its transaction) */
                readonly createdAt: string;
                companyIdString: string;
                data: {
                    /** @description The record as its GET answered it right after the change; for `deleted`, as it was before */
                    object: {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Every attempt, first first */
            attemptLog: {
                /** @description 1 for the first */
                attempt: number;
                /** @description ISO 8601 UTC timestamp */
                at: string;
                durationMs: number;
                /** @description The headers sent: webhook-id, webhook-timestamp, webhook-signature, ... */
                requestHeaders: {
                    [key: string]: string;
                };
                /** @description null when no answer came (refused address, timeout, network error) */
                responseStatus: number | null;
                /** @description The first 2 KiB of the answer */
                responseBody: string | null;
                error: string | null;
            }[];
        };
        ReverseJournalEntryRequest: components["schemas"]["JournalEntryReverse"] | null;
        /** @enum {string} */
        Role: "ADMIN" | "ACCOUNTANT" | "SALES" | "INVENTORY" | "VIEWER";
        SalesDelivery: {
            readonly id: string;
            /** @description DN-<company code>-<sequence>; a return DR-<company code>-<sequence> */
            number: string;
            salesOrderIdString: string;
            return: boolean;
            salesOrderTrace: string;
            postingDate: string;
            currencyCodeString: string;
            /** @description The delivered quantities at the order's unit prices */
            total: number;
            /** @description The cost of goods sold posted, in the company base currency */
            cost: number;
            /** @description Dr cost of goods sold / Cr stock; null when nothing was valued */
            journalEntryId: string | null;
            lines: components["schemas"]["SalesDeliveryLine"][];
            companyIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        SalesDeliveryCreate: {
            /**
             * Format: date
             * @description The date the goods leave and the cost of goods sold is posted on; not in a CLOSED period
             */
            postingDate: string;
            items: components["schemas"]["SalesDeliveryLineCreate"][];
            /** @description true: a return of delivered goods (positive quantities, up to what was delivered): they come back into stock at the cost they went out at, Dr stock / Cr cost of goods sold, and the order's delivered quantities go down */
            return?: boolean;
        };
        SalesDeliveryLine: {
            lineNumber: number;
            itemIdString: string;
            itemCode: string;
            qty: number;
            /** @description The order line's unit price */
            unitPrice: number;
            /** @description qty × unitPrice, rounded half-even to the currency's minor units */
            amount: number;
            /** @description The stock value issued (valuation cost, company base currency), or for a return brought back; 0 for an item without stock */
            cost: number;
            movementId: string | null;
        };
        SalesDeliveryLineCreate: {
            /** @description The code of an item on the order */
            itemCode: string;
            /** @description Quantity in the item's unit of measure, at most 6 decimals */
            qty: number;
        };
        SalesDeliverySummary: {
            readonly id: string;
            number: string;
            postingDate: string;
            /** @description The delivered quantities at the order's unit prices */
            total: number;
            /** @description A return of delivered goods */
            return: boolean;
        };
        SalesOrder: {
            readonly id: string;
            /** @description The trace identifier: the same as number */
            trace: string;
            /** @description SO-<company code>-<sequence> */
            number: string;
            companyIdString: string;
            customerIdString: string;
            customerName: string;
            currencyCodeString: string;
            orderDate: string;
            deliveryDate: string | null;
            notes: string | null;
            workflowState: components["schemas"]["SalesOrderWorkflowState"];
            status: components["schemas"]["SalesOrderStatus"];
            /** @description Sum of the line amounts, in the order currency */
            netTotal: number;
            /** @description Sum of the lines' tax */
            taxTotal: number;
            /** @description netTotal + taxTotal */
            total: number;
            /** @description Base-currency units per unit of the document's currency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description The total in the company's base currency at exchangeRate */
            baseTotal: number;
            /** @description Share of the ordered quantity delivered, 0 to 100 */
            deliveredPercent: number;
            /** @description Share of the ordered quantity billed, 0 to 100 */
            billedPercent: number;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        SalesOrderCreate: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /** @description A customer of the company */
            customerIdString: string;
            /** @description ISO 4217 code of the order currency */
            currencyCodeString: string;
            /** @description How many units of the company's base currency one unit of the document's currency costs; when omitted, the latest rate on or before the posting date (422 no-exchange-rate at the currency field when there is none); ignored in the base currency */
            exchangeRate?: string | null;
            /** Format: date */
            orderDate: string;
            /** @description When the goods are promised; not before orderDate */
            deliveryDate?: string | null;
            notes?: string | null;
            items: components["schemas"]["SalesOrderLineCreate"][];
        };
        SalesOrderDetail: {
            readonly id: string;
            /** @description The trace identifier: the same as number */
            trace: string;
            /** @description SO-<company code>-<sequence> */
            number: string;
            companyIdString: string;
            customerIdString: string;
            customerName: string;
            currencyCodeString: string;
            orderDate: string;
            deliveryDate: string | null;
            notes: string | null;
            workflowState: components["schemas"]["SalesOrderWorkflowState"];
            status: components["schemas"]["SalesOrderStatus"];
            /** @description Sum of the line amounts, in the order currency */
            netTotal: number;
            /** @description Sum of the lines' tax */
            taxTotal: number;
            /** @description netTotal + taxTotal */
            total: number;
            /** @description Base-currency units per unit of the document's currency, as posted ("1" in the base currency) */
            exchangeRate: string;
            /** @description The total in the company's base currency at exchangeRate */
            baseTotal: number;
            /** @description Share of the ordered quantity delivered, 0 to 100 */
            deliveredPercent: number;
            /** @description Share of the ordered quantity billed, 0 to 100 */
            billedPercent: number;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
            items: components["schemas"]["SalesOrderLine"][];
            /** @description The tax per rate, in the order the rates first appear on the lines */
            taxes: {
                taxRateIdString: string;
                name: string;
                ratePercent: string;
                /** @description The taxed lines' amounts */
                base: number;
                /** @description The sum of those lines' tax (each rounded on its own) */
                amount: number;
            }[];
            /** @description Every change of workflowState and status, oldest first */
            history: components["schemas"]["SalesOrderHistoryEntry"][];
            /** @description Its deliveries, oldest first */
            deliveries: components["schemas"]["SalesDeliverySummary"][];
        };
        SalesOrderHistoryEntry: {
            /**
             * @description Which of the two changed
             * @enum {string}
             */
            field: "workflowState" | "status";
            /** @description create, update-workflow, hold, resume, close, cancel, deliver, bill, unbill */
            action: string;
            /** @description null for the creation */
            from: string | null;
            to: string;
            /** @description ISO 8601 UTC timestamp */
            at: string;
            /** @description The user who made the change (the owner of the API key when a key made it) */
            by: string | null;
        };
        SalesOrderLine: {
            lineNumber: number;
            itemIdString: string;
            itemCode: string;
            itemName: string;
            uom: string;
            qty: number;
            unitPrice: number;
            /** @description qty × unitPrice, rounded half-even to the currency's minor units */
            amount: number;
            deliveredQty: number;
            billedQty: number;
            taxRateIdString: string | null;
            /** @description The rate's percentage when the line was priced */
            taxPercent: string | null;
            /** @description amount × taxPercent / 100, rounded half away from zero to the currency's minor units */
            taxAmount: number;
        };
        SalesOrderLineCreate: {
            /** @description Code of an item of the order's company */
            itemCode: string;
            /** @description Quantity in the item's unit of measure, at most 6 decimals */
            qty: number;
            /** @description Price per unit in the order currency, at most its minor units of decimals */
            unitPrice: number;
            /** @description A tax rate of the company (`/tax-rates`); the line is untaxed when omitted or null */
            taxRateIdString?: string | null;
        };
        SalesOrderPage: {
            content: components["schemas"]["SalesOrder"][];
            page: components["schemas"]["PageInfo"];
        };
        /** @enum {string} */
        SalesOrderStatus: "DRAFT" | "TO_DELIVER_AND_BILL" | "TO_BILL" | "TO_DELIVER" | "COMPLETED" | "ON_HOLD" | "CLOSED" | "CANCELLED";
        /** @enum {string} */
        SalesOrderWorkflowState: "DRAFT" | "PENDING_APPROVAL" | "APPROVED";
        /** @enum {string} */
        Scope: "*" | "accounts:read" | "accounts:write" | "accounting-periods:read" | "accounting-periods:write" | "journal-templates:read" | "journal-templates:write" | "journal-entries:read" | "journal-entries:write" | "fiscal-years:read" | "fiscal-years:write" | "reports:read" | "reports:write" | "invoices:read" | "invoices:write" | "sales-orders:read" | "sales-orders:write" | "purchase-orders:read" | "purchase-orders:write" | "bills:read" | "bills:write" | "items:read" | "items:write" | "item-prices:read" | "item-prices:write" | "stock-entries:read" | "stock-entries:write" | "suppliers:read" | "suppliers:write" | "customers:read" | "customers:write" | "companies:read" | "companies:write" | "currencies:read" | "currencies:write" | "payments:read" | "payments:write" | "charges:read" | "charges:write" | "payment-terms:read" | "payment-terms:write" | "tax-rates:read" | "tax-rates:write" | "exchange-rates:read" | "exchange-rates:write" | "exchange-revaluations:read" | "exchange-revaluations:write" | "audit-events:read" | "audit-events:write" | "events:read" | "events:write" | "webhook-endpoints:read" | "webhook-endpoints:write" | "imports:read" | "imports:write" | "api-keys:read" | "api-keys:write" | "users:read" | "users:write";
        SendInvoiceRequest: {
            /** @description Recipients; the customer's email is what the console proposes */
            to: string[];
            cc?: string[] | null;
            /** @description "Invoice <number> from <company>" when omitted */
            subject?: string | null;
            /** @description The text of the email; a short note naming the invoice, total and due date when omitted */
            message?: string | null;
        };
        SendInvoiceResponse: {
            readonly id: string;
            invoiceIdString: string;
            to: string[];
            cc: string[];
            subject: string;
            /**
             * @description QUEUED until the SMTP server accepts it (SENT) or the last retry fails (FAILED)
             * @enum {string}
             */
            status: "QUEUED" | "SENT" | "FAILED";
            /** @description Deliveries tried so far */
            attempts: number;
            /** @description The SMTP server's answer to the last failed attempt */
            lastError: string | null;
            /** @description When the next retry is due, while QUEUED after a failure */
            nextAttemptAt: string | null;
            sentAt: string | null;
            readonly createdAt: string;
        };
        Session: {
            accessToken: string;
            /** @constant */
            tokenType: "Bearer";
            /** @description Seconds until the access token expires */
            expiresIn: number;
            user: components["schemas"]["User"];
        };
        SetupRequest: {
            /** Format: email */
            email: string;
            password: string;
            company: components["schemas"]["CompanyCreate"];
        };
        SetupStatus: {
            setupRequired: boolean;
        };
        StockEntry: {
            readonly id: string;
            /** @description STE-<companyCode>-000001 */
            number: string;
            entryType: components["schemas"]["StockEntryType"];
            postingDate: string;
            /** @description Σ of the lines' values, in the company base currency */
            totalValue: number;
            baseCurrency: string;
            /** @description The journal entry it posted; null when every value was zero */
            journalEntryId: string | null;
            companyIdString: string;
            createdBy: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        StockEntryCreate: {
            /** @description Your default company when omitted */
            companyIdString?: string;
            entryType: components["schemas"]["StockEntryType"];
            /**
             * Format: date
             * @description The date the stock moves and the journal entry is posted on; not in a CLOSED accounting period
             */
            postingDate: string;
            items: components["schemas"]["StockEntryLineCreate"][];
        };
        StockEntryDetail: {
            readonly id: string;
            /** @description STE-<companyCode>-000001 */
            number: string;
            entryType: components["schemas"]["StockEntryType"];
            postingDate: string;
            /** @description Σ of the lines' values, in the company base currency */
            totalValue: number;
            baseCurrency: string;
            /** @description The journal entry it posted; null when every value was zero */
            journalEntryId: string | null;
            companyIdString: string;
            createdBy: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
            items: components["schemas"]["StockEntryLine"][];
        };
        StockEntryLine: {
            lineNumber: number;
            itemIdString: string;
            itemCode: string;
            qty: number;
            /** @description RECEIPT: the rate given; ISSUE: the outgoing rate, value / qty */
            rate: number;
            /** @description RECEIPT: round(qty × rate); ISSUE: the stock value that went out */
            value: number;
            /** @description The stock movement the line made */
            movementId: string;
        };
        StockEntryLineCreate: {
            /** @description An item of the entry's company that maintains stock */
            itemCode: string;
            /** @description Quantity, above zero, at most 6 decimals */
            qty: number;
            /** @description Cost per unit in the company base currency, exact at its minor units; required on RECEIPT, left out on ISSUE (the item's valuation sets it) */
            rate?: number;
        };
        StockEntryPage: {
            content: components["schemas"]["StockEntry"][];
            page: components["schemas"]["PageInfo"];
        };
        /**
         * @description RECEIPT brings stock in (opening stock, a found surplus); ISSUE takes it out (a loss, a material issue)
         * @enum {string}
         */
        StockEntryType: "RECEIPT" | "ISSUE";
        StockMovement: {
            readonly id: string;
            itemIdString: string;
            /** @description 1, 2, 3, ... per item: the order the movements were applied in */
            seq: number;
            postingDate: string;
            /** @enum {string} */
            kind: "RECEIPT" | "ISSUE" | "REVALUATION";
            /** @description Signed: positive in, negative out, 0 for a revaluation */
            qty: number;
            /** @description Incoming rate (receipt), outgoing rate (issue), the new standard cost (revaluation) */
            rate: number;
            /** @description Signed change of the stock value, posted to the stock account */
            value: number;
            /** @description What the counter account got: round(qty × rate) of a receipt, the value out of an issue */
            amount: number;
            /** @description Posted to the stock variance account (a debit when positive) */
            variance: number;
            balanceQty: number;
            balanceValue: number;
            /** @description STOCK_ENTRY, STOCK_REVALUATION, PURCHASE_RECEIPT, ... */
            sourceType: string;
            sourceId: string;
            sourceNumber: string;
            journalEntryId: string | null;
            companyIdString: string;
            readonly createdAt: string;
        };
        StockMovementPage: {
            content: components["schemas"]["StockMovement"][];
            page: components["schemas"]["PageInfo"];
        };
        Supplier: {
            readonly id: string;
            name: string;
            companyIdString: string;
            currencyCodeString: string;
            email: string | null;
            phone: string | null;
            address: string | null;
            notes: string | null;
            /** @description The party's payment terms; null for none */
            paymentTermsIdString: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        SupplierCreate: {
            name: string;
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /** @description ISO 4217 code the supplier bills in; the company base currency when omitted */
            currencyCodeString?: string | null;
            email?: string | null;
            phone?: string | null;
            address?: string | null;
            notes?: string | null;
            /** @description The party's payment terms (`/payment-terms`); documents without a `dueDate` are due by them */
            paymentTermsIdString?: string | null;
        };
        SupplierPage: {
            content: components["schemas"]["Supplier"][];
            page: components["schemas"]["PageInfo"];
        };
        TestWebhookEndpointResponse: {
            readonly id: string;
            endpointIdString: string;
            companyIdString: string;
            eventIdString: string;
            eventType: string;
            /**
             * @description PENDING until a 2xx answer (DELIVERED) or the last retry failed (FAILED)
             * @enum {string}
             */
            status: "PENDING" | "DELIVERED" | "FAILED";
            attempts: number;
            nextAttemptAt: string | null;
            lastAttemptAt: string | null;
            lastResponseStatus: number | null;
            lastError: string | null;
            deliveredAt: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description The request body, as sent */
            payload: {
                /** @description Also the `webhook-id` of its deliveries: a receiver deduplicates by it */
                readonly id: string;
                /** @description `<resource>.created|updated|deleted` or a business moment (`invoice.paid`, ...) */
                type: string;
                /** @description When the change was made (its transaction) */
                readonly createdAt: string;
                companyIdString: string;
                data: {
                    /** @description The record as its GET answered it right after the change; for `deleted`, as it was before */
                    object: {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Every attempt, first first */
            attemptLog: {
                /** @description 1 for the first */
                attempt: number;
                /** @description ISO 8601 UTC timestamp */
                at: string;
                durationMs: number;
                /** @description The headers sent: webhook-id, webhook-timestamp, webhook-signature, ... */
                requestHeaders: {
                    [key: string]: string;
                };
                /** @description null when no answer came (refused address, timeout, network error) */
                responseStatus: number | null;
                /** @description The first 2 KiB of the answer */
                responseBody: string | null;
                error: string | null;
            }[];
        };
        TrialBalance: {
            companyIdString: string;
            /** Format: date */
            fromDate: string;
            /** Format: date */
            toDate: string;
            /** @description Every account with an opening balance or movements, by account number */
            rows: components["schemas"]["TrialBalanceRow"][];
            /** @description One, in the company's base currency: every amount of the ledger is kept in it */
            totals: components["schemas"]["TrialBalanceTotal"][];
        };
        TrialBalanceRow: {
            accountId: string;
            accountNumber: string;
            name: string;
            type: components["schemas"]["AccountType"];
            /** @description The currency the account is kept in */
            currency: string;
            opening: number;
            debit: number;
            credit: number;
            closing: number;
            /** @description The closing balance in the account's own currency (closing itself for an account kept in the base currency) */
            currencyClosing: number;
        };
        TrialBalanceTotal: {
            currency: string;
            opening: number;
            debit: number;
            credit: number;
            closing: number;
            /** @description debit - credit of the range; zero when the books balance */
            difference: number;
        };
        UpdateExchangeRateRequest: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /** @description ISO 4217 code of the currency priced */
            fromCurrency: string;
            /** @description ISO 4217 code of the currency it is priced in (usually the company's base) */
            toCurrency: string;
            /**
             * @description How many units of toCurrency one unit of fromCurrency costs, as a decimal string; at most 12 decimals, kept exactly
             * @example 1.0823
             */
            rate: string;
            /**
             * Format: date
             * @description The rate holds from this day on, until a later rate of the pair; one rate per pair and day
             */
            date: string;
        };
        UpdateExchangeRateResponse: {
            readonly id: string;
            companyIdString: string;
            fromCurrency: string;
            toCurrency: string;
            /** @description As typed (trailing zeros kept) */
            rate: string;
            date: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        UpdatePaymentTermsRequest: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /** @description Unique in the company, ignoring case (e.g. "Net 30") */
            name: string;
            /** @description Days after the posting date the document is due */
            dueDays: number;
            /** @description Then due on the last day of that month (false when omitted) */
            endOfMonth?: boolean;
        };
        UpdatePaymentTermsResponse: {
            readonly id: string;
            companyIdString: string;
            name: string;
            dueDays: number;
            endOfMonth: boolean;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        UpdateTaxRateRequest: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /** @description Unique in the company, ignoring case (e.g. "VAT 19 %") */
            name: string;
            /**
             * @description The rate in percent as a decimal string, e.g. "19.00"; 0 to 100, at most 4 decimals
             * @example 19.00
             */
            ratePercent: string;
            /** @description Sales tax is credited here; the company's default TAX account (Tax payable) when omitted */
            salesAccountIdString?: string | null;
            /** @description Purchase tax is debited here; the company's default TAX_RECEIVABLE account (Tax receivable) when omitted, else its TAX account */
            purchaseAccountIdString?: string | null;
        };
        UpdateTaxRateResponse: {
            readonly id: string;
            companyIdString: string;
            name: string;
            /** @description As stored, at least 2 decimals ("19.00") */
            ratePercent: string;
            salesAccountIdString: string;
            purchaseAccountIdString: string;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        UpdateUserRequest: {
            role: components["schemas"]["Role"];
            active: boolean;
            /** @description The companies the user works in; the first is their default. Only companies you are a member of */
            companyIdStrings: string[];
        };
        UpdateUserResponse: {
            readonly id: string;
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            /** @description false: deactivated; they cannot sign in, their sessions ended and their API keys stopped */
            active: boolean;
            defaultCompanyId: string | null;
            /** @description Their companies that you are a member of too */
            companyIdStrings: string[];
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        UpdateWebhookEndpointRequest: {
            /** @description Owning company; your default company when omitted */
            companyIdString?: string;
            /**
             * Format: uri
             * @description Where events are POSTed. Loopback and private addresses are refused unless the service allows them (BOS_WEBHOOK_ALLOW_PRIVATE); redirects are not followed
             */
            url: string;
            /** @description The event types sent to it; `"*"` for all */
            events: ("*" | ("account.created" | "account.updated" | "account.deleted" | "accounting_period.created" | "accounting_period.updated" | "accounting_period.deleted" | "api_key.created" | "api_key.updated" | "api_key.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "charge.created" | "charge.updated" | "charge.deleted" | "company.created" | "company.updated" | "company.deleted" | "customer.created" | "customer.updated" | "customer.deleted" | "exchange_rate.created" | "exchange_rate.updated" | "exchange_rate.deleted" | "exchange_revaluation.created" | "exchange_revaluation.updated" | "exchange_revaluation.deleted" | "fiscal_year.created" | "fiscal_year.updated" | "fiscal_year.deleted" | "import.created" | "import.updated" | "import.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "item.created" | "item.updated" | "item.deleted" | "item_price.created" | "item_price.updated" | "item_price.deleted" | "journal_entry.created" | "journal_entry.updated" | "journal_entry.deleted" | "journal_template.created" | "journal_template.updated" | "journal_template.deleted" | "payment.created" | "payment.updated" | "payment.deleted" | "payment_terms.created" | "payment_terms.updated" | "payment_terms.deleted" | "purchase_order.created" | "purchase_order.updated" | "purchase_order.deleted" | "purchase_receipt.created" | "purchase_receipt.updated" | "purchase_receipt.deleted" | "sales_delivery.created" | "sales_delivery.updated" | "sales_delivery.deleted" | "sales_order.created" | "sales_order.updated" | "sales_order.deleted" | "stock_entry.created" | "stock_entry.updated" | "stock_entry.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "tax_rate.created" | "tax_rate.updated" | "tax_rate.deleted" | "webhook_endpoint.created" | "webhook_endpoint.updated" | "webhook_endpoint.deleted" | "invoice.paid" | "invoice.cancelled" | "sales_order.workflow_changed" | "sales_order.status_changed" | "purchase_order.status_changed" | "payment.cancelled" | "import.completed" | "import.failed" | "api_key.revoked" | "journal_entry.posted" | "fiscal_year.closed" | "fiscal_year.reopened" | "webhook_endpoint.test"))[];
            description?: string | null;
            /** @description false stops deliveries; true re-enables a disabled endpoint (what waits is sent). Unchanged when omitted */
            enabled?: boolean;
        };
        UpdateWebhookEndpointResponse: {
            readonly id: string;
            companyIdString: string;
            url: string;
            events: string[];
            description: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            /** @description Why it was disabled: by a user, or after 5 days of failed deliveries (with the last error) */
            disabledReason: string | null;
            disabledAt: string | null;
            /** @description The first failed attempt since the last delivered one; null while deliveries succeed */
            failingSince: string | null;
            /** @description ISO 8601 UTC timestamp */
            readonly createdAt: string;
            /** @description ISO 8601 UTC timestamp */
            readonly updatedAt: string;
            readonly version: number;
        };
        User: {
            readonly id: string;
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            defaultCompanyId: string | null;
            companyIds: string[];
        };
        /**
         * @description MAVG (moving average), FIFO, LIFO or STANDARD (at standardCost)
         * @enum {string}
         */
        ValuationMethod: "MAVG" | "FIFO" | "LIFO" | "STANDARD";
    };
    responses: {
        /** @description Malformed request: an invalid query or path parameter (`invalid-query`), a malformed URL, or a body that is not JSON (`invalid-json`). */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No credential, or one that is malformed, unknown, expired or revoked (`unauthenticated`, `api-key-expired`, `api-key-revoked`). */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The credential lacks the operation's scope (`forbidden-scope`), or the record belongs to a company you are not a member of (`forbidden-company`). */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such record (`not-found`), or one you may not see. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with the records' state (`conflict`, `invalid-transition`, `in-use`, `period-closed`, `insufficient-stock`, ...), or a request with the same `Idempotency-Key` is still running. */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description `If-Match` names another version than the record's (`precondition-failed`): read it again. */
        PreconditionFailed: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is larger than the limit (`payload-too-large`): 1 MiB for JSON, the upload limit for a file. */
        ContentTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is not in a media type the operation reads (`unsupported-media-type`). */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body is well-formed but invalid (`validation`, one `errors` entry per field), or an `Idempotency-Key` reused with another body (`idempotency-mismatch`). */
        UnprocessableContent: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests: the API key's hourly limit, or failed sign-ins (`rate-limited`). */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The database has no free connection, or the PDF renderer's queue is full (`service-unavailable`): nothing was done; try again after `Retry-After` seconds. */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
        IdempotencyKey: string;
        /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
        IfMatch: string;
        /** @description The PDF's `ETag` (or `*`): 304 without a body when it still names the PDF. */
        IfNoneMatch: string;
        /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
        XRequestId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id: the `X-Request-Id` sent, when it is 1 to 128 of `A-Z a-z 0-9 _ . : -`, else a new UUID. Problems carry it as `requestId`. */
        XRequestId: string;
        /** @description The path of the record created: `/api/v1/<collection>/<id>`. */
        Location: string;
        /** @description The record's version, `W/"<version>"`: send it back as `If-Match` to update only that version. */
        ETag: string;
        /** @description With the PDF: its strong tag (one per order version and format); send it as `If-None-Match` for a 304. */
        PdfETag: string;
        /** @description `attachment` or `inline`, with the file's name. */
        ContentDisposition: string;
        /** @description With an API key: what is left of its hourly limit, `"hourly";r=<remaining>;t=<seconds until the window resets>` (IETF draft-ietf-httpapi-ratelimit-headers). */
        RateLimit: string;
        /** @description With an API key: its limit, `"hourly";q=<requests per hour>;w=3600`. */
        RateLimitPolicy: string;
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description The schemes the service accepts: `Bearer, X-API-Key`. */
        WWWAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSetupStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetupRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refreshSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                name?: string;
                code?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCurrencies: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                code?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrencyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                status?: components["schemas"]["ApiKeyStatus"];
                name?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteApiKeyByName: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyDeleteByName"];
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                /** @description Part of the name, email or tax id */
                search?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                type?: components["schemas"]["AccountType"];
                category?: components["schemas"]["AccountCategory"];
                /** @description Part of the name or the start of the account number */
                name?: string;
                parentAccountId?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountNextNumber: {
        parameters: {
            query: {
                companyIdString?: string;
                /** @description The group the account will sit under; its number is the next free one in that group's block */
                parentAccountId?: string;
                type: components["schemas"]["AccountType"];
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountNumberPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFiscalYears: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalYearPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFiscalYear: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FiscalYearCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalYear"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFiscalYear: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalYear"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    closeFiscalYear: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CloseFiscalYearRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalYear"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reopenFiscalYear: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalYear"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAccountingPeriods: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                fiscalYearIdString?: string;
                periodType?: components["schemas"]["PeriodType"];
                status?: components["schemas"]["PeriodStatus"];
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingPeriodPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountingPeriodCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingPeriod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingPeriod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    closeAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingPeriod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reopenAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingPeriod"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJournalEntries: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                /** @description Posted on or after this date */
                fromDate?: string;
                /** @description Posted on or before this date */
                toDate?: string;
                /** @description Entries with a line on this account */
                accountId?: string;
                source?: components["schemas"]["JournalSource"];
                /** @description Part of the reference or the entry number */
                reference?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JournalEntryCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reverseJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReverseJournalEntryRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listJournalTemplates: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                status?: components["schemas"]["JournalTemplateStatus"];
                type?: components["schemas"]["JournalTemplateType"];
                reference?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalTemplatePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createJournalTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JournalTemplateCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authorizeJournalTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JournalTemplateBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalTemplateAuthorized"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getJournalTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrialBalance: {
        parameters: {
            query: {
                /** @description Your default company when omitted */
                companyIdString?: string;
                fromDate: string;
                toDate: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrialBalance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReceivablesAging: {
        parameters: {
            query?: {
                /** @description Your default company when omitted */
                companyIdString?: string;
                /** @description Today (UTC) when omitted */
                asOf?: string;
                /** @description Only this customer (receivables) or supplier (payables) */
                partyIdString?: string;
                /** @description false: each party's buckets and totals without its documents (empty lists), summed by the database; for a whole company of many open documents. Default true */
                documents?: "true" | "false";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgingReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPayablesAging: {
        parameters: {
            query?: {
                /** @description Your default company when omitted */
                companyIdString?: string;
                /** @description Today (UTC) when omitted */
                asOf?: string;
                /** @description Only this customer (receivables) or supplier (payables) */
                partyIdString?: string;
                /** @description false: each party's buckets and totals without its documents (empty lists), summed by the database; for a whole company of many open documents. Default true */
                documents?: "true" | "false";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgingReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTaxSummary: {
        parameters: {
            query: {
                /** @description Your default company when omitted */
                companyIdString?: string;
                fromDate: string;
                toDate: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTaxSummaryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReportProfitAndLoss: {
        parameters: {
            query: {
                /** @description Your default company when omitted */
                companyIdString?: string;
                fromDate: string;
                toDate: string;
                /** @description A second column: the period just before (of the same length; a balance sheet: a month before) or the same dates a year before */
                compare?: "none" | "previous-period" | "previous-year";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetReportProfitAndLossResponse"];
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReportBalanceSheet: {
        parameters: {
            query: {
                /** @description Your default company when omitted */
                companyIdString?: string;
                asOf: string;
                /** @description A second column: the period just before (of the same length; a balance sheet: a month before) or the same dates a year before */
                compare?: "none" | "previous-period" | "previous-year";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetReportBalanceSheetResponse"];
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReportGeneralLedger: {
        parameters: {
            query: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                /** @description One account of the company that takes postings; without it, every account of the number range */
                accountIdString?: string;
                /** @description Without accountIdString: the range's first account number (inclusive); the chart's first when omitted */
                fromAccountNumber?: string;
                /** @description Without accountIdString: the range's last account number (inclusive); the chart's last when omitted */
                toAccountNumber?: string;
                fromDate: string;
                toDate: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetReportGeneralLedgerResponse"];
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboard: {
        parameters: {
            query?: {
                /** @description Your default company when omitted */
                companyIdString?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSuppliers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                /** @description Part of the name, email or phone */
                search?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSupplier: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupplierCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSupplier: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSupplier: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupplierCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSupplier: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listItems: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Part of the item name, ignoring case */
                name?: string;
                /** @description Start of the item code, ignoring case */
                itemCode?: string;
                /** @description The item group, ignoring case */
                itemGroup?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                /** @description Extension: true: only items that maintain stock and have nothing (or less) on hand, the dashboard's low stock; false: only the others */
                lowStock?: "true" | "false";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listItemPrices: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Prices of this item */
                itemIdString?: string;
                /** @description Prices in this currency */
                currency?: string;
                /** @description true: only current prices; false: only history */
                current?: "true" | "false";
                /** @description Your default company when omitted */
                companyIdString?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemPricePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createItemPrice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemPriceCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemPrice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getItemPrice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemPrice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listStockEntries: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                entryType?: components["schemas"]["StockEntryType"];
                /** @description Posting date on or after */
                fromDate?: string;
                /** @description Posting date on or before */
                toDate?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockEntryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createStockEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StockEntryCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockEntryDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStockEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockEntryDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listItemStockMovements: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Posting date on or after */
                fromDate?: string;
                /** @description Posting date on or before */
                toDate?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockMovementPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPurchaseOrders: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                status?: components["schemas"]["PurchaseOrderStatus"];
                /** @description Your default company when omitted */
                companyIdString?: string;
                supplierIdString?: string;
                /** @description Ordered on or after this date */
                fromDate?: string;
                /** @description Ordered on or before this date */
                toDate?: string;
                /** @description Part of the order number, ignoring case */
                search?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPurchaseOrder: {
        parameters: {
            query?: {
                /** @description Answer the record as a PDF in this print format; without it the answer is JSON, unless Accept asks for application/pdf (then STANDARD) */
                format?: "STANDARD" | "COMPACT";
                /** @description true: Content-Disposition attachment (download); otherwise inline. Only for the PDF */
                download?: "true" | "false";
            };
            header?: {
                /** @description The PDF's `ETag` (or `*`): 304 without a body when it still names the PDF. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["PdfETag"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderDetail"];
                    "application/pdf": string;
                };
            };
            /** @description Not modified: If-None-Match names the PDF's ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["PdfETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitPurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    holdPurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resumePurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    closePurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelPurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPurchaseOrderReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseReceiptCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPurchaseReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPurchaseOrderBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBills: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                supplierIdString?: string;
                purchaseOrderIdString?: string;
                /** @description Posted on or after this date */
                fromDate?: string;
                /** @description Posted on or before this date */
                toDate?: string;
                /** @description Part of the bill number, ignoring case */
                search?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                customerIdString?: string;
                status?: components["schemas"]["InvoiceStatus"];
                /** @description Posted on or after this date */
                fromDate?: string;
                /** @description Posted on or before this date */
                toDate?: string;
                /** @description true: only credit notes; false: only invoices */
                return?: "true" | "false";
                /** @description Only those billing this sales order */
                salesOrderIdString?: string;
                /** @description Part of the number, ignoring case */
                search?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoicePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoice: {
        parameters: {
            query?: {
                /** @description Answer the record as a PDF in this print format; without it the answer is JSON, unless Accept asks for application/pdf (then STANDARD) */
                format?: "STANDARD" | "COMPACT";
                /** @description true: Content-Disposition attachment (download); otherwise inline. Only for the PDF */
                download?: "true" | "false";
            };
            header?: {
                /** @description The PDF's `ETag` (or `*`): 304 without a body when it still names the PDF. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice or credit note */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["PdfETag"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDetail"];
                    "application/pdf": string;
                };
            };
            /** @description Not modified: If-None-Match names the PDF's ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["PdfETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CancelInvoiceRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendInvoiceRequest"];
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendInvoiceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInvoiceSends: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListInvoiceSendsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCharges: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                /** @description Part of the name, ignoring case */
                search?: string;
                /** @description true: only global charges; false: only the others */
                global?: "true" | "false";
                /** @description Charges in this currency */
                currencyString?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargeCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChargeQuote: {
        parameters: {
            query: {
                /**
                 * @description The amount the charge is figured on, in the charge's currency, at most its minor units of decimals
                 * @example 120.50
                 */
                base: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeQuote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSalesOrders: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                status?: components["schemas"]["SalesOrderStatus"];
                /** @description Filter by customer identifier */
                customerId?: string;
                /** @description Created on or after this date (the UTC date of createdAt) */
                fromDate?: string;
                /** @description Created on or before this date (the UTC date of createdAt) */
                toDate?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                workflowState?: components["schemas"]["SalesOrderWorkflowState"];
                /** @description Extension: order date on or after this date */
                orderDateFrom?: string;
                /** @description Extension: order date on or before this date */
                orderDateTo?: string;
                /** @description Extension: part of the order number (trace), ignoring case */
                search?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSalesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesOrderCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSalesOrder: {
        parameters: {
            query?: {
                /** @description Answer the record as a PDF in this print format; without it the answer is JSON, unless Accept asks for application/pdf (then STANDARD) */
                format?: "STANDARD" | "COMPACT";
                /** @description true: Content-Disposition attachment (download); otherwise inline. Only for the PDF */
                download?: "true" | "false";
            };
            header?: {
                /** @description The PDF's `ETag` (or `*`): 304 without a body when it still names the PDF. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description The sales order's id or its trace (number) */
                salesOrderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["PdfETag"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderDetail"];
                    "application/pdf": string;
                };
            };
            /** @description Not modified: If-None-Match names the PDF's ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["PdfETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSalesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description The sales order's id or its trace (number) */
                salesOrderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesOrderCreate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    advanceSalesOrderWorkflow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description The sales order's id or its trace (number) */
                salesOrderTrace: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    holdSalesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description The sales order's id or its trace (number) */
                salesOrderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resumeSalesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description The sales order's id or its trace (number) */
                salesOrderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    closeSalesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description The sales order's id or its trace (number) */
                salesOrderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelSalesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description The sales order's id or its trace (number) */
                salesOrderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSalesOrderDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /** @description The sales order's id or its trace (number) */
                salesOrderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesDeliveryCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDelivery: {
        parameters: {
            query?: {
                /** @description Answer the record as a PDF in this print format; without it the answer is JSON, unless Accept asks for application/pdf (then STANDARD) */
                format?: "STANDARD" | "COMPACT";
                /** @description true: Content-Disposition attachment (download); otherwise inline. Only for the PDF */
                download?: "true" | "false";
            };
            header?: {
                /** @description The PDF's `ETag` (or `*`): 304 without a body when it still names the PDF. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery note */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["PdfETag"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesDelivery"];
                    "application/pdf": string;
                };
            };
            /** @description Not modified: If-None-Match names the PDF's ETag; no body */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["PdfETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                partyIdString?: string;
                partyType?: components["schemas"]["PaymentPartyType"];
                paymentType?: components["schemas"]["PaymentType"];
                status?: components["schemas"]["PaymentStatus"];
                /** @description Only payments allocated to this invoice or credit note (cancelled ones included) */
                invoiceIdString?: string;
                /** @description Only payments allocated to this bill (cancelled ones included) */
                billIdString?: string;
                /** @description Posted on or after this date */
                fromDate?: string;
                /** @description Posted on or before this date */
                toDate?: string;
                /** @description Part of the number or reference, ignoring case */
                search?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CancelPaymentRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listImports: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                importType?: components["schemas"]["ImportType"];
                status?: components["schemas"]["ImportStatus"];
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRecordPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImportTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description <importType>.csv, e.g. ITEM.csv; another name is 404
                 * @example ITEM.csv
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template: a header row and an example row */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getImportErrorsCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rejected rows as the file had them, each with a column naming its problems */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    processImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ImportProcessForm"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPaymentTerms: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                /** @description Part of the name, ignoring case */
                search?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListPaymentTermsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPaymentTerms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentTermsRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatePaymentTermsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentTerms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetPaymentTermsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePaymentTerms: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePaymentTermsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatePaymentTermsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePaymentTerms: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTaxRates: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                /** @description Part of the name, ignoring case */
                search?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListTaxRatesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTaxRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTaxRateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTaxRateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTaxRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetTaxRateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTaxRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTaxRateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateTaxRateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteTaxRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listExchangeRates: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                fromCurrency?: string;
                toCurrency?: string;
                /** @description Only rates of this day or before, the latest first: the first row of a pair is the rate in force that day */
                onDate?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListExchangeRatesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createExchangeRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExchangeRateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateExchangeRateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExchangeRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetExchangeRateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateExchangeRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateExchangeRateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateExchangeRateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteExchangeRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listExchangeRevaluations: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                fromDate?: string;
                toDate?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListExchangeRevaluationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createExchangeRevaluation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExchangeRevaluationRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateExchangeRevaluationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getExchangeRevaluation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetExchangeRevaluationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted; users' events (no company) are listed with every company's to those who may read users */
                companyIdString?: string;
                recordType?: "account" | "accounting_period" | "api_key" | "bill" | "charge" | "company" | "customer" | "delivery" | "exchange_rate" | "exchange_revaluation" | "fiscal_year" | "import" | "invitation" | "invoice" | "invoice_email" | "item" | "item_price" | "journal_entry" | "journal_template" | "password_reset" | "payment" | "payment_terms" | "purchase_order" | "purchase_receipt" | "sales_order" | "stock_entry" | "supplier" | "tax_rate" | "user" | "webhook_endpoint";
                recordIdString?: string;
                /** @description A user or an API key */
                actorIdString?: string;
                /** @description Changes on or after this day (UTC) */
                fromDate?: string;
                /** @description Changes on or before this day (UTC) */
                toDate?: string;
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAuditEventsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                status?: "PENDING" | "ACCEPTED" | "EXPIRED";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListInvitationsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateInvitationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetInvitationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Part of the name or email */
                search?: string;
                role?: components["schemas"]["Role"];
                active?: "true" | "false";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListUsersResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetUserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateUserResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPasswordReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePasswordResetRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatePasswordResetResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                /** @description Your default company when omitted */
                companyIdString?: string;
                /** @description Only events of this type */
                type?: "account.created" | "account.updated" | "account.deleted" | "accounting_period.created" | "accounting_period.updated" | "accounting_period.deleted" | "api_key.created" | "api_key.updated" | "api_key.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "charge.created" | "charge.updated" | "charge.deleted" | "company.created" | "company.updated" | "company.deleted" | "customer.created" | "customer.updated" | "customer.deleted" | "exchange_rate.created" | "exchange_rate.updated" | "exchange_rate.deleted" | "exchange_revaluation.created" | "exchange_revaluation.updated" | "exchange_revaluation.deleted" | "fiscal_year.created" | "fiscal_year.updated" | "fiscal_year.deleted" | "import.created" | "import.updated" | "import.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "item.created" | "item.updated" | "item.deleted" | "item_price.created" | "item_price.updated" | "item_price.deleted" | "journal_entry.created" | "journal_entry.updated" | "journal_entry.deleted" | "journal_template.created" | "journal_template.updated" | "journal_template.deleted" | "payment.created" | "payment.updated" | "payment.deleted" | "payment_terms.created" | "payment_terms.updated" | "payment_terms.deleted" | "purchase_order.created" | "purchase_order.updated" | "purchase_order.deleted" | "purchase_receipt.created" | "purchase_receipt.updated" | "purchase_receipt.deleted" | "sales_delivery.created" | "sales_delivery.updated" | "sales_delivery.deleted" | "sales_order.created" | "sales_order.updated" | "sales_order.deleted" | "stock_entry.created" | "stock_entry.updated" | "stock_entry.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "tax_rate.created" | "tax_rate.updated" | "tax_rate.deleted" | "webhook_endpoint.created" | "webhook_endpoint.updated" | "webhook_endpoint.deleted" | "invoice.paid" | "invoice.cancelled" | "sales_order.workflow_changed" | "sales_order.status_changed" | "purchase_order.status_changed" | "payment.cancelled" | "import.completed" | "import.failed" | "api_key.revoked" | "journal_entry.posted" | "fiscal_year.closed" | "fiscal_year.reopened" | "webhook_endpoint.test";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEventsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                companyIdString?: string;
                status?: "ENABLED" | "DISABLED";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListWebhookEndpointsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateWebhookEndpointResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetWebhookEndpointResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `ETag` of the version read (`W/"<version>"`), or `*`: the write happens only on that version, else 412 `precondition-failed`. Without it the last write wins. */
                "If-Match"?: components["parameters"]["IfMatch"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateWebhookEndpointResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestWebhookEndpointResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpointDeliveries: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                /** @description `field`, `-field` or `field,asc|desc`; repeat for several keys */
                sort?: string | string[];
                /** @description `nextCursor` or `previousCursor` of a page of the same query: reads that page by seek instead of `page` (which it overrides) */
                cursor?: string;
                status?: "PENDING" | "DELIVERED" | "FAILED";
                eventType?: "account.created" | "account.updated" | "account.deleted" | "accounting_period.created" | "accounting_period.updated" | "accounting_period.deleted" | "api_key.created" | "api_key.updated" | "api_key.deleted" | "bill.created" | "bill.updated" | "bill.deleted" | "charge.created" | "charge.updated" | "charge.deleted" | "company.created" | "company.updated" | "company.deleted" | "customer.created" | "customer.updated" | "customer.deleted" | "exchange_rate.created" | "exchange_rate.updated" | "exchange_rate.deleted" | "exchange_revaluation.created" | "exchange_revaluation.updated" | "exchange_revaluation.deleted" | "fiscal_year.created" | "fiscal_year.updated" | "fiscal_year.deleted" | "import.created" | "import.updated" | "import.deleted" | "invoice.created" | "invoice.updated" | "invoice.deleted" | "item.created" | "item.updated" | "item.deleted" | "item_price.created" | "item_price.updated" | "item_price.deleted" | "journal_entry.created" | "journal_entry.updated" | "journal_entry.deleted" | "journal_template.created" | "journal_template.updated" | "journal_template.deleted" | "payment.created" | "payment.updated" | "payment.deleted" | "payment_terms.created" | "payment_terms.updated" | "payment_terms.deleted" | "purchase_order.created" | "purchase_order.updated" | "purchase_order.deleted" | "purchase_receipt.created" | "purchase_receipt.updated" | "purchase_receipt.deleted" | "sales_delivery.created" | "sales_delivery.updated" | "sales_delivery.deleted" | "sales_order.created" | "sales_order.updated" | "sales_order.deleted" | "stock_entry.created" | "stock_entry.updated" | "stock_entry.deleted" | "supplier.created" | "supplier.updated" | "supplier.deleted" | "tax_rate.created" | "tax_rate.updated" | "tax_rate.deleted" | "webhook_endpoint.created" | "webhook_endpoint.updated" | "webhook_endpoint.deleted" | "invoice.paid" | "invoice.cancelled" | "sales_order.workflow_changed" | "sales_order.status_changed" | "purchase_order.status_changed" | "payment.cancelled" | "import.completed" | "import.failed" | "api_key.revoked" | "journal_entry.posted" | "fiscal_year.closed" | "fiscal_year.reopened" | "webhook_endpoint.test";
            };
            header?: {
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListWebhookEndpointDeliveriesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a POST safe to retry: the first answer is stored for 24 hours per principal and replayed to a repeat with the same body; the same key with another body is 422 `idempotency-mismatch`, a repeat while the first still runs is 409. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description Your id of the request, echoed in the answer's `X-Request-Id` and in problems (`requestId`); another form is replaced by a new UUID. */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetryWebhookDeliveryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
