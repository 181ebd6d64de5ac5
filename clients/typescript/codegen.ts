import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, NEVER, type OpenAPI3, type SchemaObject } from 'openapi-typescript';

/** The generated types, committed next to this file; `npm run client:generate` writes them. */
export const SCHEMA_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema.ts');

const HEADER = `/**
 * The Business Ops API's types, generated from its OpenAPI document by openapi-typescript.
 * Do not edit: \`npm run client:generate\` writes this file again, and
 * test/conformance/typed-client.test.ts fails while it is out of date. Use it through ./index.ts.
 */

`;

/** `not: {}`: no value is valid, as the document says of a field a request must leave out. */
const noValue = (schema: SchemaObject) => {
  const not = (schema as { not?: unknown }).not;
  return typeof not === 'object' && not !== null && Object.keys(not).length === 0;
};

/**
 * The TypeScript of the document's paths, operations and components, as the committed
 * schema.ts has it. openapi-typescript runs on TypeScript 5's compiler API, which this
 * package installs for itself (its package.json): the project's TypeScript 7 has none.
 */
export async function documentTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, {
    silent: true,
    // openapi-typescript reads `not: {}` as `unknown`; a field no value is valid for is `never`
    transform: (schema) => (noValue(schema) ? NEVER : undefined),
  });
  return HEADER + astToString(ast);
}
