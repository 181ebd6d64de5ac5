import { describe, expect, it } from 'vitest';
import { pickerOptions } from '../../src/web/components/form/picker-options';

const acme = { value: 'c1', label: 'Acme' };
const beta = { value: 'c2', label: 'Beta' };
const zeta = { value: 'c3', label: 'Zeta · the last' };

describe('pickerOptions', () => {
  it('lists the answer to the search as typed', () => {
    expect(pickerOptions({ answered: true, found: [acme, beta], value: undefined, known: [] })).toEqual([acme, beta]);
  });

  it('lists none of an earlier answer while the one to the search as typed is on its way (it would change under the pointer)', () => {
    expect(pickerOptions({ answered: false, found: [acme, beta, zeta], value: undefined, known: [] })).toEqual([]);
  });

  it('keeps the record chosen listed meanwhile, labelled as the last answer had it, so the field does not change', () => {
    expect(pickerOptions({ answered: false, found: [acme, zeta], value: 'c3', known: [null, { value: 'c3', label: 'c3' }] })).toEqual([zeta]);
  });

  it('lists the record chosen from what is known when no answer has it', () => {
    expect(pickerOptions({ answered: false, found: undefined, value: 'c3', known: [null, zeta] })).toEqual([zeta]);
    expect(pickerOptions({ answered: true, found: [acme], value: 'c3', known: [zeta] })).toEqual([zeta, acme]);
  });

  it('lists a known record only while it is the value', () => {
    expect(pickerOptions({ answered: true, found: [acme], value: 'c2', known: [zeta] })).toEqual([acme]);
  });
});
