import type { FastifyInstance } from 'fastify';

type OpenApiDocument = { paths?: Record<string, Record<string, { requestBody?: { required?: boolean } }>> };
type SafeParser = { safeParse(value: unknown): { success: boolean } };

/**
 * @fastify/swagger documents every request body as required. A route whose body schema
 * accepts no body at all (`.optional()`, `.nullish()`) is documented with an optional one:
 * returns the `transformObject` that does it, and must run before the routes register.
 */
export function documentOptionalBodies(app: FastifyInstance) {
  const optional = new Set<string>();
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body as Partial<SafeParser> | undefined;
    if (typeof body?.safeParse !== 'function' || !body.safeParse(undefined).success) return;
    for (const method of [route.method].flat()) optional.add(`${method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
  });
  return ({ openapiObject }: { openapiObject: Partial<OpenApiDocument> }) => {
    for (const [path, operations] of Object.entries(openapiObject.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.requestBody && optional.has(`${method} ${path}`)) operation.requestBody.required = false;
      }
    }
    return openapiObject;
  };
}
