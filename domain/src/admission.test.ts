import { describe, expect, it } from 'vitest';
import {
  NO_TRACK,
  compareBatchKinds,
  comparePrintedCodes,
  compareTracks,
  groupRequirements,
  isCollectionRound,
  isEarlyBatch,
  pickProvince,
  provincesOf,
  trackName,
  trackOfName,
  unitCode,
  unitDirection,
  unitKey,
  unitTitle,
  groupLabelText,
  unitCodeText,
  yearConfigs,
  type UnitFields,
} from './admission';
import { earlyBatchDataKey, parseEarlyBatchDataKey } from './earlybatch';
import { noteBesideMajor } from './plans';

describe('noteBesideMajor', () => {
  it('names a plan row\'s major once', () => {
    expect(noteBesideMajor('临床医学', '临床医学')).toBeNull();
    expect(noteBesideMajor('临床医学', '临床医学(五年制)')).toBe('(五年制)');
    expect(noteBesideMajor('临床医学', '中外合作办学')).toBe('中外合作办学');
    expect(noteBesideMajor(null, ' 备注 ')).toBe('备注');
  });
});

const unit = (extra: Partial<UnitFields> = {}): UnitFields => ({
  track: '物理类',
  batch: '本科批',
  schoolName: '中山大学',
  groupCode: null,
  schoolCode: '10558',
  groupLabel: null,
  planType: null,
  campusNote: null,
  ...extra,
});

describe('the admission unit', () => {
  it('is named by its group number, the source’s label, or its kind', () => {
    expect(unitCode(unit({ groupCode: '219', groupLabel: '第1组' }))).toBe('219');
    expect(unitCode(unit({ groupLabel: '第1组' }))).toBe('第1组');
    expect(unitCode(unit({ planType: '国家专项', campusNote: '珠海校区' }))).toBe('国家专项 珠海校区');
    expect(unitCode(unit())).toBe('普通类');
  });

  it('has a title and a direction as the tables print them', () => {
    expect(unitTitle(unit({ groupCode: '219', campusNote: '珠海校区' }))).toBe('中山大学（珠海校区） 专业组219');
    expect(unitTitle(unit({ groupLabel: '第1组' }))).toBe('中山大学 第1组');
    // a label of joined source keys reads without the parts its columns show
    expect(unitTitle(unit({ batch: '本科一批/普通批', planType: '一批', groupLabel: '本科一批/普通批|一批|理科分数线' }))).toBe('中山大学 理科分数线');
    expect(groupLabelText({ batch: '本科批', track: '文科', planType: '普通类-二本', groupLabel: '校线| ( 二本)|文史' })).toBe('校线 · (二本) · 文史');
    expect(groupLabelText({ batch: '国家专项本科', track: '物理类', planType: '国家专项;医学院', groupLabel: '物理+化学|深圳校区|国家专项' })).toBe('物理+化学 · 深圳校区');
    expect(groupLabelText({ batch: '本科批', track: '物理类', planType: '普通', groupLabel: '本科批|物理类|代码34' })).toBe('代码34');
    expect(groupLabelText({ batch: '本科批', track: '物理类', planType: null, groupLabel: '本科批' })).toBe('本科批');
    expect(unitCodeText(unit({ groupCode: '205' }))).toBe('专业组 205');
    expect(unitCodeText(unit({ batch: '本科批', track: '理科', planType: '普通类', groupLabel: '理工|普通类|物理' }))).toBe('理工 · 普通类 · 物理');
    expect(unitCodeText(unit({ batch: '本科批', track: '理科', planType: '国家专项', groupLabel: '本科批|理科' }))).toBe('国家专项');
    // a name that already carries its note does not repeat it
    expect(unitTitle(unit({ schoolName: '广州大学(地方专项)', campusNote: '地方专项' }))).toBe('广州大学(地方专项)');
    expect(unitDirection(unit({ planType: '国家专项', campusNote: '珠海校区' }))).toBe('国家专项 · 珠海校区');
    expect(unitDirection(unit())).toBeNull();
  });

  it('keeps units with the same code apart when their campus or plan type differ', () => {
    expect(unitKey(unit({ groupCode: '201' }))).toBe(unitKey(unit({ groupCode: '201' })));
    expect(unitKey(unit({ groupCode: '201', campusNote: '深圳校区' }))).not.toBe(unitKey(unit({ groupCode: '201' })));
    expect(unitKey(unit({ track: null }))).not.toBe(unitKey(unit()));
  });
});

