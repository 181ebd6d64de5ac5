/**
 * A route schema key (`x-` keys reach the OpenAPI operation unchanged): the operation's body
 * may be left out. @fastify/swagger documents every body as required otherwise.
 */
export const OPTIONAL_BODY = 'x-optional-body';

type Operation = { requestBody?: { required?: boolean }; [OPTIONAL_BODY]?: boolean };
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };

/** `transformObject` of @fastify/swagger: operations marked with OPTIONAL_BODY get `requestBody.required: false`. */
export function markOptionalBodies<T>(document: T): T {
  for (const operations of Object.values((document as OpenApiDocument).paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (!operation?.[OPTIONAL_BODY]) continue;
      delete operation[OPTIONAL_BODY];
      if (operation.requestBody) operation.requestBody.required = false;
    }
  }
  return document;
}
