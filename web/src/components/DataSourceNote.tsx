import { Tag, Tooltip } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import type { DataSource } from '@zhiyuan/domain';
import './data-source.css';

/** The title a source shows: its publisher and title, or the title alone. */
export function sourceLabel(source: DataSource): string {
  return source.publisher ? `${source.publisher}《${source.title}》` : source.title;
}

/** A link to a source, or its name when it has no address. */
export function SourceLink({ source }: { source: DataSource }) {
  const label = sourceLabel(source);
  if (!source.url || !/^https?:\/\//.test(source.url)) return <span className="zy-source-name">{label}</span>;
  return (
    <a className="zy-source-name" href={source.url} target="_blank" rel="noreferrer noopener">
      {label}
    </a>
  );
}

export interface DataCaveat {
  /** Short label on the marker: 不完整, 存疑, 第三方 */
  label: string;
  /** What the marker means, in a sentence */
  detail: string;
  tone: 'warning' | 'error' | 'default';
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

interface DataSourceNoteProps {
  year: number;
  sources: readonly DataSource[];
  caveats?: readonly DataCaveat[];
  prefix?: string;
}

/** “数据来源：2025年 · publisher《title》” with the table's markers (DESIGN.md, Data). */
export function DataSourceNote({ year, sources, caveats = [], prefix = '数据来源' }: DataSourceNoteProps) {
  return (
    <p className="zy-source-note">
      <span className="zy-source-prefix">
        {prefix}（{year}年）：
      </span>
      {sources.map((source, i) => (
        <span key={source.id}>
          {i > 0 && '；'}
          <SourceLink source={source} />
        </span>
      ))}
      {caveats.map((c) => (
        <CaveatMarker key={c.label} caveat={c} />
      ))}
    </p>
  );
}
