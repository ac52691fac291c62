import { useState } from 'react';
import { Button, Tag } from 'antd';
import type { DatasetCoverage, SourceEntry } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { useDataCoverage, useDataSources } from './api';
import { countText, provincesText, yearsText } from './coverage';
import { DATASET_ORDER, DATASET_STORIES, SOURCES_DATASET } from './datasets';

/** Repositories shown before 显示全部: a long list buries the gaps below it. */
const REPOSITORIES_SHOWN = 4;

/** The licence exactly as the source states it; open licences in green. */
function LicenceTag({ licence }: { licence: string }) {
  const open = /^(MIT|Apache|CC|BSD|GPL)/i.test(licence);
  return (
    <Tag className="zy-about-licence" color={open ? 'green' : undefined} title="许可（照录来源的声明）">
      {licence}
    </Tag>
  );
}

function RepositoryItem({ source }: { source: SourceEntry }) {
  const name = source.repository ?? source.title;
  // the url field may hold several addresses, or a note instead of one: link the first web address only
  const href = source.url && /^https?:\/\//.test(source.url) ? source.url.split(/\s+/)[0] : null;
  return (
    <li className="zy-about-source">
      <span className="zy-about-source-head">
        {href ? (
          <a href={href} target="_blank" rel="noreferrer noopener">
            {name}
          </a>
        ) : (
          <span>{name}</span>
        )}
        <LicenceTag licence={source.licence} />
      </span>
      {source.note && <span className="zy-about-source-note">{source.note}</span>}
    </li>
  );
}

/** A dataset we curated from one publication: what it is, who published it, which years. */
function PublicationItem({ source }: { source: SourceEntry }) {
  return (
    <li className="zy-about-source">
      <span className="zy-about-source-head">
        <span className="zy-about-source-title">{source.title}</span>
        <LicenceTag licence={source.licence} />
      </span>
      <span className="zy-about-source-note">
        {[source.publisher && `发布方：${source.publisher}`, source.years && `年份：${source.years}`].filter(Boolean).join('　')}
      </span>
    </li>
  );
}

function DatasetCard({ dataset, sources }: { dataset: DatasetCoverage; sources: readonly SourceEntry[] }) {
  const [showAll, setShowAll] = useState(false);
  const story = DATASET_STORIES[dataset.dataset as keyof typeof DATASET_STORIES];
  const cited = sources.filter((s) => s.datasets.includes(dataset.dataset));
  const publications = cited.filter((s) => s.kind === 'dataset');
  const repositories = cited.filter((s) => s.kind === 'repository');
  const shownRepositories = showAll ? repositories : repositories.slice(0, REPOSITORIES_SHOWN);
  const editionYears = [...new Set(publications.flatMap((s) => (s.years ? [s.years] : [])))];
  const years = dataset.byYear
    ? dataset.years.length > 0
      ? yearsText(dataset.years)
      : '暂无数据'
    : editionYears.length > 0
      ? `${editionYears.join('、')}（版本）`
      : '不分年份';
  const headingId = `about-dataset-${dataset.dataset}`;
  const empty = dataset.importedAt === null || dataset.rows === 0;

  return (
    <article className="zy-card zy-about-dataset" aria-labelledby={headingId} data-dataset={dataset.dataset}>
      <header className="zy-card-head zy-about-dataset-head">
        <h3 id={headingId}>{dataset.title}</h3>
        <span className="zy-about-dataset-rows">{empty ? '暂无数据' : `${countText(dataset.rows)} 行`}</span>
      </header>
      {story && <p className="zy-about-dataset-what">{story.what}</p>}
      <dl className="zy-about-facts">
        <div>
          <dt>年份</dt>
          <dd>{years}</dd>
        </div>
        <div>
          <dt>省份</dt>
          <dd>
            {provincesText(dataset)}
            {dataset.byProvince && story?.provinceMeaning ? `，${story.provinceMeaning}` : ''}
          </dd>
        </div>
      </dl>
      {cited.length > 0 && (
        <div className="zy-about-block">
          <h4>来源与许可</h4>
          <ul className="zy-about-sources">
            {publications.map((s) => (
              <PublicationItem key={s.id} source={s} />
            ))}
            {shownRepositories.map((s) => (
              <RepositoryItem key={s.id} source={s} />
            ))}
          </ul>
          {repositories.length > REPOSITORIES_SHOWN && (
            <Button type="link" size="small" className="zy-about-more" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
              {showAll ? '收起' : `显示全部 ${repositories.length} 个来源仓库`}
            </Button>
          )}
        </div>
      )}
      {story && story.gaps.length > 0 && (
        <div className="zy-about-block zy-about-gaps">
          <h4>已知缺口</h4>
          <ul>
            {story.gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

/** Known datasets first in DATASET_ORDER, then any the API adds; the sources table itself is not a dataset here. */
function orderedDatasets(datasets: readonly DatasetCoverage[]): DatasetCoverage[] {
  const rank = (name: string) => {
    const i = (DATASET_ORDER as readonly string[]).indexOf(name);
    return i === -1 ? DATASET_ORDER.length : i;
  };
  return datasets.filter((d) => d.dataset !== SOURCES_DATASET).sort((a, b) => rank(a.dataset) - rank(b.dataset));
}

/** 数据来源与许可: every dataset with its coverage, sources, licences as stated and known gaps. */
export function DataSourcesSection() {
  const coverage = useDataCoverage();
  const sources = useDataSources();
  const datasets = orderedDatasets(coverage.data?.datasets ?? []);
  const totalRows = datasets.reduce((sum, d) => sum + d.rows, 0);
  const sourceCount = coverage.data?.datasets.find((d) => d.dataset === SOURCES_DATASET)?.rows ?? 0;
  const repositoryCount = (sources.data ?? []).filter((s) => s.kind === 'repository').length;

  return (
    <section id="sources" className="zy-about-card" aria-labelledby="about-sources">
      <h2 id="about-sources">数据来源与许可</h2>
      <p>
        本站的院校、排名、一分一段、分数线和招生计划都来自公开发布的数据，每一行都记录了出处。下面逐项列出每类数据是什么、覆盖哪些年份和省份、收录了多少行、来自哪里、以什么许可发布，以及我们已知的缺口。
      </p>
      <p className="zy-about-licence-note">
        “许可”一栏照录来源自己的声明。<strong>none stated</strong>{' '}
        表示整理这些数据的仓库没有声明许可；其中的分数、位次、招生人数等数字本身，是各省教育考试院和高校公开发布的信息。MIT、Apache-2.0 是常见的开源许可。
      </p>
      <LoadState query={[coverage, sources]} what="数据来源" isEmpty={datasets.length === 0} simpleEmpty skeletonRows={5}>
        <>
          <p className="zy-about-summary">
            目前收录 <strong>{datasets.length}</strong> 类数据、共 <strong>{countText(totalRows)}</strong> 行，引用{' '}
            <strong>{countText(sourceCount)}</strong> 条来源（其中公开代码仓库 <strong>{repositoryCount}</strong> 个）。
          </p>
          <div className="zy-about-datasets">
            {datasets.map((d) => (
              <DatasetCard key={d.dataset} dataset={d} sources={sources.data ?? []} />
            ))}
          </div>
        </>
      </LoadState>
      <p className="zy-about-muted">数据仅供参考，填报志愿请以各省教育考试院和高校发布的官方信息为准。</p>
    </section>
  );
}
