import { describe, it, expect } from 'vitest';
import {
  SUBJECT_MODE_TRACKS,
  selectsComprehensive,
  subjectIdFor,
  subjectModePeriods,
  tracksFor,
} from './subject-modes';

const NEW_3_1_2 = '首选物理/历史(选1) + 再选2 of 化学/生物/政治/地理';

describe('subjectModePeriods', () => {
  it('gives a 3+1+2 province a 老高考 period up to the year before, then 新高考', () => {
    expect(subjectModePeriods('3+1+2', 2025, NEW_3_1_2)).toEqual([
      { fromYear: null, toYear: 2024, model: '老高考', mode: '老高考', tracks: ['理科', '文科'] },
      { fromYear: 2025, toYear: null, model: '3+1+2', mode: '新高考', tracks: ['物理类', '历史类'] },
    ]);
  });

  it('gives a 3+3 province 6选3 unless its options start with 7选3', () => {
    const beijing = subjectModePeriods('3+3 综合', 2020, '6选3 (物理/化学/生物/政治/历史/地理)');
    expect(beijing[1]).toEqual({ fromYear: 2020, toYear: null, model: '3+3 综合', mode: '6选3', tracks: ['综合'] });
    const zhejiang = subjectModePeriods('3+3 综合', 2017, '7选3 (物理/化学/生物/政治/历史/地理/技术)');
    expect(zhejiang[1]?.mode).toBe('7选3');
    expect(zhejiang[1]?.tracks).toEqual(['综合']);
    // 7选3 must lead the options; a mention further on does not count.
    expect(subjectModePeriods('3+3 综合', 2017, '6选3 (not 7选3)')[1]?.mode).toBe('6选3');
  });

  it('gives a 老高考-only province a single open period', () => {
    expect(subjectModePeriods('老高考 文理', null, '文科综合/理科综合 (文史类/理工类)')).toEqual([
      { fromYear: null, toYear: null, model: '老高考', mode: '老高考', tracks: ['理科', '文科'] },
    ]);
  });

  it('does not share track arrays between periods or with the constant', () => {
    const periods = subjectModePeriods('3+1+2', 2021, NEW_3_1_2);
    periods[1]?.tracks.push('综合');
    expect(SUBJECT_MODE_TRACKS.新高考).toEqual(['物理类', '历史类']);
    expect(subjectModePeriods('3+1+2', 2021, NEW_3_1_2)[1]?.tracks).toEqual(['物理类', '历史类']);
  });

  it('rejects model strings the data does not use and contradictory rows', () => {
    expect(() => subjectModePeriods('3+2+1', 2025, '')).toThrow(/Unknown exam model/);
    expect(() => subjectModePeriods('老高考 文理', 2027, '')).toThrow(/老高考/);
  });
});

describe('tracksFor', () => {
  const henan = subjectModePeriods('3+1+2', 2025, NEW_3_1_2);

  it('picks the old tracks up to the year before the new model and the new ones from it', () => {
    expect(tracksFor(henan, 2010)).toEqual(['理科', '文科']);
    expect(tracksFor(henan, 2024)).toEqual(['理科', '文科']);
    expect(tracksFor(henan, 2025)).toEqual(['物理类', '历史类']);
    expect(tracksFor(henan, 2030)).toEqual(['物理类', '历史类']);
  });

  it('is empty when no period covers the year', () => {
    expect(tracksFor([], 2025)).toEqual([]);
    const closed = [{ fromYear: 2018, toYear: 2020, model: '老高考', mode: '老高考', tracks: ['理科', '文科'] }];
    expect(tracksFor(closed, 2017)).toEqual([]);
    expect(tracksFor(closed, 2018)).toEqual(['理科', '文科']);
    expect(tracksFor(closed, 2020)).toEqual(['理科', '文科']);
    expect(tracksFor(closed, 2021)).toEqual([]);
  });
});

describe('subject ids', () => {
  it('maps the physics side to 4 and the history side to 7', () => {
    expect(subjectIdFor('物理')).toBe(4);
    expect(subjectIdFor('理科')).toBe(4);
    expect(subjectIdFor('物理类')).toBe(4);
    expect(subjectIdFor('历史')).toBe(7);
    expect(subjectIdFor('文科')).toBe(7);
    expect(subjectIdFor('历史类')).toBe(7);
  });

  it('has no id for 综合 or unknown tracks, including prototype names', () => {
    expect(subjectIdFor('综合')).toBeNull();
    expect(subjectIdFor('化学')).toBeNull();
    expect(subjectIdFor('toString')).toBeNull();
  });

  it('selects 综合 only when the subject list starts with it', () => {
    expect(selectsComprehensive(['综合'])).toBe(true);
    expect(selectsComprehensive(['物理类', '综合'])).toBe(false);
    expect(selectsComprehensive([])).toBe(false);
  });
});
