import { describe, expect, it } from 'vitest';
import {
  batchLineSelectSchema,
  equivalentScoreShowSchema,
  historicalEquivalentSchema,
  rankNoMatchMessage,
  remarkSchema,
  sameScoreInfoSchema,
  scoreAtRankResultSchema,
  segmentDefaultSchema,
  segmentResultSchema,
  type BatchLineSelect,
  type DataProvinces,
  type EquivalentScoreShow,
  type HistoricalEquivalent,
  type Remark,
  type SameScoreInfo,
  type ScoreAtRankResult,
  type SegmentDefault,
  type SegmentResult,
} from '@zhiyuan/domain';
import { useTestApp } from '../../../test/app';

const { get, post } = useTestApp();
const guangdong2025 = { province: '广东', year: 2025, subject: '物理类' };

describe('GET /api/batch-lines/batch-line-select', () => {
  it('offers 安徽 only the years and tracks that have a table, newest first, with the batches of its lines', async () => {
    const res = await get<BatchLineSelect>('/api/batch-lines/batch-line-select?province=安徽');
    expect(res.status).toBe(200);
    const data = res.data;
    expect(() => batchLineSelectSchema.parse(data)).not.toThrow();
    expect(data.options.map((o) => o.year)).toEqual([2026, 2025]);
    expect(data.options[1]!.subjects.map((s) => s.subject)).toEqual(['物理类', '历史类']);
    expect(data.yearSubjectBatchMap['2025']!['物理类']).toEqual(['本科院校', '特殊类型招生']);
    expect(data.yearSubjectBatchMap['2024']).toBeUndefined();
    const table = data.options[1]!.subjects[0]!.table;
    expect(table).toMatchObject({ province: '安徽', year: 2025, subject: '物理类', quality: 'ok' });
    expect(table.source.publisher).toContain('安徽省教育招生考试院');
  });

  it('answers a province without tables with an empty map, and an unknown one with 400', async () => {
    const empty = (await get<BatchLineSelect>('/api/batch-lines/batch-line-select?province=西藏')).data;
    expect(empty.options).toEqual([]);
    const bad = await get('/api/batch-lines/batch-line-select?province=火星');
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('请选择高考省份');
    expect((await get('/api/batch-lines/batch-line-select')).status).toBe(400);
  });

  it('lists the provinces with tables and with batch lines', async () => {
    const data = (await get<DataProvinces>('/api/batch-lines/provinces')).data;
    expect(data.rankTables).toContain('安徽');
    expect(data.rankTables).toContain('浙江');
    expect(data.rankTables).toContain('山东');
    expect(data.rankTables).not.toContain('西藏');
    expect(data.batchLines).toHaveLength(31);
  });
});

