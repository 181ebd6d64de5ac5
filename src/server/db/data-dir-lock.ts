import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

export type DataDirLock = {
  release(): void;
  /** Writes our pid into the lock file again, after something (a restored tarball) replaced it. */
  reclaim(): void;
};

/**
 * PGlite has no data-directory lock of its own, and two processes on one directory
 * silently lose writes. A lock file holding our pid keeps a second opener out; a lock
 * left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, 'bos.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return {
        reclaim() {
          fs.writeFileSync(lockPath, String(process.pid));
        },
        release() {
          try {
            if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && isRunning(holder)) {
        throw new DataDirLockedError(
          `The database directory ${dataDir} is in use by another process (pid ${holder}). ` +
            'Stop that process first (is the service running?), or point BOS_DATA_DIR at another directory.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the database directory ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
