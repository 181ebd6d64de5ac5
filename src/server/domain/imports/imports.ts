import { and, eq, sql } from 'drizzle-orm';
import type { FieldError } from '../../../contract/common';
import {
  importColumns, type ImportChange, type ImportCreate, type ImportListQuery, type ImportMode, type ImportProcessFields, type ImportRecord,
  type ImportRowError, type ImportSummary, type ImportType,
} from '../../../contract/imports';
import { importExamples, importTargetScopes, importTypeLabels } from '../../../contract/resources';
import type { Database, Db, DbOrTx } from '../../db/connection';
import { jobLockFree } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../base/ids';
import { paginate } from '../../db/paginate';
import { imports } from '../../db/schema';
import { requireScope } from '../../base/principal';
import { companyContext, visibleTo, type ActingTransactions, type Ctx } from '../core/context';
import { columnKey, CsvError, csvLine, parseCsv, type CsvFile } from '../../../contract/csv';
import { DomainError, fail } from '../../base/errors';
import { Decimal } from '../core/money';
import { recordMetaOf } from '../core/record-meta';
import { nextTurn, YIELD_EVERY } from './bulk-statements';
import { currencyIds, importerOf, shownValue, type Importer, type Valid } from './importers';
import { cellProblem } from './row-messages';

type ImportRow = typeof imports.$inferSelect;

/** Row errors a 422 answer carries (all of them are in errors.csv). */
const ANSWERED_ERRORS = 1000;
/** Row errors the import record shows. */
const RECORDED_ERRORS = 100;

function toImport(row: ImportRow): ImportRecord {
  return {
    id: row.id,
    companyIdString: row.companyId,
    importType: row.importType as ImportType,
    status: row.status as ImportRecord['status'],
    mode: row.mode as ImportMode | null,
    dryRun: row.dryRun,
    fileName: row.fileName,
    rowsTotal: row.rowsTotal,
    rowsProcessed: row.rowsProcessed,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    errorCount: row.errorCount,
    errors: row.errors.slice(0, RECORDED_ERRORS),
    failureReason: row.failureReason,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    ...recordMetaOf(row),
  };
}

export async function createImport(ctx: Ctx, input: ImportCreate): Promise<ImportRecord> {
  const { companyId } = companyContext(ctx, input.companyId, 'companyId');
  const [row] = await ctx.db.insert(imports).values({ id: newId(), companyId, importType: input.importType, createdBy: ctx.principal.userId }).returning();
  return toImport(row);
}

async function findImport(ctx: Ctx, id: string): Promise<ImportRow> {
  const [found] = await ctx.db.select().from(imports).where(eq(imports.id, id.toLowerCase()));
  return visibleTo(ctx, found, (f) => f.companyId, 'The import');
}

/** An import of one of the principal's companies; another company's is "not found". */
export const getImport = async (ctx: Ctx, id: string): Promise<ImportRecord> => toImport(await findImport(ctx, id));

export const importSortable = { createdAt: imports.createdAt, importType: imports.importType, status: imports.status };

export async function listImports(ctx: Ctx, query: ImportListQuery) {
  const { companyId } = companyContext(ctx, query.companyIdString);
  const where = and(
    eq(imports.companyId, companyId),
    query.importType ? eq(imports.importType, query.importType) : undefined,
    query.status ? eq(imports.status, query.status) : undefined,
  );
  return paginate(ctx.db, { select: ctx.db.select().from(imports).$dynamic(), from: imports, where, sortable: importSortable, defaultSort: '-createdAt', tiebreak: imports.id },
    query, (rows) => rows.map(toImport));
}

/** Example rows of each type's template, from the resources' manifests. */
const templateExamples = importExamples;

/** `GET /imports/templates/{importType}.csv`: the header (required columns first) and one example row. */
export function importTemplate(type: ImportType): string {
  const columns = [...importColumns[type].required, ...importColumns[type].optional];
  return csvLine(columns) + csvLine(columns.map((c) => templateExamples[type][c] ?? ''));
}

