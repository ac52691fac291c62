import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'zhiyuan-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('one process per PGlite directory', () => {
  it('takes the lock with its pid and drops it', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow('已在本进程中打开');
    unlock();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a directory another running process holds, naming it, and takes over one whose process is gone', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dir, LOCK_FILE), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`正由另一个进程（pid ${other.pid}）使用`);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // the holder was killed without dropping its lock: the next start takes it over
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    unlock();
  });

  it('a second open of an open database directory fails before PGlite touches it, and works again after close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow('已在本进程中打开');
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
