import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../src/server/db/connection';
import { imports, items } from '../../src/server/db/schema';
import { errorPaths, ok } from '../support/accounting-fixtures';
import { bearer, countRows, createApiKey, apiKeyAuth, expectProblem, expectUnauthorized, expectForbiddenScope, setupAdmin } from '../support/fixtures';
import { buildTestApp, createTestDatabase, testAppConfig, testDbKind, type TestApp } from '../support/test-app';
import { useTwoCompanyApp } from '../support/two-companies';
import { buildApp } from '../../src/server/app';
import { importCsv, multipart, newImport, processFile } from './support';

const world = useTwoCompanyApp();
const h = () => bearer(world.admin.token);
const HEADER = 'itemCode,name,itemGroup,uom,valuationMethod,maintainStock,allowNegativeStock';
const itemRow = (code: string, name = 'Bolt') => `${code},${name},Fasteners,pcs,FIFO,true,false`;
const itemCount = () => countRows(world.t, items);

type BadCase = { name: string; csv: string | Buffer; options?: { decimalSeparator?: string }; code: string; errors?: { row?: number; column?: string | null; code: string }[] };

const badFiles: BadCase[] = [
  { name: 'an empty file', csv: '', code: 'empty-file' },
  { name: 'only blank lines', csv: '\r\n\r\n', code: 'empty-file' },
  { name: 'a header only', csv: `${HEADER}\r\n`, code: 'no-rows' },
  { name: 'an unknown column', csv: `${HEADER},colour\n${itemRow('U-1')},red\n`, code: 'unknown-column' },
  { name: 'a missing required column', csv: 'itemCode,name,itemGroup,uom,valuationMethod,maintainStock\nM-1,Bolt,F,pcs,FIFO,true\n', code: 'missing-column' },
  { name: 'a repeated column', csv: `${HEADER},Item Code\n${itemRow('R-1')},R-1\n`, code: 'duplicate-column' },
  { name: 'bytes that are not UTF-8', csv: Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.from([0x4c, 0xe9, 0x2c]), Buffer.from('x,F,pcs,FIFO,true,false\n')]), code: 'invalid-encoding' },
  { name: 'a NUL character', csv: `${HEADER}\n${itemRow('N-1', 'Bo\u0000lt')}\n`, code: 'invalid-encoding' },
  {
    name: 'values past the contract\'s bounds (a 300-character name, a cost past 10^13)', code: 'validation',
    csv: `${HEADER},standardCost\nB-1,${'x'.repeat(300)},F,pcs,FIFO,true,false,\nB-2,Bolt,F,pcs,STANDARD,true,false,99999999999999999999\n`,
    errors: [{ row: 2, column: 'name', code: 'too_big' }, { row: 3, column: 'standardCost', code: 'custom' }],
  },
  { name: 'a quote that never closes', csv: `${HEADER}\nQ-1,"Bolt,F,pcs,FIFO,true,false\n`, code: 'unterminated-quote' },
  {
    name: 'duplicate keys in the file (ignoring case)', csv: `${HEADER}\n${itemRow('D-1')}\n${itemRow('d-1')}\n`, code: 'validation',
    errors: [{ row: 3, column: 'itemCode', code: 'duplicate' }],
  },
  {
    name: 'a decimal comma without decimalSeparator', csv: `${HEADER},standardCost\nC-1,Bolt,F,pcs,STANDARD,true,false,"12,50"\n`, code: 'validation',
    errors: [{ row: 2, column: 'standardCost', code: 'decimal-comma' }],
  },
  {
    name: 'a number that reads two ways with decimalSeparator=, (1.249 without decimals)', options: { decimalSeparator: ',' },
    csv: `${HEADER};standardCost\n`.replaceAll(',', ';') + 'G-1;Bolt;F;pcs;STANDARD;true;false;1.249\n', code: 'validation',
    errors: [{ row: 2, column: 'standardCost', code: 'invalid-number' }],
  },
  {
    name: 'a value outside the contract, a missing required value, and a rule of the item', code: 'validation',
    csv: `${HEADER}\nV-1,Bolt,F,pcs,WEIGHTED,true,false\nV-2,,F,pcs,FIFO,true,false\nV-3,Nut,F,pcs,FIFO,false,true\nV-4,Ok,F,pcs,FIFO,maybe,false\n`,
    errors: [
      { row: 2, column: 'valuationMethod', code: 'invalid_value' },
      { row: 3, column: 'name', code: 'required' },
      { row: 4, column: 'allowNegativeStock', code: 'needs-stock' },
      { row: 5, column: 'maintainStock', code: 'invalid_type' },
    ],
  },
  { name: 'a row with more fields than the header', csv: `${HEADER}\n${itemRow('X-1')},extra\n`, code: 'validation', errors: [{ row: 2, column: null, code: 'extra-fields' }] },
  { name: 'the company column naming another company', csv: `${HEADER},companyIdString\n${itemRow('O-1')},00000000-0000-7000-8000-000000000000\n`, code: 'validation', errors: [{ row: 2, column: 'companyIdString', code: 'company-mismatch' }] },
];

describe('a bad file: 422 naming the problem, nothing written, the import FAILED with its errors', () => {
  test.each(badFiles)('$name', async ({ csv, options, code, errors }) => {
    const before = await itemCount();
    const { id, res } = await importCsv(world.t, h(), csv, { importType: 'ITEM', companyId: world.company.id, ...options });
    const problem = expectProblem(res, 422, 'validation');
    if (code === 'validation') {
      expect(problem.errors?.map((e) => ({ row: (e as { row?: number }).row, column: (e as { column?: string | null }).column, code: e.code }))).toEqual(errors);
    } else {
      expect(problem.errors).toEqual([expect.objectContaining({ path: 'file', code })]);
    }
    expect(await itemCount()).toBe(before);
    const record = ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: h() }));
    expect(record).toMatchObject({ status: 'FAILED', created: 0, updated: 0 });
    expect(record.errorCount).toBeGreaterThan(0);
    const errorsCsv = await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}/errors.csv`, headers: h() });
    expect(errorsCsv.statusCode).toBe(200);
    expect(errorsCsv.headers['content-type']).toMatch(/^text\/csv/);
    expect(errorsCsv.body.split('\r\n')[0]).toMatch(/problems$/);
    if (errors) expect(errorsCsv.body.split('\r\n').filter((l) => l !== '').length).toBe(1 + new Set(errors.map((e) => e.row)).size);
  });
});

describe('errors.csv holds the rejected cells neutralized, so a spreadsheet runs none of them (OWASP)', () => {
  test('formula cells come back with a leading apostrophe, plain numbers as numbers', async () => {
    const hyperlink = '+1+HYPERLINK("http://evil.example")';
    const cmd = "-1+1+cmd|' /C calc'!A0";
    const csv = `${HEADER},standardCost\n"${hyperlink.replaceAll('"', '""')}",${cmd},F,pcs,Sometimes,true,false,-5\n`;
    const { id, res } = await importCsv(world.t, h(), csv, { importType: 'ITEM', companyId: world.company.id });
    expectProblem(res, 422, 'validation');
    const errorsCsv = await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}/errors.csv`, headers: h() });
    const row = errorsCsv.body.split('\r\n')[1];
    expect(row.startsWith(`2,"'${hyperlink.replaceAll('"', '""')}","'${cmd}",F,pcs,Sometimes,true,false,-5,`)).toBe(true);
  });
});