/** `GET /imports/{id}/errors.csv`: the rejected rows as read, each with a `problems` column naming what is wrong. */
export async function importErrorsCsv(ctx: Ctx, id: string): Promise<string> {
  const row = await findImport(ctx, id);
  const rejected = row.rejected ?? { header: [], rows: [] };
  const byRow = new Map<number, string[]>();
  for (const e of row.errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.column ? `${e.column}: ` : ''}${e.message}`]);
  let out = csvLine(['row', ...rejected.header, 'problems']);
  for (const r of rejected.rows) out += csvLine([String(r.row), ...rejected.header.map((_, i) => r.cells[i] ?? ''), (byRow.get(r.row) ?? []).join('; ')]);
  // file-level problems (no rows): one line each
  for (const e of row.errors.filter((x) => x.row === 0)) out += csvLine(['', ...rejected.header.map(() => ''), e.message]);
  return out;
}

/**
 * On service start: imports left RUNNING by a process that died are FAILED (their data
 * transaction rolled back with the process, so nothing of them was written). An import whose
 * job lock is held runs in another live instance and is left alone.
 */
export async function failInterruptedImports(db: Db): Promise<number> {
  const rows = await db.update(imports)
    .set({ status: 'FAILED', failureReason: 'The service stopped while the import ran; nothing was written. Import the file again.', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(imports.status, 'RUNNING'), jobLockFree(sql`${imports.id}::text`))).returning({ id: imports.id });
  return rows.length;
}

// ---------------------------------------------------------------------------------------------
// Processing

type Cell = { header: string; index: number };
type Problem = ImportRowError;

/** A cell that empties an optional field on update (an empty cell leaves it as it is). */
const CLEAR_CELL = '#clear';

/** The existing record's fields that the row leaves empty. */
const kept = (current: Record<string, unknown>, given: Set<string>) => Object.fromEntries(Object.entries(current).filter(([field]) => !given.has(field)));

/** English and German spreadsheet booleans (Excel in German writes WAHR and FALSCH). */
const BOOLEAN_TRUE = new Set(['true', 'yes', 'y', '1', 'wahr', 'ja', 'j']);
const BOOLEAN_FALSE = new Set(['false', 'no', 'n', '0', 'falsch', 'nein']);
const COMPANY_COLUMNS = new Set(['companyidstring', 'companystringid', 'companyid']);

/** A 422 about the file as a whole (no row). */
const fileProblem = (code: string, message: string) =>
  new DomainError('invalid', 'validation', message, [{ path: 'file', message, code }]);

/** "An items file", "An item prices file": how the problems name a type's file. */
const fileOf = (type: ImportType) => {
  const label = importTypeLabels[type].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'An' : 'A'} ${label} file`;
};

/** Matches the header to the type's columns; unknown, missing or repeated columns refuse the file. */
function mapHeader(type: ImportType, file: CsvFile): { columns: (Cell & { field: string | null })[] } {
  const spec = importColumns[type];
  const fields = new Map([...spec.required, ...spec.optional].map((f) => [columnKey(f), f]));
  const columns = file.header.map((header, index) => {
    const k = columnKey(header);
    return { header, index, field: COMPANY_COLUMNS.has(k) ? null : (fields.get(k) ?? (k === '' ? '' : undefined)) };
  });
  const unknown = columns.filter((c) => c.field === undefined || c.field === '');
  if (unknown.length > 0) {
    const names = unknown.map((c) => (c.header === '' ? `(blank, column ${c.index + 1})` : `"${c.header}"`)).join(', ');
    throw fileProblem('unknown-column', `Unknown column ${names}. ${fileOf(type)} takes the columns ${[...spec.required, ...spec.optional].join(', ')}.`);
  }
  const seen = new Set<string>();
  for (const c of columns) {
    const k = c.field ?? 'company';
    if (seen.has(k)) throw fileProblem('duplicate-column', `The column ${c.header} appears twice.`);
    seen.add(k);
  }
  const missing = spec.required.filter((f) => !seen.has(f));
  if (missing.length > 0) throw fileProblem('missing-column', `Missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: ${fileOf(type).toLowerCase()} needs ${missing.length > 1 ? 'them' : 'it'}.`);
  return { columns: columns as (Cell & { field: string | null })[] };
}

