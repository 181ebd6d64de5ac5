import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, problem } from '../../contract/common';
import { csvFile, importCreate, importListQuery, importProcessFields, importProcessForm, importRecord, importSummary, importTemplateParams, importTypes, type ImportType } from '../../contract/imports';
import { principalOf } from '../auth/authenticate';
import { DomainError, fail } from '../base/errors';
import { ProblemError, problems } from '../http/problem';
import { createImport, failInterruptedImports, getImport, importErrorsCsv, importTemplate, listImports, processImport } from '../domain/imports/imports';
import { readContext, requestActor } from './context';
import { actingFor } from '../domain/audit/audit-actor';
import { resourceRoutes } from './resource-kit';

const tags = ['imports'];

/** A CSV file as a 200 answer, UTF-8. */
const csvAnswer = (description: string) => ({ description, content: { 'text/csv': { schema: csvFile } } });
const DEFAULT_UPLOAD_LIMIT = 50 * 1024 * 1024;

const UPLOAD_LIMITS = { files: 1, fields: 10, fieldSize: 1024, parts: 12 };

/** What the multipart parser throws: its limits in words of this form, and bytes that are not multipart/form-data (no boundary, a part cut off, ...) as 400. */
function malformedUpload(error: unknown) {
  if (error instanceof DomainError || error instanceof ProblemError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return fail.field('file', 'send one file, in the field "file"', 'unexpected-file');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new ProblemError(413, 'payload-too-large', `The form has more parts than an import takes: the file and at most ${UPLOAD_LIMITS.fields} fields.`);
  }
  if ((error as { statusCode?: number }).statusCode) return error;
  return new ProblemError(400, 'malformed-request', `The upload is not valid multipart/form-data (${(error as Error).message ?? 'unreadable'}).`);
}

const formFields = new Set(Object.keys(importProcessFields.shape));

/** The file and the form fields of a multipart request; the file may come before or after the fields. */
async function readUpload(request: FastifyRequest) {
  // no prototype: a field named __proto__ or constructor is just an unknown field
  const fields: Record<string, string> = Object.create(null);
  let file: { bytes: Buffer; fileName: string | null } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw fail.field(part.fieldname, 'send one file, in the field "file"', 'unexpected-file');
        }
        file = { bytes: await part.toBuffer(), fileName: part.filename || null };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw malformedUpload(error);
  }
  const unknown = Object.keys(fields).filter((name) => !formFields.has(name)).map((path) => ({ path, message: 'is not a field of this form', code: 'unknown-field' }));
  if (unknown.length > 0) throw problems.unknownFields(unknown);
  const parsed = importProcessFields.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => {
      const path = i.path.map(String).join('.');
      const missing = i.code === 'invalid_type' && fields[path] === undefined;
      return { path, message: missing ? 'is required' : i.message, code: missing ? 'required' : i.code };
    });
    throw new DomainError('invalid', 'validation', errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
  }
  if (!file) throw fail.field('file', 'is required: the CSV file, as a multipart file field named "file"', 'required');
  return { fields: parsed.data, file };
}

export const importRoutes = resourceRoutes('imports', async ({ app, db, ...kit }, { database, uploadLimitBytes }) => {
  // an import that was RUNNING when the service stopped never finished: its data transaction rolled back
  const interrupted = await failInterruptedImports(db);
  if (interrupted > 0) app.log.warn({ interrupted }, 'imports interrupted by a stop are marked FAILED');

  // Imports run as jobs of the service, not of the request: a client that disconnects does not stop
  // one, and a graceful shutdown waits for those under way.
  const jobs = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...jobs]);
  });

  kit.create({ summary: 'Create import', body: importCreate, response: importRecord, problems: [403, 422], run: createImport });
  kit.list({ summary: 'List imports (history)', query: importListQuery, record: importRecord, run: listImports });

  app.get('/imports/templates/:file', {
    config: { scope: 'imports:read' },
    schema: {
      tags, summary: 'Download the CSV template of an import type', description: 'A header of the type\'s columns (required ones first) and an example row.',
      params: importTemplateParams, response: { 200: csvAnswer('The template: a header row and an example row'), 404: problem },
    },
  }, async (request, reply) => {
    const type = /^(.+)\.csv$/i.exec(request.params.file)?.[1].toUpperCase() as ImportType | undefined;
    if (!type || !importTypes.includes(type)) throw fail.notFound(`The template ${request.params.file} (there are ${importTypes.map((t) => `${t}.csv`).join(', ')})`);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${type}.csv"`).send(importTemplate(type) as never);
  });

  kit.get({ summary: 'Get import: status, progress, counts, timings, the first row errors', response: importRecord, run: getImport });

  app.get('/imports/:id/errors.csv', {
    config: { scope: 'imports:read' },
    schema: {
      tags, summary: 'Download the rejected rows, each with a column naming its problems', params: idParams,
      response: { 200: csvAnswer('The rejected rows as the file had them, each with a column naming its problems'), 404: problem },
    },
  }, async (request, reply) => {
    const csv = await importErrorsCsv(readContext(request, db), request.params.id);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="import-${request.params.id}-errors.csv"`).send(csv as never);
  });

  // multipart/form-data (interface §2.10, docs/imports.md): the route reads the parts itself, so
  // the form is documented (documentedBody) rather than validated by Fastify. The multipart parser
  // is registered for this route alone: a JSON route of imports refuses multipart as every other
  // does (415), and this one refuses what is not multipart when it reads the parts (415).
  await app.register(async (upload) => {
    await upload.register(fastifyMultipart, { limits: { fileSize: uploadLimitBytes ?? DEFAULT_UPLOAD_LIMIT, ...UPLOAD_LIMITS } });
    upload.withTypeProvider<ZodTypeProvider>().post('/imports/:id/process', {
      config: { scope: 'imports:write', documentedBody: { contentType: 'multipart/form-data', schema: importProcessForm } },
      schema: {
        tags, summary: 'Process import: upload the CSV file and import (or, with dryRun, check) its rows',
        description: 'A multipart/form-data form: the fields, and the CSV as the file part `file`. Answers when the import has finished (docs/imports.md).',
        params: idParams, response: { 200: importSummary, 404: problem, 409: problem, 413: problem, 415: problem, 422: problem },
      },
    }, async (request) => {
      const principal = principalOf(request);
      const { fields, file } = await readUpload(request);
      const job = processImport({ db, principal, tryJobLock: database.tryJobLock, acting: actingFor(db, requestActor(request)) }, { id: request.params.id, fields, fileName: file.fileName, bytes: file.bytes });
      jobs.add(job);
      void job.catch(() => {}).finally(() => jobs.delete(job));
      return job;
    });
  });
});
