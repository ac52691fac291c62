/**
 * npm run data:import — applies migrations and loads every dataset of data/
 * whose files changed since the last import (PGlite under DATA_DIR, or the
 * PostgreSQL server at DATABASE_URL). Each dataset lands in one transaction;
 * a second run reports every dataset unchanged. A malformed file stops the
 * import with its file, line and field named, and nothing of that dataset lands.
 * With REDIS_URL, running API processes are told which datasets landed, and
 * drop the read models that hold them.
 */
import { resolve } from 'node:path';
import { DataFileError } from '@zhiyuan/data';
import type { DatasetName } from '@zhiyuan/domain';
import { loadConfig } from '../platform/config';
import { publishInvalidation } from '../platform/read-models';
import { connectRedis } from '../platform/redis';
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
    const landed: DatasetName[] = [];
    const results = await importAll(database.db, { landed: (dataset) => void landed.push(dataset) });
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
    if (config.REDIS_URL && landed.length) {
      const redis = await connectRedis(config.REDIS_URL);
      try {
        await publishInvalidation(redis, config.REDIS_PREFIX, landed);
        console.log('已通知运行中的服务刷新缓存');
      } finally {
        redis.disconnect();
      }
    }
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  if (err instanceof DataFileError) console.error(`数据文件有误，导入已回滚：${err.message}`);
  else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
