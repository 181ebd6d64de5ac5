/** PGlite returns a text[] or uuid[] as an array, node-postgres a uuid[] as a `{a,b}` literal. */
export function pgTextArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}