describe('POST /api/batch-lines/batch-line-segment', () => {
  it('shows a score the published table skips as part of its band (河南 2023 理科 401–408), not as 0 candidates', async () => {
    const res = await post<SegmentResult>('/api/batch-lines/batch-line-segment', { province: '河南', year: 2023, subject: '理科', score: 405 });
    expect(res.status).toBe(200);
    expect(res.data.segment).toMatchObject({ bandLabel: '400-408', highestRank: 320264, lowestRank: 336219, sameScoreCount: 15956, omitted: true });
    expect(res.data.scorePrompt).toContain('累计人数在此跳了15956人');
    expect(res.data.scorePrompt).not.toContain('没有考生');
  });

  it('gives the source table’s row for 广东 2025 物理类 600 分', async () => {
    const res = await post<SegmentResult>('/api/batch-lines/batch-line-segment', { ...guangdong2025, score: 600, batch: '本科批' });
    expect(res.status).toBe(200);
    const data = res.data;
    expect(() => segmentResultSchema.parse(data)).not.toThrow();
    expect(data.segment).toEqual({
      score: 600,
      bandLabel: '600',
      highestRank: 26229,
      lowestRank: 26988,
      sameScoreCount: 760,
      suggestedRank: 26988,
      competitionLevel: '中',
    });
    expect(data.batchLine).toMatchObject({ batch: '本科批', controlScore: 436, ambiguous: false });
    expect(data.scorePrompt).toContain('位次26229–26988名');
    expect(data.scorePrompt).toContain('比本科批控制线436分高164分');
    expect(data.table).toMatchObject({ year: 2025, quality: 'ok', totalCandidates: 440208 });
    expect(data.table.source.title).toBeTruthy();
  });

  it('accepts the score as text, as a form sends it', async () => {
    const data = (await post<SegmentResult>('/api/batch-lines/batch-line-segment', { ...guangdong2025, score: '600' })).data;
    expect(data.segment?.lowestRank).toBe(26988);
    expect(data.batchLine).toBeNull();
  });

  it('answers a score above the top and below the bottom with the spec’s warning', async () => {
    for (const score of [698, 99]) {
      const b = await post<SegmentResult>('/api/batch-lines/batch-line-segment', { ...guangdong2025, score });
      expect(b.status).toBe(200);
      expect(b.code).toBe(200);
      expect(b.message).toBe(rankNoMatchMessage(score));
      expect(b.data.segment).toBeNull();
      expect(b.data.scorePrompt).toBe(`您输入的${score}分无匹配的位次。换个分数再试试吧！`);
    }
  });

  it('names the bad field in Chinese', async () => {
    const cases: [object, string][] = [
      [{ province: '广东', year: 2025, score: 600 }, '请选择科目'],
      [{ ...guangdong2025, subject: ' ', score: 600 }, '请选择科目'],
      [{ ...guangdong2025 }, '请输入分数'],
      [{ ...guangdong2025, score: '' }, '请输入分数'],
      [{ ...guangdong2025, score: 'abc' }, '请输入正确的分数'],
      [{ ...guangdong2025, score: 1000 }, '请输入正确的分数'],
      [{ ...guangdong2025, province: '火星', score: 600 }, '请选择高考省份'],
      [{ ...guangdong2025, year: 'x', score: 600 }, '请选择高考年份'],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/batch-lines/batch-line-segment', payload);
      expect(res, JSON.stringify(payload)).toEqual({ status: 400, code: 400, message, data: null });
    }
  });

  it('answers a year, track or batch without data with 404 and 暂无 words', async () => {
    const year = await post('/api/batch-lines/batch-line-segment', { ...guangdong2025, year: 2019, score: 600 });
    expect(year.status).toBe(404);
    expect(year.message).toBe('暂无广东2019年物理类的一分一段数据');
    const track = await post('/api/batch-lines/batch-line-segment', { ...guangdong2025, subject: '理科', score: 600 });
    expect(track.status).toBe(404);
    const batch = await post('/api/batch-lines/batch-line-segment', { ...guangdong2025, score: 600, batch: '本科一批' });
    expect(batch.status).toBe(404);
    expect(batch.message).toContain('暂无广东2025年物理类“本科一批”的批次线');
  });

  it('agrees with the table for a sample of tables through HTTP', async () => {
    const select = (await get<BatchLineSelect>('/api/batch-lines/batch-line-select?province=重庆')).data;
    for (const { year, subjects } of select.options) {
      for (const { subject } of subjects) {
        const page = (await post<SameScoreInfo>('/api/batch-lines/same-score-info', { province: '重庆', year, subject, page: 2, pageSize: 10 })).data;
        for (const row of page.records) {
          const seg = (await post<SegmentResult>('/api/batch-lines/batch-line-segment', { province: '重庆', year, subject, score: row.score })).data.segment!;
          expect(seg.lowestRank).toBe(row.cumulative);
          expect(seg.sameScoreCount).toBe(row.count);
        }
      }
    }
  });
});

describe('POST /api/batch-lines/batch-line-segment-default', () => {
  it('returns the distribution of the table, highest score first, and the chosen batch line', async () => {
    const data = (await post<SegmentDefault>('/api/batch-lines/batch-line-segment-default', { ...guangdong2025, batch: '本科批' })).data;
    expect(() => segmentDefaultSchema.parse(data)).not.toThrow();
    expect(data.curveData).toHaveLength(data.table.rows);
    expect(data.curveData[0]).toEqual({ score: 697, highScore: 697, sameScoreCount: 19, highestRank: 1, lowestRank: 19 });
    expect(data.curveData.find((p) => p.score === 600)).toEqual({
      score: 600,
      highScore: 600,
      sameScoreCount: 760,
      highestRank: 26229,
      lowestRank: 26988,
    });
    expect(data.batchLine?.controlScore).toBe(436);
  });

  it('reaches the full mark with a merged top band (北京 10-point bands at the bottom)', async () => {
    const data = (await post<SegmentDefault>('/api/batch-lines/batch-line-segment-default', { province: '北京', year: 2023, subject: '综合' })).data;
    expect(data.curveData[0]).toMatchObject({ score: 696, highScore: 750, highestRank: 1, lowestRank: 104 });
  });
});

describe('POST /api/batch-lines/historical-equivalent-score', () => {
  it('carries the rank to each earlier year of the same track, with that year’s band', async () => {
    const data = (await post<HistoricalEquivalent>('/api/batch-lines/historical-equivalent-score', { province: '广东', year: 2026, subject: '物理类', score: 600 })).data;
    expect(() => historicalEquivalentSchema.parse(data)).not.toThrow();
    const rank = data.segment!.suggestedRank;
    expect(data.rows.map((r) => r.year)).toEqual([2025, 2024, 2023, 2022, 2021]);
    const y2025 = data.rows[0]!;
    expect(y2025.historicalEquivalentRank).toBe(rank);
    expect(y2025.lowestRank!).toBeGreaterThanOrEqual(rank);
    expect(y2025.highestRank!).toBeLessThanOrEqual(rank);
    // the 2025 band holding that rank, read with the rank lookup, gives back the same range
    const back = (await post<SegmentResult>('/api/batch-lines/batch-line-segment', { ...guangdong2025, score: y2025.historicalEquivalentScore })).data.segment!;
    expect(back.lowestRank).toBe(y2025.lowestRank);
    expect(y2025.table.source).toBeDefined();
  });

  it('says when an earlier table does not reach the rank (上海 truncated tables)', async () => {
    const data = (await post<HistoricalEquivalent>('/api/batch-lines/historical-equivalent-score', { province: '上海', year: 2020, subject: '综合', score: 270 })).data;
    expect(data.rows).toEqual([]);
    expect(data.message).toContain('无法换算');
    const later = (await post<HistoricalEquivalent>('/api/batch-lines/historical-equivalent-score', { province: '上海', year: 2021, subject: '综合', score: 285 })).data;
    const row2020 = later.rows.find((r) => r.year === 2020)!;
    expect(row2020).toBeDefined();
  });

  it('gives the no-match warning for a score outside the table', async () => {
    const b = (await post<HistoricalEquivalent>('/api/batch-lines/historical-equivalent-score', { ...guangdong2025, score: 50 }));
    expect(b.message).toBe(rankNoMatchMessage(50));
    expect(b.data.rows).toEqual([]);
  });
});

