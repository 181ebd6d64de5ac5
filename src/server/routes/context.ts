import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/connection';
import type { PdfRenderer } from '../pdf/documents';
import type { SendMail } from '../mail/smtp';
import { principalOf } from '../auth/authenticate';
import type { Ctx } from '../domain/core/context';
import { actingFor, auditActorOf, type AuditActor } from '../domain/audit/audit-actor';
import type { Replacement } from '../domain/core/versioned-update';
import { expectedVersion, setVersionEtag } from '../http/etag';

/** What every route plugin receives. */
export type RouteContext = {
  database: Database;
  jwtSecret: Uint8Array;
  config: Pick<Config, 'secureCookies' | 'passwordHashCost'>;
  /** The CSV upload limit (BOS_UPLOAD_LIMIT_MB); 50 MiB when left out. */
  uploadLimitBytes?: number;
  /** Whether an SMTP server is configured (BOS_SMTP_URL): without one, sending email is 409 email-not-configured. */
  mailConfigured?: boolean;
  /** The SMTP sender, when configured: mail that must not wait in the outbox (one-time links) goes straight out. */
  mail?: { send: SendMail; from: string };
  /** Whether webhook URLs may point at loopback and private networks (BOS_WEBHOOK_ALLOW_PRIVATE); not when left out. */
  webhookUrlPolicy?: { allowPrivate: boolean };
  /** Renders documents' PDFs (the app's worker pool, pdf/pool.ts); in this thread when left out. */
  renderPdf?: PdfRenderer;
};

/** The domain context of a read: the database and the request's principal. */
export const readContext = (request: FastifyRequest, db: Db): Ctx => ({ db, principal: principalOf(request) });

/** Operations named by a collection they add to: the action they are on the record of the path. */
const ADDING_ACTIONS: Record<string, string> = { receipts: 'RECEIVE', bills: 'BILL', deliveries: 'DELIVER' };

/**
 * The action an operation is on the record its path names, for the audit trail: a route's
 * `auditAction`, else `POST /<resource>/{id}/<action>` and `PUT /<resource>/<action>/{id}` name
 * theirs (`close` is CLOSE); other writes are the trigger's CREATE, UPDATE or DELETE.
 */
export function auditOperation(method: string, url: string, declared?: string): string | undefined {
  if (declared) return declared;
  const action = method === 'POST' ? /\/:[A-Za-z]+\/([a-z-]+)$/.exec(url)?.[1] : method === 'PUT' ? /^\/api\/v1\/[a-z-]+\/([a-z-]+)\/:[A-Za-z]+$/.exec(url)?.[1] : undefined;
  return action && (ADDING_ACTIONS[action] ?? action.replaceAll('-', '_').toUpperCase());
}

/**
 * Runs a domain write in one transaction, with the request's principal, audited as theirs
 * (domain/audit); once it committed, the outbox dispatcher is nudged when the write recorded
 * effects (domain/outbox/outbox.ts).
 */
export const inTransaction = <T>(request: FastifyRequest, db: Db, write: (ctx: Ctx) => Promise<T>): Promise<T> =>
  actingFor(db, requestActor(request))((tx) => write({ db: tx, principal: principalOf(request) }));

/** The request's principal as the audit trail names it, with the request id and the operation's action. */
export function requestActor(request: FastifyRequest): AuditActor {
  const params = (request.params ?? {}) as Record<string, string>;
  const recordId = Object.values(params)[0]?.toLowerCase();
  const action = auditOperation(request.method, request.routeOptions.url ?? '', request.routeOptions.config.auditAction);
  return { ...auditActorOf(principalOf(request)), requestId: request.id, ...(action ? { action, recordId } : {}) };
}

/** A PUT's id, body and `If-Match` version, as `replace*` domain functions take them. */
export const replacementOf = <T>(request: FastifyRequest<{ Params: { id: string } }> & { body: T }): Replacement<T> => ({
  id: request.params.id,
  data: request.body,
  expectedVersion: expectedVersion(request),
});

/** 201 with `Location: /api/v1/<collection>/<id>`. */
export const sendCreated = <T extends { id: string }>(reply: FastifyReply, collection: string, created: T) =>
  reply.code(201).header('Location', `/api/v1/${collection}/${created.id}`).send(created);

/** A replaced record with its version as the ETag. */
export function sendReplaced<T extends { version: number }>(reply: FastifyReply, replaced: T): T {
  setVersionEtag(reply, replaced.version);
  return replaced;
}