/**
 * A number cell read with the file's declared decimal separator: `12,50` and `1.249,00` with a
 * comma, `12.50` and `1,249.00` with a point. Anything that could be read two ways (`1,249` with
 * a point, `1.249` with a comma) is refused, never guessed.
 */
function readDecimal(cell: string, separator: '.' | ','): string | { error: string; code: string } {
  const v = cell.trim();
  const group = separator === ',' ? '.' : ',';
  const plain = separator === ',' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
  const grouped = separator === ',' ? /^-?\d{1,3}(\.\d{3})+,\d+$/ : /^-?\d{1,3}(,\d{3})+\.\d+$/;
  if (plain.test(v) || grouped.test(v)) return v.replaceAll(group, '').replace(',', '.');
  if (separator === '.' && /^-?\d+,\d+$/.test(v)) {
    return { error: `"${v}" has a decimal comma: choose the comma as the file's decimal separator to read it`, code: 'decimal-comma' };
  }
  const example = separator === ',' ? '1.249,50' : '1,249.50';
  if (/^-?[\d.,]+$/.test(v)) return { error: `"${v}" can be read more than one way: write it as ${example} or without the thousands separator`, code: 'invalid-number' };
  return v; // not a number at all: the contract names the problem
}

/** The scope writing each type's records takes, from the manifests (`<resource>:write`). */
const targetScopes = importTargetScopes;

export type ProcessInput = { id: string; fields: ImportProcessFields; fileName: string | null; bytes: Uint8Array };

/**
 * `POST /imports/{id}/process`: reads the whole file, checks every row with the create contract
 * and the resource's rules, and writes all rows in one transaction or none. `ctx.db` must be the
 * database (not a transaction): progress is written outside the data transaction.
 */
/** Processing runs outside the request's transaction: `acting` runs its writes' transactions as the requester's (domain/audit). */
type ProcessCtx = Ctx & { db: Db; tryJobLock: Database['tryJobLock']; acting: ActingTransactions };

export async function processImport(ctx: ProcessCtx, input: ProcessInput): Promise<ImportSummary> {
  const started = Date.now();
  const current = await findImport(ctx, input.id);
  companyContext(ctx, current.companyId, 'companyId');
  // a company the caller is not a member of is 403 whatever the import's company, as everywhere
  companyContext(ctx, input.fields.companyId, 'companyId');
  // importing writes the resource: its own write scope is needed too
  requireScope(ctx.principal, targetScopes[current.importType as ImportType]);
  if (input.fields.companyId.toLowerCase() !== current.companyId) {
    throw fail.conflict(`This import belongs to company ${current.companyId}, not ${input.fields.companyId.toLowerCase()}.`, 'conflict',
      [{ path: 'companyId', message: 'is not the import\'s company', code: 'company-mismatch' }]);
  }
  if (input.fields.importType !== current.importType) {
    throw fail.conflict(`This import is of ${importTypeLabels[current.importType as ImportType].toLowerCase()}, not of ${importTypeLabels[input.fields.importType].toLowerCase()}.`, 'conflict',
      [{ path: 'importType', message: 'is not the import\'s type', code: 'type-mismatch' }]);
  }
  // held while the job runs: an instance starting meanwhile sees this import alive (failInterruptedImports)
  const release = await ctx.tryJobLock(current.id);
  if (!release) throw fail.conflict('This import is running; wait until it has finished.', 'conflict');
  try {
    return await claimAndRun(ctx, current, input, started);
  } finally {
    await release();
  }
}