describe('a malformed multipart upload is a 4xx problem, never a 500, nothing written', () => {
  const B = 'xyzBOUNDARY';
  const part = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (csv: string) => `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`;
  // the company is named when the test runs: the world is set up after collection
  const fields = () => part('companyId', '@COMPANY@') + part('importType', 'ITEM');
  const shapes: [string, string, string][] = [
    ['a field named __proto__', `multipart/form-data; boundary=${B}`, `${part('__proto__', '{"polluted":true}')}${fields()}${filePart(`${HEADER}\n${itemRow('P-1')}`)}--${B}--\r\n`],
    ['a field named constructor', `multipart/form-data; boundary=${B}`, `${part('constructor', 'x')}${fields()}${filePart(`${HEADER}\n${itemRow('P-2')}`)}--${B}--\r\n`],
    ['no boundary', 'multipart/form-data', `${fields()}--${B}--\r\n`],
    ['an unterminated part', `multipart/form-data; boundary=${B}`, `${fields()}--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${HEADER}\n`],
    ['a part without Content-Disposition', `multipart/form-data; boundary=${B}`, `--${B}\r\nContent-Type: text/plain\r\n\r\nx\r\n${fields()}--${B}--\r\n`],
    ['a part header without a colon', `multipart/form-data; boundary=${B}`, `--${B}\r\nnonsense\r\n\r\nx\r\n--${B}--\r\n`],
  ];
  test.each(shapes)('%s', async (_, contentType, payload) => {
    const before = await itemCount();
    const { id } = await newImport(world.t, h(), world.company.id, 'ITEM');
    const res = await world.t.inject({ method: 'POST', url: `/api/v1/imports/${id}/process`, headers: { ...h(), 'content-type': contentType }, payload: payload.replace('@COMPANY@', world.company.id) });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await itemCount()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the upload\'s form takes its fields and one file, as multipart only', () => {
  const B = 'formBOUNDARY';
  const part = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const filePart = (csv: string) => `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`;
  const formType = `multipart/form-data; boundary=${B}`;
  const upload = async (contentType: string, payload: string) => {
    const { id } = await newImport(world.t, h(), world.company.id, 'ITEM');
    return world.t.inject({ method: 'POST', url: `/api/v1/imports/${id}/process`, headers: { ...h(), 'content-type': contentType }, payload });
  };
  const fields = () => part('companyId', world.company.id) + part('importType', 'ITEM');

  test('an unknown form field is 422 unknown-field naming it; a second file is 422 unexpected-file at file; nothing written', async () => {
    const before = await itemCount();
    const unknown = expectProblem(await upload(formType, `${fields()}${part('zz', '1')}${filePart(`${HEADER}\n${itemRow('F-1')}`)}--${B}--\r\n`), 422, 'unknown-field');
    expect(errorPaths(unknown)).toEqual(['zz']);
    const twoFiles = expectProblem(await upload(formType, `${fields()}${filePart(`${HEADER}\n${itemRow('F-2')}`)}${filePart(`${HEADER}\n${itemRow('F-3')}`)}--${B}--\r\n`), 422, 'validation');
    expect(twoFiles.errors).toEqual([expect.objectContaining({ path: 'file', code: 'unexpected-file' })]);
    expect(await itemCount()).toBe(before);
  });

  test('JSON sent to the upload is 415; multipart sent to a JSON operation of imports is 415', async () => {
    const json = JSON.stringify({ companyId: world.company.id, importType: 'ITEM' });
    expect(expectProblem(await upload('application/json', json), 415, 'unsupported-media-type').detail).toContain('multipart/form-data');
    const create = await world.t.inject({ method: 'POST', url: '/api/v1/imports', headers: { ...h(), 'content-type': formType }, payload: `${part('companyIdString', world.company.id)}--${B}--\r\n` });
    expect(expectProblem(create, 415, 'unsupported-media-type').detail).toContain('application/json');
  });
});

/** What only a programmer reads: API parameters and endpoints, powers of ten, standards' numbers, the validator's own terms. */
const API_SPEAK = /decimalSeparator|UPSERT|GET \/|\/imports|10\^|ISO 4217|UUID|Invalid (input|option)|Too (big|small)|expected|received|<=|"\|"/;

describe('the problems an import reports are worded for whoever fixes the spreadsheet; the codes stay', () => {
  const o = (importType: string, extra: { decimalSeparator?: string } = {}) => ({ importType, companyId: world.company.id, dryRun: true, ...extra });
  const files: { type: string; csv: string; expected: [row: number, column: string | null, code: string, message: string][]; decimalSeparator?: string }[] = [
    {
      type: 'ITEM', csv: `${HEADER},standardCost\nW-1,Bolt,F,pcs,Moving Avg,true,false,\nW-2,Bolt,F,pcs,STANDARD,maybe,false,"12,50"\nW-3,${'x'.repeat(201)},F,pcs,STANDARD,true,false,99999999999999\nW-4,Nut,F,pcs,FIFO,true,false,abc\nW-5,Nut,F,pcs,FIFO,true,false,,extra\n`,
      expected: [
        [2, 'valuationMethod', 'invalid_value', '"Moving Avg" is not a valuation method: write Moving average, FIFO, LIFO or Standard cost'],
        [3, 'standardCost', 'decimal-comma', '"12,50" has a decimal comma: choose the comma as the file\'s decimal separator to read it'],
        [3, 'maintainStock', 'invalid_type', '"maybe" is not yes or no: write true or false (yes and no, 1 and 0 work too)'],
        [4, 'name', 'too_big', 'is longer than 200 characters (it has 201)'],
        [4, 'standardCost', 'custom', 'must be an amount below 10,000,000,000,000'],
        [5, 'standardCost', 'invalid_type', '"abc" is not a number'],
        [6, null, 'extra-fields', 'has 9 cells but the header has 8 columns'],
      ],
    },
    {
      type: 'ITEM_PRICE', csv: 'itemCode,currency,price\nNOPE,EUR,1\nNOPE,EURO,-1\n',
      expected: [
        [2, 'itemCode', 'unknown-item', 'no item of this company has the code NOPE'],
        [3, 'currency', 'invalid_format', '"EURO" is not a currency code: write three letters, such as USD or EUR'],
        [3, 'price', 'invalid_format', '"-1" is not a price: write an amount such as 12.50, zero or more and below 10,000,000,000,000'],
      ],
    },
    {
      type: 'CUSTOMER', csv: 'name,email,currencyCode\nA,not-an-address,\nB,,XXX\n',
      expected: [
        [2, 'email', 'invalid_format', '"not-an-address" is not an email address'],
        [3, 'currencyCode', 'unknown-currency', 'no currency has the code XXX'],
      ],
    },
    {
      type: 'ACCOUNT', csv: 'name,type,category,partyType,party,currencyStringId\nCash W,ASSETS,CURRENT,COMPANY,x,XXX\n',
      expected: [
        [2, 'type', 'invalid_value', '"ASSETS" is not one of ASSET, LIABILITY, EQUITY, REVENUE or EXPENSE'],
        [2, 'currencyStringId', 'invalid_format', '"XXX" is not a currency: write its code, such as USD or EUR'],
      ],
    },
  ];
  test.each(files)('$type', async ({ type, csv, expected, decimalSeparator }) => {
    const problem = expectProblem((await importCsv(world.t, h(), csv, o(type, { decimalSeparator }))).res, 422, 'validation');
    const errors = (problem.errors ?? []) as unknown as { row: number; column: string | null; code: string; message: string }[];
    expect(errors.map((e) => [e.row, e.column, e.code, e.message])).toEqual(expected);
    expect(problem.detail).not.toMatch(API_SPEAK);
    expect(problem.detail).toMatch(/nothing was written/);
    for (const e of errors) expect(e.message).not.toMatch(API_SPEAK);
  });

  test('a key that exists, a number that reads two ways, a file without a required column', async () => {
    await importCsv(world.t, h(), `${HEADER}\nWX-1,Bolt,F,pcs,FIFO,true,false\n`, { importType: 'ITEM', companyId: world.company.id });
    const exists = expectProblem((await importCsv(world.t, h(), `${HEADER}\nwx-1,Bolt,F,pcs,FIFO,true,false\n`, o('ITEM'))).res, 422, 'validation');
    expect(exists.errors).toEqual([expect.objectContaining({ code: 'exists', message: 'exists already; to change it, choose to update existing records' })]);
    const twoWays = expectProblem((await importCsv(world.t, h(), `${HEADER};standardCost\n`.replaceAll(',', ';') + 'WX-2;Bolt;F;pcs;STANDARD;true;false;1.249\n', o('ITEM', { decimalSeparator: ',' }))).res, 422, 'validation');
    expect(twoWays.errors).toEqual([expect.objectContaining({ code: 'invalid-number', message: '"1.249" can be read more than one way: write it as 1.249,50 or without the thousands separator' })]);
    const missing = expectProblem((await importCsv(world.t, h(), 'itemCode,name\nWX-3,Bolt\n', o('ITEM'))).res, 422, 'validation');
    expect(missing.detail).toBe('Missing columns itemGroup, uom, valuationMethod, maintainStock, allowNegativeStock: an items file needs them.');
    const unknown = expectProblem((await importCsv(world.t, h(), `${HEADER},colour\nWX-4,Bolt,F,pcs,FIFO,true,false,red\n`, o('ITEM'))).res, 422, 'validation');
    expect(unknown.detail).toBe('Unknown column "colour". An items file takes the columns itemCode, name, itemGroup, uom, valuationMethod, maintainStock, allowNegativeStock, standardCost.');
    for (const p of [exists, twoWays, missing, unknown]) for (const text of [p.detail, ...(p.errors ?? []).map((e) => e.message)]) expect(text).not.toMatch(API_SPEAK);
  });
});

describe('formats a spreadsheet writes are read', () => {
  const cases: { name: string; csv: string | Buffer; decimalSeparator?: string; check?: (item: Record<string, unknown>) => void }[] = [
    { name: 'a UTF-8 byte order mark', csv: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${HEADER}\n${itemRow('F-BOM')}\n`)]) },
    { name: 'semicolons', csv: `${HEADER.replaceAll(',', ';')}\n${itemRow('F-SEMI').replaceAll(',', ';')}\n` },
    { name: 'tabs', csv: `${HEADER.replaceAll(',', '\t')}\n${itemRow('F-TAB').replaceAll(',', '\t')}\n` },
    { name: 'CRLF line ends and no final line end', csv: `${HEADER}\r\n${itemRow('F-CRLF')}` },
    { name: 'a quoted field with a line break, a comma and a quote', csv: `${HEADER}\n${itemRow('F-QUOTE', '"Bolt, ""big""\nM8"')}\n`, check: (i) => expect(i.name).toBe('Bolt, "big"\nM8') },
    { name: 'column names in another case and spacing', csv: `Item Code,NAME,item_group,UOM,valuation method,maintain-stock,Allow Negative Stock\n${itemRow('F-CASE')}\n` },
    {
      name: 'a decimal comma with decimalSeparator=,', decimalSeparator: ',',
      csv: `${HEADER};standardCost\n`.replaceAll(',', ';') + 'F-DEC;Bolt;F;pcs;STANDARD;true;false;12,50\n', check: (i) => expect(i.standardCost).toBe(12.5),
    },
    {
      name: 'thousands separators with decimalSeparator=, (German Excel: 1.249,00, WAHR, FALSCH)', decimalSeparator: ',',
      csv: `${HEADER};standardCost\n`.replaceAll(',', ';') + 'F-GERMAN;Bolt;F;pcs;Standardkosten;WAHR;FALSCH;1.249,00\n',
      check: (i) => expect(i).toMatchObject({ standardCost: 1249, valuationMethod: 'STANDARD', maintainStock: true, allowNegativeStock: false }),
    },
    {
      name: 'thousands separators with the decimal point (1,249.50)',
      csv: `${HEADER},standardCost\nF-GROUPED,Bolt,F,pcs,STANDARD,true,false,"1,249.50"\n`, check: (i) => expect(i.standardCost).toBe(1249.5),
    },
    {
      name: 'the valuation method as the item form labels it ("Moving average") or spelled out (MOVING_AVERAGE)',
      csv: `${HEADER}\nF-LABEL,Bolt,F,pcs,Moving average,yes,no\n`, check: (i) => expect(i.valuationMethod).toBe('MAVG'),
    },
    {
      name: 'MOVING_AVERAGE', csv: `${HEADER}\nF-SPELLED,Bolt,F,pcs,MOVING_AVERAGE,ja,nein\n`, check: (i) => expect(i).toMatchObject({ valuationMethod: 'MAVG', maintainStock: true }),
    },
  ];
  test.each(cases)('$name', async ({ csv, decimalSeparator, check }) => {
    const { res } = await importCsv(world.t, h(), csv, { importType: 'ITEM', companyId: world.company.id, decimalSeparator });
    expect(ok(res)).toMatchObject({ created: 1, updated: 0, unchanged: 0, rows: 1, status: 'SUCCEEDED' });
    const code = (typeof csv === 'string' ? csv : csv.toString()).match(/F-[A-Z]+/)![0];
    const list = ok(await world.t.inject({ method: 'GET', url: `/api/v1/items?itemCode=${code}`, headers: h() }));
    expect(list.content).toHaveLength(1);
    check?.(list.content[0]);
  });
});

describe('modes', () => {
  test('UPSERT the same file twice: the second run reports every row unchanged; a changed row is updated', async () => {
    const csv = `${HEADER},standardCost\nUP-1,Bolt,F,pcs,FIFO,true,false,\nUP-2,Nut,F,pcs,STANDARD,true,false,2.5\nUP-3,Washer,F,pcs,MAVG,false,false,\n`;
    const o = { importType: 'ITEM', companyId: world.company.id, mode: 'UPSERT' };
    expect(ok((await importCsv(world.t, h(), csv, o)).res)).toMatchObject({ created: 3, updated: 0, unchanged: 0 });
    expect(ok((await importCsv(world.t, h(), csv, o)).res)).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const changed = csv.replace('Washer', 'Flat washer').replace('STANDARD,true,false,2.5', 'STANDARD,true,false,3').replace('up-1', 'UP-1');
    expect(ok((await importCsv(world.t, h(), `${changed}UP-4,New,F,pcs,FIFO,true,false,\n`, o)).res)).toMatchObject({ created: 1, updated: 2, unchanged: 1 });
    const nut = ok(await world.t.inject({ method: 'GET', url: '/api/v1/items?itemCode=UP-2', headers: h() })).content[0];
    expect(nut.standardCost).toBe(3);
    // matched ignoring case: a lower-case code updates the same item
    expect(ok((await importCsv(world.t, h(), `${HEADER}\nup-3,Flat washer,F,pcs,MAVG,false,false\n`, o)).res)).toMatchObject({ created: 0, unchanged: 1 });
  });

  test('a dry run counts what would change, writes nothing and leaves the import PENDING; then it is processed for real', async () => {
    const before = await itemCount();
    const { id } = await newImport(world.t, h(), world.company.id, 'ITEM');
    const csv = `${HEADER}\n${itemRow('DRY-1')}\n${itemRow('DRY-2')}\n`;
    const dry = ok(await processFile(world.t, h(), id, csv, { importType: 'ITEM', companyId: world.company.id, dryRun: true }));
    expect(dry).toMatchObject({ dryRun: true, created: 2, status: 'PENDING' });
    expect(await itemCount()).toBe(before);
    expect(ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: h() }))).toMatchObject({ status: 'PENDING', dryRun: true, created: 2 });
    expect(ok(await processFile(world.t, h(), id, csv, { importType: 'ITEM', companyId: world.company.id }))).toMatchObject({ dryRun: false, created: 2, status: 'SUCCEEDED' });
    expect(await itemCount()).toBe(before + 2);
  });

  test('processing twice is 409; after a refused file the same import takes a corrected one', async () => {
    const o = { importType: 'ITEM', companyId: world.company.id };
    const { id, res } = await importCsv(world.t, h(), `${HEADER}\nTW-1,,F,pcs,FIFO,true,false\n`, o);
    expectProblem(res, 422, 'validation');
    ok(await processFile(world.t, h(), id, `${HEADER}\n${itemRow('TW-1')}\n`, o));
    expectProblem(await processFile(world.t, h(), id, `${HEADER}\n${itemRow('TW-2')}\n`, o), 409, 'conflict');
  });

  test('two imports of the same new keys at once: one writes them, the other is refused (409 or 422), nothing twice', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => itemRow(`RACE-${i}`)).join('\n');
    const o = { importType: 'ITEM', companyId: world.company.id };
    const before = await itemCount();
    const [a, b] = await Promise.all([importCsv(world.t, h(), `${HEADER}\n${rows}\n`, o), importCsv(world.t, h(), `${HEADER}\n${rows}\n`, o)]);
    const statuses = [a.res.statusCode, b.res.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    expect(await itemCount()).toBe(before + 3000);
  }, 60_000);

  test('a companyId or importType in the form other than the import\'s is 409; a company not yours is 403', async () => {
    const { id } = await newImport(world.t, h(), world.company.id, 'ITEM');
    const csv = `${HEADER}\n${itemRow('CM-1')}\n`;
    const another = ok(await world.t.inject({ method: 'POST', url: '/api/v1/companies', headers: h(), payload: { name: 'Second of mine', code: 'SEC2', baseCurrency: 'USD' } }), 201);
    expect(expectProblem(await processFile(world.t, h(), id, csv, { importType: 'ITEM', companyId: another.id }), 409, 'conflict').errors?.[0].path).toBe('companyId');
    expectProblem(await processFile(world.t, h(), id, csv, { importType: 'ITEM', companyId: world.otherCompany.id }), 403, 'forbidden-company');
    expect(expectProblem(await processFile(world.t, h(), id, csv, { importType: 'CUSTOMER', companyId: world.company.id }), 409, 'conflict').errors?.[0].path).toBe('importType');
    expect(ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: h() })).status).toBe('PENDING');
  });
});

describe('each import type', () => {
  test('CUSTOMER: created with the named currency or the base one; UPSERT by name ignoring case', async () => {
    const csv = 'name,email,currencyCode,notes\nGlobex,ap@globex.example,EUR,\nInitech,,,"net 30"\n';
    const o = { importType: 'CUSTOMER', companyId: world.company.id, mode: 'UPSERT' };
    expect(ok((await importCsv(world.t, h(), csv, o)).res)).toMatchObject({ created: 2 });
    expect(ok((await importCsv(world.t, h(), csv, o)).res)).toMatchObject({ unchanged: 2 });
    expect(ok((await importCsv(world.t, h(), 'name,email,currencyCode,notes\nGLOBEX,ar@globex.example,EUR,\n', o)).res)).toMatchObject({ updated: 1 });
    const list = ok(await world.t.inject({ method: 'GET', url: '/api/v1/customers?search=globex', headers: h() })).content;
    expect(list).toEqual([expect.objectContaining({ name: 'GLOBEX', email: 'ar@globex.example', currencyCode: 'EUR' })]);
    const bad = expectProblem((await importCsv(world.t, h(), 'name,currencyCode,email\nUmbrella,XXX,\nHooli,,not-an-email\n', o)).res, 422, 'validation');
    expect(bad.errors?.map((e) => e.code)).toEqual(['unknown-currency', 'invalid_format']);
  });

  test('UPSERT: an empty cell leaves the field as it is, #clear empties an optional one, a required one cannot be cleared', async () => {
    const o = { importType: 'CUSTOMER', companyId: world.company.id, mode: 'UPSERT' };
    const full = 'name,email,phone,taxId,billingAddress,currencyCode,notes\nKeeper Ltd,ap@keeper.example,+1 555 0100,DE123,"1 Main St",EUR,net 30\n';
    expect(ok((await importCsv(world.t, h(), full, o)).res)).toMatchObject({ created: 1 });
    const emptyCells = 'name,email,phone,taxId,billingAddress,currencyCode,notes\nKeeper Ltd,ar@keeper.example,,,,,\n';
    // the dry run previews each record's changes field by field; an empty cell is no change
    expect(ok((await importCsv(world.t, h(), emptyCells, { ...o, dryRun: true })).res)).toMatchObject({
      updated: 1, changes: [{ row: 2, key: 'Keeper Ltd', fields: [{ field: 'email', from: 'ap@keeper.example', to: 'ar@keeper.example' }] }],
    });
    expect(ok((await importCsv(world.t, h(), 'name,currencyCode\nKeeper Ltd,USD\n', { ...o, dryRun: true })).res).changes)
      .toEqual([{ row: 2, key: 'Keeper Ltd', fields: [{ field: 'currencyCode', from: 'EUR', to: 'USD' }] }]);
    expect(ok((await importCsv(world.t, h(), emptyCells, o)).res)).toMatchObject({ updated: 1 });
    const customer = async () => ok(await world.t.inject({ method: 'GET', url: '/api/v1/customers?search=Keeper', headers: h() })).content[0];
    expect(await customer()).toMatchObject({ email: 'ar@keeper.example', phone: '+1 555 0100', taxId: 'DE123', billingAddress: '1 Main St', currencyCode: 'EUR', notes: 'net 30' });
    expect(ok((await importCsv(world.t, h(), 'name\nKeeper Ltd\n', o)).res)).toMatchObject({ unchanged: 1 });
    expect(ok((await importCsv(world.t, h(), 'name,taxId,notes\nKeeper Ltd,#CLEAR,#clear\n', o)).res)).toMatchObject({ updated: 1 });
    expect(await customer()).toMatchObject({ email: 'ar@keeper.example', taxId: null, notes: null, billingAddress: '1 Main St', currencyCode: 'EUR' });
    const bad = expectProblem((await importCsv(world.t, h(), 'name,email\n#clear,x@y.example\n', o)).res, 422, 'validation');
    expect(bad.errors?.map((e) => [(e as { column?: string }).column, e.code])).toContainEqual(['name', 'cannot-clear']);

    const accounts = { importType: 'ACCOUNT', companyId: world.company.id, mode: 'UPSERT' };
    const account = 'name,type,category,partyType,party,currencyStringId,description,alternateAccountNumber,ledger\nKept bank,ASSET,CURRENT,COMPANY,HQ,USD,Main bank,ALT-7,GL\n';
    expect(ok((await importCsv(world.t, h(), account, accounts)).res)).toMatchObject({ created: 1 });
    expect(ok((await importCsv(world.t, h(), 'name,type,category,partyType,party,currencyStringId\nKept bank,ASSET,CURRENT,COMPANY,Branch,USD\n', accounts)).res))
      .toMatchObject({ updated: 1 });
    const [stored] = ok(await world.t.inject({ method: 'GET', url: '/api/v1/accounts?name=Kept%20bank', headers: h() })).content;
    expect(stored).toMatchObject({ party: 'Branch', description: 'Main bank', alternateAccountNumber: 'ALT-7', ledger: 'GL' });

    const itemsUpsert = { importType: 'ITEM', companyId: world.company.id, mode: 'UPSERT' };
    ok((await importCsv(world.t, h(), `${HEADER},standardCost\nKEEP-1,Bolt,Fasteners,pcs,STANDARD,true,false,2.50\n`, itemsUpsert)).res);
    expect(ok((await importCsv(world.t, h(), `${HEADER},standardCost\nKEEP-1,Big bolt,Fasteners,pcs,STANDARD,true,false,\n`, itemsUpsert)).res)).toMatchObject({ updated: 1 });
    const [item] = ok(await world.t.inject({ method: 'GET', url: '/api/v1/items?itemCode=KEEP-1', headers: h() })).content;
    expect(item).toMatchObject({ name: 'Big bolt', standardCost: 2.5 });
  });

  test('SUPPLIER: created, then unchanged', async () => {
    const csv = 'name,currencyCodeString,email,address\nParts Inc,USD,sales@parts.example,"1 Main St\nSpringfield"\n';
    const o = { importType: 'SUPPLIER', companyId: world.company.id, mode: 'UPSERT' };
    expect(ok((await importCsv(world.t, h(), csv, o)).res)).toMatchObject({ created: 1 });
    expect(ok((await importCsv(world.t, h(), csv, o)).res)).toMatchObject({ unchanged: 1 });
    const [supplier] = ok(await world.t.inject({ method: 'GET', url: '/api/v1/suppliers?search=Parts', headers: h() })).content;
    expect(supplier).toMatchObject({ name: 'Parts Inc', address: '1 Main St\nSpringfield', currencyCodeString: 'USD' });
  });

  test('ITEM_PRICE: a price per item code and currency becomes current; the same price again is unchanged; unknown items and too many decimals are row errors', async () => {
    ok((await importCsv(world.t, h(), `${HEADER}\n${itemRow('PR-1')}\n${itemRow('PR-2')}\n`, { importType: 'ITEM', companyId: world.company.id })).res);
    const o = { importType: 'ITEM_PRICE', companyId: world.company.id, mode: 'UPSERT' };
    expect(ok((await importCsv(world.t, h(), 'itemCode,currency,price\nPR-1,USD,12.50\npr-2,EUR,3\n', o)).res)).toMatchObject({ created: 2 });
    expect(ok((await importCsv(world.t, h(), 'itemCode,currency,price\nPR-1,USD,12.5\nPR-2,EUR,4\n', o)).res)).toMatchObject({ unchanged: 1, updated: 1 });
    const [item] = ok(await world.t.inject({ method: 'GET', url: '/api/v1/items?itemCode=PR-2', headers: h() })).content;
    const detail = ok(await world.t.inject({ method: 'GET', url: `/api/v1/items/${item.id}`, headers: h() }));
    expect(detail.prices).toEqual([expect.objectContaining({ currency: 'EUR', price: '4.00' })]);
    const bad = expectProblem((await importCsv(world.t, h(), 'itemCode,currency,price\nNOPE,USD,1\nPR-1,JPY,1.5\nPR-1,USD,abc\n', o)).res, 422, 'validation');
    expect(bad.errors?.map((e) => [(e as { row?: number }).row, e.code])).toEqual([[2, 'unknown-item'], [3, 'too-precise'], [4, 'invalid_format']]);
    expectProblem((await importCsv(world.t, h(), 'itemCode,currency,price\nPR-1,USD,9\n', { ...o, mode: 'INSERT' })).res, 422, 'validation');
  });

  test('EXCHANGE_RATE: a rate per pair and day, exact as written (decimal comma read with its separator); UPSERT replaces a day\'s rate; bad rows named', async () => {
    const o = { importType: 'EXCHANGE_RATE', companyId: world.company.id, mode: 'UPSERT' };
    const csv = 'fromCurrency,toCurrency,date,rate\nUSD,EUR,2026-01-02,0.921534000001\nusd,eur,2026-01-03,0.9300\nGBP,EUR,2026-01-02,1.17\n';
    expect(ok((await importCsv(world.t, h(), csv, o)).res)).toMatchObject({ created: 3 });
    expect(ok((await importCsv(world.t, h(), csv.replace('0.9300', '0.93'), o)).res)).toMatchObject({ unchanged: 3 });
    expect(ok((await importCsv(world.t, h(), 'fromCurrency;toCurrency;date;rate\nUSD;EUR;2026-01-03;0,9412\n', { ...o, decimalSeparator: ',' })).res)).toMatchObject({ updated: 1 });
    const listed = ok(await world.t.inject({ method: 'GET', url: '/api/v1/exchange-rates?fromCurrency=USD&toCurrency=EUR', headers: h() })).content;
    expect(listed.map((r: { date: string; rate: string }) => [r.date, r.rate])).toEqual([['2026-01-03', '0.9412'], ['2026-01-02', '0.921534000001']]);
    const bad = expectProblem((await importCsv(world.t, h(), 'fromCurrency,toCurrency,date,rate\nQQQ,EUR,2026-01-02,1\nEUR,EUR,2026-01-02,1\nUSD,EUR,2026-01-04,0.1234567890123\nUSD,EUR,2026-02-30,1\n', o)).res, 422, 'validation');
    expect(bad.errors?.map((e) => [(e as { row?: number }).row, (e as { column?: string }).column, e.code])).toEqual([
      [2, 'fromCurrency', 'unknown-currency'], [3, 'toCurrency', 'same-currency'], [4, 'rate', 'invalid_format'], [5, 'date', 'invalid_format'],
    ]);
    expectProblem((await importCsv(world.t, h(), 'fromCurrency,toCurrency,date,rate\nGBP,EUR,2026-01-02,1.2\n', { ...o, mode: 'INSERT' })).res, 422, 'validation');
  });

  test('ACCOUNT: numbers generated in the type\'s range, currency by ISO code; UPSERT by name', async () => {
    const csv = 'name,type,category,partyType,party,currencyStringId\nImported cash,ASSET,CURRENT,COMPANY,HQ,USD\nImported sales,REVENUE,OPERATING,COMPANY,HQ,usd\n';
    const o = { importType: 'ACCOUNT', companyId: world.company.id, mode: 'UPSERT' };
    expect(ok((await importCsv(world.t, h(), csv, o)).res)).toMatchObject({ created: 2 });
    expect(ok((await importCsv(world.t, h(), csv, o)).res)).toMatchObject({ unchanged: 2 });
    const list = ok(await world.t.inject({ method: 'GET', url: '/api/v1/accounts?name=Imported&size=10', headers: h() })).content;
    const byName = Object.fromEntries(list.map((a: { name: string; accountNumber: string }) => [a.name, a.accountNumber]));
    expect(byName['Imported cash']).toMatch(/^1\d{4}$/);
    expect(byName['Imported sales']).toMatch(/^4\d{4}$/);
    expect(ok((await importCsv(world.t, h(), csv.replace('HQ,USD', 'Branch,USD'), o)).res)).toMatchObject({ updated: 1, unchanged: 1 });
    const bad = expectProblem((await importCsv(world.t, h(), 'name,type,category,partyType,party,currencyStringId,ledger\nX,ASSET,CURRENT,COMPANY,HQ,QQQ,GL\nY,ASSET,CURRENT,COMPANY,HQ,USD,SL\n', o)).res, 422, 'validation');
    expect(bad.errors?.map((e) => [(e as { column?: string }).column, e.code])).toEqual([['currencyStringId', 'invalid_format'], ['ledger', 'invalid_value']]);
  });
});

describe('the JSON operations', () => {
  test('POST /imports: 201 PENDING with Location; GET /imports lists the history newest first; filters', async () => {
    const res = await world.t.inject({ method: 'POST', url: '/api/v1/imports', headers: h(), payload: { companyId: world.company.id, importType: 'SUPPLIER' } });
    const created = ok(res, 201);
    expect(res.headers.location).toBe(`/api/v1/imports/${created.id}`);
    expect(created).toMatchObject({ status: 'PENDING', importType: 'SUPPLIER', rowsProcessed: 0, rowsTotal: null, mode: null, companyIdString: world.company.id });
    const page = ok(await world.t.inject({ method: 'GET', url: '/api/v1/imports?importType=SUPPLIER&status=PENDING', headers: h() }));
    expect(page.content[0].id).toBe(created.id);
    expect(page.content.every((i: { importType: string; status: string }) => i.importType === 'SUPPLIER' && i.status === 'PENDING')).toBe(true);
    expectProblem(await world.t.inject({ method: 'POST', url: '/api/v1/imports', headers: h(), payload: { companyId: world.company.id, importType: 'INVOICE' } }), 422, 'validation');
    expectProblem(await world.t.inject({ method: 'GET', url: '/api/v1/imports?sort=__proto__', headers: h() }), 400, 'invalid-query');
  });

  test('templates: a header and an example row of each type, which imports as it is', async () => {
    for (const type of ['ITEM', 'ITEM_PRICE', 'CUSTOMER', 'SUPPLIER', 'ACCOUNT', 'EXCHANGE_RATE']) {
      const res = await world.t.inject({ method: 'GET', url: `/api/v1/imports/templates/${type}.csv`, headers: h() });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.body.split('\r\n').length).toBe(3);
    }
    const template = (await world.t.inject({ method: 'GET', url: '/api/v1/imports/templates/SUPPLIER.csv', headers: h() })).body;
    expect(ok((await importCsv(world.t, h(), template, { importType: 'SUPPLIER', companyId: world.company.id, mode: 'UPSERT' })).res).rows).toBe(1);
    expectProblem(await world.t.inject({ method: 'GET', url: '/api/v1/imports/templates/INVOICE.csv', headers: h() }), 404, 'not-found');
  });

  test('multipart mistakes: no file, a bad mode or dryRun, a JSON body, an unknown import: 4xx problems', async () => {
    const { id } = await newImport(world.t, h(), world.company.id, 'ITEM');
    const noFile = multipart({ companyId: world.company.id, importType: 'ITEM' });
    const send = (body: { payload: Buffer; contentType: string }, importId = id) =>
      world.t.inject({ method: 'POST', url: `/api/v1/imports/${importId}/process`, headers: { ...h(), 'content-type': body.contentType }, payload: body.payload });
    expect(expectProblem(await send(noFile), 422, 'validation').errors?.[0]).toMatchObject({ path: 'file', code: 'required' });
    const badMode = multipart({ companyId: world.company.id, importType: 'ITEM', mode: 'MERGE', dryRun: 'perhaps' }, { content: `${HEADER}\n${itemRow('MM-1')}\n` });
    expect(expectProblem(await send(badMode), 422, 'validation').errors?.map((e) => e.path).sort()).toEqual(['dryRun', 'mode']);
    const noCompany = multipart({ importType: 'ITEM' }, { content: `${HEADER}\n${itemRow('MM-1')}\n` });
    expect(expectProblem(await send(noCompany), 422, 'validation').errors?.[0]).toMatchObject({ path: 'companyId', code: 'required' });
    expectProblem(await world.t.inject({ method: 'POST', url: `/api/v1/imports/${id}/process`, headers: h(), payload: { companyId: world.company.id, importType: 'ITEM' } }), 415, 'unsupported-media-type');
    expectProblem(await send(multipart({ companyId: world.company.id, importType: 'ITEM' }, { content: `${HEADER}\n` }), '01a00000-0000-7000-8000-000000000000'), 404, 'not-found');
    expect(ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: h() })).status).toBe('PENDING');
  });
});

describe('authorization', () => {
  test('no credentials: 401 on every operation', async () => {
    const { id } = await newImport(world.t, h(), world.company.id, 'ITEM');
    await expectUnauthorized(world.t, { method: 'POST', url: '/api/v1/imports'.slice(7), payload: { companyId: world.company.id, importType: 'ITEM' } });
    for (const url of ['/imports', `/imports/${id}`, `/imports/${id}/errors.csv`, '/imports/templates/ITEM.csv']) await expectUnauthorized(world.t, { method: 'GET', url });
    const body = multipart({ companyId: world.company.id, importType: 'ITEM' }, { content: `${HEADER}\n${itemRow('NA-1')}\n` });
    expectProblem(await world.t.inject({ method: 'POST', url: `/api/v1/imports/${id}/process`, headers: { 'content-type': body.contentType }, payload: body.payload }), 401, 'unauthenticated');
  });

  test('a key without imports scopes: 403; imports:write without the target resource\'s write scope cannot process', async () => {
    await expectForbiddenScope(world.t, world.admin.token, { method: 'POST', url: '/imports', payload: { companyId: world.company.id, importType: 'ITEM' } }, 'imports:write', ['items:write']);
    await expectForbiddenScope(world.t, world.admin.token, { method: 'GET', url: '/imports' }, 'imports:read', ['items:write']);
    const key = await createApiKey(world.t, world.admin.token, { scopes: ['imports:write'] });
    const auth = apiKeyAuth(key.key);
    const { id } = await newImport(world.t, auth, world.company.id, 'ITEM');
    const before = await itemCount();
    expect(expectProblem(await processFile(world.t, auth, id, `${HEADER}\n${itemRow('SC-1')}\n`, { importType: 'ITEM', companyId: world.company.id }), 403, 'forbidden-scope').detail).toContain('items:write');
    expect(await itemCount()).toBe(before);
  });

  test('another company: its import is 404 (get, errors.csv, process); naming it on create is 403', async () => {
    const theirs = await newImport(world.t, bearer(world.other.token), world.otherCompany.id, 'ITEM');
    expectProblem(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${theirs.id}`, headers: h() }), 404, 'not-found');
    expectProblem(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${theirs.id}/errors.csv`, headers: h() }), 404, 'not-found');
    expectProblem(await processFile(world.t, h(), theirs.id, `${HEADER}\n${itemRow('OC-1')}\n`, { importType: 'ITEM', companyId: world.otherCompany.id }), 404, 'not-found');
    expectProblem(await processFile(world.t, h(), theirs.id, `${HEADER}\n${itemRow('OC-1')}\n`, { importType: 'ITEM', companyId: world.company.id }), 404, 'not-found');
    expectProblem(await world.t.inject({ method: 'POST', url: '/api/v1/imports', headers: h(), payload: { companyId: world.otherCompany.id, importType: 'ITEM' } }), 403, 'forbidden-company');
    expectProblem(await world.t.inject({ method: 'GET', url: `/api/v1/imports?companyIdString=${world.otherCompany.id}`, headers: h() }), 403, 'forbidden-company');
    expect(ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${theirs.id}`, headers: bearer(world.other.token) })).status).toBe('PENDING');
  });
});

