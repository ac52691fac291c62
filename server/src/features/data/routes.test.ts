import { describe, expect, it } from 'vitest';
import { DATASET_NAMES, dataCoverageSchema, sourcePageSchema, type DataCoverage, type SourceEntry, type Page } from '@zhiyuan/domain';
import { useTestApp } from '../../../test/app';
import { loadedDatasets } from '../../db/import';

const t = useTestApp();
const { get } = t;

describe('GET /api/data/coverage', () => {
  it('lists every dataset with the rows the import recorded', async () => {
    const res = await get<DataCoverage>('/api/data/coverage');
    expect(res.status).toBe(200);
    const coverage = dataCoverageSchema.parse(res.data);
    expect(coverage.datasets.map((d) => d.dataset)).toEqual(DATASET_NAMES);
    const recorded = new Map((await loadedDatasets(t.database.db)).map((d) => [d.dataset, d.rows]));
    // job_market comes only from staff imports: none recorded, 0 rows
    for (const d of coverage.datasets) expect(d.rows, d.dataset).toBe(recorded.get(d.dataset) ?? 0);
  });

  it('counts rows per province and year, and has no cell where there is no data (西藏 rank tables)', async () => {
    const [rankTables] = (await get<DataCoverage>('/api/data/coverage?dataset=rank_tables')).data.datasets;
    expect(rankTables).toMatchObject({ dataset: 'rank_tables', title: '一分一段表', byProvince: true, byYear: true, rows: 125_015 });
    const guangdong2025 = rankTables!.cells.find((c) => c.province === '广东' && c.year === 2025);
    expect(guangdong2025!.rows).toBeGreaterThan(8_000);
    expect(rankTables!.cells.reduce((n, c) => n + c.rows, 0)).toBe(125_015);
    expect(rankTables!.provinces).toContain('浙江');
    expect(rankTables!.provinces).not.toContain('西藏');
    expect(rankTables!.years[0]).toBe(2017);
  });

  it('narrows to one province; a dataset without a province axis stays whole', async () => {
    const res = await get<DataCoverage>('/api/data/coverage?province=西藏');
    const byName = new Map(res.data.datasets.map((d) => [d.dataset, d]));
    expect(byName.get('rank_tables')!.cells).toEqual([]);
    expect(byName.get('subject_requirements')!.cells).toEqual([]);
    expect(byName.get('school_contacts')!.cells).toEqual([{ province: '西藏', year: null, rows: expect.any(Number) }]);
    // 840 本科 + 742 高职专科 + 243 职业本科
    expect(byName.get('majors')!.cells).toEqual([{ province: null, year: null, rows: 1_825 }]);
  });

  it('refuses an unknown dataset, naming the field', async () => {
    const res = await get('/api/data/coverage?dataset=nothing');
    expect(res).toMatchObject({ status: 400, code: 400, data: null });
    expect(res.message).toContain('未知的数据集');
  });
});

describe('GET /api/data/sources', () => {
  it('lists the repositories with their licences as stated', async () => {
    const res = await get<Page<SourceEntry>>('/api/data/sources?kind=repository');
    expect(res.status).toBe(200);
    const page = sourcePageSchema.parse(res.data);
    expect(page.total).toBe(38);
    const byRepo = new Map(page.records.map((s) => [s.repository, s]));
    expect(byRepo.get('immaotianyi/gaokao-volunteer-v2')).toMatchObject({ licence: 'MIT', url: 'https://github.com/immaotianyi/gaokao-volunteer-v2' });
    expect(byRepo.get('insensible104/GaokaoAgent')!.licence).toBe('Apache-2.0');
    expect(byRepo.get('liuguanghui0226/gaokao-zhiyuan-site')!.licence).toBe('none stated');
    // most rows first
    expect(page.records[0]!.repository).toBe('liuguanghui0226/gaokao-zhiyuan-site');
  });

  it('filters by dataset and text, and pages', async () => {
    const page = (await get<Page<SourceEntry>>('/api/data/sources?dataset=rankings&kind=dataset&query=软科')).data;
    expect(page.records.map((s) => s.id).sort()).toEqual(['arwu-2024', 'bcur-2023', 'bcur-2025', 'bcur-2026']);
    const second = (await get<Page<SourceEntry>>('/api/data/sources?kind=page&page=2&pageSize=10')).data;
    expect(second).toMatchObject({ current: 2, size: 10 });
    expect(second.records).toHaveLength(10);
    expect(second.total).toBeGreaterThan(2_000);
  });

  it('caps the page size', async () => {
    const res = await get('/api/data/sources?pageSize=1000');
    expect(res.status).toBe(400);
    expect(res.message).toContain('每页条数');
  });
});
