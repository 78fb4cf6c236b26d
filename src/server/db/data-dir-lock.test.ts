/** One server per PGlite data directory: a second is refused with a clear error; a stale lock is taken over. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'printfront-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data directory lock', () => {
  it('the first process takes it with its pid; a second is refused while it lives; released, it can be taken again', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another printfront process (pid ${process.pid})`);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a stale lock left by a process that no longer exists', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('a second embedded database on the same directory is refused; after closing the first it opens', async () => {
    const dir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  }, 60_000);
});
