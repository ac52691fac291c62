/**
 * The curated part of data/sources.csv.gz: the public repositories our data was
 * compiled from (with their licences as stated) and one source per dataset we
 * curated ourselves. Pages that repositories cite for individual rows are
 * added by build.ts from the shared sources list and the rows themselves.
 *
 * Licences are as the origin states them: "none stated" means no reuse grant
 * was found (the numbers are public releases of exam authorities and
 * universities, but a compilation without a licence is all rights reserved by
 * default); MIT / Apache-2.0 rows need the copyright notice.
 */

export interface RepositoryDef {
  /** owner/name */
  repository: string;
  licence: string;
  /** What the project takes from it */
  usedFor: string;
  /** Datasets it supplements without rows citing it directly (merged attributes, rule evidence) */
  supplements?: string[];
}

export const REPOSITORIES: RepositoryDef[] = [
  { repository: 'liuguanghui0226/gaokao-zhiyuan-site', licence: 'none stated', usedFor: '所有录取数据主题（一分一段、批次线、院校与专业分数线、招生计划）；每行引用考试院、高校或第三方页面' },
  { repository: 'immaotianyi/gaokao-volunteer-v2', licence: 'MIT', usedFor: '一分一段、省控线、广东/安徽/福建招生计划' },
  { repository: 'Jsoneft/gaokao-zhiyuan', licence: 'MIT', usedFor: '2024 院校投档线、2024 选科要求、湖北 2024 一分一段' },
  { repository: 'insensible104/GaokaoAgent', licence: 'Apache-2.0', usedFor: '广东 2021–25 一分一段与专业分数线、广东 2025 专业组' },
  { repository: 'luanche/gaokao-data', licence: 'none stated', usedFor: '2014–24 批次线、重庆 2017–24 一分一段' },
  { repository: 'fangge/gaokaoscore', licence: 'none stated', usedFor: '广东 艺体一分一段 2025、广东批次线、广东 2022–24 专业组分数线' },
  { repository: 'scottli139/beijing-gaokao-score-segments', licence: 'none stated', usedFor: '北京 2023–24 一分一段' },
  { repository: '666keke/Shanghai-Gaokao', licence: 'none stated', usedFor: '上海 2020–24 一分一段与专业组分数线' },
  { repository: 'weilelongqixin/tj-gaokao', licence: 'none stated', usedFor: '天津 2023–24 一分一段、2023–25 专业组分数线' },
  { repository: 'BoilTask/henan-gaokao-zhiyuan', licence: 'none stated', usedFor: '河南 2023 一分一段', supplements: ['province_rules'] },
  { repository: 'cc583/shanxi-gaokao-helper', licence: 'none stated', usedFor: '陕西 2025 一分一段与批次线、2024–25 分数线', supplements: ['province_rules'] },
  { repository: 'cathyjay/hubei-gaokao-volunteer-2026', licence: 'none stated', usedFor: '湖北 2026 物理类一分一段、2023–25 专业组分数线、湖北 2026 志愿规则问答', supplements: ['province_rules'] },
  { repository: '1052666/hb-gaokao-toudang', licence: 'none stated', usedFor: '湖北 2024–26 投档线、2026 专科招生计划' },
  { repository: 'Linear27/guangxi-gaokao-2026-physics', licence: 'none stated', usedFor: '广西 2026 招生计划、2025 专业组分数线' },
  { repository: 'amliuyong/gaokao-score', licence: 'none stated', usedFor: '5 所高校的专业录取分数' },
  { repository: 'YangZhi2007/ar-campus-guide', licence: 'none stated (public government list)', usedFor: '教育部 2025 全国普通高等学校名单' },
  { repository: 'Maple-mxf/universityspiders', licence: 'none stated', usedFor: '院校 985/211/双一流 标记与办学性质（gaokao.cn 2024）、gaokao.cn 专业名称索引', supplements: ['schools'] },
  { repository: 'flwfdd/china-university-location', licence: 'none stated', usedFor: '院校主校区坐标（百度 BD-09）', supplements: ['schools'] },
  { repository: 'ysl2/scripts.shanghairanking', licence: 'none stated', usedFor: '软科中国大学排名 2025、2026，软科世界大学学术排名 ARWU 2024' },
  { repository: 'Aventardo7777/china-university-ranking-data-analysis', licence: 'MIT', usedFor: '软科中国大学排名 2023 主榜（含总分与指标得分）' },
  { repository: 'CavidTagiye/Dreamdiploma', licence: 'none stated (QS data © QS Quacquarelli Symonds)', usedFor: 'QS 世界大学排名 2024、2025' },
  { repository: 'hrj-11055/gaokao-zhiyuan-agents', licence: 'none stated (public MOE catalogue)', usedFor: '普通高等学校本科专业目录（2025年）' },
  { repository: 'solisamicus/occstructor', licence: 'none stated', usedFor: '中华人民共和国职业分类大典（2022年版）代码与名称' },
  { repository: 'liuHongJie1217/china-ai-jobs', licence: 'MIT (stated in its README)', usedFor: '国家统计局 2024 年分行业分岗位平均工资（转录）' },
  { repository: 'tubban1/fde.fan', licence: 'none stated (copies of public government pages)', usedFor: '各省志愿填报规则：考试院页面存档', supplements: ['province_rules'] },
  { repository: 'phamnazage-jpg/gaokao-volunteer-system', licence: 'MIT', usedFor: '各省志愿填报规则：考试院原文引用', supplements: ['province_rules'] },
];

