import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Empty, Input, Select, Table, Tag } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { SearchOutlined } from '@ant-design/icons';
import {
  CHART_LABEL_INTERVAL,
  PROVINCE_NAMES,
  DEFAULT_RANK_PROVINCE,
  TABLE_PAGE_SIZES,
  DEFAULT_TABLE_PAGE_SIZE,
  validateRankQuery,
  type CompetitionLevel,
  type CurvePoint,
  type HistoricalEquivalentRow,
  type RankTableInfo,
  type RankTableRow,
  type Remark,
  type SegmentResult,
} from '@zhiyuan/domain';
import { DataSourceNote } from '../../components/DataSourceNote';
import { CaveatMarker } from '../../components/QualityMarker';
import { EChart } from '../../components/EChart';
import { LoadState } from '../../components/LoadState';
import { useDataProvinces } from '../../lib/dataProvinces';
import { rememberProvince, usePreferredProvince } from '../../lib/province';
import type { FilterState } from '../../lib/filterState';
import { useIsPhone } from '../../lib/useMediaQuery';
import {
  useCurve,
  useEquivalentDescription,
  useEquivalentShow,
  useHistorical,
  useInstructions,
  useRankSelect,
  useSegment,
  useTableRows,
  type TableKey,
} from './api';
import { rankRange, resolveSelection, tableCaveats, type RankFilterKey } from './rankState';
import '../../components/card.css';
import './ranktables.css';

