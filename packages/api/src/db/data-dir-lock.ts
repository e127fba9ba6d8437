/**
 * One process per embedded database directory. PGlite keeps the database in the memory of the process that opened
 * it and writes it back to DATA_DIR: a second process on the same directory starts, acknowledges writes, and one
 * of the two loses them. The lock file holds the owner's pid; a lock whose process is gone (kill -9) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'storefront.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The database directory ${dataDir} is in use by process ${ownerPid}: stop it, or give this process another DATA_DIR ` +
        '(PGlite serves one process; several processes need PostgreSQL with DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the directory's lock or throws DataDirInUseError; the returned function releases it (idempotent). */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readOwner(file) === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      if (owner === process.pid) throw new DataDirInUseError(dataDir, owner);
      // stale (its process died without releasing it) or unreadable: take it over once
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(dataDir, readOwner(file) ?? 0);
}
