import type { BatchLineSelect, RankTableInfo } from '@zhiyuan/domain';
import { qualityCaveat, type DataCaveat } from '../../components/QualityMarker';

export const RANK_FILTER_KEYS = ['province', 'year', 'subject', 'batch', 'score'] as const;
export type RankFilterKey = (typeof RANK_FILTER_KEYS)[number];

export interface RankSelection {
  year: number | null;
  subject: string | null;
  batch: string | undefined;
  table: RankTableInfo | null;
  years: number[];
  subjects: string[];
  batches: string[];
}

/**
 * The effective year, track and batch: the asked ones when the config offers
 * them, else the first options (spec §4: a year change resets subject and
 * batch to that year's first options).
 */
export function resolveSelection(
  config: BatchLineSelect | undefined,
  asked: { year?: string | undefined; subject?: string | undefined; batch?: string | undefined },
): RankSelection {
  const options = config?.options ?? [];
  const years = options.map((o) => o.year);
  const yearOption = options.find((o) => String(o.year) === asked.year) ?? options[0];
  const subjects = yearOption?.subjects.map((s) => s.subject) ?? [];
  const subjectOption = yearOption?.subjects.find((s) => s.subject === asked.subject) ?? yearOption?.subjects[0];
  const batches = subjectOption?.batches ?? [];
  const batch = asked.batch !== undefined && batches.includes(asked.batch) ? asked.batch : batches[0];
  return {
    year: yearOption?.year ?? null,
    subject: subjectOption?.subject ?? null,
    batch,
    table: subjectOption?.table ?? null,
    years,
    subjects,
    batches,
  };
}

/** The markers of a table that is not a plain complete official copy. */
export function tableCaveats(info: RankTableInfo): DataCaveat[] {
  const caveats: DataCaveat[] = [];
  if (info.quality === 'truncated') {
    caveats.push(
      qualityCaveat(
        'truncated',
        info.topComplete
          ? `该表只公布了${info.bottomScore}分及以上的部分，更低的分数查不到位次。`
          : `该表缺少最高分段（首行${info.topScore}分），只覆盖${info.bottomScore}–${info.topScore}分。`,
      ),
    );
  }
  if (info.quality === 'suspect') {
    caveats.push(qualityCaveat('suspect', '该表的来源之间不一致或累计人数校验未通过，仅供参考。'));
  }
  if (info.quality === 'gaps') caveats.push(qualityCaveat('gaps', '该表的累计人数有断档。'));
  if (info.source.thirdParty) {
    caveats.push(qualityCaveat('third_party', '该表来自第三方网站转载，未经官方原件核对。'));
  }
  return caveats;
}

/** 26229–26988 */
export function rankRange(highest: number | null, lowest: number | null): string {
  if (highest === null || lowest === null) return '-';
  return highest === lowest ? `${lowest}` : `${highest}–${lowest}`;
}
