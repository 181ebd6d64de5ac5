import { and, eq, ilike, sql } from 'drizzle-orm';
import { writtenDate } from '../../../contract/accounting-periods';
import { parseIsoDateTime } from '../../../contract/common';
import type {
  JournalTemplate, JournalTemplateAuthorized, JournalTemplateBody, JournalTemplateCreate, JournalTemplateListQuery,
} from '../../../contract/journal-templates';
import type { DbOrTx } from '../../db/connection';
import { newId } from '../../base/ids';
import { containing, paginate } from '../../db/paginate';
import { companies, currencies, journalTemplates } from '../../db/schema';
import { defaultAccountId, loadPostableAccounts } from '../ledger/accounts';
import { companyContext, visibleTo, type Ctx } from '../core/context';
import { fail } from '../../base/errors';
import { postDocument } from '../posting/pipeline';
import { exactAmount, moneyNumber } from '../core/money';
import { recordMetaOf } from '../core/record-meta';

type TemplateRow = typeof journalTemplates.$inferSelect;

/** The company default accounts a template type posts to when it names none (decisions §7). */
const defaultAccounts: Record<string, { debit: string; credit: string } | undefined> = {
  EXPENSE: { debit: 'EXPENSE', credit: 'CASH' },
  REVENUE: { debit: 'CASH', credit: 'REVENUE' },
};

function toTemplate(row: TemplateRow, currency: { code: string; minorUnits: number }): JournalTemplate {
  return {
    id: row.id,
    type: row.type as JournalTemplate['type'],
    postingDate: row.postingDate.toISOString(),
    ledgerDate: row.ledgerDate,
    reference: row.reference,
    amount: moneyNumber(row.amount, currency.minorUnits),
    currency: currency.code,
    status: row.status as JournalTemplate['status'],
    debitAccountId: row.debitAccountId,
    creditAccountId: row.creditAccountId,
    journalEntryId: row.journalEntryId,
    copiedFromId: row.copiedFromId,
    authorizedAt: row.authorizedAt?.toISOString() ?? null,
    companyIdString: row.companyId,
    ...recordMetaOf(row),
  };
}

async function baseCurrency(tx: DbOrTx, companyId: string) {
  const [row] = await tx
    .select({ id: currencies.id, code: currencies.code, minorUnits: currencies.minorUnits })
    .from(companies)
    .innerJoin(currencies, eq(currencies.id, companies.baseCurrencyId))
    .where(eq(companies.id, companyId));
  return row;
}

/** The four body fields as stored: an exact amount and the calendar day the entry will carry. */
function bodyFields(body: JournalTemplateBody, currency: { code: string; minorUnits: number }) {
  return {
    type: body.type,
    postingDate: parseIsoDateTime(body.postingDate),
    ledgerDate: writtenDate(body.postingDate),
    reference: body.reference.trim(),
    amount: exactAmount(body.amount, currency.minorUnits, 'amount', currency.code).toString(),
  };
}

/** The accounts a template posts to: those it names, else the company defaults for its type. */
async function resolveAccounts(tx: DbOrTx, companyId: string, input: JournalTemplateCreate, currencyId: string) {
  const defaults = defaultAccounts[input.type];
  const chosen = {
    debitAccountId: input.debitAccountId?.toLowerCase() ?? (defaults && (await defaultAccountId(tx, companyId, defaults.debit))),
    creditAccountId: input.creditAccountId?.toLowerCase() ?? (defaults && (await defaultAccountId(tx, companyId, defaults.credit))),
  };
  const postable = await loadPostableAccounts(tx, companyId, Object.values(chosen).filter((id): id is string => !!id));
  for (const field of ['debitAccountId', 'creditAccountId'] as const) {
    const id = chosen[field];
    if (!id) throw fail.field(field, `is required for type ${input.type} (only EXPENSE and REVENUE have default accounts)`, 'required');
    const account = postable.get(id);
    if (!account) throw fail.field(field, 'is not an account of this company', 'unknown-account');
    if (account.isGroup) throw fail.field(field, `account ${account.accountNumber} is a group account and takes no postings`, 'group-account');
    if (account.currencyId !== currencyId) throw fail.field(field, `account ${account.accountNumber} is not kept in the company's base currency`, 'currency-mismatch');
  }
  if (chosen.debitAccountId === chosen.creditAccountId) throw fail.field('creditAccountId', 'must differ from the debit account', 'same-account');
  return chosen as { debitAccountId: string; creditAccountId: string };
}

