/**
 * npm run data:import — applies migrations and loads every dataset of data/
 * whose files changed since the last import (PGlite under DATA_DIR, or the
 * PostgreSQL server at DATABASE_URL). Each dataset lands in one transaction;
 * a second run reports every dataset unchanged. A malformed file stops the
 * import with its file, line and field named, and nothing of that dataset lands.
 */
import { resolve } from 'node:path';
import { DataFileError } from '@zhiyuan/data';
import { loadConfig } from '../platform/config';
import { openDatabase } from './client';
import { importAll } from './import';

async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const where = database.engine === 'pglite' ? `PGlite（${resolve(config.DATA_DIR)}）` : 'PostgreSQL';
  try {
    await database.migrate();
    const started = Date.now();
    console.log(`data:import → ${where}`);
    const results = await importAll(database.db);
    for (const r of results) {
      const status = r.status === 'imported' ? '已导入' : '未变化';
      console.log(`  ${r.dataset.padEnd(26)} ${status}  ${String(r.rows).padStart(8)} 行  ${String(r.ms).padStart(6)} ms  CPU ${String(r.cpuMs).padStart(6)} ms`);
    }
    const cpu = results.reduce((n, r) => n + r.cpuMs, 0);
    const imported = results.filter((r) => r.status === 'imported').length;
    console.log(
      imported
        ? `完成：导入 ${imported} 个数据集，${results.length - imported} 个未变化（${((Date.now() - started) / 1000).toFixed(1)} s，CPU ${(cpu / 1000).toFixed(1)} s）`
        : `全部 ${results.length} 个数据集未变化，未做任何修改`,
    );
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  if (err instanceof DataFileError) console.error(`数据文件有误，导入已回滚：${err.message}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
