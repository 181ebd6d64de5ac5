import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Company } from '../../src/contract/companies';
import { queryRows } from '../../src/server/db/connection';
import { accounts, journalEntries, journalTemplates, ledgerLines } from '../../src/server/db/schema';
import { defaultAccount, ok, type Client } from '../support/accounting-fixtures';
import { expectProblem } from '../support/fixtures';
import { useAdminApp } from '../support/admin-app';

/**
 * Random sequences of ledger operations against one fresh company per run, checked against a
 * model kept here in integer cents: every answer's status, and at the end the trial balance,
 * every account's balance, the ledger lines in the database and the entry numbering.
 */

const world = useAdminApp();
let run = 0;

/** The leaf accounts postings use, with their natural side (+1 debit-normal, -1 credit-normal). */
const LEAVES = [
  { key: 'cash', role: 'CASH', sign: 1 },
  { key: 'bank', role: 'BANK', sign: 1 },
  { key: 'receivable', role: 'RECEIVABLE', sign: 1 },
  { key: 'payable', role: 'PAYABLE', sign: -1 },
  { key: 'revenue', role: 'REVENUE', sign: -1 },
  { key: 'expense', role: 'EXPENSE', sign: 1 },
  { key: 'equity', number: '30100', sign: -1 },
] as const;
const MONTH_ENDS = ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30'];
const DAYS = 212; // 2026-01-01 .. 2026-07-31; July has no period.
const TEMPLATE_TYPES = ['EXPENSE', 'REVENUE', 'TRANSFER', 'ADJUSTMENT', 'GENERAL'] as const;

const dayToDate = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
const money = (cents: number) => cents / 100;
const toCents = (amount: number) => Math.round(amount * 100);

// ---- operations -------------------------------------------------------------------------

const day = fc.integer({ min: 0, max: DAYS - 1 });
const account = fc.integer({ min: 0, max: LEAVES.length - 1 });
const cents = fc.integer({ min: 1, max: 2_000_000 });
const side = fc.array(fc.record({ account, cents }), { minLength: 1, maxLength: 3 });
const dateTime = fc.record({ day, hour: fc.integer({ min: 0, max: 23 }), offset: fc.constantFrom('Z', '+02:00', '-05:00', '+14:00', '') });

const operation = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('post' as const), day, debits: side, credits: side }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unbalanced' as const), day, debits: side, credits: side }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), day: fc.option(day, { nil: undefined }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('template' as const), type: fc.constantFrom(...TEMPLATE_TYPES), at: dateTime, cents, debit: account, credit: account }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('authorize' as const), pick: fc.nat(), type: fc.constantFrom(...TEMPLATE_TYPES), at: dateTime, cents }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('postInClosed' as const), pick: fc.nat(), offset: fc.nat(), cents, debit: account, credit: account }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer O> ? O : never;

// ---- the model --------------------------------------------------------------------------

type Line = { account: number; debit: number; credit: number };
type Period = { id: string; firstDay: string; lastDay: string; closed: boolean };
type Entry = { id: string; date: string; lines: Line[]; reversed: boolean; closedAtPosting: { firstDay: string; lastDay: string }[] };
type Template = { id: string; ledgerDate: string; cents: number; debit: number; credit: number; authorized: boolean };

type World = {
  company: Company;
  ids: string[];
  groupId: string;
  periods: Period[];
  entries: Entry[];
  templates: Template[];
};

async function newWorld(): Promise<World> {
  run += 1;
  const company = ok<Company>(await world.api.post('/companies', { name: `Property Run ${run}`, baseCurrency: 'USD' }), 201);
  const ids: string[] = [];
  for (const leaf of LEAVES) {
    if ('role' in leaf) ids.push(await defaultAccount(world.t, company.id, leaf.role));
    else {
      const [row] = await world.t.database.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, company.id), eq(accounts.accountNumber, leaf.number)));
      ids.push(row.id);
    }
  }
  const [group] = await world.t.database.db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, company.id), eq(accounts.accountNumber, '10000')));
  const years = ok(await world.api.get(`/fiscal-years?companyIdString=${company.id}`));
  expect(years.content).toHaveLength(1);
  const periods: Period[] = [];
  for (const lastDay of MONTH_ENDS) {
    const firstDay = `${lastDay.slice(0, 8)}01`;
    const created = ok(await world.api.post('/accounting-periods', {
      name: `M ${firstDay}`, startDate: `${firstDay}T00:00:00Z`, endDate: `${lastDay}T23:59:59Z`, periodType: 'MONTH',
      fiscalYearIdString: years.content[0].id, companyIdString: company.id,
    }), 201);
    periods.push({ id: created.id, firstDay, lastDay, closed: false });
  }
  return { company, ids, groupId: group.id, periods, entries: [], templates: [] };
}

