/** Every table, one file per area; drizzle-kit reads this folder (drizzle.config.ts). */
export * from './core';
export * from './payment-terms';
export * from './tax-rates';
export * from './auth';
export * from './sales';
export * from './accounting';
export * from './purchasing';
export * from './inventory';
export * from './invoices';
export * from './charges';
export * from './sales-orders';
export * from './documents';
export * from './payments';
export * from './imports';
export * from './outbox';
export * from './invoice-emails';
export * from './exchange-rates';
