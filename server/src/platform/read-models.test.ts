import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DATASET_NAMES, type DataCoverage, type RankHistory, type SchoolBase, type SchoolExtra, type SchoolOverview, type SegmentResult } from '@zhiyuan/domain';
import { createTestApp, reply, scratchDatabase, testViewers, type ScratchDatabase, type TestApp } from '../../test/app';
import { admissionDatasetFrom, type Dataset } from '../db/import';
import { rankTables, schoolAliases, schoolContacts, schoolRanks } from '../db/schema';
import { READ_MODEL_DATASETS, readModelsOf, type ReadModelName } from './read-models';

const engine = process.env.TEST_DB_ENGINE ?? 'pglite';
const redisUrl = process.env.REDIS_URL;
const guangdong = { province: '广东', year: 2025, subject: '物理类' };

/**
 * A rank-table file as a new year's official table would come: 广东 2025 物理类
 * republished with other counts (600 分 now ends at rank 30000), and no other table.
 */
async function changedRankTableFile(app: FastifyInstance): Promise<string> {
  const [row] = await app.db
    .select({ sourceId: rankTables.sourceId })
    .from(rankTables)
    .where(and(eq(rankTables.province, '广东'), eq(rankTables.year, 2025), eq(rankTables.track, '物理类')))
    .limit(1);
  const lines = [
    'province,year,track,score,score_label,count,cumulative,source_id,quality',
    `广东,2025,物理类,697,,20,20,${row!.sourceId},ok`,
    `广东,2025,物理类,600,,1000,30000,${row!.sourceId},ok`,
  ];
  const file = join(mkdtempSync(join(tmpdir(), 'zhiyuan-rank-')), 'rank_tables.csv.gz');
  writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
  return file;
}

async function rankOf600(app: FastifyInstance) {
  const res = reply<SegmentResult>(
    await app.inject({ method: 'POST', url: '/api/batch-lines/batch-line-segment', payload: { ...guangdong, score: 600 } }),
  );
  return { status: res.status, lowestRank: res.data?.segment?.lowestRank ?? null };
}

describe('which read models an import drops', () => {
  it('names, per dataset, exactly the read models that hold its rows', () => {
    expect(readModelsOf(['rank_tables'])).toEqual(['rankTables', 'odds', 'dataCatalog']);
    expect(readModelsOf(['sources'])).toEqual(['sources', 'rankTables', 'dataCatalog']);
    expect(readModelsOf(['schools'])).toEqual(['schools', 'rankings', 'schoolFacts', 'dataCatalog', 'search']);
    expect(readModelsOf(['rankings'])).toEqual(['schools', 'rankings', 'rankHistories', 'dataCatalog', 'search']);
    expect(readModelsOf(['school_contacts'])).toEqual(['schoolContacts', 'dataCatalog']);
    expect(readModelsOf(['school_types'])).toEqual(['schoolFacts', 'dataCatalog', 'search']);
    expect(readModelsOf(['plans'])).toEqual(['schools', 'plans', 'odds', 'dataCatalog']);
    expect(readModelsOf(['province_rules'])).toEqual(['admissionRules', 'odds', 'dataCatalog']);
    expect(readModelsOf([])).toEqual([]);
    // every dataset is held somewhere, if only in the data catalogue
    for (const name of DATASET_NAMES) expect(readModelsOf([name])).toContain('dataCatalog');
  });
});

describe('an import into a running app', () => {
  let scratch: ScratchDatabase;
  let t: TestApp;
  beforeAll(async () => {
    scratch = await scratchDatabase(['sources', 'provinces', 'rank_tables', 'batch_lines', 'data_imports']);
    t = await createTestApp({}, testViewers, { own: await scratch.open() });
  });
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
  });
  afterEach(() => vi.restoreAllMocks());

  it('drops only the read models of the dataset that landed', async () => {
    const m = t.app.readModels;
    const spies = Object.fromEntries(
      (Object.keys(READ_MODEL_DATASETS) as ReadModelName[]).map((name) => [name, vi.spyOn(m[name], 'invalidate')]),
    ) as Record<ReadModelName, ReturnType<typeof vi.spyOn>>;
    expect(await m.invalidate(['batch_lines'])).toEqual(['batchLines', 'odds', 'dataCatalog']);
    expect(spies.odds).toHaveBeenCalledOnce();
    expect(spies.batchLines).toHaveBeenCalledOnce();
    expect(spies.dataCatalog).toHaveBeenCalledOnce();
    for (const name of ['sources', 'provinces', 'schools', 'rankings', 'scoreLines', 'plans', 'rankTables'] as const) {
      expect(spies[name], name).not.toHaveBeenCalled();
    }
  });

  it('answers the next lookup from the new rows', async () => {
    expect(await rankOf600(t.app)).toEqual({ status: 200, lowestRank: 26988 });
    const coverageBefore = reply<DataCoverage>(await t.app.inject({ method: 'GET', url: '/api/data/coverage?dataset=rank_tables' }));
    expect(coverageBefore.data.datasets[0]!.rows).toBe(125_015);

    const [result] = await t.app.importData([admissionDatasetFrom('rank_tables', await changedRankTableFile(t.app))]);
    expect(result).toMatchObject({ dataset: 'rank_tables', status: 'imported', rows: 2 });

    expect(await rankOf600(t.app)).toEqual({ status: 200, lowestRank: 30000 });
    // a table the new file no longer has is gone too, and the coverage counts the new rows
    const gone = reply(
      await t.app.inject({ method: 'POST', url: '/api/batch-lines/batch-line-segment', payload: { ...guangdong, year: 2024, score: 600 } }),
    );
    expect(gone).toMatchObject({ status: 404, message: '暂无广东2024年物理类的一分一段数据' });
    const coverageAfter = reply<DataCoverage>(await t.app.inject({ method: 'GET', url: '/api/data/coverage?dataset=rank_tables' }));
    expect(coverageAfter.data.datasets[0]!.rows).toBe(2);
  });
});

