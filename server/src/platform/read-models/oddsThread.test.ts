import { describe, expect, it } from 'vitest';
import { FORECAST_ANSWERS, OddsIndex, type AdmissionLineRow, type OddsRankTable } from '@zhiyuan/domain';
import { OddsThread, type RankTableRow } from './oddsThread';

// generated, never shown as data: forty schools with steady lines over three years, a flat 一分一段 table
const RULE = {
  province: '湖南',
  year: 2025,
  examModel: '3+1+2',
  subjectChoice: '首选物理/历史',
  totalScore: 750,
  batch: '本科批',
  fillMode: '院校专业组',
  maxChoices: 45,
  majorsPerChoice: 6,
  adjustOption: 'yes',
  parallel: true,
  notes: null,
  sourceUrl: null,
  confidence: 'confirmed',
};
const MODEL = { province: '湖南', firstYearNewModel: 2021, model: '3+1+2', totalScore: 750, subjectOptions: '首选物理/历史' };
const YEARS = [2023, 2024, 2025];
const lines: AdmissionLineRow[] = YEARS.flatMap((year) =>
  Array.from({ length: 40 }, (_, i) => ({
    province: '湖南',
    year,
    track: '物理类',
    batch: '本科批',
    moeCode: `41430${10000 + i}`,
    schoolName: `学校${i}`,
    groupCode: '01',
    schoolCode: null,
    campusNote: null,
    groupLabel: null,
    planType: null,
    subjectReq: i % 4 === 0 ? '化学和生物' : '不限',
    minScore: null,
    minRank: 1000 * (i + 1) + ((year * 7 + i * 13) % 5) * 20,
    rankDerived: false,
    quality: 'ok',
  })),
);
const bands: RankTableRow[] = YEARS.flatMap((year) =>
  Array.from({ length: 401 }, (_, k) => ({ province: '湖南', year, track: '物理类', quality: 'ok', score: 700 - k, scoreLabel: null, count: 200, cumulative: 200 * (k + 1) }) as RankTableRow),
);

/** The same data built in this thread, the way the model's thread builds it */
function here(): OddsIndex {
  const rankTables: OddsRankTable[] = YEARS.map((year) => ({
    province: '湖南',
    year,
    track: '物理类',
    quality: 'ok',
    bands: bands.filter((b) => b.year === year).map(({ score, scoreLabel, count, cumulative }) => ({ score, scoreLabel, count, cumulative })),
  }));
  return new OddsIndex({ lines, majorLines: [], plans: [], requirements: [], rankTables, rules: [RULE], models: [MODEL], batchLines: [] });
}

async function loaded(onExit: (t: OddsThread, e: Error) => void = () => undefined): Promise<OddsThread> {
  const thread = new OddsThread(onExit);
  thread.send({ kind: 'rows', table: 'lines', rows: lines });
  thread.send({ kind: 'rows', table: 'rankTables', rows: bands });
  await thread.call({ kind: 'build', rules: [RULE], models: [MODEL] });
  return thread;
}

describe('the odds model thread', () => {
  it('answers what the same forecast answers in this thread, by structured clone', async () => {
    const thread = await loaded();
    try {
      const forecast = here().forecast('湖南', '物理类', 2025);
      const ask = (name: string, args: unknown) => thread.call({ kind: 'answer', name, province: '湖南', track: '物理类', year: 2025, args });
      const place = { score: 650, rank: null };
      expect(await ask('place', place)).toEqual(FORECAST_ANSWERS.place(forecast, place));
      const rank = FORECAST_ANSWERS.place(forecast, place).placed;
      expect(rank).toMatchObject({ rank: 51 * 200 });
      const filters = { rank: 10_200, subjects: ['物', '化', '政'], school: { query: '学校1', allowed: ['4143010001', '4143010011', '4143010012', '4143010020'] }, includeOutOfReach: true, page: 1, pageSize: 50 };
      const page = await ask('recommend', filters);
      expect(page).toEqual(FORECAST_ANSWERS.recommend(forecast, filters));
      // the name holds 学校1 and the code is allowed: 学校1, 学校11 and 学校12 (学校20's name fails; 学校10, 学校13 … are not
      // allowed); 学校12 asks for 化学和生物, which 物化政 lacks
      expect((page as { records: { schoolName: string }[] }).records.map((r) => r.schoolName).sort()).toEqual(['学校1', '学校11']);
      const risk = { entries: [{ unitId: forecast.predictions[5]!.unit.id, majors: [], adjust: true }], rank: 10_200, seed: 7 };
      expect(await ask('risk', risk)).toEqual(FORECAST_ANSWERS.risk(forecast, risk));
    } finally {
      await thread.end();
    }
  });

  it('sends an error back as a refused call with its message', async () => {
    const thread = new OddsThread(() => undefined);
    try {
      await expect(thread.call({ kind: 'answer', name: 'place', province: '湖南', track: '物理类', year: 2025, args: { score: 600, rank: null } })).rejects.toThrow(
        '志愿模型尚未载入数据',
      );
    } finally {
      await thread.end();
    }
  });

  it('a slice of rows that fails to land makes the build refuse, naming why; the rows sent again build', async () => {
    const thread = new OddsThread(() => undefined);
    try {
      thread.send({ kind: 'rows', table: 'lines', rows: lines });
      // a table the thread does not keep: the slice fails, and nobody waits for its answer
      thread.send({ kind: 'rows', table: 'nowhere', rows: [{}] } as unknown as Parameters<OddsThread['send']>[0]);
      await expect(thread.call({ kind: 'build', rules: [RULE], models: [MODEL] })).rejects.toThrow('志愿模型的数据未能完整送达');
      // nothing of the failed load stays behind: the next load starts from no rows
      thread.send({ kind: 'rows', table: 'lines', rows: lines });
      thread.send({ kind: 'rows', table: 'rankTables', rows: bands });
      await thread.call({ kind: 'build', rules: [RULE], models: [MODEL] });
      const place = { score: 650, rank: null };
      expect(await thread.call({ kind: 'answer', name: 'place', province: '湖南', track: '物理类', year: 2025, args: place })).toEqual(
        FORECAST_ANSWERS.place(here().forecast('湖南', '物理类', 2025), place),
      );
    } finally {
      await thread.end();
    }
  });

  it('answers what it was asked after it is retired, then ends; a call after that is refused', async () => {
    let ended: Error | null = null;
    const thread = await loaded((_t, e) => (ended = e));
    const asked = thread.call({ kind: 'answer', name: 'place', province: '湖南', track: '物理类', year: 2025, args: { score: 650, rank: null } });
    thread.retire();
    await expect(asked).resolves.toMatchObject({ placed: { rank: 51 * 200 } });
    await expect.poll(() => ended).not.toBeNull();
    await expect(thread.call({ kind: 'prepare', province: '湖南', track: '物理类', year: 2025 })).rejects.toThrow('志愿模型线程已退出');
  });
});
