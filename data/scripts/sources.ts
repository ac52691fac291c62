import type { SourceRow } from '../src/sources';

/**
 * The sources of what data/ ships, one row per origin. Rows of every dataset
 * carry one of these ids. Licences are as the origin states them ("none stated"
 * = no reuse grant found; the numbers are public releases of exam authorities
 * and universities).
 */
export const SOURCES: SourceRow[] = [
  {
    id: 'moe-school-list-2025',
    dataset: 'schools',
    title: '全国普通高等学校名单（截至2025年6月20日）',
    publisher: '教育部',
    repository: 'YangZhi2007/ar-campus-guide',
    url: 'https://github.com/YangZhi2007/ar-campus-guide',
    licence: 'none stated (public government list)',
    years: '2025',
    note: '2,919 所普通高校；合并了 gaokao.cn 的 985/211/双一流 标记（Maple-mxf/universityspiders, none stated）与坐标（flwfdd/china-university-location, none stated）',
  },
  {
    id: 'bcur-2026',
    dataset: 'rankings',
    title: '软科中国大学排名 2026',
    publisher: '软科',
    repository: 'ysl2/scripts.shanghairanking',
    url: 'https://github.com/ysl2/scripts.shanghairanking',
    licence: 'none stated',
    years: '2026',
    note: '主榜及医药、财经等分类榜；仅名次',
  },
  {
    id: 'bcur-2025',
    dataset: 'rankings',
    title: '软科中国大学排名 2025',
    publisher: '软科',
    repository: 'ysl2/scripts.shanghairanking',
    url: 'https://github.com/ysl2/scripts.shanghairanking',
    licence: 'none stated',
    years: '2025',
    note: '主榜少一所学校（抓取缺失）',
  },
  {
    id: 'bcur-2023',
    dataset: 'rankings',
    title: '软科中国大学排名 2023（主榜）',
    publisher: '软科',
    repository: 'Aventardo7777/china-university-ranking-data-analysis',
    url: 'https://github.com/Aventardo7777/china-university-ranking-data-analysis',
    licence: 'MIT',
    years: '2023',
    note: '588 行（主榜 590 所中缺 2 所）',
  },
  {
    id: 'qs-wur-2024-2025',
    dataset: 'rankings',
    title: 'QS World University Rankings 2024, 2025',
    publisher: 'QS Quacquarelli Symonds',
    repository: 'CavidTagiye/Dreamdiploma',
    url: 'https://github.com/CavidTagiye/Dreamdiploma',
    licence: 'none stated (QS data © QS)',
    years: '2024, 2025',
    note: '仅前约1000名；内地高校中文名为人工对应',
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
];