const closedOn = (w: World, date: string) => w.periods.some((p) => p.closed && p.firstDay <= date && date <= p.lastDay);
const closedNow = (w: World) => w.periods.filter((p) => p.closed).map(({ firstDay, lastDay }) => ({ firstDay, lastDay }));

async function companyWrites(w: World) {
  const [row] = await queryRows<{ entries: string; lines: string; templates: string }>(world.t.database.db, sql`
    SELECT (SELECT count(*) FROM journal_entries WHERE company_id = ${w.company.id})::text AS entries,
           (SELECT count(*) FROM ledger_lines WHERE company_id = ${w.company.id})::text AS lines,
           (SELECT count(*) FROM journal_templates WHERE company_id = ${w.company.id})::text AS templates`);
  return row;
}

/** Expects a refusal that writes nothing. */
async function refused(w: World, send: () => ReturnType<Client['post']>, status: number, code: string) {
  const before = await companyWrites(w);
  const problem = expectProblem(await send(), status, code);
  expect(await companyWrites(w)).toEqual(before);
  return problem;
}

function recordEntry(w: World, posted: { id: string; postingDate: string; lines: { accountId: string; debit: number; credit: number }[] }, expected: { date: string; lines: Line[] }) {
  expect(posted.postingDate).toBe(expected.date);
  expect(posted.lines.map((l) => [w.ids.indexOf(l.accountId), toCents(l.debit), toCents(l.credit)])).toEqual(expected.lines.map((l) => [l.account, l.debit, l.credit]));
  w.entries.push({ id: posted.id, date: expected.date, lines: expected.lines, reversed: false, closedAtPosting: closedNow(w) });
}

function balancedLines(debits: { account: number; cents: number }[], credits: { account: number; cents: number }[]): Line[] {
  const d = debits.map((x) => ({ ...x }));
  const c = credits.map((x) => ({ ...x }));
  const diff = d.reduce((s, x) => s + x.cents, 0) - c.reduce((s, x) => s + x.cents, 0);
  if (diff > 0) c[c.length - 1].cents += diff;
  else d[d.length - 1].cents -= diff;
  return [...d.map((x) => ({ account: x.account, debit: x.cents, credit: 0 })), ...c.map((x) => ({ account: x.account, debit: 0, credit: x.cents }))];
}

const linePayload = (w: World, lines: Line[]) =>
  lines.map((l) => ({ accountId: w.ids[l.account], ...(l.debit ? { debit: money(l.debit) } : { credit: money(l.credit) }) }));

