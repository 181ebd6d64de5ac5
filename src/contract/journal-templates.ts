import { z } from 'zod';
import { calendarDate, isoDateTime, isoTimestamp, pageQuery, recordOf, uuid } from './common';
import { positiveAmount } from './money';
import { journalEntry } from './journal-entries';
import { defineResource } from './resource-manifest';

export const journalTemplateTypes = ['EXPENSE', 'REVENUE', 'TRANSFER', 'ADJUSTMENT', 'GENERAL'] as const;
export const journalTemplateType = z.enum(journalTemplateTypes);
export const journalTemplateStatuses = ['DRAFT', 'AUTHORIZED'] as const;
export const journalTemplateStatus = z.enum(journalTemplateStatuses);

/** The four fields of §2.9: the create payload and the authorize-and-copy payload alike. */
export const journalTemplateBody = z.object({
  type: journalTemplateType,
  postingDate: isoDateTime.describe('The entry is dated on the calendar day written here'),
  reference: z.string().trim().min(1, 'is required').max(200),
  amount: positiveAmount,
});
export type JournalTemplateBody = z.input<typeof journalTemplateBody>;

/** Create payload: the four fields, plus optional extensions naming the accounts and the company. */
export const journalTemplateCreate = journalTemplateBody.extend({
  debitAccountId: uuid.optional().describe('Account debited; for EXPENSE the company expense account, for REVENUE its cash account, when omitted'),
  creditAccountId: uuid.optional().describe('Account credited; for EXPENSE the company cash account, for REVENUE its revenue account, when omitted'),
  companyIdString: uuid.optional().describe('Your default company when omitted'),
});
export type JournalTemplateCreate = z.input<typeof journalTemplateCreate>;

export const journalTemplate = recordOf({
  type: journalTemplateType,
  postingDate: isoTimestamp,
  ledgerDate: calendarDate.describe('The calendar day the entry is posted on (postingDate as written)'),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: journalTemplateStatus,
  debitAccountId: uuid,
  creditAccountId: uuid,
  journalEntryId: uuid.nullable().describe('The entry posted when it was authorized'),
  copiedFromId: uuid.nullable(),
  authorizedAt: isoTimestamp.nullable(),
  companyIdString: uuid,
});
export type JournalTemplate = z.infer<typeof journalTemplate>;

export const journalTemplateAuthorized = z.object({
  authorized: journalTemplate,
  copy: journalTemplate,
  journalEntry,
});
export type JournalTemplateAuthorized = z.infer<typeof journalTemplateAuthorized>;

export const journalTemplateListQuery = pageQuery.extend({
  companyIdString: uuid.optional(),
  status: journalTemplateStatus.optional(),
  type: journalTemplateType.optional(),
  reference: z.string().max(200).optional(),
});
export type JournalTemplateListQuery = z.infer<typeof journalTemplateListQuery>;

/** The resource as the central lists see it (src/contract/resources.ts). */
export const journalTemplatesResource = defineResource({ name: 'journal-templates', access: { ACCOUNTANT: 'write' } });
