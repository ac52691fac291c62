import { describe, expect, it } from 'vitest';
import { OddsIndex } from './engine';
import { dataset, flatTable, line, majorLine } from './fixtures';
import { batchLevel, canonicalRequirement, planClass } from './normalize';

const CSU = '4143010533';

describe('normalising the sources', () => {
  it('keeps only the main parallel rounds of a batch', () => {
    expect(batchLevel('本科批')).toBe('本科');
    expect(batchLevel('普通类本科批次平行志愿')).toBe('本科');
    expect(batchLevel('本科一批')).toBe('本科一');
    expect(batchLevel('本科第二批')).toBe('本科二');
    expect(batchLevel('高职(专科)批')).toBe('专科');
    expect(batchLevel('本科提前批')).toBeNull();
    expect(batchLevel('普通类本科批次征求志愿')).toBeNull();
    expect(batchLevel('国家专项')).toBeNull();
  });

  it('leaves special plans out and keeps 中外合作 as its own class', () => {
    expect(planClass(null)).toBe('ordinary');
    expect(planClass('非定向')).toBe('ordinary');
    expect(planClass('国家专项计划')).toBeNull();
    expect(planClass('预科')).toBeNull();
    expect(planClass('非定向; 中外合作办学')).toBe('coop');
    expect(planClass(null, null, '化学中外合作办学')).toBe('coop');
  });

  it('compares 选科要求 written different ways', () => {
    expect(canonicalRequirement('物+化', '物理类')).toBe(canonicalRequirement('化学', '物理类'));
    expect(canonicalRequirement('化学和生物', '物理类')).toBe('all:化生');
    expect(canonicalRequirement('化/生', '物理类')).toBe('any:化生');
    expect(canonicalRequirement('不限', '物理类')).toBe('');
    expect(canonicalRequirement(null, '物理类')).toBeNull();
  });
});

