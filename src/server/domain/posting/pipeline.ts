import type { JournalEntry, JournalSource } from '../../../contract/journal-entries';
import { newId } from '../../base/ids';
import type { Decimal } from '../core/money';
import type { Ctx } from '../core/context';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/connection';
import { assertPeriodOpen, documentCtes, postPrepared, preparePosting, reverseJournalEntry, type PostingLine, type PreparedPosting } from '../ledger/ledger';
import { moveStock, type MoveStock, type StockMoveResult } from '../stock/stock-ledger';
import { lockCompanyForPosting, postingTurn, type LockedCompany } from '../core/company-locks';
import { nextDocumentNumber } from '../core/document-numbers';

/**
 * The one way a write posts (docs/posting.md). A posting document declares what it posts; this
 * module owns the order of the steps, which is also the order every posting takes its locks in,
 * so that postings cannot deadlock one another or slip into a period being closed:
 *
 *   1. lock the company (SHARE: postings run side by side; closing a period waits for them)
 *   2. check the journal (accounts, amounts, balance) and the period (the date lies in no
 *      CLOSED period), before the turn: from the turn on, every posting of the company waits
 *      for this one
 *   3. take the company's posting turn (postingTurn: its postings write some of the same rows,
 *      one after the other) and the document's number (the counter row, held until commit);
 *      a document with `insert` that moves no stock takes both in step 5's statement instead
 *   4. move stock (the stock ledger locks the items' balances and posts the cost entry)
 *   5. post the journal (the accounts' running totals, the entry with its JE number, and the
 *      document's `insert` rows)
 *   6. write the rest of the document (`write`: its rows without `insert`, what it settles)
 *
 * Its events follow from the rows it changed: when the transaction ends, domain/events turns its
 * audited changes into events (`invoice.created`, `invoice.paid`, ...), in the same transaction.
 *
 * Locks the document itself needs (its order, the invoices it settles) are taken by the caller
 * before `postDocument`, as every posting takes those first.
 */

/** The journal entry a document posts: balanced lines, or the reversal of an entry it posted before. */
export type JournalStep =
  | {
    source: JournalSource;
    lines: PostingLine[];
    /** The company's base currency when left out. */
    currencyId?: string;
    currency?: PreparedPosting['currency'];
    /** Base-currency units per unit of the currency (documentRate); required in another than the base. */
    exchangeRate?: Decimal;
    /** Where the base amounts' difference goes: the realized exchange difference of a settlement. */
    differenceAccountId?: string;
    /** The entry's reference; the document's number when left out. */
    reference?: string;
    /** Each line without a description is described as the document's number followed by this (` (PO-…)`). */
    describeAfterNumber?: string;
  }
  /** The reversal's reference: `Reversal of <entry number>` when left out. */
  | { reverse: string; reference?: string };

/**
 * The stock a document moves; the stock ledger's source is the document. Movements whose rates
 * need the items' balances locked (a credit note's receipt at valuation) are a function, run
 * in step 4, after the company's lock and number like every stock lock.
 */
export type StockStep = Pick<MoveStock, 'contra'> & {
  source: JournalSource;
  movements: MoveStock['movements'] | (() => Promise<MoveStock['movements']>);
};

export type PostingDocument<T> = {
  companyId: string;
  postingDate: string;
  /** A new document: the kind of its number (`INV`, `BILL`, ...), the company's next of that kind. */
  numbered?: string;
  /** A posting for a document that exists (a cancellation, an authorized template) keeps its id and number. */
  existing?: { id: string; number?: string };
  /* Neither: a bare journal entry (manual, a reversal), whose number is its JE number and which has no source id. */
  stock?: StockStep | null;
  journal?: JournalStep | null;
  /**
   * The document's own rows (data-modifying statements), written in the posting's statement,
   * where `number` is the SQL of its number. A new document that moves no stock then takes its
   * number in that statement too, so the company's counters are held for fewer round trips.
   */
  insert?: (rows: { id: string; number: SQL; stock: StockMoveResult; journalEntryId: string | null }) => SQL[];
  /** Writes the rest of the document (all of it without `insert`); answers it as its GET does. */
  write: (posted: Posted) => Promise<T>;
};

