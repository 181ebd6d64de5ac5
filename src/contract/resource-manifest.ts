import type { z } from 'zod';

/** The roles a user can hold (decisions §5); what each grants is derived from the resource manifests. */
export const roles = ['ADMIN', 'ACCOUNTANT', 'SALES', 'INVENTORY', 'VIEWER'] as const;
export type Role = (typeof roles)[number];

/** What a role may do with a resource: `write` implies `read`. */
export type Access = 'read' | 'write';

/**
 * How a resource is imported from CSV (decisions §11). The columns are the create payload's
 * fields without the company (the import's): required the ones the schema requires, optional
 * the rest, in the schema's order, so a field added to the payload is a column at once.
 */
export type ImportSpec = {
  /** The import type, e.g. `SUPPLIER`. */
  type: string;
  /** Where the type stands in the list of import types (the wizard, the enum, template names). */
  position: number;
  /** How the console names the type (e.g. `Suppliers`), and the page listing its records. */
  label: string;
  listPath: string;
  /** The example row of its CSV template, by column. */
  example: Record<string, string>;
  /** The create payload the columns are read from. */
  create: z.ZodObject;
  /** The column naming the record (UPSERT matches on it). */
  key: string;
  /** Columns that go first, in this order (e.g. the key). */
  leading?: string[];
  /** Payload fields the file names otherwise (ITEM_PRICE names its item by `itemCode`). */
  rename?: Record<string, string>;
  /** Payload fields that are no column (fields the payload refuses, extensions). */
  omit?: string[];
  /** Fields the payload requires that a file may leave out (the import fills them in). */
  optional?: string[];
};

/**
 * One resource as every central list sees it: its scope, which roles get it, and how it is
 * imported. `src/contract/resources.ts` lists every manifest; scopes, role scopes, import types
 * and import columns are derived from that list.
 */
export type ResourceManifest = {
  /** The URL segment and scope resource, e.g. `suppliers` (`suppliers:read`, `suppliers:write`). */
  name: string;
  /** What each role (or `everyone` but VIEWER and ADMIN) may do; VIEWER reads everything unless `viewer: false`, ADMIN has `*`. */
  access?: Partial<Record<Exclude<Role, 'ADMIN' | 'VIEWER'> | 'everyone', Access>>;
  viewer?: false;
  imports?: ImportSpec;
  /** Why test/conformance/fixtures/ has no file for it (every other resource must have one). */
  noConformance?: string;
};

export const defineResource = <const M extends ResourceManifest>(manifest: M): M => manifest;

/** Whether a schema field may be left out of the payload. */
const isOptional = (field: z.ZodType) => (field as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** The columns of an import: the key, the required and the optional ones, read from the create payload. */
export function importColumnsOf(spec: ImportSpec): { key: string; required: string[]; optional: string[] } {
  const fields = Object.entries(spec.create.shape as Record<string, z.ZodType>)
    .filter(([field]) => !field.startsWith('company') && !spec.omit?.includes(field))
    .map(([field, schema]) => ({ column: spec.rename?.[field] ?? field, optional: isOptional(schema) || !!spec.optional?.includes(field) }));
  const leading = spec.leading ?? [];
  const rank = (column: string) => (leading.includes(column) ? leading.indexOf(column) : leading.length);
  const ordered = fields.map((f, i) => ({ ...f, i })).sort((a, b) => rank(a.column) - rank(b.column) || a.i - b.i);
  return {
    key: spec.key,
    required: ordered.filter((f) => !f.optional).map((f) => f.column),
    optional: ordered.filter((f) => f.optional).map((f) => f.column),
  };
}