async function claimAndRun(ctx: ProcessCtx, current: ImportRow, input: ProcessInput, started: number): Promise<ImportSummary> {
  const { dryRun, mode } = input.fields;
  const db = ctx.db;
  // claim it: PENDING (or FAILED: nothing of it was written) -> RUNNING; a dry run only checks
  const processable = sql`${imports.status} IN ('PENDING', 'FAILED')`;
  const claimed = dryRun
    ? await db.select({ id: imports.id }).from(imports).where(and(eq(imports.id, current.id), processable))
    : await ctx.acting((tx) => tx.update(imports).set({
      status: 'RUNNING', mode, dryRun, fileName: input.fileName, startedAt: new Date(), finishedAt: null, durationMs: null, rowsTotal: null, rowsProcessed: 0,
      created: 0, updated: 0, unchanged: 0, errorCount: 0, errors: [], rejected: null, failureReason: null, updatedAt: new Date(), version: sql`${imports.version} + 1`,
    }).where(and(eq(imports.id, current.id), processable)).returning({ id: imports.id }));
  if (claimed.length === 0) {
    throw fail.conflict(current.status === 'RUNNING' ? 'This import is running; wait until it has finished.' : 'This import has been processed already; create a new import for another file.', 'conflict');
  }
  const finish = async (set: Partial<typeof imports.$inferInsert>) => {
    if (!dryRun) await ctx.acting((tx) => tx.update(imports).set({ ...set, finishedAt: new Date(), durationMs: Date.now() - started, updatedAt: new Date(), version: sql`${imports.version} + 1` }).where(eq(imports.id, current.id)));
  };
  try {
    const type = current.importType as ImportType;
    const importer = importerOf(type);
    const plan = await validate(ctx, importer, type, current, input, dryRun);
    const counts = { created: plan.creates.length, updated: plan.updates.length, unchanged: plan.unchanged };
    if (!dryRun) {
      try {
        await ctx.acting((tx) => importer.write({ db: tx, principal: ctx.principal, companyId: current.companyId }, plan.creates, plan.updates));
      } catch (error) {
        // a record with one of the file's keys was created meanwhile (another import, a POST)
        if (isUniqueViolation(error)) throw fail.conflict('Records with some of the file\'s keys were created by someone else while the file was checked; nothing was written. Import the file again.');
        throw error;
      }
      await finish({ status: 'SUCCEEDED', rowsTotal: plan.rows, rowsProcessed: plan.rows, ...counts });
    } else {
      await ctx.acting((tx) => tx.update(imports).set({ mode, dryRun: true, fileName: input.fileName, rowsTotal: plan.rows, rowsProcessed: plan.rows, ...counts, errorCount: 0, errors: [], rejected: null, updatedAt: new Date() })
        .where(eq(imports.id, current.id)));
    }
    return { id: current.id, status: dryRun ? (current.status as ImportSummary['status']) : 'SUCCEEDED', dryRun, mode, rows: plan.rows, ...counts, changes: plan.changes, durationMs: Date.now() - started };
  } catch (error) {
    if (error instanceof RowErrors) {
      await ctx.acting((tx) => finishRejected(tx, current.id, error, dryRun, started));
      throw error.asDomainError();
    }
    if (error instanceof DomainError && error.errors?.[0]?.path === 'file') {
      const problem = { row: 0, column: null, message: error.detail, code: error.errors[0].code };
      await finish({ status: 'FAILED', failureReason: error.detail, errorCount: 1, errors: [problem] });
      if (dryRun) await ctx.acting((tx) => tx.update(imports).set({ errorCount: 1, errors: [problem], updatedAt: new Date() }).where(eq(imports.id, current.id)));
      throw error;
    }
    await finish({ status: 'FAILED', failureReason: error instanceof DomainError ? error.detail : 'The import failed; nothing was written.' });
    throw error;
  }
}

class RowErrors extends Error {
  constructor(readonly problems: Problem[], readonly header: string[], readonly rows: { row: number; cells: string[] }[], readonly total: number) {
    super('row errors');
  }
  asDomainError() {
    const shown = this.problems.slice(0, ANSWERED_ERRORS);
    const errors: FieldError[] = shown.map((p) => ({ path: `rows.${p.row}${p.column ? `.${p.column}` : ''}`, message: p.message, code: p.code, row: p.row, column: p.column }));
    const rowCount = this.rows.length;
    return new DomainError('invalid', 'validation',
      `${rowCount} of ${this.total} ${this.total === 1 ? 'row' : 'rows'} ${rowCount === 1 ? 'has' : 'have'} problems (${this.problems.length} in all${this.problems.length > shown.length ? `, the first ${shown.length} listed` : ''}); nothing was written. The rejected rows and their problems can be downloaded as a CSV file.`,
      errors);
  }
}

