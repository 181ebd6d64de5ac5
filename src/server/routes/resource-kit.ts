import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, pageOf, problem, type pageInfo } from '../../contract/common';
import type { PdfFormat } from '../../contract/document-pdf';
import type { Db } from '../db/connection';
import type { NumberedDocument } from '../domain/documents/stored-documents';
import type { PdfRenderer } from '../pdf/documents';
import type { Ctx } from '../domain/core/context';
import type { Replacement } from '../domain/core/versioned-update';
import { rememberAnswered } from '../domain/outbox/event-log';
import { inTransaction, readContext, replacementOf, sendCreated, sendReplaced, type RouteContext } from './context';
import { answerRecordOrPdf, recordOrPdfConfig, recordOrPdfSchema } from './document-pdf';
import { reportContent, sendReport } from './report-exports';
import type { ReportTable } from '../pdf/report';

type App = Parameters<FastifyPluginAsyncZod<RouteContext>>[0];

/** The statuses of problems an operation documents, besides its success. */
type ProblemStatus = 400 | 403 | 404 | 409 | 412 | 422;

/** `{ 201: record, 403: problem, ... }`: the success first, then the problems in the order given. */
const responses = (status: number, success: z.ZodType, problems: readonly ProblemStatus[]) =>
  Object.fromEntries([[status, success], ...problems.map((p) => [p, problem])]) as Record<number, z.ZodType>;

type Described = { summary: string; description?: string };

/**
 * What every resource's routes share, one call per operation: `POST /<resource>`, `GET /<resource>`,
 * `GET /<resource>/{id}`, `PUT /<resource>/{id}`, `DELETE /<resource>/{id}` and `POST
 * /<resource>/{id}/<action>`, each with the scope `<resource>:read|write`, the tag `<resource>`,
 * the contract's schemas and the problem statuses the operation answers. A resource's route
 * file declares what differs (summaries, schemas, the domain function, problems other than the
 * usual ones) and registers anything else on `app` itself, in the order it wants.
 */
export type ResourceKit = {
  app: App;
  db: Db;
  /** 201 with `Location`; problems 403, 409 and 422 unless told. */
  create<B extends z.ZodType, R extends z.ZodType>(spec: Described & {
    body: B; response: R; problems?: readonly ProblemStatus[];
    run(ctx: Ctx, body: z.output<B>): Promise<z.input<R> & { id: string }>;
  }): void;
  /** A page of records (`pageOf(record)`), filtered by the query. */
  list<Q extends z.ZodType, R extends z.ZodType>(spec: Described & {
    query: Q; record: R; run(ctx: Ctx, query: z.output<Q>): Promise<{ content: z.input<R>[]; page: z.input<typeof pageInfo> }>;
  }): void;
  /**
   * One record by id; 404 unless told. With `document`, the record's PDF as well (`format`,
   * `download`, `Accept: application/pdf`: document-pdf.ts), rendered by the app's renderer.
   */
  get<R extends z.ZodType>(spec: Described & {
    response: R; problems?: readonly ProblemStatus[]; run(ctx: Ctx, id: string): Promise<z.input<R>>;
    document?: { what: string; run(ctx: Ctx, id: string, format: PdfFormat, render?: PdfRenderer): Promise<NumberedDocument> };
  }): void;
  /** Full replacement with `If-Match` (412), the new version as ETag; problems 404, 409, 412 and 422 unless told. */
  replace<B extends z.ZodType, R extends z.ZodType>(spec: Described & {
    body: B; response: R; problems?: readonly ProblemStatus[];
    run(ctx: Ctx, replacement: Replacement<z.output<B>>): Promise<z.input<R> & { version: number }>;
  }): void;
  /** 204; problems 404 and 409 unless told. */
  remove(spec: Described & { problems?: readonly ProblemStatus[]; run(ctx: Ctx, id: string): Promise<unknown> }): void;
  /** `GET /<resource>/<name>`: a read that is not one record, such as a report, answered from the query. */
  view<Q extends z.ZodType, R extends z.ZodType>(name: string, spec: Described & {
    query: Q; response: R; run(ctx: Ctx, query: z.output<Q>): Promise<z.input<R>>;
    /** The report as a table: then it also answers CSV (`Accept: text/csv`) and PDF (`Accept: application/pdf`). */
    table?: (result: z.input<R>, ctx: Ctx) => Promise<ReportTable>;
  }): void;
  /**
   * `POST /<resource>/{id}/<action>` in one transaction: 200 with what `run` returns, 201 with
   * `Location` when `created`, 202 when `accepted` (done later, after commit). A `body` that may
   * be left out is `schema.nullish()`.
   */
  action<R extends z.ZodType, B extends z.ZodType = z.ZodNull>(name: string, spec: Described & {
    body?: B; response: R; problems: readonly ProblemStatus[]; created?: boolean; accepted?: boolean;
    run(ctx: Ctx, id: string, body: z.output<B>): Promise<z.input<R>>;
  }): void;
};