/**
 * A re-import of a dataset as staff would run it, changing a few rows: files
 * none, a version of its own, so the checksum differs from the one recorded.
 */
function changedDataset(name: Dataset['name'], table: Dataset['tables'], change: Dataset['load']): Dataset {
  return { name, files: [], version: Date.now(), tables: table, load: change };
}

describe('a school’s detail after an import (issue 16: held for every school, dropped with its dataset)', () => {
  const SYSU = '4144010558';
  let scratch: ScratchDatabase;
  let t: TestApp;
  beforeAll(async () => {
    scratch = await scratchDatabase(['sources', 'schools', 'rankings', 'school_ranks', 'school_contacts', 'school_types', 'school_aliases', 'data_imports']);
    t = await createTestApp({}, testViewers, { own: await scratch.open() });
  });
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
  });
  const get = async <T>(path: string) => reply<T>(await t.app.inject({ method: 'GET', url: `/api/school/${path}/${SYSU}` }));

  it('answers the new phone, rank and 简称 at the next request', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/school/query/detail/${SYSU}` });
    const overview = reply<SchoolOverview>(before).data;
    expect(overview.admissionPhones[0]).toMatch(/\d{6,}/);
    expect(overview.ruankeRank).toMatch(/^\d+$/);
    expect((await get<SchoolExtra>('query/extra')).data.admissionPhones).toEqual(overview.admissionPhones);
    expect((await get<SchoolBase>('query/base')).data.abbreviations).not.toContain('测试简称');

    const phone = '020-00000000';
    const [contacts] = await t.app.importData([
      changedDataset('school_contacts', [schoolContacts], async (tx) => {
        await tx.update(schoolContacts).set({ admissionPhone: phone }).where(eq(schoolContacts.moeCode, SYSU));
        return 1;
      }),
    ]);
    expect(contacts).toMatchObject({ dataset: 'school_contacts', status: 'imported' });
    const after = await t.app.inject({ method: 'GET', url: `/api/school/query/detail/${SYSU}` });
    expect(reply<SchoolOverview>(after).data.admissionPhones).toEqual([phone]);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get<SchoolExtra>('query/extra')).data.admissionPhones).toEqual([phone]);

    await t.app.importData([
      changedDataset('rankings', [schoolRanks], async (tx) => {
        await tx
          .update(schoolRanks)
          .set({ rank: '7', rankValue: 7 })
          .where(and(eq(schoolRanks.moeCode, SYSU), eq(schoolRanks.system, '软科'), eq(schoolRanks.year, 2026)));
        return 1;
      }),
    ]);
    expect((await get<SchoolOverview>('query/detail')).data.ruankeRank).toBe('7');
    const bcur = (await get<RankHistory[]>('rank-history')).data.find((h) => h.system === '软科' && h.list === '主榜')!;
    expect(bcur.ranks.at(-1)).toEqual({ year: 2026, rank: '7', rankValue: 7, rankIsLowerBound: false });

    await t.app.importData([
      changedDataset('school_types', [schoolAliases], async (tx) => {
        const [any] = await tx.select().from(schoolAliases).limit(1);
        await tx.insert(schoolAliases).values({ alias: '测试简称', moeCode: SYSU, kind: '简称', seq: 99, sourceId: any!.sourceId });
        return 1;
      }),
    ]);
    expect((await get<SchoolBase>('query/base')).data.abbreviations.at(-1)).toBe('测试简称');
  });
});

describe.skipIf(engine !== 'postgres' || !redisUrl)('with Redis, two API processes on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let importer: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    scratch = await scratchDatabase(['sources', 'provinces', 'rank_tables', 'batch_lines', 'data_imports']);
    // a prefix of this run's own: other runs share the Redis
    const redis = { REDIS_URL: redisUrl, REDIS_PREFIX: `zhiyuan-test:${randomUUID()}:` };
    importer = await createTestApp(redis, testViewers, { own: await scratch.open() });
    other = await createTestApp(redis, testViewers, { own: await scratch.open() });
  });
  afterAll(async () => {
    await importer?.close();
    await other?.close();
    await scratch?.drop();
  });

  it('one imports, the other answers from the new rows', async () => {
    // the other process holds the table in memory
    expect(await rankOf600(other.app)).toEqual({ status: 200, lowestRank: 26988 });
    expect(await rankOf600(other.app)).toEqual({ status: 200, lowestRank: 26988 });

    await importer.app.importData([admissionDatasetFrom('rank_tables', await changedRankTableFile(importer.app))]);

    expect(await rankOf600(importer.app)).toEqual({ status: 200, lowestRank: 30000 });
    // the message travels through Redis: the other process drops its table as it arrives
    await expect.poll(async () => (await rankOf600(other.app)).lowestRank, { timeout: 5_000, interval: 50 }).toBe(30000);
  });
});
