import crypto from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { idempotencyRecords } from '../db/schema';
import { principalId } from '../base/principal';
import { problems, ProblemError } from './problem';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { principal: string; key: string };
  }
  interface FastifyContextConfig {
    /** false: the route ignores Idempotency-Key (its response must not be stored). */
    idempotent?: boolean;
  }
}

const RETENTION_HOURS = 24;
/** A record still "in flight" after this long belongs to a request that died with its process. */
const ABANDONED_AFTER_SECONDS = 300;
const REPLAYED_HEADERS = ['content-type', 'location', 'etag'];

function requestHash(request: FastifyRequest) {
  return crypto.createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}

/**
 * `Idempotency-Key` on POST (decisions §3): the first request's response is stored per
 * principal for 24 hours; a repeat with the same body replays it, a different body is 422,
 * and a repeat while the first is still running is 409.
 */
export function installIdempotency(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || !request.principal || request.routeOptions.config.idempotent === false) return;
    if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
      throw problems.field('Idempotency-Key', 'must be 1 to 255 characters', 'invalid-idempotency-key');
    }
    const principal = principalId(request.principal);
    const hash = requestHash(request);
    const recordKey = and(eq(idempotencyRecords.principal, principal), eq(idempotencyRecords.key, key));

    const expiredOrAbandoned = or(
      lt(idempotencyRecords.createdAt, sql`now() - make_interval(hours => ${RETENTION_HOURS})`),
      and(isNull(idempotencyRecords.responseStatus), lt(idempotencyRecords.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`)),
    );
    await db.delete(idempotencyRecords).where(and(recordKey, expiredOrAbandoned));
    const [claimed] = await db.insert(idempotencyRecords).values({ principal, key, requestHash: hash }).onConflictDoNothing().returning();
    if (claimed) {
      request.idempotency = { principal, key };
      return;
    }
    const [existing] = await db.select().from(idempotencyRecords).where(recordKey);
    if (!existing) throw problems.conflict('A request with this Idempotency-Key has just finished; send it again.');
    if (existing.requestHash !== hash) {
      throw new ProblemError(422, 'idempotency-mismatch', 'This Idempotency-Key was used for a different request; use a new key.');
    }
    if (existing.responseStatus === null) throw problems.conflict('A request with this Idempotency-Key is still in progress.');
    for (const [name, value] of Object.entries(existing.responseHeaders ?? {})) reply.header(name, value);
    reply.header('Idempotent-Replayed', 'true');
    return reply.code(existing.responseStatus).send(existing.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const record = request.idempotency;
    if (!record) return payload;
    request.idempotency = undefined;
    const where = and(eq(idempotencyRecords.principal, record.principal), eq(idempotencyRecords.key, record.key));
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyRecords).where(where);
      return payload;
    }
    const headers = Object.fromEntries(
      REPLAYED_HEADERS.flatMap((name) => (reply.hasHeader(name) ? [[name, String(reply.getHeader(name))]] : [])),
    );
    await db.update(idempotencyRecords).set({ responseStatus: reply.statusCode, responseHeaders: headers, responseBody: String(payload ?? '') }).where(where);
    return payload;
  });
}

/** Drops records past their retention. */
export async function pruneIdempotencyRecords(db: Db) {
  await db.delete(idempotencyRecords).where(lt(idempotencyRecords.createdAt, sql`now() - make_interval(hours => ${RETENTION_HOURS})`));
}
