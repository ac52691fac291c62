import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_START_PARAMS, type Database } from './client';
import { journalTags, loadTemplate, readTemplateManifest, templateMismatch, TEMPLATE_FILE, TEMPLATE_MANIFEST } from './pglite-template';

/** The rows of a query through Drizzle (its result type is the driver's). */
const rowsOf = async (db: Database['db'], query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'zhiyuan-template-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** What initdb and the migrations decide: encodings, locales, catalogs, the product's tables and indexes, the migrations applied, settings. */
async function clusterFacts(query: (text: string) => Promise<Record<string, unknown>[]>) {
  return {
    databases: await query(`select datname, pg_encoding_to_char(encoding) as encoding, datcollate, datctype, datlocprovider, datistemplate, datallowconn from pg_database order by datname`),
    catalogs: await query(
      `select (select count(*) from pg_proc) as procs, (select count(*) from pg_type) as types, (select count(*) from pg_collation) as collations, (select count(*) from pg_class where relnamespace = 'pg_catalog'::regnamespace) as catalog_relations, (select count(*) from pg_ts_config) as ts_configs, (select count(*) from pg_namespace) as schemas`,
    ),
    schema: await query(`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public' order by 1, 2`),
    indexes: await query(`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`),
    migrations: await query(`select hash, created_at from drizzle.__drizzle_migrations order by id`),
    settings: await query(
      `select name, setting from pg_settings where name in ('server_version', 'server_encoding', 'lc_messages', 'lc_monetary', 'lc_numeric', 'lc_time', 'data_checksums', 'block_size', 'wal_segment_size', 'default_text_search_config', 'timezone', 'datestyle', 'wal_level') order by name`,
    ),
  };
}

describe('the prebuilt initdb template (decision 012)', () => {
  it('was made by the installed PGlite with the product’s start parameters and holds every migration (else: npm run db:template, and commit server/pglite/)', () => {
    const manifest = readTemplateManifest();
    expect(manifest, 'server/pglite/initdb.json').not.toBeNull();
    expect(templateMismatch(manifest)).toBeNull();
    expect(manifest!.startParams).toEqual(PGLITE_START_PARAMS);
    expect(manifest!.migrations).toEqual(journalTags());
    const loaded = loadTemplate();
    expect('tar' in loaded ? null : loaded.unusable).toBeNull();
  });

  it('a first start on an empty directory loads it, and the database is the one initdb and the migrations make', async () => {
    const fromTemplate = join(tempDir(), 'data');
    const told: { used: boolean; why?: string }[] = [];
    const database = await openDatabase({ dataDir: fromTemplate, onTemplate: (used, why) => told.push({ used, why }) });
    expect(told).toEqual([{ used: true, why: undefined }]);
    await database.migrate();
    const templated = await clusterFacts((text) => rowsOf(database.db, sql.raw(text)));
    expect(templated.migrations).toHaveLength(journalTags().length);
    // the cluster takes writes, and keeps them
    await database.db.execute(sql`create table template_probe (name text)`);
    await database.db.execute(sql`insert into template_probe values ('测试')`);
    await database.close();

    // the same directory opens again as an existing database (no template, no initdb)
    const again: boolean[] = [];
    const reopened = await openDatabase({ dataDir: fromTemplate, onTemplate: (used) => again.push(used) });
    expect(again).toEqual([]);
    expect(await rowsOf(reopened.db, sql`select name from template_probe`)).toEqual([{ name: '测试' }]);
    await reopened.close();

    // a database made here, now, by initdb and the migrations, with the same parameters
    const pglite = await PGlite.create(join(tempDir(), 'pglite'), { startParams: PGLITE_START_PARAMS });
    const fresh = await openDatabase({ pglite });
    await fresh.migrate();
    const initdb = await clusterFacts(async (text) => (await pglite.query<Record<string, unknown>>(text)).rows);
    await fresh.close();
    expect(templated).toEqual(initdb);
  }, 120_000);

  it('a template whose bytes, version or parameters do not match is not used, and says why', () => {
    const dir = tempDir();
    const file = join(dir, 'initdb.tar.br');
    const manifestFile = join(dir, 'initdb.json');
    copyFileSync(TEMPLATE_MANIFEST, manifestFile);
    const bytes = readFileSync(TEMPLATE_FILE);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(file, bytes);
    expect(loadTemplate(file, manifestFile)).toEqual({ unusable: '模板文件校验和不符' });

    copyFileSync(TEMPLATE_FILE, file);
    const manifest = readTemplateManifest(manifestFile)!;
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, pglite: '0.0.1' }));
    expect(loadTemplate(file, manifestFile)).toEqual({ unusable: `模板由 PGlite 0.0.1 生成，当前为 ${manifest.pglite}` });
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, startParams: ['--single'] }));
    expect(loadTemplate(file, manifestFile)).toEqual({ unusable: '模板的启动参数与当前不同' });
    // a template whose migrations are not the journal's first ones would have the migrator skip some
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, migrations: ['0000_other', ...manifest.migrations.slice(1)] }));
    expect(loadTemplate(file, manifestFile)).toEqual({ unusable: '模板的迁移与 server/drizzle 不符' });
    // one made before the newest migrations is used: the migrator applies those after the load
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, migrations: manifest.migrations.slice(0, 3) }));
    expect(loadTemplate(file, manifestFile)).toHaveProperty('tar');
    expect(loadTemplate(join(dir, 'none.tar.br'), join(dir, 'none.json'))).toEqual({ unusable: '没有预建的空数据库模板' });
    writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(loadTemplate(file, manifestFile)).toHaveProperty('tar');
  });

  it('a directory that is not empty is never filled from the template', async () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'pglite'));
    writeFileSync(join(dataDir, 'pglite', 'stray'), 'x');
    const told: boolean[] = [];
    // PGlite runs initdb itself in a directory with a stray file (as before the template existed)
    const database = await openDatabase({ dataDir, onTemplate: (used) => told.push(used) });
    expect(told).toEqual([]);
    await database.close();
  }, 120_000);
});
