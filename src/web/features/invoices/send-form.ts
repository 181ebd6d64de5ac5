import { z } from 'zod';
import type { InvoiceEmailCreate } from '../../../contract/invoice-emails';

/** Addresses as people type them: separated by commas, semicolons or line breaks. */
export const addressesOf = (text: string) => text.split(/[,;\n]/).map((a) => a.trim()).filter(Boolean);

const addressList = (required: boolean) => z.string().nullish().superRefine((text, ctx) => {
  const addresses = addressesOf(text ?? '');
  if (required && addresses.length === 0) ctx.addIssue({ code: 'custom', message: 'Enter at least one email address' });
  if (addresses.length > 20) ctx.addIssue({ code: 'custom', message: 'At most 20 addresses' });
  const wrong = addresses.find((a) => !z.email().safeParse(a).success);
  if (wrong) ctx.addIssue({ code: 'custom', message: `"${wrong}" is not an email address` });
});

/** The Send dialog: recipients as text, turned into the request's lists. */
export const invoiceSendForm = z.object({
  to: addressList(true),
  cc: addressList(false),
  // an emptied field arrives as null (components/form): the service's default then
  subject: z.string().max(200).regex(/^[^\p{Cc}]*$/u, 'One line, please').nullish(),
  message: z.string().max(10_000).nullish(),
}).transform((v): InvoiceEmailCreate => ({
  to: addressesOf(v.to ?? ''), cc: addressesOf(v.cc ?? ''), subject: v.subject?.trim() || null, message: v.message?.trim() ? v.message : null,
}));
