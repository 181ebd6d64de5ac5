import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { accountCreate } from '../../src/contract/accounts';
import { customerCreate } from '../../src/contract/customers';
import { itemPriceCreate } from '../../src/contract/item-prices';
import { itemCreate } from '../../src/contract/items';
import { cellProblem } from '../../src/server/domain/imports/row-messages';

/** The words of the first issue of `field` when `raw` is checked with `schema`. */
function wordsFor(schema: z.ZodType, raw: Record<string, unknown>, field: string, sentences?: Record<string, string>) {
  const parsed = schema.safeParse(raw);
  if (parsed.success) throw new Error('expected a problem');
  const issue = parsed.error.issues.find((i) => i.path[0] === field);
  if (!issue) throw new Error(`no problem in ${field}: ${JSON.stringify(parsed.error.issues)}`);
  return cellProblem(issue, raw[field], sentences?.[field]);
}

const COMPANY = '00000000-0000-7000-8000-000000000001';
const item = { itemCode: 'A-1', name: 'Bolt', itemGroup: 'F', uom: 'pcs', valuationMethod: 'FIFO', maintainStock: true, allowNegativeStock: false, companyIdString: COMPANY };

/** What only a programmer reads: API parameters, endpoints, powers of ten, standards' numbers, the validator's own terms. */
const API_SPEAK = /decimalSeparator|UPSERT|GET \/|10\^|ISO 4217|UUID|Invalid (input|option)|Too (big|small)|expected|received|<=|\|/;

describe('a cell the contract refuses, in the words of whoever fixes the spreadsheet', () => {
  const cases: [string, string][] = [
    [wordsFor(itemCreate, { ...item, valuationMethod: 'Moving Avg' }, 'valuationMethod', { valuationMethod: 'is not a valuation method: write Moving average, FIFO, LIFO or Standard cost' }),
      '"Moving Avg" is not a valuation method: write Moving average, FIFO, LIFO or Standard cost'],
    [wordsFor(accountCreate, { name: 'Cash', type: 'ASSETS', category: 'CURRENT', partyType: 'COMPANY', party: 'x', currencyStringId: COMPANY, companyStringId: COMPANY, ledger: 'GL' }, 'type'),
      '"ASSETS" is not one of ASSET, LIABILITY, EQUITY, REVENUE or EXPENSE'],
    [wordsFor(itemCreate, { ...item, maintainStock: 'maybe' }, 'maintainStock'), '"maybe" is not yes or no: write true or false (yes and no, 1 and 0 work too)'],
    [wordsFor(itemCreate, { ...item, standardCost: 'abc' }, 'standardCost'), '"abc" is not a number'],
    [wordsFor(itemCreate, { ...item, standardCost: 1e14 }, 'standardCost'), 'must be an amount below 10,000,000,000,000'],
    [wordsFor(itemCreate, { ...item, name: 'x'.repeat(201) }, 'name'), 'is longer than 200 characters (it has 201)'],
    [wordsFor(customerCreate, { name: 'A', email: 'not-an-address', companyIdString: COMPANY }, 'email'), '"not-an-address" is not an email address'],
    [wordsFor(itemPriceCreate, { currency: 'EUR', price: '-1', itemIdString: COMPANY }, 'price'), '"-1" is not a price: write an amount such as 12.50, zero or more and below 10,000,000,000,000'],
    [wordsFor(itemPriceCreate, { currency: 'EURO', price: '1', itemIdString: COMPANY }, 'currency'), '"EURO" is not a currency code: write three letters, such as USD or EUR'],
    [wordsFor(accountCreate, { name: 'Cash', type: 'ASSET', category: 'CURRENT', partyType: 'COMPANY', party: 'x', currencyStringId: 'XXX', companyStringId: COMPANY, ledger: 'GL' }, 'currencyStringId', { currencyStringId: 'is not a currency: write its code, such as USD or EUR' }),
      '"XXX" is not a currency: write its code, such as USD or EUR'],
  ];
  test.each(cases)('%s', (words, expected) => {
    expect(words).toBe(expected);
    expect(words).not.toMatch(API_SPEAK);
  });

  test('a field\'s own sentence is for a value of the wrong form only: a rule about an empty cell keeps the contract\'s words', () => {
    const account = { name: 'AR', type: 'ASSET', category: 'CURRENT', partyType: 'CUSTOMER', party: 'x', currencyStringId: COMPANY, companyStringId: COMPANY, ledger: 'GL' };
    expect(wordsFor(accountCreate, account, 'customerStringId', { customerStringId: 'is not a customer' })).toBe('is required when partyType is CUSTOMER');
    // the contract's own words that a bookkeeper reads stay
    expect(wordsFor(itemCreate, { ...item, standardCost: -1 }, 'standardCost')).toBe('must not be negative');
  });
});
