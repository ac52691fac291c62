import { describe, expect, it } from 'vitest';
import type { SchoolListItem } from '@zhiyuan/domain';
import { ruankeRankLabel, schoolLocationLine } from './schoolDisplay';

const school: SchoolListItem = {
  id: '4111010003',
  schoolName: '清华大学',
  schoolCrestUrl: null,
  schoolFeatures: ['985', '211', '双一流'],
  provinceName: '北京',
  cityName: '北京市',
  schoolType: ['综合'],
  schoolInstitution: '公办',
  belongs: '教育部',
  schoolLevel: '本科',
  schoolRank: '1',
  schoolRankYear: 2026,
};

describe('school display', () => {
  it('labels 软科 ranks, including specialty lists and the 500+ tier', () => {
    expect(ruankeRankLabel('1', 2026)).toBe('软科 2026 第1名');
    expect(ruankeRankLabel('医12', 2026)).toBe('软科 2026 医药类第12名');
    expect(ruankeRankLabel('中医3', 2025)).toBe('软科 2025 中医药类第3名');
    expect(ruankeRankLabel('500+', 2026)).toBe('软科 2026 500名以后');
    expect(ruankeRankLabel('财8+', 2026)).toBe('软科 2026 财经类8名以后');
    expect(ruankeRankLabel(null, 2026)).toBeNull();
    expect(ruankeRankLabel('12', null)).toBe('软科 第12名');
  });

  it('joins the location line and skips empty parts', () => {
    expect(schoolLocationLine(school)).toBe('北京 / 综合 / 公办 / 教育部');
    expect(schoolLocationLine({ ...school, provinceName: '湖北', cityName: '武汉市' })).toBe('湖北 / 武汉市 / 综合 / 公办 / 教育部');
    expect(
      schoolLocationLine({ ...school, cityName: null, schoolType: [], belongs: '', schoolInstitution: '民办' }),
    ).toBe('北京 / 民办');
  });
});