async function finishRejected(db: DbOrTx, id: string, e: RowErrors, dryRun: boolean, started: number) {
  await db.update(imports).set({
    ...(dryRun ? {} : { status: 'FAILED', finishedAt: new Date(), durationMs: Date.now() - started, failureReason: `${e.rows.length} ${e.rows.length === 1 ? 'row has' : 'rows have'} problems; nothing was written.` }),
    rowsTotal: e.total, errorCount: e.problems.length, errors: e.problems, rejected: { header: e.header, rows: e.rows }, updatedAt: new Date(), version: sql`${imports.version} + 1`,
  }).where(eq(imports.id, id));
}

type Plan = { rows: number; creates: { value: unknown; stored: unknown }[]; updates: { value: unknown; stored: unknown; found: unknown }[]; unchanged: number; changes: ImportChange[] };

/** Changes an answer lists (the counts count them all). */
const LISTED_CHANGES = 100;


/** The fields of `stored` whose value differs from the existing record's, as the importer names and shows them. */
function changedFields(importer: Importer<unknown, unknown>, stored: Record<string, unknown>, found: Record<string, unknown>): ImportChange['fields'] {
  const fields: ImportChange['fields'] = [];
  for (const [field, to] of Object.entries(stored)) {
    if (!(field in found)) continue;
    const from = found[field];
    const numeric = typeof to === 'string' && typeof from === 'string' && /^-?\d+(\.\d+)?$/.test(to) && /^-?\d+(\.\d+)?$/.test(from);
    if (numeric ? new Decimal(to).equals(from) : shownValue(to) === shownValue(from)) continue;
    const shown = importer.shown ? importer.shown(field, from, to) : { field, from: shownValue(from), to: shownValue(to) };
    if (shown) fields.push(shown);
  }
  return fields;
}

