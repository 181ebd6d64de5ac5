import { z } from 'zod';
import { pageQuery, uuid } from './common';

/** Invoices sent by email (decisions §13 "Email"; docs/sales.md "Sending invoices"). */

const recipient = z.email().max(320);
/** One line of text: no control characters, so nothing can be smuggled into the message's headers. */
const oneLine = z.string().trim().min(1, 'is required').max(200).regex(/^[^\p{Cc}]*$/u, 'must be one line without control characters');

/** `POST /invoices/{id}/send`. */
export const invoiceEmailCreate = z.object({
  to: z.array(recipient).min(1, 'at least one recipient').max(20).describe('Recipients; the customer\'s email is what the console proposes'),
  cc: z.array(recipient).max(20).nullish(),
  subject: oneLine.nullish().describe('"Invoice <number> from <company>" when omitted'),
  message: z.string().max(10_000).nullish().describe('The text of the email; a short note naming the invoice, total and due date when omitted'),
});
export type InvoiceEmailCreate = z.input<typeof invoiceEmailCreate>;

export const invoiceEmailStatus = z.enum(['QUEUED', 'SENT', 'FAILED']);

/** A delivery as `POST /invoices/{id}/send` answers it and `GET /invoices/{id}/sends` lists it. */
export const invoiceEmail = z.object({
  id: uuid,
  invoiceIdString: uuid,
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  status: invoiceEmailStatus.describe('QUEUED until the SMTP server accepts it (SENT) or the last retry fails (FAILED)'),
  attempts: z.number().int().describe('Deliveries tried so far'),
  lastError: z.string().nullable().describe('The SMTP server\'s answer to the last failed attempt'),
  nextAttemptAt: z.string().nullable().describe('When the next retry is due, while QUEUED after a failure'),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceEmail = z.infer<typeof invoiceEmail>;

export const invoiceEmailListQuery = pageQuery;
export type InvoiceEmailListQuery = z.infer<typeof invoiceEmailListQuery>;