/** 位次查询: filters, result, distribution, history, the table itself and the remarks (spec §2 Rank page). */
export function RankLinePanel({ filters }: { filters: FilterState<RankFilterKey> }) {
  const { message } = App.useApp();
  const provinces = useDataProvinces();
  const offered = provinces.data?.rankTables ?? [];
  // spec §1: the student's province, else the one last picked here, else the page default (spec §9)
  const preferred = usePreferredProvince();
  // a province the address names that is none (火星) is ignored, as a missing one is
  const asked = filters.values.province;
  const province = (asked && (PROVINCE_NAMES as readonly string[]).includes(asked) ? asked : undefined) ?? preferred ?? DEFAULT_RANK_PROVINCE;
  const hasData = provinces.isSuccess && offered.includes(province);
  const config = useRankSelect(hasData ? province : undefined);
  const selection = resolveSelection(config.data, filters.values);
  const key: TableKey | null =
    hasData && selection.year !== null && selection.subject !== null
      ? { province, year: selection.year, subject: selection.subject }
      : null;
  const askedScore = filters.values.score !== undefined && Number.isFinite(Number(filters.values.score)) ? Number(filters.values.score) : null;
  const score = key ? askedScore : null;

  const segment = useSegment(key, score, selection.batch);
  const noMatch = segment.data && !segment.data.segment ? segment.data.scorePrompt : null;
  const toastKey = useRef(SCORE_TOAST);
  useEffect(() => {
    // one toast at a time: the same key replaces the form's own warning
    if (noMatch) {
      message.destroy(toastKey.current);
      toastKey.current = `${SCORE_TOAST}-${Date.now()}`;
      void message.warning({ content: noMatch, key: toastKey.current });
    }
  }, [noMatch, message]);

  const [scoreText, setScoreText] = useState<string>(filters.values.score ?? '');
  const [lastAsked, setLastAsked] = useState(filters.values.score);
  if (lastAsked !== filters.values.score) {
    setLastAsked(filters.values.score);
    setScoreText(filters.values.score ?? '');
  }

  const submit = () => {
    // the spec's words for a missing track or score; then what exactly is wrong with the score typed
    const missing = selection.subject === null || scoreText.trim() === '';
    const problem =
      (missing ? validateRankQuery({ subject: selection.subject, score: scoreText }) : null) ??
      scoreProblem(scoreText, selection.table?.fullMark ?? null, selection.table ? `${selection.table.province}${selection.table.year}年` : '') ??
      validateRankQuery({ subject: selection.subject, score: scoreText });
    if (problem) {
      // one toast at a time: the one before (a no-match warning or an earlier problem) goes first
      message.destroy(toastKey.current);
      toastKey.current = `${SCORE_TOAST}-${Date.now()}`;
      void message.warning({ content: problem, key: toastKey.current });
      return;
    }
    filters.set({ score: String(Number(scoreText.trim())) });
  };

  return (
    <div className="zy-rank">
      <form
        className="zy-rank-filters"
        aria-label="位次查询条件"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="省份">
          <Select
            showSearch
            value={provinces.isSuccess ? province : undefined}
            virtual={false}
            placeholder="选择省份"
            loading={provinces.isPending}
            // every province is listed: one without a table says why when picked (西藏 publishes none)
            options={[
              ...offered.map((p) => ({ value: p, label: p })),
              ...PROVINCE_NAMES.filter((p) => !offered.includes(p)).map((p) => ({ value: p, label: `${p}（无一分一段表）` })),
            ]}
            // a province change reloads the config and takes its first year, track and batch (spec §4)
            onChange={(value: string) => {
              rememberProvince(value);
              filters.set({ province: value, year: undefined, subject: undefined, batch: undefined });
            }}
            aria-label="省份"
          />
        </Field>
        <Field label="年份">
          <Select
            value={selection.year ?? undefined}
            placeholder="年份"
            loading={config.isPending && hasData}
            options={selection.years.map((y) => ({ value: y, label: `${y}年` }))}
            // a year change resets track and batch to that year's first options (spec §4)
            onChange={(value: number) => filters.set({ year: String(value), subject: undefined, batch: undefined })}
            aria-label="年份"
          />
        </Field>
        <Field label="科类">
          <Select
            value={selection.subject ?? undefined}
            placeholder="请选择科目"
            options={selection.subjects.map((s) => ({ value: s, label: s }))}
            onChange={(value: string) => filters.set({ subject: value, batch: undefined })}
            popupMatchSelectWidth={false}
            // never wider than a phone's screen, so that it can be kept inside it (a long 批次 name opened past the left edge)
            styles={POPUP_STYLES}
            aria-label="科类"
          />
        </Field>
        <Field label="批次">
          <Select
            value={selection.batch}
            placeholder={provinces.isSuccess && !hasData ? '无一分一段表' : selection.batches.length === 0 ? '该年无批次线' : '选择批次'}
            disabled={selection.batches.length === 0}
            options={selection.batches.map((b) => ({ value: b, label: b }))}
            onChange={(value: string) => filters.set({ batch: value })}
            popupMatchSelectWidth={false}
            // never wider than a phone's screen, so that it can be kept inside it (a long 批次 name opened past the left edge)
            styles={POPUP_STYLES}
            aria-label="批次"
          />
        </Field>
        <Field label="分数" grow>
          {/* plain text: nothing is clamped or cut (9999 stays 9999, 5a6b0 stays as typed) until 查位次 checks it */}
          <Input
            className="zy-rank-score"
            value={scoreText}
            inputMode="numeric"
            maxLength={8}
            placeholder="请输入分数"
            onChange={(event) => setScoreText(event.target.value)}
            aria-label="分数"
          />
        </Field>
        <Button className="zy-rank-submit" type="primary" htmlType="submit" icon={<SearchOutlined />}>
          查位次
        </Button>
      </form>

      <LoadState query={[provinces, config]} what="一分一段" skeletonRows={6}>
        {!hasData && (
          <Alert
            type="info"
            showIcon
            title={`暂无${province}的一分一段数据`}
            description={
              <div className="zy-rank-offer">
                {NO_TABLE_REASONS[province] && <p className="zy-rank-no-table">{NO_TABLE_REASONS[province]}</p>}
                <span>有一分一段表的省份：</span>
                {offered.map((p) => (
                  <Button
                    key={p}
                    size="small"
                    onClick={() => {
                      rememberProvince(p);
                      filters.set({ province: p, year: undefined, subject: undefined, batch: undefined });
                    }}
                  >
                    {p}
                  </Button>
                ))}
              </div>
            }
          />
        )}
        {key && selection.table && (
          <>
            <ResultCard table={selection.table} score={score} segment={segment} />
            <DistributionCard tableKey={key} batch={selection.batch} score={segment.data?.segment ? score : null} />
            {score !== null && segment.data?.segment && <HistoryCard tableKey={key} score={score} province={province} />}
            <TableRowsCard tableKey={key} score={segment.data?.segment ? score : null} />
            <Remarks province={province} />
          </>
        )}
      </LoadState>
    </div>
  );
}

const SCORE_TOAST = 'zy-rank-score';

/** Why a province has no table here. */
const NO_TABLE_REASONS: Record<string, string> = {
  西藏: '西藏自治区教育考试院不公开发布一分一段表，本站找不到可核实的来源，因此无法查位次。',
};

/** A score the table can rank: a whole number from 0 to the table's full mark, else one message that says what is wrong. */
export function scoreProblem(text: string, fullMark: number | null, where: string): string | null {
  const raw = text.trim();
  if (!/^\d+$/.test(raw)) return /^\d+\.\d*$/.test(raw) ? '分数请输入整数，一分一段表按整数分排列' : '分数只能填数字，如 560';
  const score = Number(raw);
  if (fullMark !== null && score > fullMark) return `分数超出范围：${where}满分${fullMark}分，请输入0–${fullMark}之间的分数`;
  return null;
}

