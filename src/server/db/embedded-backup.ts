import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './connection';

/**
 * Backups of the embedded database. Only one process may open its directory, so while the
 * service runs it hands them out itself, over a Unix socket only its own user can reach; when it
 * does not run, the command line opens the directory and takes the backup itself. Either way the
 * file is the data directory as a gzipped tarball, holding exactly what was committed before it.
 */

export class BackupError extends Error {}

/**
 * The running service's backup socket for `dataDir`: in a directory of the user's own under the
 * temporary directory (PGlite's tarball cannot hold a socket, and a data directory's path may be
 * too long for one), named after the data directory's absolute path.
 */
export function backupSocketPath(dataDir: string): string {
  const name = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 24);
  return path.join(os.tmpdir(), `bos-${os.userInfo().uid}`, `${name}.sock`);
}

export type BackupServer = { close(): Promise<void> };

/** Serves `GET /backup` on the backup socket of `dataDir` (the caller holds the directory's lock). */
export async function serveBackups(dataDir: string, dump: () => Promise<Blob>, log: (message: string) => void): Promise<BackupServer> {
  const socketPath = backupSocketPath(dataDir);
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(socketPath), 0o700);
  // left behind by a process that died; we hold the data directory's lock, so it is no one's
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    const started = performance.now();
    dump().then(
      (tarball) => {
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': tarball.size });
        Readable.fromWeb(tarball.stream() as import('node:stream/web').ReadableStream).pipe(response);
        log(`backup handed out: ${tarball.size} bytes, the database paused ${Math.round(performance.now() - started)} ms`);
      },
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  return {
    close: () => new Promise<void>((resolve) => server.close(() => {
      fs.rmSync(socketPath, { force: true });
      resolve();
    })),
  };
}

/** Writes the backup to `file` (whole or not at all) and answers how it was taken. */
export async function backupEmbedded(dataDir: string, file: string): Promise<'from the running service' | 'from the stopped directory'> {
  const temporary = `${file}.partial`;
  try {
    const fromService = await fetchFromService(dataDir, temporary);
    if (!fromService) {
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`${dataDir} holds no database.`);
      const database = await openDatabase({ kind: 'pglite', dataDir, migrate: false });
      try {
        fs.writeFileSync(temporary, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      } finally {
        await database.close();
      }
    }
    fs.renameSync(temporary, file);
    return fromService ? 'from the running service' : 'from the stopped directory';
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** False when no service answers on the socket (none runs on this directory). */
function fetchFromService(dataDir: string, file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: backupSocketPath(dataDir), path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        let detail = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (detail += chunk)).on('end', () => reject(new BackupError(`the service could not take the backup: ${detail}`)));
        return;
      }
      pipeline(response, fs.createWriteStream(file)).then(() => resolve(true), reject);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
}

/** Restores `file` into `dataDir`, which must be new or empty, and answers the number of companies in it. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<number> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new BackupError(`${dataDir} is not empty: restore into a new directory (move the old one aside, or point BOS_DATA_DIR elsewhere).`);
  }
  let database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new BackupError(`${file} is not a backup this service can restore (${(error as Error).message}).`);
  }
  try {
    const [{ companies }] = await queryRows<{ companies: number }>(database.db, sql`SELECT count(*)::int AS companies FROM companies`);
    return companies;
  } finally {
    await database.close();
  }
}