describe('tracks and batches', () => {
  it('orders ordinary tracks first, then the rest by name; a missing track is 不分科类', () => {
    expect(['体育类(物理类)', '历史类', '综合', '物理类', '文科', '理科'].sort(compareTracks)).toEqual([
      '物理类', '历史类', '理科', '文科', '综合', '体育类(物理类)',
    ]);
    expect(trackName(null)).toBe(NO_TRACK);
    expect(trackOfName(NO_TRACK)).toBeNull();
    expect(trackOfName('物理类')).toBe('物理类');
  });

  it('puts early batches first and collection rounds last', () => {
    expect(isEarlyBatch('本科提前批')).toBe(true);
    expect(isEarlyBatch('本科批')).toBe(false);
    expect(isCollectionRound('本科批征集志愿')).toBe(true);
    expect(['本科批征集志愿', '本科批', '提前批'].sort(compareBatchKinds)).toEqual(['提前批', '本科批', '本科批征集志愿']);
  });

  it('orders printed codes by number', () => {
    expect(['210', '202', '2010', '201'].sort(comparePrintedCodes)).toEqual(['201', '202', '210', '2010']);
  });
});

describe('what a school’s rows cover', () => {
  const rows = [
    { province: '广东', year: 2024, track: '物理类', batch: '本科批' },
    { province: '广东', year: 2024, track: '物理类', batch: '本科提前批' },
    { province: '广东', year: 2025, track: '历史类', batch: '本科批' },
    { province: '广东', year: 2025, track: '物理类', batch: '本科批' },
    { province: '西藏', year: 2024, track: null, batch: '本科一批' },
  ];

  it('lists years newest first, tracks in order and early batches first', () => {
    expect(yearConfigs(rows.filter((r) => r.province === '广东'))).toEqual([
      { year: 2025, course: ['物理类', '历史类'], batches: { 历史类: ['本科批'], 物理类: ['本科批'] } },
      { year: 2024, course: ['物理类'], batches: { 物理类: ['本科提前批', '本科批'] } },
    ]);
    expect(yearConfigs(rows.filter((r) => r.province === '西藏'))[0]!.course).toEqual([NO_TRACK]);
  });

  it('lists provinces in the list’s order and picks the asked, the school’s own, or the first', () => {
    expect(provincesOf(rows)).toEqual(['广东', '西藏']);
    expect(pickProvince(['广东', '西藏'], '西藏', '广东')).toBe('西藏');
    expect(pickProvince(['广东', '西藏'], undefined, '广东')).toBe('广东');
    expect(pickProvince(['广东', '西藏'], undefined, '北京')).toBe('广东');
    expect(pickProvince([], undefined, '北京')).toBeNull();
  });

  it('gives a 专业组 the requirement all its majors share, and none when they differ', () => {
    const major = (groupCode: string, subjectReq: string | null) => ({ year: 2024, track: '物理类', batch: '本科批', groupCode, subjectReq });
    const reqs = groupRequirements([major('201', '物+化'), major('201', '物+化'), major('202', '物'), major('202', '物+化')]);
    expect(reqs.get('2024|物理类|本科批|201')).toBe('物+化');
    expect(reqs.has('2024|物理类|本科批|202')).toBe(false);
  });
});

describe('the early batch’s data key', () => {
  it('round-trips school, province, year and track', () => {
    const key = { schoolId: '4145010602', province: '广西', year: 2025, track: NO_TRACK };
    expect(earlyBatchDataKey(key)).toBe('4145010602|广西|2025|不分科类');
    expect(parseEarlyBatchDataKey(earlyBatchDataKey(key))).toEqual(key);
  });
});