function Field({ label, grow = false, children }: { label: string; grow?: boolean; children: React.ReactNode }) {
  return (
    <div className={grow ? 'zy-rank-field is-grow' : 'zy-rank-field'}>
      <span className="zy-rank-field-label">{label}</span>
      {children}
    </div>
  );
}

const LEVEL_COLORS: Record<CompetitionLevel, string> = { 高: 'red', 中: 'orange', 低: 'green' };

function ResultCard({ table, score, segment }: { table: RankTableInfo; score: number | null; segment: UseQueryResult<SegmentResult> }) {
  const result = segment.data;
  const seg = result?.segment ?? null;
  return (
    <section className="zy-card zy-rank-card zy-rank-result" aria-label="查询结果">
      <header className="zy-card-head zy-rank-card-head">
        <h2>
          {table.year}年 {table.province} · {table.subject}
        </h2>
        <span className="zy-rank-card-meta">
          共{table.totalCandidates.toLocaleString('zh-CN')}人 · {table.bottomScore}–{table.topBand ? `${table.topScore}+` : table.topScore}分
          {tableCaveats(table).map((c) => (
            <CaveatMarker key={c.label} caveat={c} />
          ))}
        </span>
      </header>
      {score === null ? (
        <p className="zy-rank-hint">输入分数，查出位次区间、同分人数、建议位次和竞争程度。</p>
      ) : (
        <LoadState query={segment} what="位次" skeletonRows={2}>
          {seg ? (
            <>
              <dl className="zy-rank-stats">
                <div>
                  <dt>位次区间</dt>
                  <dd data-testid="rank-range">{rankRange(seg.highestRank, seg.lowestRank)}</dd>
                </div>
                <div>
                  {/* a table that groups scores (北京's 10-point bands, a top 及以上 band) counts the band, not one score */}
                  <dt>{seg.bandLabel !== String(seg.score) ? '分数段人数' : '同分人数'}</dt>
                  <dd data-testid="same-score-count">{seg.sameScoreCount}</dd>
                  {seg.bandLabel !== String(seg.score) && <dd className="zy-rank-stat-note">{seg.bandLabel}分</dd>}
                </div>
                <div>
                  <dt>建议位次</dt>
                  <dd data-testid="suggested-rank">{seg.suggestedRank}</dd>
                </div>
                <div>
                  <dt>竞争程度</dt>
                  <dd>
                    <Tag className="zy-rank-level" color={LEVEL_COLORS[seg.competitionLevel]}>
                      竞争{seg.competitionLevel}
                    </Tag>
                  </dd>
                </div>
              </dl>
              <p className="zy-rank-prompt">{result?.scorePrompt}</p>
            </>
          ) : result ? (
            <Alert className="zy-rank-nomatch" type="warning" showIcon title={result.scorePrompt} />
          ) : null}
        </LoadState>
      )}
      <DataSourceNote year={table.year} sources={[table.source]} />
    </section>
  );
}

/** The pickers' lists: as wide as their longest option, but never wider than the screen */
const POPUP_STYLES = { popup: { root: { maxWidth: 'calc(100vw - 16px)' } } };