async function apply(w: World, op: Operation) {
  const company = w.company.id;
  switch (op.kind) {
    case 'post':
    case 'postInClosed': {
      let date: string;
      let lines: Line[];
      if (op.kind === 'post') {
        date = dayToDate(op.day);
        lines = balancedLines(op.debits, op.credits);
      } else {
        const closed = w.periods.filter((p) => p.closed);
        if (closed.length === 0) return;
        const p = closed[op.pick % closed.length];
        const span = (Date.parse(p.lastDay) - Date.parse(p.firstDay)) / 86_400_000 + 1;
        date = new Date(Date.parse(p.firstDay) + (op.offset % span) * 86_400_000).toISOString().slice(0, 10);
        lines = [{ account: op.debit, debit: op.cents, credit: 0 }, { account: op.credit, debit: 0, credit: op.cents }];
      }
      const send = () => world.api.post('/journal-entries', { postingDate: date, reference: `${op.kind} ${date}`, companyIdString: company, lines: linePayload(w, lines) });
      if (closedOn(w, date)) {
        await refused(w, send, 409, 'period-closed');
        return;
      }
      expect(op.kind).toBe('post');
      recordEntry(w, ok(await send(), 201), { date, lines });
      return;
    }
    case 'unbalanced': {
      const lines = balancedLines(op.debits, op.credits);
      lines[0].debit += 1;
      const problem = await refused(w, () => world.api.post('/journal-entries', { postingDate: dayToDate(op.day), reference: 'off by a cent', companyIdString: company, lines: linePayload(w, lines) }), 422, 'validation');
      expect(problem.errors).toEqual([expect.objectContaining({ path: 'lines', code: 'unbalanced' })]);
      return;
    }
    case 'reverse': {
      if (w.entries.length === 0) return;
      const original = w.entries[op.pick % w.entries.length];
      const date = op.day === undefined ? original.date : dayToDate(op.day);
      const send = () => world.api.post(`/journal-entries/${original.id}/reverse`, op.day === undefined ? undefined : { postingDate: date });
      if (original.reversed) return void (await refused(w, send, 409, 'conflict'));
      if (closedOn(w, date)) return void (await refused(w, send, 409, 'period-closed'));
      const posted = ok(await send(), 201);
      expect(posted).toMatchObject({ source: 'REVERSAL', reversalOfId: original.id });
      recordEntry(w, posted, { date, lines: original.lines.map((l) => ({ account: l.account, debit: l.credit, credit: l.debit })) });
      original.reversed = true;
      return;
    }
    case 'template': {
      const postingDate = `${dayToDate(op.at.day)}T${String(op.at.hour).padStart(2, '0')}:00:00${op.at.offset}`;
      const named = op.type === 'EXPENSE' || op.type === 'REVENUE' ? {} : { debitAccountId: w.ids[op.debit], creditAccountId: w.ids[op.credit] };
      const payload = { type: op.type, postingDate, reference: `${op.type} template`, amount: money(op.cents), companyIdString: company, ...named };
      const send = () => world.api.post('/journal-templates', payload);
      const debit = op.type === 'EXPENSE' ? 5 : op.type === 'REVENUE' ? 0 : op.debit;
      const credit = op.type === 'EXPENSE' ? 0 : op.type === 'REVENUE' ? 4 : op.credit;
      if (debit === credit) return void (await refused(w, send, 422, 'validation'));
      const created = ok(await send(), 201);
      expect(created).toMatchObject({ status: 'DRAFT', ledgerDate: dayToDate(op.at.day), debitAccountId: w.ids[debit], creditAccountId: w.ids[credit], amount: money(op.cents) });
      w.templates.push({ id: created.id, ledgerDate: created.ledgerDate, cents: op.cents, debit, credit, authorized: false });
      return;
    }
    case 'authorize': {
      if (w.templates.length === 0) return;
      const template = w.templates[op.pick % w.templates.length];
      const postingDate = `${dayToDate(op.at.day)}T${String(op.at.hour).padStart(2, '0')}:00:00${op.at.offset}`;
      const send = () => world.api.put(`/journal-templates/authorize/${template.id}`, { type: op.type, postingDate, reference: 'copy', amount: money(op.cents) });
      if (template.authorized) return void (await refused(w, send, 409, 'invalid-transition'));
      if (closedOn(w, template.ledgerDate)) return void (await refused(w, send, 409, 'period-closed'));
      const result = ok(await send());
      expect(result.authorized).toMatchObject({ status: 'AUTHORIZED', journalEntryId: result.journalEntry.id });
      expect(result.copy).toMatchObject({ status: 'DRAFT', copiedFromId: template.id, ledgerDate: dayToDate(op.at.day), type: op.type });
      expect(result.journalEntry.source).toBe('JOURNAL_TEMPLATE');
      recordEntry(w, result.journalEntry, {
        date: template.ledgerDate,
        lines: [{ account: template.debit, debit: template.cents, credit: 0 }, { account: template.credit, debit: 0, credit: template.cents }],
      });
      template.authorized = true;
      w.templates.push({ id: result.copy.id, ledgerDate: result.copy.ledgerDate, cents: op.cents, debit: template.debit, credit: template.credit, authorized: false });
      return;
    }
    case 'close':
    case 'reopen': {
      const period = w.periods[op.pick % w.periods.length];
      const wantClosed = op.kind === 'close';
      const send = () => world.api.post(`/accounting-periods/${period.id}/${op.kind}`);
      if (period.closed === wantClosed) return void (await refused(w, send, 409, 'invalid-transition'));
      expect(ok(await send()).status).toBe(wantClosed ? 'CLOSED' : 'OPEN');
      period.closed = wantClosed;
      return;
    }
  }
}

// ---- the invariants ---------------------------------------------------------------------

