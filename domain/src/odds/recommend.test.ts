import { describe, expect, it } from 'vitest';
import { adviseList, reportList } from './advise';
import { fitParameters, ParameterFit, PRIOR_PARAMETERS, type ResidualRecord } from './calibration';
import { OddsIndex } from './engine';
import { dataset, EXAM_MODELS, flatTable, line, RULES } from './fixtures';
import { tierOf } from './forecast';
import { meetsUnitRequirement, recommend, resolveStudentRank, studentTrack } from './recommend';
import { admissionRule } from './rules';
import { Random } from './stats';

/** Forty schools with one group each, lines steady over three years (rank 1000 … 40000). */
function steadyProvince() {
  const lines = [];
  for (const year of [2023, 2024, 2025]) {
    for (let i = 0; i < 40; i++) {
      lines.push(
        line({
          year,
          moeCode: `41430${String(10000 + i)}`,
          schoolName: `学校${i}`,
          groupCode: '01',
          subjectReq: i % 4 === 0 ? '化学和生物' : i % 4 === 1 ? '化学' : '不限',
          minRank: 1000 * (i + 1) + ((year * 7 + i * 13) % 5) * 20,
        }),
      );
    }
  }
  return new OddsIndex(
    dataset({ lines, rankTables: [2023, 2024, 2025].map((y) => flatTable('湖南', '物理类', y, 200)) }),
  );
}

describe('student side', () => {
  it('maps every subject-selection mode to its track', () => {
    expect(studentTrack('6选3', '物理')).toBe('综合');
    expect(studentTrack('7选3', '技术')).toBe('综合');
    expect(studentTrack('老高考', '文科')).toBe('文科');
    expect(studentTrack('老高考', '理科')).toBe('理科');
    expect(studentTrack('新高考', '历史')).toBe('历史类');
    expect(studentTrack('4选2', '物理')).toBe('物理类');
    expect(studentTrack('2选1', '历史')).toBe('历史类');
  });

  it('turns a score into a rank through the year\'s table, or the latest one and says so', () => {
    const index = steadyProvince();
    const own = index.forecast('湖南', '物理类', 2025);
    const r = resolveStudentRank(own, { score: 650 });
    expect(r).toMatchObject({ rank: 51 * 200, source: 'score', tableYear: 2025, note: null });
    const future = index.forecast('湖南', '物理类', 2026);
    expect(resolveStudentRank(future, { score: 650 })).toMatchObject({ tableYear: 2025, note: expect.stringContaining('2025年') });
    expect(future.notes.join()).toContain('按2025年的填报单位');
    expect(resolveStudentRank(own, { score: 100 })).toEqual({ error: expect.stringContaining('只公布到300分') });
    expect(resolveStudentRank(own, {})).toEqual({ error: '请填写分数或位次' });
  });

  it('says how few units it can estimate where past lines cover few of them', () => {
    // forty units: fewer than any province has schools
    expect(steadyProvince().forecast('湖南', '物理类', 2025).notes.join()).toContain('本站只收录了湖南物理类2025年40个填报单位');
    // 2025's 120 units, of which only five were filled before
    const lines = [];
    for (let i = 0; i < 120; i++) lines.push(line({ year: 2025, moeCode: `41430${String(10000 + i)}`, schoolName: `学校${i}`, groupCode: '01', minRank: 1000 * (i + 1) }));
    for (let i = 0; i < 5; i++) lines.push(line({ year: 2024, moeCode: `41430${String(10000 + i)}`, schoolName: `学校${i}`, groupCode: '01', minRank: 1000 * (i + 1) }));
    const thin = new OddsIndex(dataset({ lines, rankTables: [2024, 2025].map((y) => flatTable('湖南', '物理类', y, 200)) })).forecast('湖南', '物理类', 2025);
    const estimated = thin.predictions.filter((p) => p.confidence !== 'none').length;
    expect(estimated).toBeLessThan(60);
    expect(thin.notes.join()).toContain(`湖南物理类2025年的120个填报单位中，只有${estimated}个有往年录取数据`);
  });

  it('filters by 选科要求 first', () => {
    const index = steadyProvince();
    const forecast = index.forecast('湖南', '物理类', 2025);
    const chemistryBiology = forecast.predictions.find((p) => p.unit.requirementText === '化学和生物')!.unit;
    expect(meetsUnitRequirement(chemistryBiology, ['物', '化', '生'])).toBe(true);
    expect(meetsUnitRequirement(chemistryBiology, ['物', '化', '地'])).toBe(false);
    const page = recommend(forecast, 12000, ['物', '政', '地'], { pageSize: 100, includeOutOfReach: true });
    expect(page.records.every((r) => r.requirement === '不限')).toBe(true);
    expect(page.total).toBe(20);
  });

  it('gives tiers by the documented bands and, for 低置信, a range instead of a number', () => {
    const index = steadyProvince();
    const forecast = index.forecast('湖南', '物理类', 2025);
    const page = recommend(forecast, 15000, ['物', '化', '生'], { pageSize: 100 });
    expect(page.records.length).toBeGreaterThan(5);
    for (const r of page.records) {
      expect(r.confidence).toBe('normal');
      expect(r.tier).toBe(tierOf(r.probability!));
      expect(r.history.map((h) => h.year)).toEqual([2024, 2023]);
    }
    expect(page.counts.保 + page.counts.稳 + page.counts.冲).toBe(page.records.length);
    const early = index.forecast('湖南', '物理类', 2024);
    const low = recommend(early, 15000, ['物', '化', '生'], { pageSize: 100 }).records;
    expect(low.every((r) => r.probability === null && r.probabilityRange !== null && r.confidence === 'low')).toBe(true);
  });
});