function DistributionCard({ tableKey, batch, score }: { tableKey: TableKey; batch: string | undefined; score: number | null }) {
  const curve = useCurve(tableKey, batch);
  const isPhone = useIsPhone();
  const option = useMemo(() => {
    const data = curve.data;
    if (!data) return null;
    const points = [...data.curveData].sort((a, b) => a.score - b.score);
    // a band of several scores (北京's 10-point bands, a top 及以上 band) is drawn flat over its scores at its
    // average per score, so that the curve stays 人数 per score and a band's total never shows as a peak
    const perScore = (p: CurvePoint) => (p.highScore > p.score ? Math.round((p.sameScoreCount / (p.highScore - p.score + 1)) * 10) / 10 : p.sameScoreCount);
    const byScore = new Map<number, CurvePoint>();
    const series: [number, number][] = [];
    for (const p of points) {
      byScore.set(p.score, p);
      series.push([p.score, perScore(p)]);
      if (p.highScore > p.score) {
        byScore.set(p.highScore, p);
        series.push([p.highScore, perScore(p)]);
      }
    }
    const min = Math.floor(data.table.bottomScore / CHART_LABEL_INTERVAL) * CHART_LABEL_INTERVAL;
    const top = Math.ceil(Math.max(...points.map((p) => p.highScore)) / CHART_LABEL_INTERVAL) * CHART_LABEL_INTERVAL;
    // never past the full mark (上海 660)
    const max = data.table.fullMark ? Math.min(top, data.table.fullMark) : top;
    const marks: object[] = [];
    if (score !== null) marks.push({ xAxis: score, name: '你的分数', lineStyle: { color: '#e5484d' }, label: { formatter: `${score}分`, color: '#e5484d' } });
    if (data.batchLine?.controlScore != null) {
      marks.push({
        xAxis: data.batchLine.controlScore,
        name: data.batchLine.batch,
        lineStyle: { color: '#16a34a' },
        // along the line, inside the plot: clear of the axis names
        label: { formatter: `${isPhone ? '' : `${data.batchLine.batch} `}${data.batchLine.controlScore}`, color: '#16a34a', position: 'insideEndTop' },
      });
    }
    return {
      animation: false,
      grid: { left: isPhone ? 44 : 64, right: isPhone ? 16 : 32, top: 36, bottom: isPhone ? 64 : 52 },
      tooltip: {
        trigger: 'axis',
        formatter: (params: { value: [number, number] }[]) => {
          const p = byScore.get(params[0]?.value[0] ?? NaN);
          if (!p) return '';
          const counted =
            p.highScore !== p.score
              ? `${p.score}–${p.highScore}分<br/>该段共${p.sameScoreCount}人（平均每分约${perScore(p)}人）`
              : `${p.score}分<br/>同分人数：${p.sameScoreCount}`;
          return `${counted}<br/>位次：${rankRange(p.highestRank, p.lowestRank)}`;
        },
      },
      xAxis: {
        type: 'value',
        name: '分数',
        min,
        max,
        // a label every 50 scores (spec §2 Rank page)
        interval: CHART_LABEL_INTERVAL,
        // on a phone the labels are turned so that every one of them stays readable
        axisLabel: isPhone ? { rotate: 45, fontSize: 10 } : {},
        splitLine: { show: false },
        nameTextStyle: { color: '#9ca3af' },
        // the axis name sits under the labels, never beside a mark line's label
        nameLocation: 'middle',
        nameGap: isPhone ? 44 : 30,
      },
      yAxis: { type: 'value', name: '同分人数', nameTextStyle: { color: '#9ca3af' }, splitLine: { lineStyle: { color: '#eef1f5' } } },
      series: [
        {
          type: 'line',
          name: '同分人数',
          showSymbol: false,
          smooth: false,
          lineStyle: { width: 2, color: '#1f5fd1' },
          areaStyle: { color: 'rgba(31, 95, 209, 0.12)' },
          data: series,
          markLine: { symbol: 'none', silent: true, lineStyle: { type: 'dashed', width: 1.5 }, data: marks },
        },
      ],
    };
  }, [curve.data, score, isPhone]);

  return (
    <section className="zy-card zy-rank-card" aria-label="分数分布">
      <header className="zy-card-head zy-rank-card-head">
        <h2>分数分布</h2>
        <span className="zy-rank-card-meta">每个分数的考生人数{curve.data?.batchLine?.controlScore != null ? '，绿线为所选批次控制线' : ''}</span>
      </header>
      <LoadState query={curve} what="分数分布" skeletonRows={6}>
        {option && <EChart option={option} height={isPhone ? 240 : 320} label="一分一段分数分布图" />}
      </LoadState>
      {curve.data?.batchLine && (
        <DataSourceNote prefix="批次线来源" year={tableKey.year} sources={[curve.data.batchLine.source]} />
      )}
    </section>
  );
}