describe('POST /api/batch-lines/get-score and same-score-info', () => {
  it('finds the score band of a rank, and says when the table ends first', async () => {
    const data = (await post<ScoreAtRankResult>('/api/batch-lines/get-score', { ...guangdong2025, rank: 26500 })).data;
    expect(() => scoreAtRankResultSchema.parse(data)).not.toThrow();
    expect(data).toMatchObject({ score: 600, highestRank: 26229, lowestRank: 26988 });
    const beyond = (await post<ScoreAtRankResult>('/api/batch-lines/get-score', { ...guangdong2025, rank: 9_000_000 }));
    expect(beyond.data.score).toBeNull();
    expect(beyond.message).toContain('没有第9000000名');
    const bad = await post('/api/batch-lines/get-score', { ...guangdong2025, rank: 0 });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('位次不能小于1');
  });

  it('pages the table 10/20/50/100 and opens the page of a score', async () => {
    const data = (await post<SameScoreInfo>('/api/batch-lines/same-score-info', { ...guangdong2025, score: 600, pageSize: 20 })).data;
    expect(() => sameScoreInfoSchema.parse(data)).not.toThrow();
    expect(data.size).toBe(20);
    expect(data.highlightScore).toBe(600);
    expect(data.records.find((r) => r.score === 600)).toEqual({
      score: 600,
      bandLabel: '600',
      count: 760,
      cumulative: 26988,
      highestRank: 26229,
      lowestRank: 26988,
    });
    expect(data.current).toBe(Math.floor((697 - 600) / 20) + 1);
    const first = (await post<SameScoreInfo>('/api/batch-lines/same-score-info', guangdong2025)).data;
    expect(first).toMatchObject({ current: 1, size: 10, highlightScore: null });
    expect(first.records[0]!.score).toBe(697);
    const bad = await post('/api/batch-lines/same-score-info', { ...guangdong2025, pageSize: 30 });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('每页条数只能是10、20、50、100');
  });
});

describe('GET /api/remark-configs/*', () => {
  it('describes 等效分 with the years and tracks that exist', async () => {
    const data = (await get<Remark>('/api/remark-configs/equivalent-score-description?province=重庆')).data;
    expect(() => remarkSchema.parse(data)).not.toThrow();
    const text = data.paragraphs.join('');
    expect(text).toContain('物理类（2021、2022、2023、2024、2025、2026年）');
    expect(text).toContain('自2021年起按物理类/历史类公布');
    expect(text).toContain('2018年理科表只公布了400分及以上');
    expect(text).not.toContain('2021年物理类表');
    const none = (await get<Remark>('/api/remark-configs/equivalent-score-description?province=西藏')).data;
    expect(none.paragraphs).toEqual(['暂无西藏的一分一段数据，无法换算等效分。']);
  });

  it('shows 等效分, 同位次分 or nothing from the tables’ years and quality', async () => {
    const show = async (p: string) =>
      (await get<EquivalentScoreShow>(`/api/remark-configs/province/equivalent-score-show?province=${p}`)).data;
    const anhui = await show('安徽');
    expect(() => equivalentScoreShowSchema.parse(anhui)).not.toThrow();
    expect(anhui.showType).toBe('equivalentScore');
    expect((await show('上海')).showType).toBe('sameRankScore');
    expect((await show('内蒙古')).showType).toBe('none');
    expect((await show('西藏')).showType).toBe('none');
  });

  it('states the years, tracks, caveats and sources of the province’s tables', async () => {
    const data = (await get<Remark>('/api/remark-configs/instructions-for-reporting?province=山西')).data;
    const text = data.paragraphs.join('');
    expect(text).toContain('年份：2025、2026');
    expect(text).toContain('2025年物理类表只公布了419分及以上');
    expect(text).toContain('2026年物理类表缺少最高分段');
    expect(text).toContain('来源：');
    expect(data.tables.every((tb) => tb.source.title.length > 0)).toBe(true);
  });
});
