/**
 * npm run data:build — derives data/ (what the product ships) from the shared
 * datasets. Re-runnable: the same input gives byte-identical output.
 */
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname, resolve } from 'node:path';
import { DATA_ROOT } from '../src/paths';
import { csvEscape } from '../src/csv';
import { SOURCE_COLUMNS } from '../src/sources';
import { SOURCES } from './sources';

const SHARED = resolve(process.env.SHARED_DATA_DIR ?? join(DATA_ROOT, '..', '..', 'shared', 'data'));

function gzipTo(target: string, text: string): void {
  mkdirSync(dirname(target), { recursive: true });
  // level 9 and no timestamp in the header: identical input gives identical bytes
  writeFileSync(target, gzipSync(Buffer.from(text, 'utf8'), { level: 9 }));
  console.log(`  ${target.slice(DATA_ROOT.length + 1)} (${text.split('\n').length - 2} 行)`);
}

function copyCompressed(from: string, to: string): void {
  gzipTo(join(DATA_ROOT, to), readFileSync(join(SHARED, from), 'utf8'));
}

function writeSources(): void {
  const lines = [SOURCE_COLUMNS.join(',')];
  for (const s of SOURCES) lines.push(SOURCE_COLUMNS.map((c) => csvEscape(s[c])).join(','));
  writeFileSync(join(DATA_ROOT, 'sources.csv'), lines.join('\n') + '\n');
  console.log(`  sources.csv (${SOURCES.length} 行)`);
}

if (!existsSync(SHARED)) {
  console.error(`找不到共享数据目录 ${SHARED}（可用 SHARED_DATA_DIR 指定）`);
  process.exit(1);
}
console.log('data:build');
copyCompressed('schools/schools_moe_2025_merged.csv', 'schools/schools.csv.gz');
copyCompressed('province_rules/province_exam_models.csv', 'provinces/province_exam_models.csv.gz');
writeSources();
