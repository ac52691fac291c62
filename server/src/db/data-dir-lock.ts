/**
 * One process per PGlite directory. PGlite is PostgreSQL in this process's
 * memory with no lock of its own: a second process opening the same
 * directory (a second `npm start`, an import CLI beside a running server)
 * writes over the first one's files and corrupts the database ("cache lookup
 * failed for index"). The lock is a file beside the database holding the
 * owner's pid, taken before PGlite opens and dropped when it closes; a lock
 * whose process is gone (killed, crashed) is taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'pglite.lock';

/** Whether a process with this pid runs (signal 0 tests without signalling). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the directory's lock, or throws (in Chinese, for the console) naming the process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (ownerOf(path) === process.pid) unlinkSync(path);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = ownerOf(path);
      if (owner !== null && owner !== process.pid && alive(owner)) {
        throw new Error(
          `数据目录 ${dataDir} 正由另一个进程（pid ${owner}）使用：一个内置数据库目录同一时间只能由一个进程打开。请先停止那个进程，或用 DATA_DIR 指定另一个目录（若那个进程并不是本程序，删除该目录下的 ${LOCK_FILE} 即可）。`,
        );
      }
      if (owner === process.pid) throw new Error(`数据目录 ${dataDir} 已在本进程中打开`);
      // left by a process that is gone: take it over
      try {
        unlinkSync(path);
      } catch {
        // another process took it over first: the next attempt sees its lock
      }
    }
  }
  throw new Error(`无法锁定数据目录 ${dataDir}`);
}
