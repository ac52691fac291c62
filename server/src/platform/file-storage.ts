/**
 * Where uploaded files (book covers and pages) live: on disk under
 * DATA_DIR/files by default, or in an S3-compatible bucket when S3_BUCKET is
 * set (s3-storage.ts) — what a deployment with several API processes needs.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Config } from './config';

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

/** The content type a stored file is served with, by its key's extension. */
export const contentTypeOfKey = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

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
      return { body, contentType: contentTypeOfKey(key) };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The storage the configuration names: the bucket when S3_BUCKET is set, else the disk under DATA_DIR/files. */
export async function createFileStorage(config: Pick<Config, 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'>): Promise<FileStorage> {
  if (!config.S3_BUCKET) return new DiskFileStorage(join(config.DATA_DIR, 'files'));
  // the SDK loads only where a bucket is configured
  const { S3FileStorage } = await import('./s3-storage');
  return new S3FileStorage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
