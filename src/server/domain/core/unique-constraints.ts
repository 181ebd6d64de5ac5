import { isUniqueViolation, pgConstraintName } from '../../db/errors';
import { fail } from '../../base/errors';

export type UniqueRule = {
  /** The payload field the constraint guards. */
  path: string;
  /** The field error's message. */
  message: string;
  /** The problem's detail, given the value that clashed. */
  detail: (value: string) => string;
};

/** The usual rule of a name unique in its company: `takenInCompany('supplier')`. */
export const takenInCompany = (thing: string): UniqueRule => ({
  path: 'name', message: `is taken by another ${thing} of this company`, detail: (v) => `A ${thing} named "${v}" exists already in this company.`,
});

/**
 * The unique constraints a resource's writes can run into, by their names in the schema, each
 * declared next to the writes (the resource's domain file): the answer runs a write, and a unique
 * violation of one of these constraints becomes a 409 conflict naming the field (`values` holds
 * the payload's values by field path); any other error is thrown as it is.
 */
export function uniqueViolations(rules: Record<string, UniqueRule>) {
  return async function mappingUniqueViolations<T>(values: Record<string, unknown>, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const constraint = isUniqueViolation(error) ? pgConstraintName(error) : undefined;
      const rule = constraint && Object.hasOwn(rules, constraint) ? rules[constraint] : undefined;
      if (!rule) throw error;
      throw fail.conflict(rule.detail(String(values[rule.path] ?? '')), 'conflict', [{ path: rule.path, message: rule.message, code: 'taken' }]);
    }
  };
}
