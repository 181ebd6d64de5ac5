type ErrorChain = { code?: unknown; cause?: unknown; constraint?: unknown } | undefined;

/** The PostgreSQL error code of an error thrown by pg, PGlite or drizzle (which wraps them in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error as ErrorChain; e; e = e.cause as ErrorChain) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/**
 * The database cannot take the request now but may soon: PostgreSQL's "too many clients"
 * (53300), "cannot connect now" while it starts or stops (57P03).
 */
export const isDatabaseBusy = (error: unknown) => ['53300', '57P03'].includes(pgErrorCode(error) ?? '');

/** The name of the constraint or unique index a pg/PGlite error (or drizzle's wrapper of one) reports. */
export function pgConstraintName(error: unknown): string | undefined {
  for (let e = error as ErrorChain; e; e = e.cause as ErrorChain) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

export type SanitizedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SanitizedError;
};

/** drizzle's "Failed query: <sql>\nparams: <values>" keeps the statement and drops the values. */
const stripParams = (message: string) =>
  message
    .replace(/\nparams:[\s\S]*$/, '\nparams: [not logged]')
    // PostgreSQL quotes the offending value: `invalid input syntax for type uuid: "..."`
    .replace(/(invalid input (?:syntax|value)[^:\n]*: )"[^\n]*"/g, '$1"[not logged]"');

/**
 * An error as it may be logged: name, message, SQLSTATE, constraint and stack frames, never
 * the bound parameters (`params`), the server's `detail` ("Key (email)=(...) exists") or the
 * values a row held (`where`, `internalQuery`); they carry customer data and key hashes.
 */
export function sanitizeErrorForLog(error: unknown, depth = 0): SanitizedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-Error value was thrown.' };
  const e = error as Error & Record<string, unknown>;
  const message = stripParams(e.message);
  const frames = e.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  const text = (key: string) => (typeof e[key] === 'string' ? (e[key] as string) : undefined);
  return {
    type: e.name,
    message,
    ...(text('code') ? { code: text('code') } : {}),
    ...(text('constraint') ? { constraint: text('constraint') } : {}),
    ...(text('table') ? { table: text('table') } : {}),
    ...(text('column') ? { column: text('column') } : {}),
    ...(frames ? { stack: `${e.name}: ${message}\n${frames}` } : {}),
    ...(e.cause !== undefined && depth < 5 ? { cause: sanitizeErrorForLog(e.cause, depth + 1) } : {}),
  };
}
