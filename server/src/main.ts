/**
 * Starts the product: opens the database (PGlite under DATA_DIR, or PostgreSQL
 * at DATABASE_URL), applies migrations, imports data/ when it changed, serves
 * web + API on PORT, and shuts down cleanly on Ctrl-C.
 */
import { resolve, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './platform/config';
import { openDatabase } from './db/client';
import type { buildApp, BuildOptions } from './app';

const WEB_DIST_DEFAULT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

/**
 * Wall and CPU time of each phase of the start, printed as it ends
 * (`启动 打开数据库: 812 ms（CPU 640 ms）`): the bench and decision 012 read them.
 */
class StartClock {
  private wall = Date.now();
  private cpu = process.cpuUsage();

  /** Node and the modules main.ts imports (the database's), from the process's own clock */
  constructor() {
    const cpu = process.cpuUsage();
    this.line('Node 启动（加载模块）', Math.round(process.uptime() * 1000), Math.round((cpu.user + cpu.system) / 1000));
  }

  lap(phase: string): void {
    const cpu = process.cpuUsage(this.cpu);
    this.line(phase, Date.now() - this.wall, Math.round((cpu.user + cpu.system) / 1000));
    this.wall = Date.now();
    this.cpu = process.cpuUsage();
  }

  private line(phase: string, ms: number, cpuMs: number): void {
    console.log(`启动 ${phase}: ${ms} ms（CPU ${cpuMs} ms）`);
  }
}

/** `options` are for the end-to-end server (server/test/e2e-server.ts); npm start passes none. */
export async function main(options: Omit<BuildOptions, 'database'> = {}): Promise<void> {
  const clock = new StartClock();
  const config = loadConfig();
  config.WEB_DIST ??= WEB_DIST_DEFAULT;
  // the app's modules (most of the server) load while PGlite opens its directory: its files are read
  // and its wasm compiled off the main thread meanwhile (decision 012)
  const appModule = import('./app');
  appModule.catch(() => undefined); // awaited below; a failure to load is thrown there
  let fresh: string | null = null;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onTemplate: (used, why) => (fresh = used ? '由预建模板创建空数据库' : `初始化空数据库（initdb；${why}）`),
  });
  clock.lap(fresh ? `打开数据库（${fresh}，同时加载应用模块）` : '打开数据库（同时加载应用模块）');
  await database.migrate();
  clock.lap('迁移');
  const { buildApp } = await appModule;
  clock.lap('加载余下的应用模块');
  const app = await buildApp(config, { ...options, database });
  await app.ready();
  clock.lap('构建应用');

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

  // serve first (decision 012): the pages answer at once; data not imported yet says 数据导入中 until it lands
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`端口 ${config.PORT} 已被另一个程序占用：请先停止它，或用 PORT 指定另一个端口（例如 PORT=8081 npm start）`);
    if (code === 'EACCES') throw new Error(`没有权限监听端口 ${config.PORT}：请用 PORT 指定 1024 以上的端口`);
    throw err;
  }
  clock.lap('监听');
  const engine = database.engine === 'pglite' ? `PGlite（${resolve(config.DATA_DIR)}）` : 'PostgreSQL';
  console.log(`志愿 Zhiyuan 已启动：http://localhost:${config.PORT}  数据库：${engine}`);
  void importThenWarm(app);
}

/**
 * Imports data/ where it changed (through the app, so that other API
 * processes with Redis drop what this import replaces), then loads the odds
 * model, so that it is ready before the first student asks for a recommendation.
 */
async function importThenWarm(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const started = Date.now();
  try {
    const results = await app.importData(undefined, (line) => console.log(line));
    const imported = results.filter((r) => r.status === 'imported');
    console.log(
      imported.length
        ? `数据导入完成：${imported.map((r) => `${r.dataset} ${r.rows}`).join('，')}（${Date.now() - started} ms）`
        : `数据已是最新，跳过导入（检查 ${Date.now() - started} ms）`,
    );
  } catch (err) {
    // as before serving first: a start whose data cannot be imported stops, saying why (the datasets that
    // landed stay, the one that failed rolled back, and the next start tries again)
    console.error(`数据导入失败：${err instanceof Error ? err.message : String(err)}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  // the first page's data before the warm-up's slices begin: a visitor of a just-restarted site is not
  // queued behind them (the province list is what every page asks first)
  await app.readModels.provinces.list().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { warmOdds } = await import('./platform/read-models');
  await warmOdds(app);
}

const isEntry = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
