import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { loginFailures } from '../db/schema';
import { ProblemError } from '../http/problem';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const subjects = (email: string, address: string) => [`email:${email.trim().toLowerCase()}`, `ip:${address}`];

/** Refuses a login attempt (429) while its email or address has too many recent failures. */
export async function assertLoginAllowed(db: Db, email: string, address: string) {
  const [emailSubject, addressSubject] = subjects(email, address);
  const rows = await db
    .select({
      subject: loginFailures.subject,
      failures: loginFailures.failures,
      retryAfter: sql<number>`ceil(extract(epoch FROM ${loginFailures.windowStart} + make_interval(secs => ${LOGIN_WINDOW_SECONDS}) - now()))::int`,
    })
    .from(loginFailures)
    .where(inArray(loginFailures.subject, [emailSubject, addressSubject]));
  for (const row of rows) {
    const limit = row.subject === emailSubject ? MAX_FAILURES_PER_EMAIL : MAX_FAILURES_PER_ADDRESS;
    if (row.retryAfter > 0 && row.failures >= limit) {
      throw new ProblemError(429, 'rate-limited', `Too many failed sign-ins; try again in ${row.retryAfter} s.`, undefined, {
        'Retry-After': String(row.retryAfter),
      });
    }
  }
}

/** Counts a failure against both the email and the address, in windows shared by all instances. */
export async function recordLoginFailure(db: Db, email: string, address: string) {
  for (const subject of subjects(email, address)) {
    await db.execute(sql`
      INSERT INTO login_failures (subject, window_start, failures) VALUES (${subject}, now(), 1)
      ON CONFLICT (subject) DO UPDATE SET
        failures = CASE WHEN login_failures.window_start <= now() - make_interval(secs => ${LOGIN_WINDOW_SECONDS}) THEN 1 ELSE login_failures.failures + 1 END,
        window_start = CASE WHEN login_failures.window_start <= now() - make_interval(secs => ${LOGIN_WINDOW_SECONDS}) THEN now() ELSE login_failures.window_start END`);
  }
}

export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(inArray(loginFailures.subject, [subjects(email, '')[0]]));
}
