import type { ReactNode } from 'react';
import type { SourceRef } from '@zhiyuan/domain';
import './data-table.css';

interface SourceNoteProps {
  sources: readonly SourceRef[];
  /** The year (or years) the table shows */
  year?: number | string | null;
  /** Anything else to say, e.g. the legend of the quality marks */
  extra?: ReactNode;
}

function sourceLabel(s: SourceRef): string {
  // a repository's own file path says little to a reader: name the repository
  const name = s.title.startsWith('github.com/') && s.repository ? `${s.repository}（GitHub）` : s.title;
  return s.publisher && !name.includes(s.publisher) ? `${name}（${s.publisher}）` : name;
}

/** The line under a table: the year its data describes and where the data came from. */
export function SourceNote({ sources, year, extra }: SourceNoteProps) {
  if (sources.length === 0 && !year && !extra) return null;
  const shown = sources.slice(0, 3);
  return (
    <p className="zy-source-note">
      {year ? <span>数据年份：{year}</span> : null}
      {shown.length > 0 && (
        <span>
          来源：
          {shown.map((s, i) => (
            <span key={s.id}>
              {i > 0 && '；'}
              {s.url ? (
                <a href={s.url} target="_blank" rel="noreferrer noopener">
                  {sourceLabel(s)}
                </a>
              ) : (
                sourceLabel(s)
              )}
            </span>
          ))}
          {sources.length > shown.length && ` 等${sources.length}个来源`}
        </span>
      )}
      {extra}
    </p>
  );
}
