import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemError } from './problem';

/** `ETag: W/"<version>"` on every PUT response (decisions §3). */
export function setVersionEtag(reply: FastifyReply, version: number) {
  reply.header('ETag', `W/"${version}"`);
}

/** Versions are PostgreSQL integers. */
const MAX_VERSION = 2 ** 31 - 1;

/**
 * The version an `If-Match` header requires, or undefined when there is none (last write
 * wins) or it is `*`. A header that names no version of ours can never match: 412.
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = header.trim().match(/^(?:W\/)?"(\d+)"$/);
  if (!match) throw new ProblemError(412, 'precondition-failed', 'If-Match must be an ETag of this API, W/"<version>", or *.');
  const version = Number(match[1]);
  // A larger one names no version, and must not reach a query.
  if (version > MAX_VERSION) throw new ProblemError(412, 'precondition-failed', 'If-Match names a version beyond any record\'s.');
  return version;
}
