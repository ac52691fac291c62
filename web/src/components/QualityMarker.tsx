import { Tooltip } from 'antd';
import './data-table.css';

/** Why a value deserves a second look; each has a one-character mark and a sentence. */
export const QUALITY_MARKS = {
  rankDerived: { mark: '换', text: '此位次不是官方公布的，而是按当年一分一段表由最低分换算得出（同分最差位次），仅供参考。' },
  third_party: { mark: '三', text: '此行数据转录自第三方网站，未找到考试院或院校的原始表格核对，请以官方公布为准。' },
  suspect: { mark: '疑', text: '此行数据未通过校验（如同一来源给出多个分数、数值越界），仅供参考，请以官方公布为准。' },
} as const;

interface QualityMarkerProps {
  /** ok, third_party or suspect */
  quality?: string | null;
  /** The rank was derived from the score, not published */
  rankDerived?: boolean;
}

/** A small mark with a tooltip beside a value whose origin a student should know. Nothing for plain official rows. */
export function QualityMarker({ quality, rankDerived = false }: QualityMarkerProps) {
  const marks = [
    rankDerived ? QUALITY_MARKS.rankDerived : null,
    quality === 'third_party' ? QUALITY_MARKS.third_party : quality === 'suspect' ? QUALITY_MARKS.suspect : null,
  ].filter((m): m is (typeof QUALITY_MARKS)[keyof typeof QUALITY_MARKS] => m !== null);
  if (marks.length === 0) return null;
  return (
    <>
      {marks.map((m) => (
        <Tooltip key={m.mark} title={m.text}>
          <span className={`zy-quality-mark${m === QUALITY_MARKS.suspect ? ' is-suspect' : ''}`} role="note" aria-label={m.text} tabIndex={0}>
            {m.mark}
          </span>
        </Tooltip>
      ))}
    </>
  );
}

/** The legend under a table that uses the marks. */
export function QualityLegend({ marks }: { marks: ReadonlyArray<keyof typeof QUALITY_MARKS> }) {
  if (marks.length === 0) return null;
  return (
    <span className="zy-quality-legend">
      {marks.map((key) => (
        <span key={key} className="zy-quality-legend-item">
          <span className={`zy-quality-mark${key === 'suspect' ? ' is-suspect' : ''}`} aria-hidden>
            {QUALITY_MARKS[key].mark}
          </span>
          {key === 'rankDerived' ? '位次由分数换算' : key === 'third_party' ? '第三方转录' : '未通过校验'}
        </span>
      ))}
    </span>
  );
}

/** Which marks occur in some rows, for the legend. */
export function marksIn(rows: ReadonlyArray<{ quality?: string | null; rankDerived?: boolean }>): Array<keyof typeof QUALITY_MARKS> {
  const out: Array<keyof typeof QUALITY_MARKS> = [];
  if (rows.some((r) => r.rankDerived)) out.push('rankDerived');
  if (rows.some((r) => r.quality === 'third_party')) out.push('third_party');
  if (rows.some((r) => r.quality === 'suspect')) out.push('suspect');
  return out;
}
