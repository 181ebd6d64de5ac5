import { describe, expect, it } from 'vitest';
import { periodStatuses, periodTypes } from '../../src/contract/accounting-periods';
import { accountCategories, accountTypes, partyTypes } from '../../src/contract/accounts';
import { journalTemplateStatuses, journalTemplateTypes } from '../../src/contract/journal-templates';
import { salesOrderStatuses, salesOrderWorkflowStates } from '../../src/contract/sales-orders';
import { roles } from '../../src/contract/scopes';
import { fieldLabel, humanizeProblemText, knownEnumValues } from '../../src/web/api/problem-text';
import { formatDay } from '../../src/web/components/format';

describe('the service\'s problems in a bookkeeper\'s words', () => {
  it('writes period types, ISO dates and ranges as people read them', () => {
    const text = humanizeProblemText('The period would overlap the MONTH period "Nov 2026" (2026-11-01 to 2026-11-15).');
    expect(text).toBe(`Another monthly period, "Nov 2026", already covers ${formatDay('2026-11-01')} to ${formatDay('2026-11-15')}.`);
    expect(text).not.toMatch(/MONTH|2026-11/);
    expect(humanizeProblemText('The fiscal year would overlap "FY 2026" (2026-01-01 to 2026-12-31).')).toBe(`Another fiscal year, "FY 2026", already covers ${formatDay('2026-01-01')} to ${formatDay('2026-12-31')}.`);
    expect(humanizeProblemText('The period would overlap something else.')).toBe('The period would overlap something else.');
  });

  it('writes enum values in lower case and leaves codes alone', () => {
    expect(humanizeProblemText("Account 10100 is the company's default CASH account, so its type cannot change.")).toBe("Account 10100 is the company's default cash account, so its type cannot change.");
    expect(humanizeProblemText('Account 40000 has child accounts of type NON_OPERATING, so its type cannot change.')).toContain('type non operating');
    expect(humanizeProblemText('The company code HARB is taken.')).toBe('The company code HARB is taken.');
    expect(humanizeProblemText('USD has 2 decimals.')).toBe('USD has 2 decimals.');
  });

  it('drops record ids and formats a posting date-time as its day', () => {
    expect(humanizeProblemText('The journal template "Rent" is authorized already (entry 0199a0b1-2c3d-7e4f-8a9b-0c1d2e3f4a5b).')).toBe('The journal template "Rent" is authorized already.');
    expect(humanizeProblemText('2026-03-04T00:00:00.000Z lies in the closed accounting period "Mar 2026".')).toBe(`${formatDay('2026-03-04')} lies in the closed accounting period "Mar 2026".`);
  });

  it('knows every enum value of the contract without an underscore', () => {
    const all = [...periodTypes, ...periodStatuses, ...accountTypes, ...accountCategories, ...partyTypes, ...journalTemplateTypes, ...journalTemplateStatuses, ...roles, ...salesOrderStatuses, ...salesOrderWorkflowStates];
    expect(all.filter((value) => !value.includes('_') && !knownEnumValues.has(value))).toEqual([]);
  });

  it('names the service\'s field paths as labels', () => {
    expect(fieldLabel('companyIdString')).toBe('Company');
    expect(fieldLabel('parentAccountId')).toBe('Parent account');
    expect(fieldLabel('accountNumber')).toBe('Account number');
    expect(fieldLabel('lines.1.debit')).toBe('Line 2, debit');
    expect(fieldLabel('')).toBe('The request');
  });
});
