import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceEmail, InvoiceEmailCreate, InvoiceEmailListQuery } from '../../../contract/invoice-emails';
import { paginate } from '../../db/paginate';
import { companies, currencies, invoiceEmails, invoices } from '../../db/schema';
import { newId } from '../../base/ids';
import { fail } from '../../base/errors';
import { onBehalfOf, visibleTo, type Ctx } from '../core/context';
import { Decimal } from '../core/money';
import { recordEffects } from '../outbox/outbox';
import { RetryLater, type OutboxHandler } from '../outbox/outbox-dispatcher';

/**
 * Invoices sent by email (decisions §13 "Email"; docs/sales.md "Sending invoices"): a send is
 * a row QUEUED with an outbox effect in one transaction; the outbox dispatcher delivers it
 * after commit with the invoice's PDF attached, retries on the configured schedule, and marks
 * it SENT, or FAILED with the SMTP server's last answer.
 */

type EmailRow = typeof invoiceEmails.$inferSelect;

function toInvoiceEmail(row: EmailRow): InvoiceEmail {
  return {
    id: row.id, invoiceIdString: row.invoiceId, to: row.to, cc: row.cc, subject: row.subject, status: row.status,
    attempts: row.attempts, lastError: row.lastError, nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString(),
  };
}

/** The invoice with what the default subject and text name; another company's is "not found". */
async function invoiceToSend(ctx: Ctx, id: string) {
  const [found] = await ctx.db.select({
    id: invoices.id, companyId: invoices.companyId, number: invoices.number, isReturn: invoices.isReturn, postingDate: invoices.postingDate,
    dueDate: invoices.dueDate, total: invoices.total, currency: currencies.code, minorUnits: currencies.minorUnits, companyName: companies.name,
  }).from(invoices)
    .innerJoin(currencies, eq(currencies.id, invoices.currencyId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.id, id.toLowerCase()));
  return visibleTo(ctx, found, (f) => f.companyId, 'The invoice');
}

/**
 * `POST /invoices/{id}/send`: queues the email (202). Without an SMTP server configured it is
 * refused, 409 `email-not-configured`, and nothing is written.
 */
export async function queueInvoiceEmail(ctx: Ctx, invoiceId: string, input: InvoiceEmailCreate, mail: { configured: boolean }): Promise<InvoiceEmail> {
  const invoice = await invoiceToSend(ctx, invoiceId);
  if (!mail.configured) {
    throw fail.conflict('Email is not configured on this service: its operator sets BOS_SMTP_URL (docs/operations.md "Email").', 'email-not-configured');
  }
  const what = invoice.isReturn ? 'Credit note' : 'Invoice';
  const total = `${new Decimal(invoice.total).toFixed(invoice.minorUnits)} ${invoice.currency}`;
  const [row] = await ctx.db.insert(invoiceEmails).values({
    id: newId(), companyId: invoice.companyId, invoiceId: invoice.id,
    to: input.to.map((a) => a.trim()), cc: (input.cc ?? []).map((a) => a.trim()),
    subject: input.subject?.trim() || `${what} ${invoice.number} from ${invoice.companyName}`,
    message: input.message?.trim() ? input.message
      : `${what} ${invoice.number} of ${invoice.postingDate} over ${total}${invoice.isReturn ? '' : `, due ${invoice.dueDate}`}, is attached.\n\n${invoice.companyName}`,
    status: 'QUEUED', createdBy: ctx.principal.userId,
  }).returning();
  await recordEffects(ctx.db, [{ kind: 'email', companyId: invoice.companyId, type: 'invoice.email', data: { invoiceEmailId: row.id } }]);
  return toInvoiceEmail(row);
}

/** `GET /invoices/{id}/sends`: the invoice's emails, newest first. */
export async function listInvoiceEmails(ctx: Ctx, invoiceId: string, query: InvoiceEmailListQuery) {
  const invoice = await invoiceToSend(ctx, invoiceId);
  return paginate(ctx.db, {
    select: ctx.db.select().from(invoiceEmails).$dynamic(), from: invoiceEmails, where: eq(invoiceEmails.invoiceId, invoice.id),
    sortable: { createdAt: invoiceEmails.createdAt }, defaultSort: '-createdAt', tiebreak: invoiceEmails.id,
  }, query, (rows) => rows.map(toInvoiceEmail));
}

/** What delivering needs from outside the domain: the SMTP sender (none when not configured), the PDF, the From, the retry schedule. */
export type InvoiceEmailDelivery = {
  send: ((mail: {
    from: string; replyTo?: string; to: string[]; cc: string[]; subject: string; text: string; messageId: string;
    attachments: { filename: string; content: Buffer; contentType: string }[];
  }) => Promise<void>) | undefined;
  /** The invoice's PDF as its page answers it (the stored one of its current version). */
  invoicePdf(ctx: Ctx, invoiceId: string): Promise<{ content: Buffer; filename: string }>;
  from: string;
  retryDelaysMs: number[];
};

/**
 * The outbox handler of kind 'email': sends a QUEUED email once (a redelivery of one SENT or
 * FAILED does nothing). A refusal is kept as `lastError` and retried after the schedule's next
 * wait; after the last, the email is FAILED.
 */
export function invoiceEmailHandler(delivery: InvoiceEmailDelivery): OutboxHandler {
  return async (entry, { db }) => {
    const { invoiceEmailId } = entry.payload as { invoiceEmailId: string };
    const [email] = await db.select().from(invoiceEmails).where(eq(invoiceEmails.id, invoiceEmailId));
    if (!email || email.status !== 'QUEUED') return;
    const attempts = email.attempts + 1;
    const record = (set: Partial<EmailRow>) => db.update(invoiceEmails).set({ ...set, attempts, updatedAt: sql`now()` })
      .where(and(eq(invoiceEmails.id, email.id), eq(invoiceEmails.status, 'QUEUED')));
    try {
      if (!delivery.send) throw new Error('email is not configured on this service (BOS_SMTP_URL)');
      const [company] = await db.select({ email: companies.email }).from(companies).where(eq(companies.id, email.companyId));
      const pdf = await delivery.invoicePdf(onBehalfOf(db, email.createdBy ?? '', email.companyId), email.invoiceId);
      await delivery.send({
        from: delivery.from, replyTo: company.email ?? undefined, to: email.to, cc: email.cc, subject: email.subject, text: email.message,
        messageId: `<${email.id}@business-ops>`, attachments: [{ filename: pdf.filename, content: pdf.content, contentType: 'application/pdf' }],
      });
      await record({ status: 'SENT', sentAt: new Date(), lastError: null, nextAttemptAt: null });
    } catch (error) {
      const answer = (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'failed';
      const wait = delivery.retryDelaysMs[attempts - 1];
      if (wait === undefined) {
        await record({ status: 'FAILED', lastError: answer, nextAttemptAt: null });
        return;
      }
      await record({ lastError: answer, nextAttemptAt: new Date(Date.now() + wait) });
      throw new RetryLater(answer, wait);
    }
  };
}