describe('progress and restarts', () => {
  test('rowsProcessed is visible from another request while a large file runs', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => itemRow(`PG-${i}`)).join('\n');
    const { id } = await newImport(world.t, h(), world.company.id, 'ITEM');
    const running = processFile(world.t, h(), id, `${HEADER}\n${rows}\n`, { importType: 'ITEM', companyId: world.company.id });
    const seen: { status: string; rowsProcessed: number }[] = [];
    let done = false;
    void running.finally(() => { done = true; });
    while (!done) {
      const r = ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: h() }));
      seen.push({ status: r.status, rowsProcessed: r.rowsProcessed });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(ok(await running)).toMatchObject({ created: 20_000 });
    expect(seen.some((s) => s.status === 'RUNNING')).toBe(true);
    expect(seen.some((s) => s.status === 'RUNNING' && s.rowsProcessed > 0 && s.rowsProcessed <= 20_000)).toBe(true);
    expect(ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: h() }))).toMatchObject({ status: 'SUCCEEDED', rowsProcessed: 20_000, rowsTotal: 20_000 });
  }, 120_000);

  test('an import left RUNNING by a stopped service is FAILED when the service starts', async () => {
    const { id } = await newImport(world.t, h(), world.company.id, 'ITEM');
    await world.t.database.db.update(imports).set({ status: 'RUNNING' }).where(eq(imports.id, id));
    const restarted = await buildTestApp(world.t.database);
    await restarted.close();
    const record = ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: h() }));
    expect(record.status).toBe('FAILED');
    expect(record.failureReason).toMatch(/stopped/);
    const [{ n }] = await queryRows<{ n: number }>(world.t.database.db, sql`SELECT count(*)::int AS n FROM imports WHERE status = 'RUNNING'`);
    expect(n).toBe(0);
  });

  // PGlite: one process owns the database, so there is no other instance to start meanwhile
  test.skipIf(testDbKind !== 'postgres')('an instance starting while another runs an import leaves it RUNNING; once that one is gone, it is FAILED', async () => {
    const { id } = await newImport(world.t, h(), world.company.id, 'ITEM');
    await world.t.database.db.update(imports).set({ status: 'RUNNING' }).where(eq(imports.id, id));
    const release = (await world.t.database.tryJobLock(id))!; // as the running instance's job does
    try {
      const second = await buildTestApp(world.t.database);
      await second.close();
      expect(ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: h() })).status).toBe('RUNNING');
      // and processing it again meanwhile is refused at once
      const again = await processFile(world.t, h(), id, `${HEADER}\n${itemRow('LOCKED-1')}\n`, { importType: 'ITEM', companyId: world.company.id });
      expect(expectProblem(again, 409, 'conflict').detail).toMatch(/running/);
    } finally {
      await release(); // the running instance dies: its lock connection ends
    }
    const third = await buildTestApp(world.t.database);
    await third.close();
    expect(ok(await world.t.inject({ method: 'GET', url: `/api/v1/imports/${id}`, headers: h() })).status).toBe('FAILED');
  });
});

