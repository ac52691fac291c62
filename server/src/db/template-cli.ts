/**
 * npm run db:template — makes the prebuilt empty PGlite database (initdb and
 * the migrations) that a first start loads instead (pglite-template.ts,
 * decision 012). Run it after upgrading PGlite or changing PGLITE_START_PARAMS
 * (a test says when the committed template no longer matches), or to fold new
 * migrations in (optional: the migrator applies them after the load), and
 * commit server/pglite/.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './client';
import { PGLITE_START_PARAMS } from './pglite-params';
import { installedPgliteVersion, journalTags, TEMPLATE_DIR, TEMPLATE_FILE, TEMPLATE_MANIFEST, type TemplateManifest } from './pglite-template';

/** initdb and the migrations in a scratch directory, with the product's start parameters; its tar, uncompressed. */
async function makeTemplateTar(): Promise<Buffer> {
  const scratch = mkdtempSync(join(tmpdir(), 'zhiyuan-initdb-'));
  try {
    const pglite = await PGlite.create(join(scratch, 'pglite'), { startParams: PGLITE_START_PARAMS });
    const database = await openDatabase({ pglite });
    await database.migrate();
    // everything initdb and the migrations wrote is in the files, not only in the WAL
    await pglite.exec('checkpoint');
    const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    await database.close();
    return tar;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const started = Date.now();
const tar = await makeTemplateTar();
const compressed = brotliCompressSync(tar, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: tar.length },
});
const manifest: TemplateManifest = {
  pglite: installedPgliteVersion(),
  startParams: PGLITE_START_PARAMS,
  migrations: journalTags(),
  sha256: createHash('sha256').update(compressed).digest('hex'),
  tarBytes: tar.length,
};
mkdirSync(TEMPLATE_DIR, { recursive: true });
writeFileSync(`${TEMPLATE_FILE}.tmp`, compressed);
renameSync(`${TEMPLATE_FILE}.tmp`, TEMPLATE_FILE);
writeFileSync(TEMPLATE_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`空数据库模板已写入 server/pglite/（PGlite ${manifest.pglite}，tar ${(tar.length / 1e6).toFixed(1)} MB，${((Date.now() - started) / 1000).toFixed(1)} s）`);
