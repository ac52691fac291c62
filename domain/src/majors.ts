import { z } from 'zod';
import { pageSchema, pagingSchema, shortText } from './http';
import { dataSourceSchema } from './sources';

/** Major levels (spec §3 Option lists): 1 本科, 2 专科, 3 职高 (职业本科, tab 高职本科). */
export const MAJOR_LEVEL_NAMES = { 1: '本科', 2: '专科', 3: '职高' } as const;
export type MajorLevelCode = keyof typeof MAJOR_LEVEL_NAMES;
/** The three tabs of the major library and detail (spec §2). */
export const MAJOR_LEVEL_TABS = [
  { level: 1, label: '本科专业' },
  { level: 2, label: '专科专业' },
  { level: 3, label: '高职本科' },
] as const;

/** Spec §5 and §8: a major without code or level has no detail page. */
export const MAJOR_NO_INTRO = '该专业暂无介绍！';
export const MAJOR_NOT_FOUND = '专业不存在';
export const MAJOR_TYPE_NOT_FOUND = '专业类不存在';
/** The national code is for reference: applications use the province's 专业代号. */
export const MAJOR_CODE_NOTE = '国家专业代码，仅供参考，不可用于志愿填报';
/** Page size of the 开设院校 list; its pager shows 5 page numbers (spec §9). */
export const MAJOR_SCHOOL_PAGE_SIZE = 10;
export const MAJOR_SCHOOL_PAGER_NUMBERS = 5;
/** A 专业类 code has 4 characters; a major code 6 (with an optional T/K suffix). */
export const MAJOR_TYPE_CODE_LENGTH = 4;

export const majorLevelSchema = z.coerce
  .number({ error: '专业层次必须是数字' })
  .int('专业层次必须是整数')
  .min(1, '专业层次只能是1（本科）、2（专科）或3（职高）')
  .max(3, '专业层次只能是1（本科）、2（专科）或3（职高）');

const categoryCode = z.string().trim().regex(/^\d{2}$/, '门类代码应为2位数字').optional();

/** GET /api/majors/by-level, /api/majors/by-category: one level, optionally one category. */
export const majorListQuerySchema = z.object({ level: majorLevelSchema.default(1), category: categoryCode });
export type MajorListQuery = z.infer<typeof majorListQuerySchema>;

/** GET /api/majors/search: level, category, query (name, full pinyin or initials). */
export const majorSearchQuerySchema = z.object({
  level: majorLevelSchema.default(1),
  category: categoryCode,
  query: shortText(60),
});
export type MajorSearchQuery = z.infer<typeof majorSearchQuerySchema>;

/** A major code as route parameter: the national code (本科 01–13…, 职业本科 21–39…, 专科 41–59…). */
export const majorIdParamsSchema = z.object({
  id: z.string().trim().regex(/^\d{6}[A-Z]{0,2}$/, '专业代码格式错误'),
});
export const majorTypeParamsSchema = z.object({
  type: z.string().trim().regex(/^\d{4}$/, '专业类代码应为4位数字'),
});
export const majorTypeQuerySchema = z.object({ level: majorLevelSchema.optional() });

/** spec §3 Major category: majorCategory, majorCategoryCode, majorTypes[] (type, typeCode, majors[] with id, majorCode, majorName). */
export const majorItemSchema = z.object({ id: z.string(), majorCode: z.string(), majorName: z.string(), level: z.number().int() });
export type MajorItem = z.infer<typeof majorItemSchema>;
export const majorTypeGroupSchema = z.object({ type: z.string(), typeCode: z.string(), majors: z.array(majorItemSchema) });
export const majorCategorySchema = z.object({
  majorCategory: z.string(),
  majorCategoryCode: z.string(),
  majorTypes: z.array(majorTypeGroupSchema),
});
export type MajorCategory = z.infer<typeof majorCategorySchema>;

