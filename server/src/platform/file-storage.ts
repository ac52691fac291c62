/**
 * Where uploaded files (book covers and pages) live. On disk under DATA_DIR
 * by default; an S3-compatible bucket can take its place by implementing the
 * same two calls (put and get by key) — no bucket client is bundled yet, so
 * a deployment with several API processes needs DATA_DIR on shared storage
 * until one is.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Stores the bytes under a key such as `books/12/cover.png` (replacing what was there). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored file, or null. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with nothing stored is no error. */
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Keys are relative paths of letters, digits, '-', '_', '.' and '/': never leaving the root. */
export function isSafeKey(key: string): boolean {
  return /^[\w-]+(\/[\w-]+)*\.[a-z]{2,5}$/.test(key);
}

export class DiskFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // write then rename: a reader never sees half a file
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, path);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    try {
      const body = await readFile(this.pathOf(key));
      return { body, contentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream' };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
