/**
 * npm run data:report — prints what the loaded database holds: for each
 * dataset its rows and import time, and a province × year matrix of row
 * counts (the same figures as GET /api/data/coverage). Reads only.
 */
import { resolve } from 'node:path';
import { PROVINCE_NAMES, type DatasetCoverage } from '@zhiyuan/domain';
import { loadConfig } from '../platform/config';
import { loadedData } from './coverage';
import { openDatabase } from './client';

/** 1234 → 1.2k, as the shared README prints counts. */
function short(n: number): string {
  if (n < 1000) return String(n);
  if (n < 100_000) return `${(n / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  return `${Math.round(n / 1000)}k`;
}

/** Pads to a display width, counting a CJK character as two columns. */
function pad(text: string, width: number, left = false): string {
  const w = [...text].reduce((n, ch) => n + (/[\u2E80-\uFFEF]/.test(ch) ? 2 : 1), 0);
  const fill = ' '.repeat(Math.max(0, width - w));
  return left ? fill + text : text + fill;
}

function matrix(d: DatasetCoverage): string[] {
  const count = new Map(d.cells.map((c) => [`${c.province ?? ''}|${c.year ?? ''}`, c.rows]));
  const lines: string[] = [];
  if (d.byProvince && d.byYear) {
    const years = d.years;
    lines.push(`  ${pad('省份', 8)}${years.map((y) => pad(String(y).slice(-2), 7, true)).join('')}${pad('合计', 9, true)}`);
    for (const p of PROVINCE_NAMES) {
      const row = years.map((y) => count.get(`${p}|${y}`) ?? 0);
      const total = row.reduce((a, b) => a + b, 0);
      lines.push(`  ${pad(p, 8)}${row.map((n) => pad(n ? short(n) : '·', 7, true)).join('')}${pad(total ? short(total) : '·', 9, true)}`);
    }
    const totals = years.map((y) => d.cells.filter((c) => c.year === y).reduce((a, c) => a + c.rows, 0));
    lines.push(`  ${pad('全部', 8)}${totals.map((n) => pad(short(n), 7, true)).join('')}${pad(short(totals.reduce((a, b) => a + b, 0)), 9, true)}`);
    const missing = PROVINCE_NAMES.filter((p) => !d.provinces.includes(p));
    if (missing.length) lines.push(`  暂无数据：${missing.join('、')}`);
  } else if (d.byProvince) {
    lines.push(`  ${PROVINCE_NAMES.map((p) => `${p} ${count.get(`${p}|`) ?? 0}`).join('，')}`);
  } else if (d.byYear) {
    lines.push(`  ${d.years.map((y) => `${y}: ${count.get(`|${y}`) ?? 0}`).join('，')}`);
  }
  return lines;
}

async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    // a database that was never started has no tables yet: the report then shows nothing loaded
    await database.migrate();
    const where = database.engine === 'pglite' ? `PGlite（${resolve(config.DATA_DIR)}）` : 'PostgreSQL';
    const { coverage: datasets } = await loadedData(database.db);
    console.log(`data:report ← ${where}\n`);
    for (const d of datasets) {
      const when = d.importedAt ? `导入于 ${d.importedAt.replace('T', ' ').slice(0, 19)}` : '未导入';
      console.log(`${d.dataset}（${d.title}）：${d.rows} 行，${when}`);
      for (const line of matrix(d)) console.log(line);
      console.log('');
    }
    const total = datasets.reduce((n, d) => n + d.rows, 0);
    console.log(`合计 ${total} 行，${datasets.filter((d) => d.importedAt).length}/${datasets.length} 个数据集已导入`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