describe('province filling rules', () => {
  it('a year without published rules takes the latest and says so; inferred rules are unverified', () => {
    const rule = admissionRule(RULES, EXAM_MODELS, '湖南', 2026);
    expect(rule.ruleYear).toBe(2025);
    expect(rule.carriedOver).toBe(true);
    expect(rule.message).toContain('沿用2025年规则');
    expect(rule.mainBatch).toMatchObject({ batch: '本科批', maxChoices: 45, majorsPerChoice: 6, adjust: 'yes', verified: true });
    expect(rule.batches.find((b) => b.batch === '本科提前批')!.verified).toBe(false);
    expect(rule.fillMode).toBe('院校专业组');
  });

  it('专业+院校 provinces fill one major per choice; 老高考 years fill by school', () => {
    expect(admissionRule(RULES, EXAM_MODELS, '河北', 2026).mainBatch).toMatchObject({ fillMode: '专业+院校', maxChoices: 96, majorsPerChoice: 1 });
    const old = admissionRule(RULES, EXAM_MODELS, '河南', 2024);
    expect(old.fillMode).toBe('院校');
    expect(old.message).toContain('老高考');
  });
});

describe('fitted parameters', () => {
  it('recovers the shared drift and the units\' own noise from past residuals', () => {
    const random = new Random(11);
    const records: ResidualRecord[] = [];
    for (let y = 0; y < 30; y++) {
      const drift = 0.08 * random.normal();
      for (let i = 0; i < 300; i++) {
        records.push({
          province: y % 2 ? '甲' : '乙',
          track: '物理类',
          year: 2000 + y,
          position: 0.5,
          single: false,
          fallback: false,
          byDecay: [0, 0.35, 0.7].map(() => ({ residual: drift + 0.1 * random.normal(), cohortExposure: 0 })),
          planChange: 0,
        });
      }
    }
    const fit = fitParameters(records, { province: '甲', track: '物理类', year: 2100 });
    expect(fit.tau).toBeGreaterThan(0.055);
    expect(fit.tau).toBeLessThan(0.11);
    expect(fit.sigma[4]).toBeGreaterThan(0.085);
    expect(fit.sigma[4]).toBeLessThan(0.115);
    expect(fit.nu).toBeGreaterThanOrEqual(10);
    // nothing from the target year or later
    const none = fitParameters(records, { province: '甲', track: '物理类', year: 2000 });
    expect(none.basis).toEqual({ years: [], residuals: 0, ownResiduals: 0, driftYears: 0, ownDriftYears: 0 });
    none.beta.forEach((b, i) => expect(b).toBeCloseTo(PRIOR_PARAMETERS.beta[i]!, 10));
    expect(none.sigma).toEqual(PRIOR_PARAMETERS.sigma);
    expect([none.tau, none.nu, none.gamma]).toEqual([PRIOR_PARAMETERS.tau, PRIOR_PARAMETERS.nu, PRIOR_PARAMETERS.gamma]);
  });
  it('one fit of a year serves every province and track with exactly what fitting each alone gives', () => {
    const random = new Random(29);
    const records: ResidualRecord[] = [];
    // three provinces with their own drifts and noise; 丙 has too few linked units to choose its own decay
    const places = [
      { province: '甲', track: '物理类', units: 260, noise: 0.08 },
      { province: '乙', track: '物理类', units: 200, noise: 0.15 },
      { province: '乙', track: '历史类', units: 120, noise: 0.1 },
      { province: '丙', track: '物理类', units: 40, noise: 0.2 },
    ];
    for (let year = 2018; year < 2026; year++) {
      for (const place of places) {
        const drift = 0.06 * random.normal();
        for (let i = 0; i < place.units; i++) {
          const cohort = 0.1 * random.normal();
          records.push({
            province: place.province,
            track: place.track,
            year,
            position: Math.exp(-4 * random.next()) * 1.6,
            single: random.next() < 0.2,
            fallback: random.next() < 0.1,
            byDecay: [0, 0.35, 0.7].map((_, k) => ({ residual: drift + 0.5 * cohort + (1 + k * 0.2) * place.noise * random.normal(), cohortExposure: cohort })),
            planChange: random.next() < 0.5 ? 0 : 0.3 * random.normal(),
          });
        }
      }
    }
    for (const year of [2022, 2026]) {
      const shared = new ParameterFit(records, year);
      // in another order than the fresh fits: nothing of one target may stay in what the next one reads
      const reused = [...places].reverse().map((t) => shared.fit(t)).reverse();
      const alone = places.map((t) => fitParameters(records, { ...t, year }));
      expect(reused).toEqual(alone);
      // and the targets' own parts differ
      expect(new Set(alone.map((f) => f.tau)).size).toBe(places.length);
      expect(alone.map((f) => f.basis.ownResiduals)).not.toContain(0);
    }
  });
});