/** Creates a DRAFT template in the company's base currency. */
export async function createJournalTemplate(ctx: Ctx, input: JournalTemplateCreate): Promise<JournalTemplate> {
  const { db: tx, companyId } = companyContext(ctx, input.companyIdString);
  const currency = await baseCurrency(tx, companyId);
  const fields = bodyFields(input, currency);
  const accountIds = await resolveAccounts(tx, companyId, input, currency.id);
  const [row] = await tx.insert(journalTemplates).values({ id: newId(), companyId, currencyId: currency.id, ...fields, ...accountIds }).returning();
  return toTemplate(row, currency);
}

function selectTemplates(db: DbOrTx) {
  return db
    .select({ template: journalTemplates, code: currencies.code, minorUnits: currencies.minorUnits })
    .from(journalTemplates)
    .innerJoin(currencies, eq(currencies.id, journalTemplates.currencyId))
    .$dynamic();
}

async function findTemplate(ctx: Ctx, id: string, forUpdate = false) {
  const query = selectTemplates(ctx.db).where(eq(journalTemplates.id, id));
  const [found] = await (forUpdate ? query.for('update', { of: journalTemplates }) : query);
  return visibleTo(ctx, found, (f) => f.template.companyId, 'The journal template');
}

export async function getJournalTemplate(ctx: Ctx, id: string): Promise<JournalTemplate> {
  const found = await findTemplate(ctx, id);
  return toTemplate(found.template, found);
}

/**
 * Authorizes a DRAFT template (decisions §7): posts it as a balanced entry, marks it
 * AUTHORIZED, and creates a DRAFT copy from `copyBody` with the same accounts.
 */
export async function authorizeJournalTemplate(ctx: Ctx, { id, copy: copyBody }: { id: string; copy: JournalTemplateBody }): Promise<JournalTemplateAuthorized> {
  const tx = ctx.db;
  const { template, ...currency } = await findTemplate(ctx, id, true);
  if (template.status === 'AUTHORIZED') {
    throw fail.conflict(`The journal template "${template.reference}" is authorized already (entry ${template.journalEntryId}).`, 'invalid-transition');
  }
  const copyFields = bodyFields(copyBody, currency);
  return postDocument(ctx, {
    companyId: template.companyId, postingDate: template.ledgerDate, existing: { id: template.id },
    journal: {
      source: 'JOURNAL_TEMPLATE', currencyId: template.currencyId, reference: template.reference,
      lines: [
        { accountId: template.debitAccountId, debit: template.amount, credit: 0 },
        { accountId: template.creditAccountId, debit: 0, credit: template.amount },
      ],
    },
    write: async ({ journalEntry }) => {
      const [authorized] = await tx
        .update(journalTemplates)
        .set({ status: 'AUTHORIZED', journalEntryId: journalEntry!.id, authorizedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${journalTemplates.version} + 1` })
        .where(eq(journalTemplates.id, id))
        .returning();
      const [copy] = await tx.insert(journalTemplates).values({
        id: newId(),
        companyId: template.companyId,
        currencyId: template.currencyId,
        debitAccountId: template.debitAccountId,
        creditAccountId: template.creditAccountId,
        copiedFromId: template.id,
        ...copyFields,
      }).returning();
      return { authorized: toTemplate(authorized, currency), copy: toTemplate(copy, currency), journalEntry: journalEntry! };
    },
  });
}

export const journalTemplateSortable = {
  postingDate: journalTemplates.postingDate,
  reference: journalTemplates.reference,
  createdAt: journalTemplates.createdAt,
  status: journalTemplates.status,
  type: journalTemplates.type,
};

export async function listJournalTemplates(ctx: Ctx, query: JournalTemplateListQuery) {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const where = and(
    eq(journalTemplates.companyId, companyId),
    query.status ? eq(journalTemplates.status, query.status) : undefined,
    query.type ? eq(journalTemplates.type, query.type) : undefined,
    query.reference ? ilike(journalTemplates.reference, containing(query.reference.trim())) : undefined,
  );
  return paginate(db, {
    select: selectTemplates(db), from: journalTemplates, where,
    sortable: journalTemplateSortable, defaultSort: '-createdAt', tiebreak: journalTemplates.id,
  }, query, (rows) => rows.map((r) => toTemplate(r.template, r)));
}
