/**
 * The fields of a record as the default values of its edit form: what the record has as `null`
 * (no email, no notes) is left empty in the form (`undefined`), the rest as it is.
 */
export function recordFormValues<R extends object, K extends keyof R>(record: R, keys: readonly K[]): { [P in K]: Exclude<R[P], null> | undefined } {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? undefined])) as { [P in K]: Exclude<R[P], null> | undefined };
}
