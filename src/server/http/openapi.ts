import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { anyCredential, headers, parameters, problemResponseName, problemResponses, ref, securitySchemes, successHeaders } from './openapi-components';
import { operationIdOf } from './openapi-operation-ids';
import { componentIdOf, namePage, nameContractSchemas, tidySchemas } from './openapi-schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads `If-Match` (412 when it names another version) and answers the new version as `ETag`. */
    ifMatch?: boolean;
    /** The route answers with an `ETag` and 304 when `If-None-Match` names it. */
    ifNoneMatch?: boolean;
    /** A body the route reads itself (multipart): documented, never validated by Fastify. */
    documentedBody?: { contentType: string; schema: z.ZodType };
  }
}

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  parameters?: Json[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, Json & { content?: Record<string, { schema: Json }>; headers?: Json }>;
  security?: unknown[];
  /** The scope the operation needs (decisions §5), for integrators and the role matrix (docs/team.md). */
  'x-scope'?: string;
};
type OpenApiDocument = Json & { paths?: Record<string, Record<string, Operation>>; components?: Json & { schemas?: Record<string, Json> } };

/** What a route's registration says about the answers it can give. */
type RouteFacts = {
  public: boolean;
  /** The scope it needs; none for a public route. */
  scope?: string;
  /** POST that stores its answer under an `Idempotency-Key`. */
  idempotent: boolean;
  ifMatch: boolean;
  ifNoneMatch: boolean;
  /** Its body schema accepts no body at all (`.nullish()`). */
  optionalBody: boolean;
  documentedBody?: { contentType: string; schema: z.ZodType };
};

/** What a success answer is, when its route does not describe it. */
const SUCCESS: Record<string, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content',
};

/** Methods whose body Fastify reads: each can answer 413, 415 and, past the input guard, 422. */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * Which problem statuses an operation can answer, from what its route says: the ones it lists
 * (its domain's), and those every route of its kind answers.
 */
function problemStatuses(method: string, operation: Operation, facts: RouteFacts, hasPathParameters: boolean): number[] {
  const statuses = new Set(Object.keys(operation.responses).map(Number).filter((status) => status >= 400));
  statuses.add(400); // a malformed URL, an invalid query or path parameter, a body that is not JSON
  if (!facts.public) [401, 403, 429].forEach((s) => statuses.add(s)); // no credential; a key without the scope; a key past its limit
  if (hasPathParameters) statuses.add(404);
  if (BODY_METHODS.has(method)) [413, 415, 422].forEach((s) => statuses.add(s));
  if (facts.idempotent) [409, 422].forEach((s) => statuses.add(s)); // the same key still running; the same key, another body
  if (facts.ifMatch) statuses.add(412);
  statuses.add(503); // the database (or the PDF renderer) is busy: retry after `Retry-After`
  return [...statuses].sort((a, b) => a - b);
}

type Name = (schema: Json, suffix: string) => Json;

/** The request side: the body (a multipart form the route reads itself included) and the header parameters. */
function documentRequest(operation: Operation, facts: RouteFacts, name: Name) {
  if (facts.documentedBody) {
    const id = componentIdOf(facts.documentedBody.schema);
    if (!id) throw new Error(`The documented body of ${operation.operationId} is not a named contract schema`);
    operation.requestBody = { required: true, content: { [facts.documentedBody.contentType]: { schema: ref('schemas', `${id}Input`) } } };
  }
  if (operation.requestBody && facts.optionalBody) operation.requestBody.required = false;
  // the `Input` suffix marks a request's side (openapi-schemas.ts tidySchemas drops it)
  for (const content of Object.values(operation.requestBody?.content ?? {})) content.schema = name(content.schema, 'RequestInput');
  operation.parameters = [
    ...(operation.parameters ?? []),
    ...(facts.idempotent ? [ref('parameters', 'IdempotencyKey')] : []),
    ...(facts.ifMatch ? [ref('parameters', 'IfMatch')] : []),
    ...(facts.ifNoneMatch ? [ref('parameters', 'IfNoneMatch')] : []),
    ref('parameters', 'XRequestId'),
  ];
}

/** The answers below 400, with their headers and named schemas; the problems are added by status. */
function documentAnswers(operation: Operation, facts: RouteFacts, name: Name): Operation['responses'] {
  const responses: Operation['responses'] = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    if (Number(status) >= 400) continue;
    const answerHeaders: Json = { ...successHeaders.withRequestId, ...(facts.public ? {} : successHeaders.rateLimitHeaders) };
    if (status === '201' && !facts.public) answerHeaders.Location = ref('headers', 'Location');
    if (facts.ifMatch && status.startsWith('2')) answerHeaders.ETag = ref('headers', 'ETag');
    if (facts.ifNoneMatch && (status === '200' || status === '304')) answerHeaders.ETag = ref('headers', 'PdfETag');
    const files = Object.keys(answer.content ?? {}).some((type) => !type.includes('json'));
    if (files && status === '200') answerHeaders['Content-Disposition'] = ref('headers', 'ContentDisposition');
    for (const [type, content] of Object.entries(answer.content ?? {})) if (type.includes('json')) content.schema = name(content.schema, 'Response');
    const description = answer.description === 'Default Response' ? SUCCESS[status] ?? answer.description : answer.description;
    responses[status] = { ...answer, description, headers: { ...answer.headers, ...answerHeaders } };
  }
  return responses;
}