export const majorSearchHitSchema = majorItemSchema.extend({
  typeCode: z.string(),
  categoryCode: z.string(),
  /** The name that matched and how: the name itself or its pinyin */
  via: z.enum(['name', 'alias', 'pinyin']),
});
export type MajorSearchHit = z.infer<typeof majorSearchHitSchema>;
export const majorSearchResultSchema = z.object({ total: z.number().int(), hits: z.array(majorSearchHitSchema) });
export type MajorSearchResult = z.infer<typeof majorSearchResultSchema>;

/** A 大典 小类 (5-character code of the product's 职业库, e.g. 20201), the page the 就业前景 tab links to. */
export const majorProfessionMinorSchema = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  clickable: z.boolean(),
  /**
   * The 小类's name or one of its 细类 names holds a word of the 专业类's or its
   * majors' names (计算机类 → 信息和通信工程技术人员, for 计算机软件工程技术人员).
   * The map names only the 中类; this orders its 小类, it is not a source's claim.
   */
  named: z.boolean(),
});
export type MajorProfessionMinor = z.infer<typeof majorProfessionMinorSchema>;

/** A 大典 中类/小类 a major's graduates go into, from data/majors/major_profession_map.csv (spec §3 Profession profile types). */
export const majorProfessionTypeSchema = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  /** The 大典 小类 under this 中类, each a /chazhiyeoverview page of the 职业库 */
  minorTypes: z.array(majorProfessionMinorSchema),
  /** No public source gives employment shares: null until job-market statistics are imported */
  employmentPercentage: z.number().nullable(),
  rule: z.string(),
  evidence: z.string(),
});
export type MajorProfessionType = z.infer<typeof majorProfessionTypeSchema>;

/** spec §3 Major detail, with the real fields we have; null where no source gives one (the page says 暂无). */
export const majorDetailSchema = z.object({
  id: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  majorCode: z.string(),
  majorName: z.string(),
  typeCode: z.string(),
  typeName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  years: z.string().nullable(),
  degree: z.string().nullable(),
  genderRatio: z.string().nullable(),
  introduction: z.string().nullable(),
  cultivationGoal: z.string().nullable(),
  cultivationRequirements: z.string().nullable(),
  subjectRequirements: z.string().nullable(),
  knowledgeAndSkills: z.string().nullable(),
  postgraduateDirections: z.string().nullable(),
  mainCourses: z.array(z.string()),
  /** What the course list is (学职平台: official reference list, or courses rated by students) */
  coursesKind: z.string().nullable(),
  famousPersons: z.string().nullable(),
  certificates: z.string().nullable(),
  upgradeVocationalBachelor: z.string().nullable(),
  upgradeGeneralBachelor: z.string().nullable(),
  graduatesNationwide: z.string().nullable(),
  graduatesStatDate: z.string().nullable(),
  satisfactionOverall: z.number().nullable(),
  satisfactionVotes: z.number().int().nullable(),
  /** gaokao.cn estimates (元/月), not official */
  salaryAvg: z.number().int().nullable(),
  fiveSalaryAvg: z.number().int().nullable(),
  isSpecial: z.boolean(),
  isStateControlled: z.boolean(),
  codeNote: z.string(),
  hasProfessionTypes: z.boolean(),
  sources: z.array(dataSourceSchema),
});
export type MajorDetail = z.infer<typeof majorDetailSchema>;

/** spec §3 Major-by-type record, plus the type's related professions (职业方向). */
export const majorTypeDetailSchema = z.object({
  level: z.number().int(),
  typeCode: z.string(),
  typeName: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  majors: z.array(
    z.object({ id: z.string(), majorName: z.string(), majorCode: z.string(), years: z.string().nullable(), genderRatio: z.string().nullable() }),
  ),
  professionTypes: z.array(majorProfessionTypeSchema),
});
export type MajorTypeDetail = z.infer<typeof majorTypeDetailSchema>;

