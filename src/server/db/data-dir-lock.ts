/**
 * One process per PGlite data directory: PGlite is an embedded, single-process database, and two servers writing
 * the same files corrupt them. The first process takes `<dataDir>/printfront.lock` (created exclusively, holding its
 * pid); a second one is refused with a clear error while that process lives. A lock left by a process that no longer
 * exists (a crash, kill -9) is stale and taken over.
 */
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'printfront.lock';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data directory's lock; answers the function that releases it. Throws DataDirLockedError when held. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder = Number.NaN;
      try {
        holder = Number(readFileSync(path, 'utf8').trim());
      } catch {
        // Removed meanwhile by its owner: try again.
      }
      if (alive(holder)) {
        throw new DataDirLockedError(
          `the embedded database in ${dataDir} is in use by another printfront process (pid ${holder}). ` +
            'Stop that server first, or give this one another DATA_DIR (or a DATABASE_URL to share PostgreSQL).',
        );
      }
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirLockedError(`could not take the lock ${path}: another process keeps taking it`);
}
