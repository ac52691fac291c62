import { Tag, Tooltip } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import './data-source.css';

/**
 * Why a value or a table deserves a second look: one wording for the whole
 * site. `label` is what a table's marker and a legend say; `mark` is the one
 * character beside a single value; `text` is the sentence of its tooltip.
 */
export const QUALITY_MARKS = {
  rankDerived: {
    mark: '换',
    label: '位次由分数换算',
    text: '此位次不是官方公布的，而是按当年一分一段表由最低分换算得出（同分最差位次），仅供参考。',
  },
  third_party: {
    mark: '三',
    label: '第三方转录',
    text: '此行数据转录自第三方网站，未找到考试院或院校的原始表格核对，请以官方公布为准。',
  },
  suspect: {
    mark: '疑',
    label: '未通过校验',
    text: '此行数据未通过校验（如同一来源给出多个分数、数值越界），仅供参考，请以官方公布为准。',
  },
  truncated: { label: '不完整', text: '这张表只公布了一部分分数段，表外的分数查不到位次。' },
  gaps: { label: '有断档', text: '这张表的累计人数有断档。' },
} as const;

export type QualityKind = keyof typeof QUALITY_MARKS;
/** The kinds that can stand beside a single value (they have a one-character mark). */
export type ValueMarkKind = 'rankDerived' | 'third_party' | 'suspect';

const markClass = (kind: QualityKind) => `zy-quality-mark${kind === 'suspect' ? ' is-suspect' : ''}`;

interface QualityMarkerProps {
  /** ok, third_party or suspect */
  quality?: string | null;
  /** The rank was derived from the score, not published */
  rankDerived?: boolean;
}

/** A small mark with a tooltip beside a value whose origin a student should know. Nothing for plain official rows. */
export function QualityMarker({ quality, rankDerived = false }: QualityMarkerProps) {
  const kinds = [
    rankDerived ? 'rankDerived' : null,
    quality === 'third_party' || quality === 'suspect' ? quality : null,
  ].filter((k): k is ValueMarkKind => k !== null);
  if (kinds.length === 0) return null;
  return (
    <>
      {kinds.map((kind) => (
        <Tooltip key={kind} title={QUALITY_MARKS[kind].text}>
          <span className={markClass(kind)} role="note" aria-label={QUALITY_MARKS[kind].text} tabIndex={0}>
            {QUALITY_MARKS[kind].mark}
          </span>
        </Tooltip>
      ))}
    </>
  );
}

/** The legend under a table that uses the marks. */
export function QualityLegend({ marks }: { marks: readonly ValueMarkKind[] }) {
  if (marks.length === 0) return null;
  return (
    <span className="zy-quality-legend">
      {marks.map((kind) => (
        <span key={kind} className="zy-quality-legend-item">
          <span className={markClass(kind)} aria-hidden>
            {QUALITY_MARKS[kind].mark}
          </span>
          {QUALITY_MARKS[kind].label}
        </span>
      ))}
    </span>
  );
}

/** Which marks occur in some rows, for the legend. */
export function marksIn(rows: ReadonlyArray<{ quality?: string | null; rankDerived?: boolean }>): ValueMarkKind[] {
  const out: ValueMarkKind[] = [];
  if (rows.some((r) => r.rankDerived)) out.push('rankDerived');
  if (rows.some((r) => r.quality === 'third_party')) out.push('third_party');
  if (rows.some((r) => r.quality === 'suspect')) out.push('suspect');
  return out;
}

/** A marker on a whole table: its label, what it means for this table, and its colour. */
export interface DataCaveat {
  label: string;
  detail: string;
  tone: 'warning' | 'error' | 'default';
}

/** The marker of a table of some quality kind, in the site's wording; `detail` says it of this table. */
export function qualityCaveat(kind: QualityKind, detail: string = QUALITY_MARKS[kind].text): DataCaveat {
  return { label: QUALITY_MARKS[kind].label, detail, tone: kind === 'suspect' ? 'error' : 'warning' };
}

/** A small marker with a tooltip for a table that is not a plain official copy. */
export function CaveatMarker({ caveat }: { caveat: DataCaveat }) {
  return (
    <Tooltip title={caveat.detail}>
      <Tag className="zy-caveat" color={caveat.tone === 'default' ? undefined : caveat.tone} icon={<ExclamationCircleOutlined />}>
        {caveat.label}
      </Tag>
    </Tooltip>
  );
}