async function validate(ctx: Ctx & { db: Db }, importer: Importer<unknown, unknown>, type: ImportType, current: ImportRow, input: ProcessInput, dryRun: boolean): Promise<Plan> {
  const db = ctx.db;
  let file: CsvFile;
  try {
    file = parseCsv(input.bytes);
  } catch (error) {
    if (error instanceof CsvError) throw fileProblem(error.code, error.message);
    throw error;
  }
  const { columns } = mapHeader(type, file);
  if (file.rows.length === 0) throw fileProblem('no-rows', 'The file has a header but no rows.');
  const total = file.rows.length;
  if (!dryRun) await db.update(imports).set({ rowsTotal: total }).where(eq(imports.id, current.id));
  if (importer === undefined) throw new Error('no importer');
  // ACCOUNT reads ISO codes in currencyStringId before the contract sees them
  if ('setKnown' in importer) (importer as unknown as { setKnown: (k: unknown) => void }).setKnown(await currencyIds(db));

  const problems: Problem[] = [];
  const headerOf = new Map(columns.map((c) => [c.field ?? importer.companyField, c.header]));
  const add = (line: number, field: string | null, message: string, code: string) =>
    problems.push({ row: line, column: field === null ? null : (headerOf.get(field) ?? field), message, code });
  const valid: Valid<unknown>[] = [];
  const separator = input.fields.decimalSeparator;
  const required = new Set(importColumns[type].required);
  let lastProgress = 0; // the first chunk shows progress at once, however fast the rest goes
  for (let r = 0; r < file.rows.length; r++) {
    // other requests (GET /imports/{id} among them) get their turn; progress at most every 200 ms
    if (r % YIELD_EVERY === 0 && r > 0) {
      await nextTurn();
      if (!dryRun && Date.now() - lastProgress > 200) {
        await db.update(imports).set({ rowsProcessed: r }).where(eq(imports.id, current.id));
        lastProgress = Date.now();
      }
    }
    const { line, cells } = file.rows[r];
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== '')) {
      add(line, null, `has ${cells.length} cells but the header has ${columns.length} columns`, 'extra-fields');
      continue;
    }
    const raw: Record<string, unknown> = {};
    const given = new Set<string>();
    let bad = false;
    for (const c of columns) {
      const cell = cells[c.index] ?? '';
      if (c.field === null) {
        if (cell.trim() !== '' && cell.trim().toLowerCase() !== current.companyId) {
          add(line, importer.companyField || null, 'is not the import\'s company', 'company-mismatch');
          bad = true;
        }
        continue;
      }
      if (cell.trim() === '') continue;
      given.add(c.field);
      if (cell.trim().toLowerCase() === CLEAR_CELL) {
        if (required.has(c.field)) {
          add(line, c.field, 'is required and cannot be cleared', 'cannot-clear');
          bad = true;
        }
        continue;
      }
      if (importer.booleans?.includes(c.field)) {
        const b = cell.trim().toLowerCase();
        raw[c.field] = BOOLEAN_TRUE.has(b) ? true : BOOLEAN_FALSE.has(b) ? false : cell;
      } else if (importer.numbers?.includes(c.field) || importer.decimals?.includes(c.field)) {
        const d = readDecimal(cell, separator);
        if (typeof d !== 'string') {
          add(line, c.field, d.error, d.code);
          bad = true;
          continue;
        }
        raw[c.field] = importer.numbers?.includes(c.field) ? (d === '' || Number.isNaN(Number(d)) ? d : Number(d)) : d;
      } else raw[c.field] = cell;
    }
    if (importer.companyField) raw[importer.companyField] = current.companyId;
    importer.prepare?.(raw);
    const parsed = importer.schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.length > 0 ? String(issue.path[0]) : null;
        const missing = issue.code === 'invalid_type' && raw[field ?? ''] === undefined;
        add(line, field, missing ? 'is required' : cellProblem(issue, field === null ? undefined : raw[field], field === null ? undefined : importer.sentences?.[field]), missing ? 'required' : issue.code);
      }
      continue;
    }
    if (bad) continue;
    valid.push({ line, cells, value: parsed.data, key: importer.key(parsed.data), given });
  }

  // set-based checks: keys repeated in the file, keys that exist (INSERT), the resource's rules
  const firstLine = new Map<string, number>();
  const keyColumn = importColumns[type].key;
  const unique: Valid<unknown>[] = [];
  for (const v of valid) {
    const first = firstLine.get(v.key);
    if (first !== undefined) add(v.line, keyColumn, `repeats the ${keyColumn}${type === 'ITEM_PRICE' ? ' and currency' : ''} of row ${first}`, 'duplicate');
    else {
      firstLine.set(v.key, v.line);
      unique.push(v);
    }
  }
  await importer.load?.(db, current.companyId, unique);
  const existing = await importer.existing(db, current.companyId, [...firstLine.keys()]);
  const plan: Plan = { rows: total, creates: [], updates: [], unchanged: 0, changes: [] };
  for (const [n, v] of unique.entries()) {
    if (n % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
    const found = existing.get(v.key);
    if (found && found.length > 1) {
      add(v.line, keyColumn, `matches ${found.length} records of this company; rename them so that one matches`, 'ambiguous');
      continue;
    }
    if (found && input.fields.mode === 'INSERT') {
      add(v.line, keyColumn, 'exists already; to change it, choose to update existing records', 'exists');
      continue;
    }
    const value = found ? { ...(v.value as object), ...kept(importer.current(found[0]) as Record<string, unknown>, v.given) } : v.value;
    let stored: unknown;
    try {
      stored = importer.check(value, found?.[0]);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      for (const e of error.errors ?? [{ path: '', message: error.detail, code: error.code }]) add(v.line, e.path || null, e.message, e.code);
      continue;
    }
    if (!found) plan.creates.push({ value, stored });
    else if (importer.same(stored, found[0])) plan.unchanged++;
    else {
      plan.updates.push({ value, stored, found: found[0] });
      if (plan.changes.length < LISTED_CHANGES) {
        plan.changes.push({ row: v.line, key: String((v.value as Record<string, unknown>)[keyColumn] ?? v.key), fields: changedFields(importer, stored as Record<string, unknown>, found[0] as Record<string, unknown>) });
      }
    }
  }
  if (!dryRun) await db.update(imports).set({ rowsProcessed: total }).where(eq(imports.id, current.id));
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    const lines = new Set(problems.map((p) => p.row));
    throw new RowErrors(problems, file.header, file.rows.filter((r) => lines.has(r.line)).map((r) => ({ row: r.line, cells: r.cells })), total);
  }
  return plan;
}

