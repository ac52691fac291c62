import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DataFileError, readRankTables, readSchoolScores, readCsv } from '../src';
import { collect } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'zhiyuan-data-'));
const RANK_HEADER = 'province,year,track,score,score_label,count,cumulative,source_id,quality';

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, name.endsWith('.gz') ? gzipSync(text) : text);
  return path;
}

async function failure(run: () => Promise<unknown>): Promise<DataFileError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof DataFileError) return err;
    throw err;
  }
  throw new Error('expected a DataFileError');
}

describe('readers refuse a malformed file, naming the file, the line and the field', () => {
  it('a value that is not a number', async () => {
    const path = file('bad-number.csv.gz', `${RANK_HEADER}\n广东,2025,物理类,600,,760,26988,s1,ok\n广东,2025,物理类,599,,七百,27700,s1,ok\n`);
    const err = await failure(() => collect(readRankTables({ file: path })));
    expect(err).toMatchObject({ line: 3, field: 'count' });
    expect(err.message).toBe('bad-number.csv.gz 第3行 字段 count：不是整数：七百');
  });

  it('an unknown province', async () => {
    const path = file('bad-province.csv', `${RANK_HEADER}\n广州,2025,物理类,600,,760,26988,s1,ok\n`);
    expect(await failure(() => collect(readRankTables({ file: path })))).toMatchObject({ line: 2, field: 'province', reason: '未知省份：广州' });
  });

  it('a quality outside the allowed flags', async () => {
    const path = file('bad-quality.csv', `${RANK_HEADER}\n广东,2025,物理类,600,,760,26988,s1,good\n`);
    expect(await failure(() => collect(readRankTables({ file: path })))).toMatchObject({ line: 2, field: 'quality' });
  });

  it('a source id that the sources do not know', async () => {
    const path = file('bad-source.csv', `${RANK_HEADER}\n广东,2025,物理类,600,,760,26988,nowhere,ok\n`);
    const err = await failure(() => collect(readRankTables({ file: path, sourceIds: new Set(['s1']) })));
    expect(err).toMatchObject({ line: 2, field: 'source_id', reason: '来源编号不存在：nowhere' });
  });

  it('a missing column', async () => {
    const path = file('missing-column.csv', 'province,year,track,score\n广东,2025,物理类,600\n');
    expect(await failure(() => collect(readRankTables({ file: path })))).toMatchObject({ line: 2, field: 'score_label', reason: '缺少该列' });
  });

  it('a record with too many fields, after a quoted field spanning two lines', async () => {
    const path = file('bad-count.csv', 'a,b\n"x\ny",1\n1,2,3\n');
    const err = await failure(() => collect(readCsv(path)));
    expect(err).toMatchObject({ line: 4, field: null });
    expect(err.message).toContain('应有 2 列，实际 3 列');
  });

  it('a quote that is never closed', async () => {
    const path = file('open-quote.csv', 'a,b\n"x,1\n');
    expect(await failure(() => collect(readCsv(path)))).toMatchObject({ line: 2, reason: '引号未闭合' });
  });

  it('a moe_code that is not 10 digits', async () => {
    const header =
      'province,year,track,batch,moe_code,school_name,group_code,subject_req,min_score,min_rank,rank_derived,avg_score,max_score,plan_count,admitted_count,source_id,quality,school_code,group_label,plan_type,campus_note';
    const path = file('bad-code.csv', `${header}\n广东,2025,物理类,本科批,41110100,清华大学,204,,688,118,0,,,,,s1,ok,,,,\n`);
    expect(await failure(() => collect(readSchoolScores({ file: path })))).toMatchObject({ line: 2, field: 'moe_code' });
  });

  it('reads quoted fields with commas, quotes and line breaks', async () => {
    const path = file('quoted.csv', 'a,b\n"1,2","say ""hi""\nthere"\n');
    const records = await collect(readCsv(path));
    expect(records).toEqual([{ line: 2, values: { a: '1,2', b: 'say "hi"\nthere' } }]);
  });
});
