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
      '没有建校年份、校徽和简介（没有可批量使用的公开来源）；官网、电话、地址见“院校联系方式”，学科评估见下。',
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
      '没有西藏的一分一段表；浙江没有 2023 年的完整总分表。',
      '37 张表不完整：如上海只有 402 分及以上、江苏只有 456 分及以上、浙江只到二段线附近，广东 2021 等缺最高分段；表外的分数查不到位次。',
      '6 张表存疑：云南 2025/2026 物理类、新疆 2025、甘肃 2026。',
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
      '没有浙江、山东的院校分数线（两省按专业+院校投档，见专业分数线）。',
      '2019 年以前每省只有少量高校官网数据；河北、辽宁、重庆、贵州、西藏每省不足 1,000 行。',
      '约 4.8 万行的位次不是官方公布的，而是由分数换算得出；约 1.4 万行转录自第三方网站。',
    ],
  },
  major_scores: {
    what: '各专业在各省的最高分、平均分、最低分和位次，大多来自各高校本科招生网。',
    gaps: [
      '浙江只有 2022–2026 年、山东只有 2020–2026 年的专业+院校投档线；山东 2021 年以后只公布位次，没有分数。',
      '按高校收录而不是按省份收录：很多院校没有数据。',
      '约 9 万行转录自第三方网站；约 12 万行的位次由分数换算得出。',
    ],
  },
  plans: {
    what: '院校在各省各专业（组）的招生人数，以 2026 年为主（广西全部批次、湖北专科等）。',
    gaps: [
      '没有山东的招生计划；浙江 2026 年只有物理+化学+生物可报的专业（子集），不能当作全部计划相加。',
      '多数省份每年只有几十行高校官网数据。',
      '203 行同一专业出现多个人数，已标为存疑。',
    ],
  },
  subject_requirements: {
    what: '2024 年各院校本科专业（组）在各省的选科要求，不含招生人数。',
    gaps: ['只有 2024 年。', '没有西藏。'],
  },
  majors: {
    what: '教育部《普通高等学校本科专业目录（2025年）》840 个专业，学职平台所列职业教育专业目录：高职专科 742 个、职业本科 243 个；另有掌上高考的专业名称索引。',
    gaps: ['职业教育目录比 2021 年版公布的 744 + 247 个少约 6 个（可能已撤销或未列出）。', '专业介绍、课程和男女比例另见下面几项，并非每个专业都有。'],
  },
  professions: {
    what: '《中华人民共和国职业分类大典（2022年版）》的职业代码与名称，以及国家统计局 2024 年分行业、分岗位的平均工资。',
    gaps: [
      '大典由扫描件识别整理，条目数与官方公布的略有出入。',
      '工资为第三方转录，未与统计局原表核对，其中 3 个行业是转录者的估计值。',
      '没有职业介绍、各职业的工资和招聘人数。',
    ],
  },
  school_contacts: {
    what: '阳光高考院校库（2026年6月）每所院校的官网、招生网、招生电话、地址和阳光高考院校页（可从那里打开招生章程）。',
    gaps: ['55 所名单内院校在阳光高考上没有页面（多为转设或停办中的独立学院）。', '电话为页面原文，可能有多个号码。'],
    provinceMeaning: '按院校所在地统计',
  },
  school_types: {
    what: '掌上高考（2024年3月）的院校类型（综合、理工、师范……）、简称和曾用名，覆盖软科没有分类的专科院校。',
    gaps: ['184 所院校没有记录，59 所没有院校类型。'],
    provinceMeaning: '按院校所在地统计',
  },
  subject_assessments: {
    what: '教育部学位中心 2017 年公布的第四轮学科评估结果：95 个一级学科、475 个单位，A+ 至 C-。',
    gaps: ['第五轮评估结果从未公开发布。', '中国地质大学、中国石油大学公布时未分校区，无法对应到具体学校。'],
  },
  subject_assessment_claims: {
    what: '第五轮学科评估的非官方信息：高校自己宣布的结果，以及网传 A 类名单图片的转录。只作参考，不是官方等级。',
    gaps: ['官方从未公布第五轮结果；网传名单已知不完整，34 条有争议。'],
  },
  double_first_class: {
    what: '教育部公布的“双一流”建设学科：第一轮（2017）和第二轮（2022）。',
    gaps: ['北京大学、清华大学第二轮为自主确定建设学科，名单中没有具体学科。'],
  },
  major_details: {
    what: '学职平台的专业介绍：专业简介、专业能力、证书、升学方向、课程、全国毕业生规模和学生满意度（本科 420 个、专科 739 个）。',
    gaps: ['学职平台只收录约一半本科专业；职业本科专业没有介绍页。', '本科课程是学生评价最多的课程，不是官方课程表。'],
  },
  major_stats: {
    what: '掌上高考（2023年11月）792 个本科专业的男女比例、学制、授予学位和薪酬估计。',
    gaps: ['327 个专业没有男女比例；薪酬是掌上高考的估计值，不是官方统计。', '没有专科专业的这些数据。'],
  },
  major_offerings: {
    what: '学职平台（2026年5月）各专业的开设院校：本科 53,611 条、专科 60,566 条。',
    gaps: ['计算机科学与技术、英语等 24 个专业的开设院校没有抓取到，职业本科全部没有；这些专业不能据此判断哪些学校开设。'],
  },
  first_class_majors: {
    what: '国家级一流本科专业建设点（2019–2021 累计）和广东省 2021 年省级一流本科专业建设点。',
    gaps: ['教育部没有发布统一的全国名单，此表由各校专业标记汇总而来；除广东 2021 年外没有入选年份。'],
  },
  major_rankings: {
    what: '软科中国大学专业排名 2026：719 个本科专业、1,130 所院校的名次和等级（A+、A、B+、B）。',
    gaps: ['软科每个专业只列出约前一半的院校，未上榜不代表没有开设。', '240 行只有上榜，没有名次和等级。'],
  },
  assessments: {
    what: '两套公开测评题目：霍兰德职业兴趣（RIASEC，48 题）和大五人格（IPIP-50，50 题），附计分方式。',
    gaps: ['只有英文原文，中文表述为本站翻译。'],
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
  'school_contacts',
  'school_types',
  'subject_assessments',
  'subject_assessment_claims',
  'double_first_class',
  'majors',
  'major_details',
  'major_stats',
  'major_offerings',
  'first_class_majors',
  'major_rankings',
  'professions',
  'assessments',
  'provinces',
  'province_rules',
];

/** The table of sources itself: counted in the introduction, not listed as a dataset. */
export const SOURCES_DATASET = 'sources';
