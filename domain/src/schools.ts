import { z } from 'zod';
import { pageSchema, pagingSchema } from './http';

/** 全部: the filter value that means "no restriction" in every checkbox group (spec §4). */
export const ALL = '全部';

/** Page size of the school library (spec §9). */
export const SCHOOL_PAGE_SIZE = 6;

/** 院校特色 options, from the 985/211/双一流 flags of the school list. */
export const SCHOOL_FEATURES = ['985', '211', '双一流'] as const;
export type SchoolFeature = (typeof SCHOOL_FEATURES)[number];

/** 院校性质 options: the ownership the MOE list gives. */
export const SCHOOL_INSTITUTIONS = ['公办', '民办', '中外合作/内地与港澳合作', '境外机构在海南设立'] as const;

/** 院校类型 options: the 软科 school types (only schools 软科 ranks carry one). */
export const SCHOOL_TYPES = [
  '综合', '理工', '师范', '农业', '林业', '医药', '中医药', '财经', '政法', '语言', '艺术', '体育', '民族',
] as const;

/** 办学层次 */
export const SCHOOL_LEVELS = ['本科', '专科'] as const;

const filterList = z
  .array(z.string().trim().min(1).max(20), { error: '必须是文字列表' })
  .max(40)
  .default([]);

/** POST /api/school/query body (spec §7). */
export const schoolQuerySchema = pagingSchema(SCHOOL_PAGE_SIZE).extend({
  query: z.string().trim().max(50, '搜索词不能超过50个字').optional(),
  provinces: filterList,
  types: filterList,
  schoolInstitutions: filterList,
  features: filterList,
  majorId: z.string().trim().max(20).optional(),
});
export type SchoolQuery = z.infer<typeof schoolQuerySchema>;

/** A school as the library lists it (spec §3 School (list)). */
export const schoolListItemSchema = z.object({
  id: z.string(),
  schoolName: z.string(),
  schoolCrestUrl: z.string().nullable(),
  schoolFeatures: z.array(z.string()),
  provinceName: z.string(),
  cityName: z.string().nullable(),
  schoolType: z.array(z.string()),
  schoolInstitution: z.string().nullable(),
  belongs: z.string().nullable(),
  schoolLevel: z.string(),
  /** Latest 软科 (BCUR) main-list rank, as published (may carry a prefix such as 医12). */
  schoolRank: z.string().nullable(),
  schoolRankYear: z.number().int().nullable(),
});
export type SchoolListItem = z.infer<typeof schoolListItemSchema>;

export const schoolPageSchema = pageSchema(schoolListItemSchema);

/** Turns a checkbox group's picks into a filter: 全部 or nothing picked = no filter. */
export function effectiveFilter(values: readonly string[] | undefined): string[] {
  if (!values || values.length === 0 || values.includes(ALL)) return [];
  return [...new Set(values)];
}

/**
 * The spec's checkbox rule (§4): picking 全部 clears the other picks; picking a
 * specific value removes 全部; nothing left means 全部.
 */
export function toggleFilter(current: readonly string[], picked: string): string[] {
  if (picked === ALL) return [ALL];
  const withoutAll = current.filter((v) => v !== ALL);
  const next = withoutAll.includes(picked) ? withoutAll.filter((v) => v !== picked) : [...withoutAll, picked];
  return next.length === 0 ? [ALL] : next;
}
