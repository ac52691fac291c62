/**
 * The prebuilt empty PGlite database (decision 012, "The empty-database template").
 *
 * A fresh PGlite data directory starts with initdb, run in WebAssembly (≈ 5–6 s
 * of the first start on this machine), then the migrations (≈ 0.5 s): the same
 * work every time for one PGlite build and one schema. `npm run db:template`
 * does it once and keeps the directory it made, as a brotli-compressed tar
 * (≈ 1.4 MB), in server/pglite/, with a manifest naming the PGlite version and
 * start parameters it was made with, the migrations it holds and the file's
 * SHA-256. The first start loads it into an empty data directory instead
 * (≈ 2 s), and the migrator then applies only the migrations newer than the
 * template (none, when it is current). A template made by another PGlite or
 * other start parameters, or whose bytes do not match, is not used: the start
 * runs initdb as it did without one.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { MIGRATIONS_DIR, PGLITE_START_PARAMS } from './pglite-params';

export const TEMPLATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'pglite');
export const TEMPLATE_FILE = join(TEMPLATE_DIR, 'empty.tar.br');
export const TEMPLATE_MANIFEST = join(TEMPLATE_DIR, 'empty.json');

export interface TemplateManifest {
  /** The PGlite package version that ran initdb */
  pglite: string;
  /** The start parameters the cluster was opened with */
  startParams: string[];
  /** The migrations applied in it (server/drizzle's tags, in order) */
  migrations: string[];
  /** SHA-256 of empty.tar.br */
  sha256: string;
  /** Bytes of the uncompressed tar */
  tarBytes: number;
}

/** The installed PGlite's version (from its package.json beside its entry). */
export function installedPgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  for (let i = 0; i < 4; i++, dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
  }
  throw new Error('找不到 @electric-sql/pglite 的版本');
}

/** The migrations server/drizzle holds, by tag, in order. */
export function journalTags(): string[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

export function readTemplateManifest(manifestFile = TEMPLATE_MANIFEST): TemplateManifest | null {
  if (!existsSync(manifestFile)) return null;
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8')) as TemplateManifest;
  } catch {
    return null;
  }
}

/** Why a template cannot serve this PGlite, or null when it can. */
export function templateMismatch(manifest: TemplateManifest | null): string | null {
  if (!manifest) return '没有预建的空数据库模板';
  const version = installedPgliteVersion();
  if (manifest.pglite !== version) return `模板由 PGlite ${manifest.pglite} 生成，当前为 ${version}`;
  if (manifest.startParams.join(' ') !== PGLITE_START_PARAMS.join(' ')) return '模板的启动参数与当前不同';
  // the migrator applies what is newer than the template's last migration: the template's must be the journal's first ones
  const tags = journalTags();
  if (!Array.isArray(manifest.migrations) || manifest.migrations.some((tag, i) => tags[i] !== tag)) return '模板的迁移与 server/drizzle 不符';
  return null;
}

/**
 * The template's tar, ready for PGlite's `loadDataDir`, or why there is none
 * for this PGlite (the caller then lets PGlite run initdb).
 */
export function loadTemplate(file = TEMPLATE_FILE, manifestFile = TEMPLATE_MANIFEST): { tar: Blob } | { unusable: string } {
  const manifest = readTemplateManifest(manifestFile);
  const mismatch = templateMismatch(manifest);
  if (mismatch) return { unusable: mismatch };
  if (!existsSync(file)) return { unusable: '模板文件缺失' };
  const compressed = readFileSync(file);
  if (createHash('sha256').update(compressed).digest('hex') !== manifest!.sha256) return { unusable: '模板文件校验和不符' };
  let tar: Buffer;
  try {
    tar = brotliDecompressSync(compressed);
  } catch {
    return { unusable: '模板文件无法解压' };
  }
  if (tar.length !== manifest!.tarBytes) return { unusable: '模板文件长度不符' };
  return { tar: new Blob([tar]) };
}