describe('the upload limit (BOS_UPLOAD_LIMIT_MB)', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  let companyId: string;
  let close: () => Promise<void>;
  const LIMIT = 4096;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase();
    const database = await testDatabase.open();
    app = await buildApp({ database, config: { ...testAppConfig, uploadLimitBytes: LIMIT } });
    const t = { app, database, inject: (o: never) => app.inject(o), close: async () => {} } as unknown as TestApp;
    const admin = await setupAdmin(t);
    token = admin.token;
    companyId = admin.companyId;
    close = async () => {
      await app.close();
      await database.close();
      await testDatabase.drop();
    };
  });
  afterAll(async () => close?.());

  /** A file of exactly `size` bytes: valid rows padded with blank lines. */
  const fileOf = (size: number) => {
    const body = `${HEADER}\n${itemRow('LIM-1')}\n`;
    return body + '\n'.repeat(size - Buffer.byteLength(body));
  };

  test('a file of exactly the limit is read; one byte more is 413 and writes nothing', async () => {
    const t = { inject: (o: never) => app.inject(o) } as unknown as TestApp;
    const over = await importCsv(t, bearer(token), fileOf(LIMIT + 1), { importType: 'ITEM', companyId });
    expectProblem(over.res, 413, 'payload-too-large');
    expect(ok(await app.inject({ method: 'GET', url: `/api/v1/imports/${over.id}`, headers: bearer(token) })).status).toBe('PENDING');
    expect(ok(await app.inject({ method: 'GET', url: '/api/v1/items?itemCode=LIM', headers: bearer(token) })).content).toHaveLength(0);
    expect(ok((await importCsv(t, bearer(token), fileOf(LIMIT), { importType: 'ITEM', companyId })).res)).toMatchObject({ created: 1 });
  });
});