/** The document's security: its schemes, and any one of the four credentials unless an operation says otherwise. */
export const documentSecurity = (refreshCookie: string) => ({ components: { securitySchemes: securitySchemes(refreshCookie) }, security: anyCredential });

/**
 * The OpenAPI document as decisions §13 "OpenAPI" has it, from the routes' zod schemas and
 * what each route declares: an `operationId` per operation (openapi-operation-ids.ts), bodies
 * and answers as named `components.schemas`, every problem status it can answer (a
 * `components.responses` of the `Problem` schema), its request and answer headers, and who may
 * call it. Returns the `transformObject` of @fastify/swagger; must run before routes register.
 */
export function documentOperations(app: FastifyInstance) {
  nameContractSchemas();
  const routes = new Map<string, RouteFacts>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/') || route.schema?.hide) return;
    const body = route.schema?.body as { safeParse?: (value: unknown) => { success: boolean } } | undefined;
    for (const answer of Object.values((route.schema?.response ?? {}) as Record<string, unknown>)) namePage(answer);
    const config = route.config ?? {};
    for (const method of [route.method].flat()) {
      routes.set(`${method.toLowerCase()} ${openApiPath(route.url)}`, {
        public: Boolean(config.public),
        scope: config.scope,
        idempotent: method === 'POST' && !config.public && config.idempotent !== false,
        ifMatch: Boolean(config.ifMatch),
        ifNoneMatch: Boolean(config.ifNoneMatch),
        optionalBody: typeof body?.safeParse === 'function' && body.safeParse(undefined).success,
        documentedBody: config.documentedBody,
      });
    }
  });

  const withComponents = createJsonSchemaTransformObject({});
  return (input: { openapiObject: Partial<OpenApiDocument> }) => {
    const document = withComponents(input as never) as OpenApiDocument;
    const schemas = { ...document.components?.schemas };
    const statusesUsed = new Set<number>();
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, declared] of Object.entries(operations)) {
        const facts = routes.get(`${method} ${path}`);
        if (!facts) continue;
        const success = Number(Object.keys(declared.responses).find((status) => status.startsWith('2')) ?? 200);
        const paged = (declared.parameters ?? []).some((p) => p.in === 'query' && p.name === 'page');
        const operationId = operationIdOf({ method: method.toUpperCase(), path: path.replace(/^\/api\/v1/, ''), success, paged });
        // bodies and answers the contract does not name are named after the operation
        const name = (schema: Json, suffix: string) => {
          if (schema.$ref) return schema;
          const id = `${operationId[0].toUpperCase()}${operationId.slice(1)}${suffix}`;
          schemas[id] = schema;
          return ref('schemas', id);
        };
        const operation: Operation = {
          operationId, ...declared, ...(facts.public ? { security: declared.security ?? [] } : {}), ...(facts.scope ? { 'x-scope': facts.scope } : {}),
        };
        documentRequest(operation, facts, name);
        operation.responses = documentAnswers(operation, facts, name);
        for (const status of problemStatuses(method, declared, facts, /\{\w+\}/.test(path))) {
          statusesUsed.add(status);
          operation.responses[status] = ref('responses', problemResponseName(status));
        }
        operations[method] = operation;
      }
    }
    return tidySchemas({
      ...document,
      components: {
        ...document.components,
        schemas,
        responses: problemResponses(statusesUsed),
        headers,
        parameters,
      },
    });
  };
}
