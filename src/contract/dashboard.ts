import { z } from 'zod';
import { uuid } from './common';
import { salesOrderStatus } from './sales-orders';

/** `GET /reports/dashboard` (issue 11): the business at a glance, in the company base currency. */
export const dashboardQuery = z.object({
  companyIdString: uuid.optional().describe('Your default company when omitted'),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const dashboard = z.object({
  companyIdString: uuid,
  currency: z.string(),
  asOf: z.string().describe('Today (UTC), the date the figures are taken on'),
  salesThisMonth: z.number().describe('Invoices less credit notes posted this month, not cancelled, before charges'),
  salesByMonth: z.array(z.object({ month: z.string().describe('YYYY-MM'), amount: z.number() }))
    .describe('The last twelve months including this one, oldest first; months without sales are 0'),
  openSalesOrders: z.array(z.object({ status: salesOrderStatus, count: z.number().int() }))
    .describe('Sales orders neither COMPLETED, CLOSED nor CANCELLED, per status'),
  receivablesOutstanding: z.number().describe('Sum of open invoices\' outstanding'),
  receivablesOverdue: z.number().describe('Of which past due'),
  payablesOutstanding: z.number().describe('Sum of open bills\' outstanding'),
  payablesOverdue: z.number(),
  cashBalance: z.number().describe('Balance of the company\'s cash and bank accounts'),
  lowStockItems: z.array(z.object({ id: uuid, itemCode: z.string(), name: z.string(), stockQty: z.number() }))
    .describe('Stock items with at most zero on hand, up to 10, lowest first'),
  lowStockCount: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboard>;
