/**
 * Starts the product: opens the database (PGlite under DATA_DIR, or PostgreSQL
 * at DATABASE_URL), applies migrations, imports data/ when it changed, serves
 * web + API on PORT, and shuts down cleanly on Ctrl-C.
 */
import { resolve, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './platform/config';
import { openDatabase } from './db/client';
import { buildApp, type BuildOptions } from './app';
import { warmOdds } from './platform/read-models';

const WEB_DIST_DEFAULT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

/** `options` are for the end-to-end server (server/test/e2e-server.ts); npm start passes none. */
export async function main(options: Omit<BuildOptions, 'database'> = {}): Promise<void> {
  const config = loadConfig();
  config.WEB_DIST ??= WEB_DIST_DEFAULT;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const app = await buildApp(config, { ...options, database });
  // through the app, so that other API processes (with Redis) drop what this import replaces
  const started = Date.now();
  const results = await app.importData(undefined, (line) => console.log(line));
  const imported = results.filter((r) => r.status === 'imported');
  console.log(
    imported.length
      ? `数据导入完成：${imported.map((r) => `${r.dataset} ${r.rows}`).join('，')}（${Date.now() - started} ms）`
      : '数据已是最新，跳过导入',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`收到 ${signal}，正在关闭…`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const engine = database.engine === 'pglite' ? `PGlite（${resolve(config.DATA_DIR)}）` : 'PostgreSQL';
  console.log(`志愿 Zhiyuan 已启动：http://localhost:${config.PORT}  数据库：${engine}`);
  // the odds model loads after the server answers, not on the first student's recommendation
  void warmOdds(app);
}

const isEntry = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
