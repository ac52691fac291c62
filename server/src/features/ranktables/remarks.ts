import {
  COMPETITION_THRESHOLDS,
  ORDINARY_TRACKS,
  compareTracks,
  type EquivalentScoreShow,
  type RankTableInfo,
  type Remark,
} from '@zhiyuan/domain';

/**
 * The remark texts of the rank page. Every sentence is a statement about the
 * tables we hold (years, tracks, extent, quality, source), never a policy we
 * did not read in a source.
 */

const OLD_TRACKS = ['理科', '文科'];
const NEW_TRACKS = ['物理类', '历史类'];

/** A caveat of one table (truncated, suspect, third-party), or null for a complete official-looking table. */
export function describeTable(info: RankTableInfo): string | null {
  const name = `${info.year}年${info.subject}表`;
  const notes: string[] = [];
  if (info.quality === 'truncated') {
    notes.push(
      info.topComplete
        ? `${name}只公布了${info.bottomScore}分及以上`
        : `${name}缺少最高分段（首行${info.topScore}分），只覆盖${info.bottomScore}–${info.topScore}分`,
    );
  } else if (info.quality === 'suspect') {
    notes.push(`${name}存疑（来源不一致或累计人数校验未通过），仅供参考`);
  } else if (info.quality === 'gaps') {
    notes.push(`${name}累计人数有断档`);
  }
  if (info.source.thirdParty) notes.push(`${name}来自第三方转载（${info.source.publisher ?? info.source.title}），未经官方原件核对`);
  return notes.length > 0 ? `${notes.join('；')}。` : null;
}

function tracksByYears(tables: readonly RankTableInfo[]): Map<string, number[]> {
  const byTrack = new Map<string, number[]>();
  for (const t of tables) {
    const years = byTrack.get(t.subject) ?? [];
    years.push(t.year);
    byTrack.set(t.subject, years);
  }
  for (const years of byTrack.values()) years.sort((a, b) => a - b);
  return new Map([...byTrack].sort((a, b) => compareTracks(a[0], b[0])));
}

const yearList = (years: readonly number[]) => years.map((y) => `${y}`).join('、');
const ordinary = (track: string) => (ORDINARY_TRACKS as readonly string[]).includes(track);

/** The year the province's ordinary tables switch from 理科/文科 to 物理类/历史类, when both exist. */
function modelChangeYear(tables: readonly RankTableInfo[]): number | null {
  const old = tables.filter((t) => OLD_TRACKS.includes(t.subject)).map((t) => t.year);
  const next = tables.filter((t) => NEW_TRACKS.includes(t.subject)).map((t) => t.year);
  if (old.length === 0 || next.length === 0) return null;
  const first = Math.min(...next);
  return Math.max(...old) < first ? first : null;
}

/** GET /api/remark-configs/equivalent-score-description */
export function equivalentScoreDescription(province: string, tables: readonly RankTableInfo[]): Remark {
  const title = '等效分说明';
  if (tables.length === 0) {
    return { province, title, paragraphs: [`暂无${province}的一分一段数据，无法换算等效分。`], tables: [] };
  }
  const paragraphs = [
    '等效分：取所查分数在当年一分一段表中的位次（累计人数），到同一省份、同一科类往年的一分一段表中找出同一位次所在的分数。它说明往年考到同样名次需要多少分，不是对今年录取分数的预测。',
  ];
  const comparable: string[] = [];
  const single: string[] = [];
  for (const [track, years] of tracksByYears(tables)) {
    if (!ordinary(track)) continue;
    if (years.length > 1) comparable.push(`${track}（${yearList(years)}年）`);
    else single.push(`${track}（只有${years[0]}年）`);
  }
  if (comparable.length > 0) paragraphs.push(`${province}可换算等效分的科类：${comparable.join('，')}。`);
  if (single.length > 0) paragraphs.push(`只有一年表、无法换算的科类：${single.join('，')}。`);
  const change = modelChangeYear(tables);
  if (change !== null) {
    paragraphs.push(`${province}的一分一段表自${change}年起按物理类/历史类公布，此前按理科/文科公布；科类不同的年份之间不换算等效分。`);
  }
  const caveats = tables.filter((t) => ordinary(t.subject) && t.quality !== 'ok');
  if (caveats.length > 0) {
    paragraphs.push(`换算时请留意：${caveats.map((t) => describeTable(t)).filter(Boolean).join('')}`);
  }
  return { province, title, paragraphs, tables: [...tables] };
}

