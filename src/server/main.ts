import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { DataDirLockedError } from './db/data-dir-lock';
import { serveBackups } from './db/embedded-backup';
import { sanitizeErrorForLog } from './db/errors';
import { pruneIdempotencyRecords } from './http/idempotency';
import { pruneLoginFailures } from './auth/login-throttle';
import { pruneDeliveredEffects } from './domain/outbox/outbox-dispatcher';
import { pruneEvents } from './domain/events/events';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    console.error(error instanceof DataDirLockedError ? error.message : `Cannot open the database: ${(error as Error).message}`);
    process.exit(1);
  }

  const app = await buildApp({ database, config });
  // the embedded database's one process hands out its backups (npm run cli -- backup); without
  // the socket the service still runs, and backups are taken while it is stopped
  const backups = config.database.kind === 'pglite' && database.dumpDataDir
    ? await serveBackups(config.database.dataDir, database.dumpDataDir, (message) => app.log.info(message))
      .catch((error: Error) => app.log.warn(`backups while running are unavailable: ${error.message}`))
    : undefined;
  const prune = () => Promise.all([pruneIdempotencyRecords(database.db), pruneLoginFailures(database.db), pruneDeliveredEffects(database.db), pruneEvents(database.db)]).catch((e) => app.log.warn({ error: sanitizeErrorForLog(e) }, 'pruning failed'));
  const pruning = setInterval(prune, 3600_000).unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(pruning);
    await backups?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    await database.close();
    process.exit(1);
  }
  const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.database.dataDir}`;
  app.log.info(`Business Ops on http://${config.host}:${config.port} (console at /, API at /api/v1, docs at /api/docs), database: ${where}`);
}

void main();
