import { sql } from 'drizzle-orm';
import type { Page } from '../../../contract/common';
import type { Event, EventListQuery } from '../../../contract/events';
import { fail } from '../../base/errors';
import { UUID_PATTERN } from '../../../contract/common';
import { queryRows, type Db } from '../../db/connection';
import { companyContext, type Ctx } from '../core/context';

/**
 * `GET /events` (decisions §13): the company's events of the last 30 days in the order their
 * changes committed, for catching up. An event is listed once every transaction that began
 * before its own has ended (its txid is below the oldest running one), and in the order of
 * `(txid, id)`: so an event never appears behind one a reader has already paged past, and a
 * cursor (the last event's position) reads on from exactly there. A long transaction holds back
 * what follows it until it ends.
 */

export const EVENT_RETENTION_DAYS = 30;

type Position = [txid: number, id: string];

const encode = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decode(cursor: string): Position {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || !Number.isSafeInteger(parsed[0]) || parsed[0] < 0
    || typeof parsed[1] !== 'string' || !UUID_PATTERN.test(parsed[1])) {
    throw fail.invalidQuery('The cursor is not one this list gave out.', [{ path: 'cursor', message: 'is not a cursor of this list', code: 'invalid-cursor' }]);
  }
  return parsed as Position;
}

type Row = { id: string; type: string; created_at: Date | string; company_id: string; data: Event['data']; txid: string | number };

export async function listEvents(ctx: Ctx, query: EventListQuery): Promise<Page<Event>> {
  const { db, companyId } = companyContext(ctx, query.companyIdString);
  const after = query.cursor === undefined ? undefined : decode(query.cursor);
  const where = sql`company_id = ${companyId}::uuid
    ${query.type ? sql`AND type = ${query.type}` : sql``}
    AND txid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
    AND created_at > now() - ${EVENT_RETENTION_DAYS}::integer * interval '1 day'`;
  const [rows, [counted]] = await Promise.all([
    queryRows<Row>(db, sql`
      SELECT id, type, created_at, company_id, data, txid FROM events
      WHERE ${where} ${after ? sql`AND (txid, id) > (${after[0]}::bigint, ${after[1]}::uuid)` : sql``}
      ORDER BY txid, id LIMIT ${query.size}::integer OFFSET ${after ? 0 : query.page * query.size}::bigint`),
    queryRows<{ total: string | number }>(db, sql`SELECT count(*) AS total FROM events WHERE ${where}`),
  ]);
  const last = rows.at(-1);
  const total = Number(counted.total);
  return {
    content: rows.map((r) => ({ id: r.id, type: r.type, createdAt: new Date(r.created_at).toISOString(), companyIdString: r.company_id, data: r.data })),
    page: {
      number: after ? 0 : query.page, size: query.size, totalElements: total, totalPages: Math.ceil(total / query.size),
      // The last page's cursor too: a client keeps it and asks again later for what came since.
      // Only an empty page has none, so walking until it is null still ends.
      nextCursor: last ? encode([Number(last.txid), last.id]) : null,
      previousCursor: null,
    },
  };
}

/** Removes events past their 30 days (housekeeping), with their deliveries; answers how many. */
export async function pruneEvents(db: Db): Promise<number> {
  const [row] = await queryRows<{ removed: number | string }>(db, sql`
    WITH removed AS (DELETE FROM events WHERE created_at < now() - ${EVENT_RETENTION_DAYS}::integer * interval '1 day' RETURNING 1)
    SELECT count(*) AS removed FROM removed`);
  return Number(row.removed);
}
