import type { FieldError } from '../../contract/common';

/**
 * What went wrong, in business terms; `http/` picks the status: invalid-query 400,
 * invalid 422, forbidden 403, not-found 404, conflict 409, precondition-failed 412.
 */
export type DomainErrorKind = 'invalid-query' | 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'precondition-failed';

/** A framework-free error thrown by domain code (and auth); the HTTP layer turns it into a problem. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** The problem code the client sees, e.g. `in-use`, `period-closed`, `forbidden-company`. */
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
    this.name = 'DomainError';
  }
}

/** The domain's errors, one factory per kind of answer. */
export const fail = {
  notFound: (what = 'The record') => new DomainError('not-found', 'not-found', `${what} does not exist.`),
  conflict: (detail: string, code = 'conflict', errors?: FieldError[]) => new DomainError('conflict', code, detail, errors),
  forbiddenCompany: () => new DomainError('forbidden', 'forbidden-company', 'You are not a member of that company.'),
  forbiddenScope: (scope: string) => new DomainError('forbidden', 'forbidden-scope', `This request needs the scope ${scope}.`),
  preconditionFailed: (currentVersion: number) =>
    new DomainError('precondition-failed', 'precondition-failed', `The record has changed since you read it (it is now version ${currentVersion}); reload and try again.`),
  /** A list query the service cannot run (unknown sort field, ...): 400 invalid-query. */
  invalidQuery: (detail: string, errors?: FieldError[]) => new DomainError('invalid-query', 'invalid-query', detail, errors),
  /** One invalid field: 422 with `errors[0].path`. */
  field: (path: string, message: string, code = 'invalid') =>
    new DomainError('invalid', 'validation', `${path}: ${message}`, [{ path, message, code }]),
  /** Several invalid fields: 422 with one `errors` entry each. */
  validation: (errors: FieldError[]) =>
    new DomainError('invalid', 'validation', errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors),
};