describe('filling units and their past', () => {
  // 中南大学 湖南 物理类: groups 07, 09, 10 in 2024 became 116, 118, 119 in 2025 (same school, same count)
  const lines = [
    line({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '07', minScore: 624, minRank: 6853 }),
    line({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '107', minScore: 624 }),
    line({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '09', minScore: 623, minRank: 7093 }),
    line({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '10', minScore: 666, minRank: 899 }),
    line({ year: 2025, moeCode: CSU, schoolName: '中南大学', groupCode: '116', minScore: 629, minRank: 6094 }),
    line({ year: 2025, moeCode: CSU, schoolName: '中南大学', groupCode: '118', minScore: 625, minRank: 7140 }),
    line({ year: 2025, moeCode: CSU, schoolName: '中南大学', groupCode: '119', minScore: 655, minRank: 1665 }),
  ];
  const index = new OddsIndex(
    dataset({ lines, rankTables: [flatTable('湖南', '物理类', 2024, 100), flatTable('湖南', '物理类', 2025, 100)] }),
  );

  it('merges a group printed under two codes by two sources (07 and 107, same lowest score)', () => {
    const units = index.catalogue('湖南', '物理类', 2024)!.units;
    expect(units).toHaveLength(3);
    const g07 = units.find((u) => u.code === '07')!;
    expect(g07.aliases).toEqual(['107']);
    expect(g07.outcome?.rank).toBe(6853);
  });

  it('links renumbered groups in code order when the school has as many groups as the year before', () => {
    const forecast = index.forecast('湖南', '物理类', 2025);
    const byCode = (code: string) => forecast.predictions.find((p) => p.unit.code === code)!;
    expect(byCode('116').history.used[0]).toMatchObject({ year: 2024, how: 'order', rank: 6853 });
    expect(byCode('119').history.used[0]).toMatchObject({ year: 2024, how: 'order', rank: 899 });
    expect(byCode('116').source).toBe('linked');
  });

  it('a forecast of 2025 never reads 2025 lines: changing them changes nothing', () => {
    const changed = lines.map((l) => (l.year === 2025 ? { ...l, minRank: (l.minRank ?? 0) * 3, minScore: 400 } : l));
    const other = new OddsIndex(
      dataset({ lines: changed, rankTables: [flatTable('湖南', '物理类', 2024, 100), flatTable('湖南', '物理类', 2025, 100)] }),
    );
    const a = index.forecast('湖南', '物理类', 2025).predictions.map((p) => [p.unit.id, p.centre, p.scale]);
    const b = other.forecast('湖南', '物理类', 2025).predictions.map((p) => [p.unit.id, p.centre, p.scale]);
    expect(b).toEqual(a);
  });

  it('one year of history is 低置信; a unit without any is given no number', () => {
    const withNew = new OddsIndex(
      dataset({
        lines: [...lines, line({ year: 2025, moeCode: '4143010001', schoolName: '新学校', groupCode: '01', minRank: 9000 })],
        rankTables: [flatTable('湖南', '物理类', 2024, 100), flatTable('湖南', '物理类', 2025, 100)],
      }),
    );
    const forecast = withNew.forecast('湖南', '物理类', 2025);
    expect(forecast.predictions.find((p) => p.unit.code === '116')!.confidence).toBe('low');
    const fresh = forecast.predictions.find((p) => p.unit.schoolName === '新学校')!;
    expect(fresh.confidence).toBe('none');
    expect(fresh.centre).toBeNaN();
  });

  it('matches a group by its majors before its code, and falls back to the school when nothing is sound', () => {
    const majorRows = [
      majorLine({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '01', majorName: '临床医学' }),
      majorLine({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '01', majorName: '口腔医学' }),
      majorLine({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '02', majorName: '计算机类' }),
      majorLine({ year: 2025, moeCode: CSU, schoolName: '中南大学', groupCode: '02', majorName: '临床医学' }),
      majorLine({ year: 2025, moeCode: CSU, schoolName: '中南大学', groupCode: '02', majorName: '口腔医学' }),
    ];
    const groups = [
      line({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '01', subjectReq: '化学和生物', minRank: 2000 }),
      line({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '02', subjectReq: '化学', minRank: 5000 }),
      line({ year: 2024, moeCode: CSU, schoolName: '中南大学', groupCode: '03', subjectReq: '化学', minRank: 6000 }),
      line({ year: 2025, moeCode: CSU, schoolName: '中南大学', groupCode: '02', subjectReq: '化学和生物', minRank: 2100 }),
      line({ year: 2025, moeCode: CSU, schoolName: '中南大学', groupCode: '05', subjectReq: '化学', minRank: 5500 }),
      line({ year: 2025, moeCode: CSU, schoolName: '中南大学', groupCode: '06', subjectReq: '化学', minRank: 5600 }),
      line({ year: 2025, moeCode: CSU, schoolName: '中南大学', groupCode: '07', subjectReq: '化学', minRank: 7000 }),
    ];
    const idx = new OddsIndex(
      dataset({
        lines: groups,
        majorLines: majorRows,
        rankTables: [flatTable('湖南', '物理类', 2024, 100), flatTable('湖南', '物理类', 2025, 100)],
      }),
    );
    const forecast = idx.forecast('湖南', '物理类', 2025);
    const byCode = (code: string) => forecast.predictions.find((p) => p.unit.code === code)!;
    // 2025 group 02 holds 2024 group 01's majors (code 02 meant something else in 2024)
    expect(byCode('02').history.used[0]).toMatchObject({ how: 'majors', rank: 2000 });
    // three 化学 groups in 2025 against two in 2024, codes all new: pooled from the school's 化学 groups
    expect(byCode('05').history.used[0]).toMatchObject({ how: 'same-requirement', fallback: true });
    expect(byCode('05').source).toBe('schoolFallback');
  });

  it('recognises a year republished as the next one and leaves it out', () => {
    const base = Array.from({ length: 60 }, (_, i) =>
      line({ year: 2024, moeCode: `41430${String(10000 + i)}`, schoolName: `学校${i}`, groupCode: '01', minScore: 600 - i, minRank: 1000 + 100 * i }),
    );
    const copy = base.map((l) => ({ ...l, year: 2025 }));
    const idx = new OddsIndex(
      dataset({ lines: [...base, ...copy], rankTables: [flatTable('湖南', '物理类', 2024, 100), flatTable('湖南', '物理类', 2025, 100)] }),
    );
    expect(idx.copyOf('湖南', '物理类', 2025)).toBe(2024);
    expect(idx.copyOf('湖南', '物理类', 2024)).toBeNull();
  });
});