async function checkInvariants(w: World) {
  const company = w.company.id;
  // The model's balances, in cents, debit-positive.
  const model = w.ids.map(() => 0);
  let modelDebits = 0;
  for (const entry of w.entries) {
    for (const line of entry.lines) {
      model[line.account] += line.debit - line.credit;
      modelDebits += line.debit;
    }
  }

  // The trial balance over all time balances, and agrees with the model.
  const report = ok(await world.api.get(`/reports/trial-balance?companyIdString=${company}&fromDate=2000-01-01&toDate=2099-12-31`));
  if (w.entries.length === 0) expect(report.totals).toEqual([]);
  else expect(report.totals).toEqual([{ currency: 'USD', opening: 0, debit: money(modelDebits), credit: money(modelDebits), closing: 0, difference: 0 }]);
  const closing = new Map(report.rows.map((r: { accountId: string; closing: number; opening: number }) => [r.accountId, toCents(r.closing)]));
  for (const r of report.rows) expect(r.opening).toBe(0);
  w.ids.forEach((id, i) => expect(closing.get(id) ?? 0, `trial balance of ${LEAVES[i].key}`).toBe(model[i]));
  expect(report.rows.every((r: { accountId: string }) => w.ids.includes(r.accountId))).toBe(true);

  // Any split of the time line balances too.
  const split = ok(await world.api.get(`/reports/trial-balance?companyIdString=${company}&fromDate=2026-04-01&toDate=2026-05-15`));
  for (const total of split.totals) expect([total.opening, total.difference, total.closing]).toEqual([0, 0, 0]);

  // Each account's balance, on its natural side, is the sum of its ledger lines in the database, and the model's.
  const sums = await queryRows<{ account_id: string; net: string }>(world.t.database.db, sql`
    SELECT account_id, (SUM(debit) - SUM(credit))::text AS net FROM ledger_lines WHERE company_id = ${company} GROUP BY account_id`);
  const fromLines = new Map(sums.map((s) => [s.account_id, toCents(Number(s.net))]));
  for (const [i, leaf] of LEAVES.entries()) {
    const balance = toCents(ok(await world.api.get(`/accounts/${w.ids[i]}`)).balance);
    expect(balance, `balance of ${leaf.key}`).toBe(leaf.sign * (fromLines.get(w.ids[i]) ?? 0) + 0);
    expect(balance, `balance of ${leaf.key} in the model`).toBe(leaf.sign * model[i] + 0);
  }
  // A group shows its descendants' postings: Current assets = cash + bank + receivable.
  expect(toCents(ok(await world.api.get(`/accounts/${w.groupId}`)).balance)).toBe(model[0] + model[1] + model[2]);

  // The database holds exactly the model's entries, numbered in posting order, none dated in a period closed when it was posted.
  const rows = await world.t.database.db.select().from(journalEntries).where(eq(journalEntries.companyId, company)).orderBy(asc(journalEntries.entryNumber));
  expect(rows.map((r) => r.entryNumber)).toEqual(w.entries.map((_, i) => `JE-${w.company.code}-${String(i + 1).padStart(6, '0')}`));
  expect(rows.map((r) => r.id)).toEqual(w.entries.map((e) => e.id));
  const lines = await world.t.database.db.select().from(ledgerLines).where(eq(ledgerLines.companyId, company));
  expect(lines).toHaveLength(w.entries.reduce((n, e) => n + e.lines.length, 0));
  const byId = new Map(w.entries.map((e) => [e.id, e]));
  for (const line of lines) {
    const entry = byId.get(line.entryId)!;
    expect(line.postingDate).toBe(entry.date);
    expect(entry.closedAtPosting.some((p) => p.firstDay <= line.postingDate && line.postingDate <= p.lastDay), `${line.postingDate} was in a closed period`).toBe(false);
  }
  for (const entry of w.entries) {
    const debit = lines.filter((l) => l.entryId === entry.id).reduce((s, l) => s + toCents(Number(l.debit)) - toCents(Number(l.credit)), 0);
    expect(debit).toBe(0);
  }

  // Templates: as many as the model has, in the same states.
  const templates = await world.t.database.db.select().from(journalTemplates).where(eq(journalTemplates.companyId, company));
  expect(new Map(templates.map((x) => [x.id, x.status]))).toEqual(new Map(w.templates.map((x) => [x.id, x.authorized ? 'AUTHORIZED' : 'DRAFT'])));
}

test('any sequence of postings, reversals, templates and period changes keeps the books balanced and closed periods untouched', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 30 }), async (ops) => {
      const w = await newWorld();
      for (const op of ops) await apply(w, op);
      await checkInvariants(w);
    }),
    { numRuns: 25, endOnFailure: true },
  );
}, 180_000);

test('postings attempted into a closed period are refused while other days keep posting', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.record({ day, cents }), { minLength: 5, maxLength: 15 }), fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }), async (postings, toClose) => {
      const w = await newWorld();
      for (const index of toClose) await apply(w, { kind: 'close', pick: index });
      for (const p of postings) await apply(w, { kind: 'post', day: p.day, debits: [{ account: 0, cents: p.cents }], credits: [{ account: 4, cents: p.cents }] });
      await checkInvariants(w);
      const expected = postings.filter((p) => !closedOn(w, dayToDate(p.day))).reduce((s, p) => s + p.cents, 0);
      expect(toCents(ok(await world.api.get(`/accounts/${w.ids[0]}`)).balance)).toBe(expected);
    }),
    { numRuns: 8, endOnFailure: true },
  );
}, 120_000);
