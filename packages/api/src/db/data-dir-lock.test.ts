import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './index';
import { DataDirInUseError, LOCK_FILE } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sf-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('refuses a second open of the same directory until the first is closed', async () => {
  const first = await openDatabase({ dataDir: dir });
  await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
  await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`in use by process ${process.pid}`);
  await first.close();
  expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  const second = await openDatabase({ dataDir: dir });
  expect(await second.ping()).toBe(true);
  await second.close();
}, 120_000);

it('refuses a directory held by another live process, and takes over the lock of a process that died', async () => {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    writeFileSync(path.join(dir, LOCK_FILE), String(other.pid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`in use by process ${other.pid}`);
  } finally {
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
  }
  // the lock file is still there, but its process is gone (as after kill -9)
  const database = await openDatabase({ dataDir: dir });
  expect(await database.ping()).toBe(true);
  await database.close();
}, 120_000);