export const repositorySourceId = (repository: string) => `repo:${repository}`;
export const repositoryUrl = (repository: string) => `https://github.com/${repository}`;

/** A source of a dataset we curated (not a page a repository cites). */
export interface DatasetSourceDef {
  id: string;
  dataset: string;
  title: string;
  publisher: string | null;
  /** The repository the data was taken from; null for facts we compiled ourselves */
  repository: string | null;
  url: string | null;
  licence: string;
  years: string;
  note: string;
}

export const DATASET_SOURCES: DatasetSourceDef[] = [
  {
    id: 'moe-school-list-2025',
    dataset: 'schools',
    title: '全国普通高等学校名单（截至2025年6月20日）',
    publisher: '教育部',
    repository: 'YangZhi2007/ar-campus-guide',
    url: repositoryUrl('YangZhi2007/ar-campus-guide'),
    licence: 'none stated (public government list)',
    years: '2025',
    note: '2,919 所普通高校；合并了 gaokao.cn 的 985/211/双一流 标记（Maple-mxf/universityspiders）与坐标（flwfdd/china-university-location），两者均未声明许可',
  },
  {
    id: 'bcur-2026',
    dataset: 'rankings',
    title: '软科中国大学排名 2026',
    publisher: '软科',
    repository: 'ysl2/scripts.shanghairanking',
    url: repositoryUrl('ysl2/scripts.shanghairanking'),
    licence: 'none stated',
    years: '2026',
    note: '主榜 590 所及医药、财经等 8 个分类榜；仅名次，无得分',
  },
  {
    id: 'bcur-2025',
    dataset: 'rankings',
    title: '软科中国大学排名 2025',
    publisher: '软科',
    repository: 'ysl2/scripts.shanghairanking',
    url: repositoryUrl('ysl2/scripts.shanghairanking'),
    licence: 'none stated',
    years: '2025',
    note: '主榜 589 所（公布 590 所，抓取缺 1 所）及分类榜；仅名次',
  },
  {
    id: 'bcur-2023',
    dataset: 'rankings',
    title: '软科中国大学排名 2023（主榜）',
    publisher: '软科',
    repository: 'Aventardo7777/china-university-ranking-data-analysis',
    url: repositoryUrl('Aventardo7777/china-university-ranking-data-analysis'),
    licence: 'MIT',
    years: '2023',
    note: '588 行（主榜 590 所中缺 2 所），含总分；10 项指标得分仅前 100 名',
  },
  {
    id: 'qs-wur-2024-2025',
    dataset: 'rankings',
    title: 'QS World University Rankings 2024, 2025',
    publisher: 'QS Quacquarelli Symonds',
    repository: 'CavidTagiye/Dreamdiploma',
    url: repositoryUrl('CavidTagiye/Dreamdiploma'),
    licence: 'none stated (QS data © QS Quacquarelli Symonds)',
    years: '2024, 2025',
    note: '仅前约 1000 名；54 所内地高校的中文名为人工对应',
  },
  {
    id: 'arwu-2024',
    dataset: 'rankings',
    title: '软科世界大学学术排名 ARWU 2024',
    publisher: '软科',
    repository: 'ysl2/scripts.shanghairanking',
    url: repositoryUrl('ysl2/scripts.shanghairanking'),
    licence: 'none stated',
    years: '2024',
    note: '世界前 1000 名（内地 203 所，其中 4 所军队院校不在教育部名单）；100 名后为名次段',
  },
  {
    id: 'province-exam-models',
    dataset: 'provinces',
    title: '各省高考模式与首届新高考年份',
    publisher: 'Zhiyuan 整理（各省考试院公告）',
    repository: null,
    url: null,
    licence: 'compiled facts, see source_url per row',
    years: '2014–2026',
    note: '每行带来源链接与可信度（confirmed / inferred / unknown）',
  },
  {
    id: 'province-rules',
    dataset: 'province_rules',
    title: '各省志愿填报规则（批次、志愿数、专业数、调剂、平行志愿）',
    publisher: 'Zhiyuan 整理（各省考试院公告与转载）',
    repository: null,
    url: null,
    licence: 'compiled facts, see source_url per row',
    years: '2024–2026',
    note: '117 行，每行带来源链接与可信度：confirmed 56、inferred 54、unknown 7；依据 tubban1/fde.fan 存档的考试院页面、phamnazage-jpg/gaokao-volunteer-system 引用的原文（MIT）、cathyjay/hubei-gaokao-volunteer-2026 及新闻转载',
  },
  {
    id: 'moe-undergrad-major-catalog-2025',
    dataset: 'majors',
    title: '普通高等学校本科专业目录（2025年）',
    publisher: '教育部',
    repository: 'hrj-11055/gaokao-zhiyuan-agents',
    url: repositoryUrl('hrj-11055/gaokao-zhiyuan-agents'),
    licence: 'none stated (public MOE catalogue)',
    years: '2025',
    note: '12 门类、93 专业类、840 专业；无修业年限、学位门类列，专科与高职本科目录缺失',
  },
  {
    id: 'gaokao-cn-major-index-2024',
    dataset: 'majors',
    title: '掌上高考（gaokao.cn）专业名称索引 2024',
    publisher: 'gaokao.cn',
    repository: 'Maple-mxf/universityspiders',
    url: repositoryUrl('Maple-mxf/universityspiders'),
    licence: 'none stated',
    years: '2024',
    note: '1,665 个专业名称：814 个对应本科目录代码，其余多为专科名称（无代码、无层次标记）',
  },
  {
    id: 'occupation-classification-2022',
    dataset: 'professions',
    title: '中华人民共和国职业分类大典（2022年版）',
    publisher: '人力资源和社会保障部 等',
    repository: 'solisamicus/occstructor',
    url: repositoryUrl('solisamicus/occstructor'),
    licence: 'none stated',
    years: '2022',
    note: '8 大类、79 中类、450 小类、1,639 细类（OCR 整理，与官方 449/1,636 略有出入）；无职业描述',
  },
  {
    id: 'nbs-wages-2024',
    dataset: 'professions',
    title: '2024年城镇单位就业人员年平均工资：规模以上企业分行业门类分岗位就业人员年平均工资（表7）',
    publisher: '国家统计局',
    repository: 'liuHongJie1217/china-ai-jobs',
    url: repositoryUrl('liuHongJie1217/china-ai-jobs'),
    licence: 'MIT (stated in its README)',
    years: '2024',
    note: '第三方转录，未与统计局原表核对；农林牧渔业、金融业、公共管理三个行业为转录者估计值（is_estimate=1）；转录者的就业人数估计未收录',
  },
];