/** GET /api/majors/employment-overview/{id}: the direction text (from the major's introduction) and profession types. */
export const majorEmploymentSchema = z.object({
  direction: z.string().nullable(),
  professionTypes: z.array(majorProfessionTypeSchema),
});
export type MajorEmployment = z.infer<typeof majorEmploymentSchema>;

/** GET /api/majors/schools/{id}: 开设院校 filter. */
export const majorSchoolQuerySchema = pagingSchema(MAJOR_SCHOOL_PAGE_SIZE).extend({
  query: shortText(50).optional(),
  province: shortText(10).optional(),
});
export type MajorSchoolQuery = z.infer<typeof majorSchoolQuerySchema>;

export const majorSchoolSchema = z.object({
  /** 学校标识码, null for schools not on the MOE list */
  schoolId: z.string().nullable(),
  schoolName: z.string(),
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
  schoolFeatures: z.array(z.string()),
  nature: z.string().nullable(),
  /** 学职平台 students' satisfaction with the major at this school */
  majorSatisfaction: z.number().nullable(),
  /** 软科中国大学专业排名 2026 */
  ruankeRank: z.number().int().nullable(),
  ruankeTier: z.string().nullable(),
  /** 2024 选科要求 of this major at this school, distinct across provinces */
  subjectRequirements: z.array(z.string()),
  /** The school's score lines or plans list this major */
  hasPlansOrLines: z.boolean(),
});
export type MajorSchool = z.infer<typeof majorSchoolSchema>;

export const majorSchoolPageSchema = pageSchema(majorSchoolSchema).extend({
  /** offerings: 学职平台 开设院校; requirements: the offering source missed the major, the list comes from 2024 选科要求, score lines and plans */
  basis: z.enum(['offerings', 'requirements']),
  note: z.string().nullable(),
  provinces: z.array(z.string()),
});
export type MajorSchoolPage = z.infer<typeof majorSchoolPageSchema>;

export const MAJOR_FIELD_LABELS: Record<string, string> = {
  level: '专业层次',
  category: '门类',
  id: '专业代码',
  type: '专业类代码',
};

// ---- words of a major's name, to find the 大典 小类 that name the same field ----

/** Endings every field shares: 计算机科学与技术 → 计算机, 软件工程 → 软件. */
const GENERIC_ENDINGS = ['科学与技术', '工程与技术', '技术与工程', '科学与工程', '与技术', '与工程', '科学', '技术', '工程', '管理', '教育', '学', '类'];
/** Words too wide to tell one field from another (工程技术人员 are all 工程, most hold 信息 or 管理). */
const GENERIC_WORDS = new Set(['工程', '技术', '科学', '信息', '应用', '智能', '系统', '材料', '控制', '环境', '数据', '工艺', '设计', '理论', '空间', '安全', '资源', '智慧', '国际', '中国', '经济', '社会', '服务', '管理', '运营']);

/**
 * The words by which major names name their field: each name without brackets,
 * split at 与/和/及, without the endings all fields share, two characters or more.
 */
export function majorNameWords(names: Iterable<string>): string[] {
  const words = new Set<string>();
  for (const name of names) {
    for (const part of name.replace(/[（(][^)）]*[)）]/g, '').split(/及其|[与和及、]/)) {
      let word = part.trim();
      for (let changed = true; changed; ) {
        changed = false;
        for (const ending of GENERIC_ENDINGS) {
          if (word.length > ending.length && word.endsWith(ending)) {
            word = word.slice(0, -ending.length);
            changed = true;
          }
        }
      }
      if (word.length >= 2 && !GENERIC_WORDS.has(word)) words.add(word);
    }
  }
  return [...words];
}

/** Whether any of the texts holds one of the words. */
export function namesAny(words: readonly string[], texts: readonly string[]): boolean {
  return texts.some((text) => words.some((word) => text.includes(word)));
}
