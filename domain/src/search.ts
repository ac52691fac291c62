/**
 * Site search (/search and its children): one box over schools (with their
 * 简称 and 曾用名), majors, professions and news; Chinese, full pinyin and
 * pinyin initials ("qhdx" → 清华大学).
 */
import { z } from 'zod';
import { pagingSchema } from './http';
import { SEARCH_QUERY_MAX } from './rules/constants';

export const SEARCH_TYPES = ['school', 'major', 'profession', 'news'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = { school: '院校', major: '专业', profession: '职业', news: '资讯' };
/** Results per group on the 全部 tab */
export const SEARCH_ALL_GROUP_SIZE = 5;
export const SEARCH_PAGE_SIZE = 20;

export const searchQuerySchema = pagingSchema(SEARCH_PAGE_SIZE).extend({
  q: z.string({ error: '请输入搜索词' }).trim().min(1, '请输入搜索词').max(SEARCH_QUERY_MAX, `搜索词不能超过${SEARCH_QUERY_MAX}个字`),
  type: z.enum(['all', ...SEARCH_TYPES], { error: '搜索范围应为全部、院校、专业、职业或资讯' }).default('all'),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  /** School moe code, major code, profession code or news id */
  id: z.string(),
  title: z.string(),
  /** The 简称 or 曾用名 that matched, when not the name itself */
  alias: z.string().nullable(),
  /** One line under the title: where, which level, when */
  description: z.string(),
  tags: z.array(z.string()),
  /** Major level (1 本科, 2 专科, 3 职高) or profession level (1 大类 … 4 职业) */
  level: z.number().int().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchGroupSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  total: z.number().int(),
  records: z.array(searchResultSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** GET /api/search: every group (type all: the first few of each) or one group, paged. */
export const searchResponseSchema = z.object({
  query: z.string(),
  type: z.enum(['all', ...SEARCH_TYPES]),
  current: z.number().int(),
  size: z.number().int(),
  groups: z.array(searchGroupSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const SEARCH_FIELD_LABELS: Record<string, string> = { q: '搜索词', type: '搜索范围' };