/**
 * A resource's routes as a Fastify plugin: `declare` calls the kit once per operation.
 * `tags` are `[resource]` unless told.
 */
export function resourceRoutes(
  resource: string,
  declare: (kit: ResourceKit, options: RouteContext) => void | Promise<void>,
  { tags = [resource] }: { tags?: string[] } = {},
): FastifyPluginAsyncZod<RouteContext> {
  return async (app, options) => {
    const { db } = options.database;
    const read = { scope: `${resource}:read` };
    const write = { scope: `${resource}:write` };
    const collection = `/${resource}`;
    const record = `/${resource}/:id`;
    /** The schema GET `/<resource>/{id}` answers: a create or replace that answers the same is the record's event object too. */
    let recordSchema: z.ZodType | undefined;
    const asRecord = <T>(response: z.ZodType, run: (ctx: Ctx) => Promise<T>) => async (ctx: Ctx) => {
      const answer = await run(ctx);
      if (response === recordSchema) rememberAnswered(ctx.db, answer as { id: string });
      return answer;
    };
    await declare({
      app,
      db,
      create: ({ summary, description, body, response, problems = [403, 409, 422], run }) => {
        app.post(collection, {
          config: write,
          schema: { tags, summary, description, body, response: responses(201, response, problems) },
        }, async (request, reply) => sendCreated(reply, resource, await inTransaction(request, db, asRecord(response, (ctx) => run(ctx, request.body as never)))));
      },
      list: ({ summary, description, query, record: item, run }) => {
        app.get(collection, {
          config: read,
          schema: { tags, summary, description, querystring: query, response: { 200: pageOf(item) } },
        }, async (request) => (await run(readContext(request, db), request.query as never)) as never);
      },
      get: ({ summary, description, response, problems = [404], run, document }) => {
        recordSchema = response;
        if (document) {
          app.get(record, {
            config: recordOrPdfConfig(read.scope),
            schema: { tags, summary, params: idParams, ...recordOrPdfSchema(response, document.what) },
          }, async (request, reply) => (await answerRecordOrPdf(request, reply, {
            json: () => run(readContext(request, db), request.params.id),
            pdf: (format) => document.run(readContext(request, db), request.params.id, format, options.renderPdf),
          })) as never);
          return;
        }
        app.get(record, {
          config: read,
          schema: { tags, summary, description, params: idParams, response: responses(200, response, problems) },
        }, async (request) => (await run(readContext(request, db), request.params.id)) as never);
      },
      replace: ({ summary, description, body, response, problems = [404, 409, 412, 422], run }) => {
        app.put(record, {
          config: { ...write, ifMatch: true },
          schema: { tags, summary, description, params: idParams, body, response: responses(200, response, problems) },
        }, async (request, reply) => sendReplaced(reply, await inTransaction(request, db, asRecord(response, (ctx) => run(ctx, replacementOf(request as never))))));
      },
      remove: ({ summary, description, problems = [404, 409], run }) => {
        app.delete(record, {
          config: write,
          schema: { tags, summary, description, params: idParams, response: responses(204, z.null(), problems) },
        }, async (request, reply) => {
          await inTransaction(request, db, (ctx) => run(ctx, request.params.id));
          return reply.code(204).send(null);
        });
      },
      view: (name, { summary, description, query, response, run, table }) => {
        app.get(`${collection}/${name}`, {
          config: read,
          schema: {
            tags, summary, querystring: query,
            description: table ? `${description ?? ''} As CSV with \`Accept: text/csv\`, as a PDF with \`Accept: application/pdf\`.`.trim() : description,
            response: table ? { ...responses(200, response, []), 200: reportContent(response) } : responses(200, response, []),
          },
        }, async (request, reply) => {
          const ctx = readContext(request, db);
          const result = await run(ctx, request.query as never);
          return (table ? sendReport(request, reply, result, () => table(result, ctx), name) : result) as never;
        });
      },
      action: (name, { summary, description, body, response, problems, created = false, accepted = false, run }) => {
        app.post(`${record}/${name}`, {
          config: write,
          schema: { tags, summary, description, params: idParams, ...(body ? { body } : {}), response: responses(created ? 201 : accepted ? 202 : 200, response, problems) },
        }, async (request, reply) => {
          const result = await inTransaction(request, db, asRecord(response, (ctx) => run(ctx, request.params.id, request.body as never)));
          if (accepted) return reply.code(202).send(result as never);
          return (created ? sendCreated(reply, resource, result as { id: string }) : result) as never;
        });
      },
    }, options);
  };
}
