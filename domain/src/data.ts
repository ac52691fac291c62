import { z } from 'zod';
import { pageSchema, pagingSchema } from './http';

/** The datasets the product ships (data/), in import order, with the name a page shows. */
export const DATASET_TITLES = {
  sources: '数据来源',
  provinces: '省份与高考模式',
  province_rules: '志愿填报规则',
  schools: '院校名单',
  rankings: '大学排名',
  majors: '专业目录（本科、高职专科、职业本科）',
  professions: '职业分类与工资',
  rank_tables: '一分一段表',
  batch_lines: '批次线',
  school_scores: '院校录取分数线',
  major_scores: '专业录取分数线',
  plans: '招生计划',
  subject_requirements: '选科要求（2024）',
  school_contacts: '院校联系方式与阳光高考页面',
  school_types: '院校类型、简称与曾用名',
  subject_assessments: '第四轮学科评估',
  subject_assessment_claims: '第五轮学科评估（非官方，学校自述与网传）',
  double_first_class: '双一流建设学科',
  major_details: '专业介绍（学职平台）',
  major_stats: '本科专业男女比例与薪酬估计',
  major_offerings: '专业开设院校',
  first_class_majors: '一流本科专业建设点',
  major_rankings: '软科中国大学专业排名',
  assessments: '测评题目（RIASEC、IPIP-50）',
  job_market: '招聘市场统计（员工导入）',
} as const;
export type DatasetName = keyof typeof DATASET_TITLES;
export const DATASET_NAMES = Object.keys(DATASET_TITLES) as DatasetName[];

const datasetName = z.enum(DATASET_NAMES as [DatasetName, ...DatasetName[]], { error: '未知的数据集' });

/** GET /api/data/coverage query: narrow the matrix to one dataset and/or one province. */
export const dataCoverageQuerySchema = z.object({
  dataset: datasetName.optional(),
  province: z.string().trim().min(1).max(10, '省份名称过长').optional(),
});
export type DataCoverageQuery = z.infer<typeof dataCoverageQuerySchema>;

/** Rows of one dataset in one province and year; null where the dataset has no such dimension. */
export const coverageCellSchema = z.object({
  province: z.string().nullable(),
  year: z.number().int().nullable(),
  rows: z.number().int(),
});
export type CoverageCell = z.infer<typeof coverageCellSchema>;

export const datasetCoverageSchema = z.object({
  dataset: z.string(),
  title: z.string(),
  /** Rows loaded (of the whole dataset, whatever the filter) */
  rows: z.number().int(),
  /** When the loaded version was imported; null if the dataset was never imported */
  importedAt: z.string().nullable(),
  /** Whether the dataset is split by province / by year (the matrix's axes) */
  byProvince: z.boolean(),
  byYear: z.boolean(),
  provinces: z.array(z.string()),
  years: z.array(z.number().int()),
  cells: z.array(coverageCellSchema),
});
export type DatasetCoverage = z.infer<typeof datasetCoverageSchema>;

/** What data is loaded: dataset × province × year row counts (暂无数据 where a cell is absent). */
export const dataCoverageSchema = z.object({
  datasets: z.array(datasetCoverageSchema),
});
export type DataCoverage = z.infer<typeof dataCoverageSchema>;

/** repository: a public repository data was compiled from; dataset: one we curated; page: a page a repository cites per row. */
export const DATA_SOURCE_KINDS = ['repository', 'dataset', 'page'] as const;

/** GET /api/data/sources query (the /about page lists repositories and datasets with their licences). */
export const dataSourcesQuerySchema = pagingSchema(100).extend({
  kind: z.enum(DATA_SOURCE_KINDS, { error: '来源类型应为代码仓库、数据集或网页' }).optional(),
  dataset: datasetName.optional(),
  query: z.string().trim().max(50, '搜索词不能超过50个字').optional(),
});
export type DataSourcesQuery = z.infer<typeof dataSourcesQuerySchema>;

/** One source with its licence, as the sources table records it. */
export const sourceEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(DATA_SOURCE_KINDS),
  /** The datasets whose rows cite it */
  datasets: z.array(z.string()),
  title: z.string(),
  publisher: z.string().nullable(),
  repository: z.string().nullable(),
  url: z.string().nullable(),
  /** As the origin states it; "none stated" = no reuse grant found */
  licence: z.string(),
  years: z.string().nullable(),
  note: z.string().nullable(),
  /** The citing repository's own judgement of a page (official-…, third-party-…) */
  quality: z.string().nullable(),
  parentId: z.string().nullable(),
  rowCount: z.number().int(),
});
export type SourceEntry = z.infer<typeof sourceEntrySchema>;

export const sourcePageSchema = pageSchema(sourceEntrySchema);
