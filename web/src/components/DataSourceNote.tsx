import type { ReactNode } from 'react';
import { sourceDisplayName, type DataSource } from '@zhiyuan/domain';
import { CaveatMarker, type DataCaveat } from './QualityMarker';
import './data-source.css';

// the caveats prop takes QualityMarker's markers; pages that build them may import them from here
export { CaveatMarker, type DataCaveat } from './QualityMarker';

/** At most this many sources are named; the rest are counted. */
const SHOWN_SOURCES = 3;

/** The name a source shows: publisher · title (cleaned of file names and PDF leftovers). */
export function sourceLabel(source: DataSource): string {
  return sourceDisplayName(source);
}

/** A link to a source, or its name when it has no address; the repository it was compiled from comes second, muted. */
export function SourceLink({ source }: { source: DataSource }) {
  const label = sourceLabel(source);
  const via = source.repository && !label.includes(source.repository) ? (
    <span className="zy-source-via">（经 {source.repository} 整理）</span>
  ) : null;
  if (!source.url || !/^https?:\/\//.test(source.url)) {
    return (
      <span className="zy-source-name">
        {label}
        {via}
      </span>
    );
  }
  return (
    <>
      <a className="zy-source-name" href={source.url} target="_blank" rel="noreferrer noopener">
        {label}
      </a>
      {via}
    </>
  );
}

interface DataSourceNoteProps {
  sources: readonly DataSource[];
  /** The year (or years, '2024、2025') the table shows */
  year?: number | string | null;
  /** Markers of the whole table (不完整, 第三方转录 …) */
  caveats?: readonly DataCaveat[];
  /** Anything else to say, e.g. the legend of the quality marks */
  extra?: ReactNode;
  prefix?: string;
}

/** The line under a table: “数据来源（2025年）：title（publisher）” with the table's markers (DESIGN.md, Data). */
export function DataSourceNote({ sources, year, caveats = [], extra, prefix = '数据来源' }: DataSourceNoteProps) {
  const hasYear = year !== undefined && year !== null && year !== '';
  if (sources.length === 0 && !hasYear && caveats.length === 0 && !extra) return null;
  const shown = sources.slice(0, SHOWN_SOURCES);
  return (
    <p className="zy-source-note">
      {sources.length > 0 ? (
        <span>
          <span className="zy-source-prefix">
            {prefix}
            {hasYear && `（${year}年）`}：
          </span>
          {shown.map((source, i) => (
            <span key={source.id}>
              {i > 0 && '；'}
              <SourceLink source={source} />
            </span>
          ))}
          {sources.length > shown.length && ` 等${sources.length}个来源`}
        </span>
      ) : (
        hasYear && <span className="zy-source-prefix">数据年份：{year}年</span>
      )}
      {caveats.map((c) => (
        <CaveatMarker key={c.label} caveat={c} />
      ))}
      {extra}
    </p>
  );
}
