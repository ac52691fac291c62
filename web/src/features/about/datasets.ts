import type { DatasetName } from '@zhiyuan/domain';

/** What a dataset is and what it lacks, in a parent's words. */
export interface DatasetStory {
  /** What it is, in one or two sentences */
  what: string;
  /** Known gaps, each a short true statement of data/README.md */
  gaps: readonly string[];
  /** What the province axis counts, when it is not the candidate's province */
  provinceMeaning?: string;
}

/**
 * The datasets the /about page explains, in the order a parent meets them.
 * The figures come from the API; the gaps are data/README.md's (the API does
 * not serve them), kept short — update them with the README when data lands.
 */
export const DATASET_STORIES: Partial<Record<DatasetName, DatasetStory>> = {
  schools: {
    what: '教育部公布的《全国普通高等学校名单》（截至2025年6月20日），本科 1,365 所、专科 1,554 所，附 985/211/双一流 标记和主校区位置。',
    gaps: [
      '没有建校年份、官网、电话、校徽、简介和学科评估（没有可批量使用的公开来源）。',
      '成人高校不在名单内；国防科技大学等军队院校不在教育部名单上。',
      '141 所新设或更名的院校缺 985/211/双一流 标记，407 所缺校区坐标。',
    ],
    provinceMeaning: '按院校所在地统计',
  },
  rankings: {
    what: '软科中国大学排名（2023、2025、2026）、软科世界大学学术排名 ARWU 2024、QS 世界大学排名（2024、2025）。',
    gaps: [
      '没有软科 2021、2022、2024 年的榜单；软科 2025、2026 只有名次，没有得分。',
      'QS 只有前约 1000 名，没有 2023、2026 年。',
    ],
  },
  rank_tables: {
    what: '各省考试院公布的一分一段表：每个分数有多少人、累计多少人，用来把分数换算成位次。',
    gaps: [
      '没有浙江、山东、西藏的一分一段表。',
      '31 张表不完整：如上海只有 402 分及以上、江苏只有 456 分及以上，广东 2021 等缺最高分段；表外的分数查不到位次。',
      '8 张表存疑：云南 2025/2026 物理类、新疆 2025、河北 2024、甘肃 2026。',
    ],
  },
  batch_lines: {
    what: '各省历年各批次（本科、专科、特殊类型等）的录取控制分数线。',
    gaps: [
      '2025 年只有 15 个省份的批次线；浙江、山东只到 2024 年。',
      '1,159 行在同一省份、年份、科类、批次下有几个分数，来源没有注明区别。',
    ],
  },
  school_scores: {
    what: '院校（或院校专业组）在各省的投档线、最低录取分和最低位次，以 2024、2025 年为主。',
    gaps: [
      '没有浙江、山东的院校分数线。',
      '2019 年以前每省只有少量高校官网数据；河北、辽宁、重庆、贵州、西藏每省不足 1,000 行。',
      '约 4.8 万行的位次不是官方公布的，而是由分数换算得出；约 1.4 万行转录自第三方网站。',
    ],
  },
  major_scores: {
    what: '各专业在各省的最高分、平均分、最低分和位次，大多来自各高校本科招生网。',
    gaps: [
      '浙江只有 94 行、山东只有 142 行。',
      '按高校收录而不是按省份收录：很多院校没有数据。',
      '约 9 万行转录自第三方网站；约 12 万行的位次由分数换算得出。',
    ],
  },
  plans: {
    what: '院校在各省各专业（组）的招生人数，以 2026 年为主（广西全部批次、湖北专科等）。',
    gaps: [
      '没有浙江、山东的招生计划。',
      '多数省份每年只有几十行高校官网数据。',
      '203 行同一专业出现多个人数，已标为存疑。',
    ],
  },
  subject_requirements: {
    what: '2024 年各院校本科专业（组）在各省的选科要求，不含招生人数。',
    gaps: ['只有 2024 年。', '没有西藏。'],
  },
  majors: {
    what: '教育部《普通高等学校本科专业目录（2025年）》：12 个门类、93 个专业类、840 个专业；另有掌上高考的专业名称索引。',
    gaps: ['没有专科和职业本科的专业目录（带代码的）。', '没有修业年限、专业介绍、课程、就业情况和男女比例。'],
  },
  professions: {
    what: '《中华人民共和国职业分类大典（2022年版）》的职业代码与名称，以及国家统计局 2024 年分行业、分岗位的平均工资。',
    gaps: [
      '大典由扫描件识别整理，条目数与官方公布的略有出入。',
      '工资为第三方转录，未与统计局原表核对，其中 3 个行业是转录者的估计值。',
      '没有职业介绍、各职业的工资和招聘人数。',
    ],
  },
  provinces: {
    what: '31 个省份的高考模式、新高考首年、总分和选科方式，每行附考试院出处。',
    gaps: [],
  },
  province_rules: {
    what: '各省 2024–2026 年各批次的填报方式、志愿个数、每个志愿可填的专业数、是否服从调剂。',
    gaps: [
      '54 行是推断、7 行不确定，需要对照考试院原文再核实。',
      '多数提前批、专科批的志愿个数没有记录。',
    ],
  },
};

/** The order of the dataset list; datasets the API adds later follow in its order. */
export const DATASET_ORDER: readonly DatasetName[] = [
  'schools',
  'rankings',
  'rank_tables',
  'batch_lines',
  'school_scores',
  'major_scores',
  'plans',
  'subject_requirements',
  'majors',
  'professions',
  'provinces',
  'province_rules',
];

/** The table of sources itself: counted in the introduction, not listed as a dataset. */
export const SOURCES_DATASET = 'sources';
