import { z } from 'zod';

/**
 * What a field holds when the user typed something it cannot read (an amount with a third
 * decimal, a date that is no calendar day) or may not take (a day in a closed period): the
 * schema refuses it with this message, so the form cannot be submitted with another value
 * than the one typed.
 */
export class InvalidInput {
  constructor(
    readonly text: string,
    readonly message: string,
  ) {}
}

/** The message of a value a field could not read, for the form's error map. */
export const invalidInputMessage = (input: unknown): string | undefined => (input instanceof InvalidInput ? input.message : undefined);

/**
 * A form schema whose money fields hold exact decimal strings (`MoneyField`): the strings at
 * these paths (`*` for any array index, e.g. `lines.*.debit`) become the contract's JSON numbers
 * only when the form is validated for sending. Amounts of up to 15 significant digits, all that
 * `parseAmount` accepts, survive as a double exactly.
 */
export function withTypedAmounts<S extends z.ZodType>(schema: S, paths: string[]): S {
  const split = paths.map((p) => p.split('.'));
  const typed = z.preprocess((values) => {
    let result = values;
    for (const path of split) result = convertAt(result, path);
    return result;
  }, schema);
  // Typed as the contract's schema: the form's types keep the contract's names; the amounts are strings at run time.
  return typed as unknown as S;
}

function convertAt(value: unknown, path: string[]): unknown {
  if (path.length === 0) return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '*') return Array.isArray(value) ? value.map((item) => convertAt(item, rest)) : value;
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !(head in value)) return value;
  return { ...(value as Record<string, unknown>), [head]: convertAt((value as Record<string, unknown>)[head], rest) };
}
