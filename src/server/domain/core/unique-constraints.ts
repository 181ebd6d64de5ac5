import { isUniqueViolation, pgConstraintName } from '../../db/errors';
import { fail } from '../../base/errors';

type UniqueRule = {
  /** The payload field the constraint guards. */
  path: string;
  /** The field error's message. */
  message: string;
  /** The problem's detail, given the value that clashed. */
  detail: (value: string) => string;
};

/** Every unique constraint a payload can run into, by its name in the schema: 409 naming the field. */
const uniqueRules: Record<string, UniqueRule> = {
  companies_code_key: { path: 'code', message: 'is taken by another company', detail: (v) => `The company code ${v} is taken.` },
  customers_company_name_key: {
    path: 'name', message: 'is taken by another customer of this company', detail: (v) => `A customer named "${v}" exists already in this company.`,
  },
  suppliers_company_name_key: {
    path: 'name', message: 'is taken by another supplier of this company', detail: (v) => `A supplier named "${v}" exists already in this company.`,
  },
  charges_company_name_key: {
    path: 'name', message: 'is taken by another charge of this company', detail: (v) => `A charge named "${v}" exists already in this company.`,
  },
  items_company_item_code_key: {
    path: 'itemCode', message: 'is the code of another item of this company', detail: (v) => `An item with the code ${v} exists already in this company.`,
  },
  accounts_company_number_key: {
    path: 'accountNumber', message: 'is the number of another account of this company', detail: (v) => `Another account of this company has the number ${v}.`,
  },
  users_email_key: { path: 'email', message: 'belongs to another user', detail: (v) => `A user with the email ${v} exists already.` },
  api_keys_active_name_key: {
    path: 'name', message: 'is the name of another of your active keys', detail: (v) => `You already have an active API key named "${v}".`,
  },
};

/**
 * Runs a write; a unique violation of a constraint in the table above becomes a 409
 * conflict naming the field (`values` holds the payload's values by field path).
 */
export async function mappingUniqueViolations<T>(values: Record<string, unknown>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = isUniqueViolation(error) ? pgConstraintName(error) : undefined;
    const rule = constraint && Object.hasOwn(uniqueRules, constraint) ? uniqueRules[constraint] : undefined;
    if (!rule) throw error;
    throw fail.conflict(rule.detail(String(values[rule.path] ?? '')), 'conflict', [{ path: rule.path, message: rule.message, code: 'taken' }]);
  }
}