export type Posted = {
  id: string;
  /** The document's number ('' for a bare journal entry, whose number is the entry's). */
  number: string;
  company: LockedCompany;
  stock: StockMoveResult;
  journalEntry: JournalEntry | null;
  /** With `insert`: when its rows were written (the transaction's `now()`, their created_at); else null. */
  writtenAt: Date | null;
};

const NOTHING_MOVED: StockMoveResult = { journalEntryId: null, movements: [] };

export async function postDocument<T>(ctx: Ctx, doc: PostingDocument<T>): Promise<T> {
  const { db, principal } = ctx;
  const company = await lockCompanyForPosting(db, doc.companyId);
  const journal = doc.journal ?? null;
  const id = doc.existing?.id ?? newId();
  // checking the journal checks the period too (after the lines, so a bad line is answered first)
  const prepared = journal && 'lines' in journal
    ? await preparePosting(db, {
      companyId: doc.companyId, postingDate: doc.postingDate, currencyId: journal.currencyId, source: journal.source,
      exchangeRate: journal.exchangeRate, differenceAccountId: journal.differenceAccountId,
      sourceId: doc.numbered || doc.existing ? id : null, lines: journal.lines, createdBy: principal.userId,
    }, { currency: journal.currency, company })
    : await assertPeriodOpen(db, doc.companyId, doc.postingDate).then(() => null);
  const movements = typeof doc.stock?.movements === 'function' ? doc.stock.movements : doc.stock?.movements ?? [];
  // the number in the posting's statement when nothing needs it before (the stock ledger records it)
  const numberLast = Boolean(doc.numbered && !doc.existing && doc.insert && prepared && Array.isArray(movements) && movements.length === 0);
  let number = doc.existing?.number ?? (doc.numbered && !numberLast ? await nextDocumentNumber(db, company, doc.numbered, postingTurn(company.id)) : '');

  const moved = typeof movements === 'function' ? await movements() : movements;
  const stock = doc.stock && moved.length > 0
    ? await moveStock(db, {
      companyId: doc.companyId, postingDate: doc.postingDate, source: { type: doc.stock.source, id, number },
      movements: moved, contra: doc.stock.contra, createdBy: principal.userId,
      // the document's own entry locks its running totals with the cost entry's, before the JE counter
      lockAlso: prepared?.lines.map((line) => line.accountId),
    })
    : NOTHING_MOVED;

  const entryId = newId();
  const documentRows = (numberSql: SQL) => doc.insert?.({ id, number: numberSql, stock, journalEntryId: prepared ? entryId : null }) ?? [];
  let journalEntry: JournalEntry | null = null;
  if (journal && 'reverse' in journal) {
    journalEntry = await reverseJournalEntry(ctx, { id: journal.reverse, postingDate: doc.postingDate, reference: journal.reference });
  } else if (journal && prepared) {
    const posted = await postPrepared(db, prepared, {
      entryId, reference: journal.reference, describeAfterNumber: journal.describeAfterNumber, documentRows,
      document: numberLast ? { numbered: doc.numbered! } : { number },
    });
    journalEntry = posted.journalEntry;
    number = posted.documentNumber ?? number;
  }
  // the rows were written with the entry, else now on their own (a document without an entry, or with a reversal)
  const writtenAt = !doc.insert ? null : prepared ? new Date(journalEntry!.createdAt) : await writeAlone(db, documentRows(sql`${number}::text`));
  return doc.write({ id, number, company, stock, journalEntry, writtenAt });
}

/** A document's rows in one statement of their own; answers the transaction's `now()`. */
async function writeAlone(db: DbOrTx, rows: SQL[]): Promise<Date> {
  const [row] = await queryRows<{ written_at: string | Date }>(db, sql`${rows.length > 0 ? sql`WITH ${documentCtes(rows)} ` : sql``}SELECT now() AS written_at`);
  return new Date(row.written_at);
}
