import { z } from 'zod';
import * as contract from '../../contract';
import { itemOfPage } from '../../contract/common';

type Schema = Record<string, unknown>;
type Document = { components?: { schemas?: Record<string, Schema> } } & Record<string, unknown>;

/** `invoiceDetail`: InvoiceDetail; a trailing `Input` (the registry's suffix for requests' schemas) becomes `Request`. */
const pascal = (name: string) => name[0].toUpperCase() + name.slice(1).replace(/Input$/, 'Request');

/** Query, path and form-field schemas become parameters, not components. */
const NOT_A_COMPONENT = /(Query|Params|Fields)$/;

const idOf = (schema: unknown): string | undefined => (schema instanceof z.ZodType ? (z.globalRegistry.get(schema)?.id as string | undefined) : undefined);

function nameSchema(schema: z.ZodType, id: string) {
  if (idOf(schema)) return;
  if (z.globalRegistry._idmap.has(id)) throw new Error(`Two contract schemas are named ${id}`);
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

/**
 * Names every object and enum schema the contract exports after its export (`invoiceDetail`:
 * `InvoiceDetail`, `invoiceStatus`: `InvoiceStatus`), so bodies, answers, the records and the
 * sets of values inside them are components of the
 * OpenAPI document that fastify-type-provider-zod refers to by `$ref` (zod's global registry).
 * Once per process: a schema keeps the id it was given.
 */
export function nameContractSchemas() {
  for (const [name, schema] of Object.entries(contract)) {
    if ((schema instanceof z.ZodObject || schema instanceof z.ZodEnum) && !NOT_A_COMPONENT.test(name)) nameSchema(schema, pascal(name));
  }
}

/** A `pageOf(item)` answer is named `<Item>Page` once its item is named. */
export function namePage(schema: unknown) {
  const item = itemOfPage(schema);
  const itemId = idOf(item);
  if (itemId && !idOf(schema)) nameSchema(schema as z.ZodType, `${itemId}Page`);
}

export const componentIdOf = idOf;

const READ_ONLY = new Set(['id', 'createdAt', 'updatedAt', 'version']);

/**
 * Marks the fields a client may echo back from an answer but never sets (decisions §13
 * "Strictness") `readOnly`, wherever they are in an answer's schema.
 */
export function markReadOnly(schema: unknown) {
  if (Array.isArray(schema)) return schema.forEach(markReadOnly);
  if (typeof schema !== 'object' || schema === null) return;
  const node = schema as Schema;
  if (node.properties && typeof node.properties === 'object') {
    for (const [name, property] of Object.entries(node.properties as Record<string, Schema>)) {
      if (READ_ONLY.has(name)) property.readOnly = true;
      markReadOnly(property);
    }
  }
  for (const keyword of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'prefixItems']) markReadOnly(node[keyword]);
}

const INPUT = /Input$/;

function refsIn(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) found.add(child.slice('#/components/schemas/'.length));
      else refsIn(child, found);
    }
  }
}

function renameRefs(value: unknown, renames: Map<string, string>): unknown {
  return JSON.parse(JSON.stringify(value), (key, child) =>
    key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')
      ? `#/components/schemas/${renames.get(child.slice('#/components/schemas/'.length)) ?? child.slice('#/components/schemas/'.length)}`
      : child);
}

/**
 * The registry gives every named schema two components, `X` as answers show it and `XInput`
 * as requests send it. Keeps only those the operations refer to (directly or through another),
 * marks the answers' read-only fields, and names an input `X` when no answer is also called so.
 */
export function tidySchemas<D extends Document>(document: D): D {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  refsIn({ ...document, components: { ...document.components, schemas: {} } }, used);
  for (const pending = [...used]; pending.length > 0;) {
    const found = new Set<string>();
    refsIn(schemas[pending.pop()!], found);
    for (const name of found) if (!used.has(name)) { used.add(name); pending.push(name); }
  }
  const kept: Record<string, Schema> = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  for (const [name, schema] of Object.entries(kept)) if (!INPUT.test(name)) markReadOnly(schema);
  // `XInput` written exactly as `X` (once the inputs inside it are merged too) is `X`
  const renames = new Map<string, string>();
  const same = (a: unknown, b: unknown) => JSON.stringify(renameRefs(a, renames)) === JSON.stringify(renameRefs(b, renames));
  for (let merged = true; merged;) {
    merged = false;
    for (const name of Object.keys(kept).filter((n) => INPUT.test(n))) {
      const answer = name.replace(INPUT, '');
      if (kept[answer] && same(kept[name], kept[answer])) {
        renames.set(name, answer);
        delete kept[name];
        merged = true;
      }
    }
  }
  // an input no answer shares a name with is the name's only schema
  for (const name of Object.keys(kept)) if (INPUT.test(name) && !kept[name.replace(INPUT, '')]) renames.set(name, name.replace(INPUT, ''));
  const renamed = Object.fromEntries(Object.entries(kept).map(([name, schema]): [string, Schema] => [renames.get(name) ?? name, schema]).sort(([a], [b]) => a.localeCompare(b)));
  return renameRefs({ ...document, components: { ...document.components, schemas: renamed } }, renames) as D;
}
