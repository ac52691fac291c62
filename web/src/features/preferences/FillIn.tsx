import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Empty, Input, InputNumber, Select, Skeleton, Space, Tabs, Tag } from 'antd';
import { ThunderboltOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { listIsFull, PROVINCE_NAMES, type PreferenceScores, type RecommendResponse } from '@zhiyuan/domain';
import { LoadState } from '../../components/LoadState';
import { get, HttpError } from '../../lib/http';
import { useUrlFilters } from '../../lib/filterState';
import { useViewer } from '../../lib/viewer';
import { useIsPhone } from '../../lib/useMediaQuery';
import { oneKeyFill, useAdmissionRule, useRecommend, useScores, type Recommendation, type RecommendBody } from './api';
import { addToDraft, fromPreferenceEntry, useDraft, writeDraft, type DraftHeader, type Tier } from './draft';
import { RuleNote } from './RuleNote';
import { TIER_LABELS, toDraftEntry, unitTitle, UnitList } from './UnitList';

const TIERS: readonly Tier[] = ['冲', '稳', '保'];
const FILTER_KEYS = ['tier', 'page', 'size', 'provinces', 'types', 'features', 'levels', 'majors', 'fee', 'cities', 'score', 'rank', 'scoreId', 'track', 'subs'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
const LEVEL_FEATURES = ['985', '211', '双一流'];

const TRACKS = ['物理类', '历史类', '综合', '理科', '文科'] as const;
const SUBS = ['物', '化', '生', '政', '史', '地', '技'] as const;
type Track = (typeof TRACKS)[number];
type Sub = (typeof SUBS)[number];

const list = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : []);
const num = (v: string | undefined) => (v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

interface FilterProps {
  /** The field's accessible name; also its placeholder unless one is given */
  label: string;
  placeholder?: string;
}

/** A filter of several choices; hands back the chosen ones joined by commas (the URL's form). */
function ChoiceFilter({ label, placeholder, values, choices, onChange }: FilterProps & { values: string[]; choices: readonly string[]; onChange: (joined: string) => void }) {
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder={placeholder ?? label}
      aria-label={label}
      value={values}
      options={choices.map((c) => ({ value: c, label: c }))}
      onChange={(v: string[]) => onChange(v.join(','))}
    />
  );
}

/** A filter of typed words (commas, full-width commas or spaces between them), applied on leaving the field or Enter. */
function WordsFilter({ label, placeholder, value, onChange }: FilterProps & { value: string | undefined; onChange: (joined: string) => void }) {
  const apply = (text: string) => onChange(text.split(/[,，\s]+/).filter(Boolean).join(','));
  return (
    <Input
      allowClear
      placeholder={placeholder ?? label}
      aria-label={label}
      defaultValue={value?.replaceAll(',', '，')}
      onBlur={(e) => apply(e.target.value)}
      onPressEnter={(e) => apply(e.currentTarget.value)}
    />
  );
}

type ScoreRecord = PreferenceScores['records'][number];
const optionOptions = (path: string) =>
  queryOptions({ queryKey: ['preferences', 'options', path], queryFn: ({ signal }) => get<string[]>(path, { signal }), staleTime: 30 * 60_000 });

/** The 高考 record first (newest), else the newest 模考. */
function defaultRecord(records: readonly ScoreRecord[]): ScoreRecord | undefined {
  const byDate = [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return byDate.find((r) => r.examType === 1) ?? byDate[0];
}

const recordLabel = (r: ScoreRecord) =>
  `${r.examType === 1 ? '高考' : '模考'}${r.examName ? ` · ${r.examName}` : ''} · ${r.totalScore}分${r.rank !== null ? ` · 位次${r.rank}` : ''}`;

/** The header a list keeps: whom the units were picked for. */
function headerOf(student: RecommendResponse['student'], batch: string | undefined): DraftHeader {
  return {
    province: student.province,
    year: student.year,
    batch: batch ?? student.level,
    track: student.track,
    subjects: student.subjects,
    score: student.score,
    rank: student.rank,
    scoreId: student.scoreId,
  };
}

interface FillInProps {
  studentId: string;
  province: string | null;
  year: number | null;
  /** A fixed score record (the /recommendation route) */
  scoreId?: string;
}

/** 智能填报 and 一键填报 for one student: their position, the tiers, filters, units, and the draft 志愿表. */
export function FillIn({ studentId, province, year, scoreId: fixedScoreId }: FillInProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const { values, set } = useUrlFilters<FilterKey>(FILTER_KEYS);
  const scores = useScores(studentId);
  const types = useQuery(optionOptions('/api/school/types'));
  const features = useQuery(optionOptions('/api/school/listFeature'));
  const rule = useAdmissionRule(province, year);
  const draft = useDraft(studentId);
  const [oneKeyBusy, setOneKeyBusy] = useState(false);
  const scoreSheetOpen = useViewer().info?.userInfoChildren.includes('scoreSheet') ?? false;
  const [scoreInput, setScoreInput] = useState<number | null>(num(values.score));
  const [rankInput, setRankInput] = useState<number | null>(num(values.rank));
  const [trackInput, setTrackInput] = useState<Track | undefined>((TRACKS as readonly string[]).includes(values.track ?? '') ? (values.track as Track) : undefined);
  const [subsInput, setSubsInput] = useState<Sub[]>(list(values.subs).filter((x): x is Sub => (SUBS as readonly string[]).includes(x)));

  const records = scores.data?.records ?? [];
  const record = fixedScoreId ? records.find((r) => r.id === fixedScoreId) : values.scoreId ? records.find((r) => r.id === values.scoreId) : defaultRecord(records);
  const manualScore = num(values.score);
  const manualRank = num(values.rank);
  const hasPosition = record !== undefined || manualScore !== null || manualRank !== null;
  const urlTrack = (TRACKS as readonly string[]).includes(values.track ?? '') ? (values.track as Track) : undefined;
  const urlSubs = list(values.subs).filter((x): x is Sub => (SUBS as readonly string[]).includes(x));
  const manualTrack = { ...(urlTrack ? { track: urlTrack } : {}), ...(urlSubs.length ? { subjects: urlSubs } : {}) };

  const tier = (TIERS as readonly string[]).includes(values.tier ?? '') ? (values.tier as Tier) : '稳';
  const page = num(values.page) ?? 1;
  const pageSize = num(values.size) ?? 10;
  const fee = num(values.fee);
  const filters = {
    schoolProvinces: list(values.provinces),
    schoolTypes: list(values.types),
    features: [...list(values.features), ...list(values.levels)],
    majors: list(values.majors),
    ...(fee !== null ? { maxTuition: fee } : {}),
    cities: list(values.cities),
  };
  const body: RecommendBody | null =
    scores.isPending || !hasPosition
      ? null
      : {
          studentId,
          ...(manualRank !== null ? { rank: manualRank } : manualScore !== null ? { score: manualScore } : { scoreId: record!.id }),
          ...(manualRank !== null || manualScore !== null ? manualTrack : {}),
          tiers: [tier],
          page,
          pageSize,
          ...filters,
        };
  const recommend = useRecommend(body);
  const result = recommend.data;
  // opened without a tier the page starts on 稳; when 稳 has no unit and another tier has, it opens that one
  // (a student whose units are all 保 saw an empty tab and no word of where they were)
  useEffect(() => {
    if (values.tier || !result || result.counts[tier] > 0) return;
    const next = (['稳', '冲', '保'] as const).find((t) => result.counts[t] > 0);
    if (next) set({ tier: next, page: undefined });
  }, [values.tier, result, tier, set]);
  const inDraft = useMemo(() => new Set(draft.entries.map((e) => e.unitId)), [draft.entries]);
  const maxChoices = rule.data?.mainBatch?.maxChoices ?? null;
  const batchName = rule.data?.mainBatch?.batch;

  const setFilter = (patch: Partial<Record<FilterKey, string>>) => set({ ...patch, page: undefined });
  const add = (r: Recommendation) => {
    if (listIsFull(draft.entries.length, maxChoices)) {
      message.warning(`志愿表已满：${province}本批次最多填 ${maxChoices} 个志愿`);
      return;
    }
    if (!result) return;
    if (addToDraft(studentId, toDraftEntry(r), headerOf(result.student, batchName))) message.success(`已加入志愿表：${unitTitle(r)}（第 ${draft.entries.length + 1} 个）`);
  };
  const runOneKey = async () => {
    if (!body) return;
    if (draft.entries.length > 0 && draft.dirty && !window.confirm('一键填报会替换当前未保存的志愿表，继续吗？')) return;
    setOneKeyBusy(true);
    try {
      const { page: _p, pageSize: _s, tiers: _t, sort: _o, order: _d, ...rest } = body;
      const built = await oneKeyFill(rest);
      const entries = built.entries.map(fromPreferenceEntry);
      writeDraft(studentId, {
        listId: null,
        header: headerOf(built.student, built.batch),
        name: `一键填报 ${new Date().toLocaleDateString('zh-CN')}`,
        entries,
        createdType: 1,
        dirty: true,
      });
      message.success(
        `已按 冲:稳:保 = ${built.proportion.冲}:${built.proportion.稳}:${built.proportion.保} 生成 ${entries.length} 个志愿（冲 ${built.counts.冲}、稳 ${built.counts.稳}、保 ${built.counts.保}），请检查后保存`,
      );
      navigate('/myvolunteerdesign');
    } catch (error) {
      if (!(error instanceof HttpError)) message.error(error instanceof Error ? error.message : '一键填报失败');
    } finally {
      setOneKeyBusy(false);
    }
  };

  if (scores.isPending) return <Skeleton active />;

  return (
    <div className="zy-pref">
      <section className="zy-panel zy-pref-student" aria-label="我的分数">
        <div className="zy-pref-student-main">
          <div>
            <span className="zy-muted">高考省份</span> <strong>{province ?? '未填写'}</strong>
            <span className="zy-muted"> · {year ?? '-'}年</span>
          </div>
          {result && (
            <div className="zy-pref-position" data-testid="student-position">
              {result.student.track && <Tag>{result.student.track}</Tag>}
              {result.student.subjects.length > 0 && <span className="zy-muted">{result.student.subjects.join('、')}</span>}
              {result.student.score !== null && <span>分数 <strong>{result.student.score}</strong></span>}
              <span>
                位次 <strong>{result.student.rank.toLocaleString()}</strong>
              </span>
              <span className="zy-muted">（按{result.student.tableYear}年一分一段）</span>
            </div>
          )}
          {result?.student.notes.map((n) => (
            <div key={n} className="zy-muted">
              {n}
            </div>
          ))}
        </div>
        <div className="zy-pref-score-pick">
          {records.length > 0 && !fixedScoreId && (
            <Select
              aria-label="使用的成绩"
              className="zy-pref-record"
              value={manualScore === null && manualRank === null ? record?.id : undefined}
              placeholder="选择成绩"
              options={records.map((r) => ({ value: r.id, label: recordLabel(r) }))}
              onChange={(id) => setFilter({ scoreId: id, score: undefined, rank: undefined })}
            />
          )}
          <Select
            aria-label="科类"
            placeholder="科类"
            className="zy-pref-track"
            value={trackInput}
            options={TRACKS.map((t) => ({ value: t, label: t }))}
            onChange={(v: Track) => setTrackInput(v)}
          />
          <Select
            aria-label="选考科目"
            placeholder="选考科目"
            mode="multiple"
            maxCount={3}
            className="zy-pref-subs"
            value={subsInput}
            options={SUBS.map((t) => ({ value: t, label: t }))}
            onChange={(v: Sub[]) => setSubsInput(v)}
          />
          <Space.Compact>
            <InputNumber aria-label="分数" placeholder="分数" min={0} max={900} value={scoreInput} onChange={(v) => setScoreInput(v)} />
            <InputNumber aria-label="位次" placeholder="或位次" min={1} value={rankInput} onChange={(v) => setRankInput(v)} />
            <Button
              onClick={() =>
                setFilter({
                  score: rankInput === null && scoreInput !== null ? String(scoreInput) : undefined,
                  rank: rankInput !== null ? String(rankInput) : undefined,
                  track: trackInput,
                  subs: subsInput.join(','),
                })
              }
            >
              估算
            </Button>
          </Space.Compact>
        </div>
      </section>

      {!hasPosition && (
        <Alert
          type="info"
          showIcon
          title="还没有你的成绩"
          description={
            // 成绩单 is open to some member cards only (spec §6): a student whose card does not open it is not sent there
            scoreSheetOpen ? (
              <span>
                请先到 <Link to="/userinfo/scoreSheet">个人资料 · 成绩单</Link> 录入高考或模考成绩（含选科），或在上方选择科类和选考科目、输入分数或位次后点“估算”。
              </span>
            ) : (
              <span>请在上方选择科类和选考科目、输入分数或位次后点“估算”。（把成绩存入个人资料 · 成绩单需开通会员。）</span>
            )
          }
        />
      )}

      {rule.data && <RuleNote rule={rule.data} />}

      <div className="zy-pref-actions">
        <Button type="primary" icon={<ThunderboltOutlined />} loading={oneKeyBusy} disabled={!body} onClick={runOneKey}>
          一键填报
        </Button>
        <Link to="/myvolunteerdesign">
          <Button icon={<UnorderedListOutlined />} data-testid="draft-link">
            当前志愿表 {draft.entries.length}
            {maxChoices !== null ? `/${maxChoices}` : ''}
          </Button>
        </Link>
        <span className="zy-muted">一键填报按 冲:稳:保 = 3:4:3 的比例在本批次志愿数内生成整张表</span>
      </div>

      <section className="zy-panel zy-pref-filters" aria-label="筛选">
        <ChoiceFilter label="院校省份" values={list(values.provinces)} choices={PROVINCE_NAMES} onChange={(v) => setFilter({ provinces: v })} />
        <WordsFilter label="城市" value={values.cities} onChange={(v) => setFilter({ cities: v })} />
        <ChoiceFilter label="院校类型" values={list(values.types)} choices={types.data ?? []} onChange={(v) => setFilter({ types: v })} />
        <ChoiceFilter label="院校层次" placeholder="985/211/双一流" values={list(values.levels)} choices={LEVEL_FEATURES} onChange={(v) => setFilter({ levels: v })} />
        <ChoiceFilter
          label="院校特色"
          values={list(values.features)}
          choices={(features.data ?? []).filter((f) => !LEVEL_FEATURES.includes(f))}
          onChange={(v) => setFilter({ features: v })}
        />
        <WordsFilter label="专业" placeholder="专业或门类" value={values.majors} onChange={(v) => setFilter({ majors: v })} />
        <InputNumber
          placeholder="学费上限 元/年"
          aria-label="学费上限"
          min={0}
          step={1000}
          value={num(values.fee)}
          onChange={(v) => setFilter({ fee: v === null ? undefined : String(v) })}
        />
      </section>

      {hasPosition && (
        <LoadState query={recommend} what="推荐结果" isEmpty={!!result && result.total === 0 && TIERS.every((t) => result.counts[t] === 0)} emptyReason="按当前筛选条件没有可填报的院校，请放宽筛选">
          {result && (
            <>
              <Tabs
                activeKey={tier}
                onChange={(key) => set({ tier: key, page: undefined })}
                items={TIERS.map((t) => ({
                  key: t,
                  label: (
                    <span data-testid={`tier-tab-${t}`}>
                      {isPhone ? t : TIER_LABELS[t]} <Tag>{result.counts[t]}</Tag>
                    </span>
                  ),
                }))}
              />
              {result.total === 0 ? (
                <Empty
                  description={
                    <>
                      暂无数据
                      <span className="zy-empty-hint">
                        按当前条件没有“{TIER_LABELS[tier]}”的院校；
                        {TIERS.filter((t) => result.counts[t] > 0)
                          .map((t) => `${TIER_LABELS[t]} ${result.counts[t]} 个`)
                          .join('、')}
                        ，可切换上方档位查看。
                      </span>
                    </>
                  }
                />
              ) : (
                <UnitList
                  records={result.records}
                  total={result.total}
                  page={result.current}
                  pageSize={result.size}
                  loading={recommend.isFetching}
                  onPage={(p, size) => set({ page: String(p), size: String(size) })}
                  inDraft={inDraft}
                  onAdd={add}
                />
              )}
            </>
          )}
        </LoadState>
      )}
    </div>
  );
}