/** GET /api/remark-configs/province/equivalent-score-show */
export function equivalentScoreShow(province: string, tables: readonly RankTableInfo[]): EquivalentScoreShow {
  const multiYear = [...tracksByYears(tables)].filter(([, years]) => years.length > 1).map(([track]) => track);
  if (multiYear.length === 0) {
    return {
      province,
      showType: 'none',
      label: '等效分',
      reason: tables.length === 0 ? `暂无${province}的一分一段数据` : `${province}每个科类只有一年的一分一段表，没有往年可以对照`,
    };
  }
  const earlier = tables.filter((t) => multiYear.includes(t.subject));
  const incomplete = earlier.filter((t) => t.quality !== 'ok' || t.source.thirdParty);
  if (incomplete.length > 0) {
    return {
      province,
      showType: 'sameRankScore',
      label: '同位次分',
      reason: `${incomplete.map((t) => `${t.year}年${t.subject}`).join('、')}的表不完整、存疑或来自第三方，只列出同一位次在该年表中的分数`,
    };
  }
  return {
    province,
    showType: 'equivalentScore',
    label: '等效分',
    reason: `${province}${multiYear.join('、')}各有多年完整的一分一段表`,
  };
}

/** GET /api/remark-configs/instructions-for-reporting */
export function instructionsForReporting(
  province: string,
  tables: readonly RankTableInfo[],
  batchLineYears: readonly number[],
): Remark {
  const title = '数据说明';
  const paragraphs: string[] = [];
  if (tables.length === 0) {
    paragraphs.push(`暂无${province}的一分一段数据。`);
  } else {
    const years = [...new Set(tables.map((t) => t.year))].sort((a, b) => a - b);
    const tracks = [...new Set(tables.map((t) => t.subject))].sort(compareTracks);
    const special = tables.filter((t) => !ordinary(t.subject)).length;
    const trackText = [
      tracks.filter(ordinary).join('、'),
      special > 0 ? `另有艺术、体育等特殊类型表${special}张` : '',
    ].filter(Boolean).join('；');
    paragraphs.push(`本页的${province}一分一段表共${tables.length}张，年份：${yearList(years)}；科类：${trackText}。未列出的年份和科类暂无数据。`);
    paragraphs.push(
      '位次按表中的累计人数计：一个分数的位次区间是“累计人数 − 本分数人数 + 1”到“累计人数”，建议位次取累计人数；北京等省份按分数段公布的，给出整段的区间。',
    );
    paragraphs.push(
      `竞争程度按同分人数：${COMPETITION_THRESHOLDS.high}人及以上为高，${COMPETITION_THRESHOLDS.medium}–${COMPETITION_THRESHOLDS.high - 1}人为中，不足${COMPETITION_THRESHOLDS.medium}人为低。`,
    );
    const caveats = tables.map(describeTable).filter((s): s is string => s !== null);
    if (caveats.length > 0) paragraphs.push(`需要留意的表：${caveats.join('')}`);
    const sources = [...new Map(tables.map((t) => [t.source.id, t.source])).values()];
    paragraphs.push(`来源：${sources.map((s) => (s.publisher ? `${s.publisher}《${s.title}》` : s.title)).join('；')}。`);
  }
  if (batchLineYears.length > 0) {
    paragraphs.push(`${province}批次线有${yearList([...batchLineYears].sort((a, b) => a - b))}年的数据。`);
  } else {
    paragraphs.push(`暂无${province}的批次线数据。`);
  }
  paragraphs.push('录取以当年省级招生考试机构公布的信息为准。');
  return { province, title, paragraphs, tables: [...tables] };
}