function HistoryCard({ tableKey, score, province }: { tableKey: TableKey; score: number; province: string }) {
  const history = useHistorical(tableKey, score);
  const show = useEquivalentShow(province);
  const isPhone = useIsPhone();
  const label = show.data?.label ?? '等效分';
  const data = history.data;
  return (
    <section className="zy-card zy-rank-card" aria-label="历年等效分">
      <header className="zy-card-head zy-rank-card-head">
        <h2>历年{label}</h2>
        {data?.segment && <span className="zy-rank-card-meta">按{tableKey.year}年第{data.segment.suggestedRank}名换算</span>}
      </header>
      <LoadState query={history} what={`历年${label}`} skeletonRows={3}>
        {!data ? null : data.rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={data.message} />
        ) : (
          <Table<HistoricalEquivalentRow>
            size={isPhone ? 'small' : 'middle'}
            rowKey="year"
            pagination={false}
            dataSource={data.rows}
            columns={[
              {
                title: '年份',
                dataIndex: 'year',
                key: 'year',
                width: isPhone ? 70 : 110,
                render: (year: number, row) => (
                  <span className="zy-rank-year">
                    {year}
                    {tableCaveats(row.table).map((c) => (
                      <CaveatMarker key={c.label} caveat={c} />
                    ))}
                  </span>
                ),
              },
              {
                title: label,
                key: 'score',
                width: isPhone ? 80 : 140,
                render: (_: unknown, row) =>
                  row.historicalEquivalentScore === null ? (
                    <span className="zy-rank-muted">无</span>
                  ) : (
                    <strong className="zy-rank-equiv">{row.bandLabel}</strong>
                  ),
              },
              {
                title: '该分位次区间',
                key: 'range',
                render: (_: unknown, row) => (
                  <>
                    <span className="zy-rank-num">{rankRange(row.highestRank, row.lowestRank)}</span>
                    {row.note && <div className="zy-rank-note">{row.note}</div>}
                  </>
                ),
              },
            ]}
          />
        )}
      </LoadState>
      {show.data && show.data.showType !== 'equivalentScore' && <p className="zy-rank-note">{show.data.reason}。</p>}
    </section>
  );
}

function TableRowsCard({ tableKey, score }: { tableKey: TableKey; score: number | null }) {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_TABLE_PAGE_SIZE);
  // null: open the page of the asked score
  const [page, setPage] = useState<number | null>(null);
  const [followed, setFollowed] = useState({ score, tableKey });
  if (followed.score !== score || followed.tableKey !== tableKey) {
    setFollowed({ score, tableKey });
    setPage(null);
  }
  const rows = useTableRows(tableKey, score, page, pageSize);
  const isPhone = useIsPhone();
  const data = rows.data;
  return (
    <section className="zy-card zy-rank-card" aria-label="一分一段表">
      <header className="zy-card-head zy-rank-card-head">
        <h2>一分一段表</h2>
        {data && (
          <span className="zy-rank-card-meta">
            {data.table.year}年{data.table.subject} · 共{data.total}行
          </span>
        )}
      </header>
      <Table<RankTableRow>
        className="zy-rank-rows"
        size={isPhone ? 'small' : 'middle'}
        rowKey="score"
        loading={rows.isFetching && !rows.isPlaceholderData ? false : rows.isFetching}
        dataSource={data?.records ?? []}
        rowClassName={(row) => (data?.highlightScore === row.score ? 'is-asked' : '')}
        locale={{ emptyText: '暂无数据' }}
        pagination={{
          current: data?.current ?? 1,
          pageSize,
          total: data?.total ?? 0,
          pageSizeOptions: TABLE_PAGE_SIZES.map(String),
          showSizeChanger: true,
          simple: isPhone,
          size: isPhone ? 'small' : undefined,
          onChange: (next, size) => {
            if (size !== pageSize) {
              setPageSize(size);
              setPage(1);
            } else setPage(next);
          },
        }}
        columns={[
          { title: '分数', dataIndex: 'bandLabel', key: 'score', width: isPhone ? 84 : 140, render: (v: string) => <strong>{v}</strong> },
          { title: '同分人数', dataIndex: 'count', key: 'count', align: 'right', render: (v: number | null) => (v === null ? '-' : v) },
          { title: '累计人数', dataIndex: 'cumulative', key: 'cumulative', align: 'right' },
          ...(isPhone
            ? []
            : [
                {
                  title: '位次区间',
                  key: 'range',
                  align: 'right' as const,
                  render: (_: unknown, row: RankTableRow) => rankRange(row.highestRank, row.lowestRank),
                },
              ]),
        ]}
      />
      {data && <DataSourceNote year={data.table.year} sources={[data.table.source]} caveats={tableCaveats(data.table)} />}
    </section>
  );
}

function Remarks({ province }: { province: string }) {
  const description = useEquivalentDescription(province);
  const instructions = useInstructions(province);
  return (
    <div className="zy-rank-remarks">
      <RemarkCard remark={description} />
      <RemarkCard remark={instructions} />
    </div>
  );
}

function RemarkCard({ remark }: { remark: UseQueryResult<Remark> }) {
  const data = remark.data;
  return (
    <section className="zy-rank-card zy-rank-remark" aria-label={data?.title}>
      <LoadState query={remark} what="说明">
        {data && (
          <>
            <h2>{data.title}</h2>
            {data.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </>
        )}
      </LoadState>
    </section>
  );
}