describe('list report and advice', () => {
  it('warns when 滑档 passes the threshold and adds safe units from the pool until it is under the ceiling', () => {
    const index = steadyProvince();
    const forecast = index.forecast('湖南', '物理类', 2025);
    const rank = 15000;
    const ordered = [...forecast.predictions].sort((a, b) => a.centre - b.centre);
    // a list of reaches only
    const wishes = ordered.filter((p) => p.centreRank < rank).slice(-4).map((p) => ({ unitId: p.unit.id }));
    const before = reportList(forecast, wishes, rank, 1, 2000);
    expect(before.simulation.fall).toBeGreaterThan(0.5);
    expect(before.warning).toContain('滑档风险');
    const advice = adviseList(forecast, wishes, rank, {
      maxChoices: 6,
      pool: ordered.map((p) => p.unit.id),
      seed: 1,
      draws: 2000,
    });
    expect(advice.ceilingMet).toBe(true);
    expect(advice.after.simulation.fall + advice.after.simulation.refused).toBeLessThanOrEqual(0.02);
    expect(advice.entries.length).toBeLessThanOrEqual(6);
    expect(advice.changes.some((c) => c.kind === 'add')).toBe(true);
    // still in order of preference (more selective first)
    const centres = advice.entries.map((e) => forecast.byId.get(e.unitId)!.centre);
    expect([...centres].sort((a, b) => a - b)).toEqual(centres);
    expect(advice.after.warning).toBeNull();
  });
});
