import { useMemo } from 'react';
import { Alert, Button, Progress, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ASSESSMENT_GUIDANCE_NOTE,
  ASSESSMENT_IDS,
  ASSESSMENT_TRANSLATION_NOTE,
  unansweredItems,
  type AssessmentGuidanceRow,
  type AssessmentResult,
  type AssessmentResultSummary,
} from '@zhiyuan/domain';
import { EChart, type EChartOption } from '../../components/EChart';
import { LoadState } from '../../components/LoadState';
import { PageTitle } from '../../components/PageTitle';
import { useLoginDialog } from '../../lib/loginDialog';
import { useViewer } from '../../lib/viewer';
import {
  assessmentListQueryOptions,
  assessmentQueryOptions,
  assessmentResultQueryOptions,
  studentResultsQueryOptions,
  useSubmitAssessment,
  type AssessmentInfoView,
} from './api';
import { useStoredAnswers } from './useStoredAnswers';
import './assessments.css';

const isKnownTest = (id: string | undefined): id is (typeof ASSESSMENT_IDS)[number] => ASSESSMENT_IDS.includes(id as (typeof ASSESSMENT_IDS)[number]);

const dateOf = (iso: string) => new Date(iso).toLocaleString('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

function UnknownTest() {
  return (
    <div className="zy-container zy-page">
      <PageTitle>测评</PageTitle>
      <Alert type="warning" showIcon title="没有这项测评" action={<Link to="/ceping">返回测评列表</Link>} />
    </div>
  );
}

/** The viewer's saved results (evaluationInfo), newest first. */
function MyResults() {
  const { info } = useViewer();
  const results = useQuery(studentResultsQueryOptions(info?.studentId));
  if (!info) return null;
  return (
    <section className="zy-panel zy-assess-history" aria-label="我的测评记录">
      <h2 className="zy-assess-h2">我的测评记录</h2>
      <LoadState query={results} what="测评记录" isEmpty={(results.data ?? []).length === 0} emptyReason="完成一项测评后，结果会保存在这里。" simpleEmpty>
        <ul className="zy-assess-history-list">
          {(results.data ?? []).map((r: AssessmentResultSummary) => (
            <li key={r.id}>
              <Link to={`/ceping-result/${r.id}`}>
                <span className="zy-assess-history-name">{r.name}</span>
                {r.scores.code ? <Tag color="blue">{r.scores.code}</Tag> : null}
                <span className="zy-assess-history-date">{dateOf(r.createdAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}

function TestCard({ test }: { test: AssessmentInfoView }) {
  const navigate = useNavigate();
  return (
    <article className="zy-assess-card">
      <div className="zy-assess-card-kind">{test.shortName}</div>
      <h2 className="zy-assess-card-title">{test.name}</h2>
      <p className="zy-assess-card-summary">{test.summary}</p>
      <div className="zy-assess-card-meta">
        <span>{test.itemCount} 题</span>
        <span>约 {test.minutes} 分钟</span>
        <span>{test.scales.map((s) => s.name).join(' · ')}</span>
      </div>
      <div className="zy-assess-card-actions">
        <Button onClick={() => navigate(`/cepingdetail/${test.id}`)}>测评说明</Button>
        <Button type="primary" onClick={() => navigate(`/cepingtest/${test.id}`)}>
          开始测评
        </Button>
      </div>
    </article>
  );
}

/** /ceping (auth required): the two tests and the student's saved results. */
export function AssessmentListPage() {
  const list = useQuery(assessmentListQueryOptions());
  return (
    <div className="zy-container zy-page">
      <PageTitle>测评</PageTitle>
      <h1 className="zy-page-title">测评</h1>
      <p className="zy-page-subtitle">了解自己的兴趣和性格，作为选专业的参考。两项测评均为公开的心理测量题目，免费、可反复作答。</p>
      <LoadState query={list} what="测评列表" isEmpty={(list.data ?? []).length === 0}>
        <div className="zy-assess-cards">
          {(list.data ?? []).map((t) => (
            <TestCard key={t.id} test={t} />
          ))}
        </div>
      </LoadState>
      <MyResults />
    </div>
  );
}

/** /cepingdetail/:id: what a test measures, how long it takes, where its items come from. */
export function AssessmentDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const test = useQuery({ ...assessmentQueryOptions(id ?? ''), enabled: isKnownTest(id) });
  if (!isKnownTest(id)) return <UnknownTest />;
  const t = test.data;
  return (
    <div className="zy-container zy-page">
      <PageTitle>{t?.name ?? '测评说明'}</PageTitle>
      <Link className="zy-back-link" to="/ceping">
        ← 全部测评
      </Link>
      <LoadState query={test} what="测评说明">
        {t ? (
          <>
            <h1 className="zy-page-title">{t.name}</h1>
            <p className="zy-page-subtitle">
              {t.itemCount} 题 · 约 {t.minutes} 分钟
            </p>
            <section className="zy-panel">
              <p>{t.summary}</p>
              <p>{t.instruction}</p>
              <h2 className="zy-assess-h2">测量的维度</h2>
              <dl className="zy-assess-scales">
                {t.scales.map((s) => (
                  <div key={s.code}>
                    <dt>
                      {s.name}（{s.code}）
                    </dt>
                    <dd>{s.meaning}</dd>
                  </div>
                ))}
              </dl>
              <h2 className="zy-assess-h2">题目来源</h2>
              <p className="zy-assess-source">{t.source}。{t.licence}。</p>
              <p className="zy-assess-source">{ASSESSMENT_TRANSLATION_NOTE}</p>
              <Button type="primary" size="large" onClick={() => navigate(`/cepingtest/${t.id}`)}>
                开始测评
              </Button>
            </section>
          </>
        ) : null}
      </LoadState>
    </div>
  );
}

/** /cepingtest/:id: one item at a time, progress shown, answers kept across a reload. */
export function AssessmentTestPage() {
  const { id = '' } = useParams();
  const known = isKnownTest(id);
  const test = useQuery({ ...assessmentQueryOptions(id), enabled: known });
  const { isGuest, info } = useViewer();
  const { openLogin } = useLoginDialog();
  const { progress, update, clear } = useStoredAnswers(id);
  const submit = useSubmitAssessment(id);
  const navigate = useNavigate();

  if (!known) return <UnknownTest />;
  const t = test.data;
  const items = t?.items ?? [];
  const total = items.length;
  const answered = items.filter((i) => progress.answers[i.itemId] !== undefined).length;
  const index = Math.min(progress.index, Math.max(total - 1, 0));
  const item = items[index];
  const missing = t ? unansweredItems(items, progress.answers) : [];

  const answer = (value: number) => {
    if (!item) return;
    const answers = { ...progress.answers, [item.itemId]: value };
    // move on to the next item still open, so a student who went back is not made to click through
    const nextOpen = items.findIndex((i, k) => k > index && answers[i.itemId] === undefined);
    update({ answers, index: nextOpen === -1 ? index : nextOpen });
  };

  const send = () =>
    submit.mutate(progress.answers, {
      onSuccess: (result) => {
        clear();
        navigate(`/ceping-result/${result.id}`);
      },
    });

  return (
    <div className="zy-container zy-page">
      <PageTitle>{t?.name ?? '测评'}</PageTitle>
      <Link className="zy-back-link" to={`/cepingdetail/${id}`}>
        ← 测评说明
      </Link>
      <LoadState query={test} what="测评题目">
        {t ? (
          <>
            <h1 className="zy-page-title">{t.name}</h1>
            <p className="zy-page-subtitle">{t.instruction}</p>
            {isGuest || !info ? (
              <Alert
                type="info"
                showIcon
                title="请先登录！"
                description="测评结果会保存到你的个人资料（测评信息）中，登录后即可开始。"
                action={
                  <Button type="primary" onClick={openLogin}>
                    登录
                  </Button>
                }
              />
            ) : (
              <section className="zy-panel zy-assess-test" aria-label="答题">
                <div className="zy-assess-progress">
                  <span>
                    第 {index + 1} / {total} 题
                  </span>
                  <span>已答 {answered} 题</span>
                </div>
                <Progress percent={total ? Math.round((answered / total) * 100) : 0} showInfo={false} aria-label={`已答 ${answered} / ${total} 题`} />
                {item ? (
                  <div className="zy-assess-item">
                    <p className="zy-assess-item-text">{item.textZh}</p>
                    <p className="zy-assess-item-en" lang="en">
                      {item.textEn}
                    </p>
                    <div className="zy-assess-options" role="radiogroup" aria-label={item.textZh}>
                      {t.options.map((label, k) => {
                        const value = k + 1;
                        const checked = progress.answers[item.itemId] === value;
                        return (
                          <Button
                            key={label}
                            role="radio"
                            aria-checked={checked}
                            type={checked ? 'primary' : 'default'}
                            size="large"
                            onClick={() => answer(value)}
                          >
                            {label}
                          </Button>
                        );
                      })}
                    </div>
                  </div>
                ) : null}
                <div className="zy-assess-nav">
                  <Button disabled={index === 0} onClick={() => update({ ...progress, index: index - 1 })}>
                    上一题
                  </Button>
                  <Button
                    disabled={index >= total - 1 || progress.answers[item?.itemId ?? ''] === undefined}
                    onClick={() => update({ ...progress, index: index + 1 })}
                  >
                    下一题
                  </Button>
                  <Button type="primary" disabled={missing.length > 0} loading={submit.isPending} onClick={send}>
                    {missing.length > 0 ? `还有${missing.length}题未作答` : '提交并查看结果'}
                  </Button>
                </div>
                <p className="zy-assess-source">{ASSESSMENT_TRANSLATION_NOTE} 作答进度保存在本机，刷新页面不会丢失。</p>
              </section>
            )}
          </>
        ) : null}
      </LoadState>
    </div>
  );
}

function profileChart(result: AssessmentResult): EChartOption {
  const scales = [...result.scores.scales].reverse();
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}' } },
    yAxis: { type: 'category', data: scales.map((s) => `${s.name} ${s.code}`) },
    series: [
      {
        type: 'bar',
        name: '得分（0–100）',
        data: scales.map((s) => s.percent),
        barMaxWidth: 22,
        itemStyle: { color: '#2563eb', borderRadius: [0, 4, 4, 0] },
        label: { show: true, position: 'right', formatter: ({ dataIndex }: { dataIndex: number }) => `${scales[dataIndex]!.score}/${scales[dataIndex]!.max}` },
      },
    ],
  };
}

function GuidanceList({ rows, kind }: { rows: AssessmentGuidanceRow[]; kind: AssessmentGuidanceRow['kind'] }) {
  const mine = rows.filter((r) => r.kind === kind);
  return (
    <ul className="zy-assess-guidance">
      {mine.map((r) => (
        <li key={`${r.riasecType}-${r.code}`}>
          <Link to={kind === 'major_class' ? `/chazhuanyetype/${r.code}` : `/chazhiyeoverview/${r.code}`}>{r.name}</Link>
          <Tag>{r.riasecType}</Tag>
          <span className="zy-assess-guidance-why">{r.rationale}</span>
        </li>
      ))}
    </ul>
  );
}

/** /ceping-result/:id: the profile, what each scale means and, for RIASEC, the majors and professions it points to. */
export function AssessmentResultPage() {
  const { id = '' } = useParams();
  const result = useQuery({ ...assessmentResultQueryOptions(id), enabled: /^\d+$/.test(id) });
  const list = useQuery(assessmentListQueryOptions());
  const r = result.data;
  const info = list.data?.find((t) => t.id === r?.assessmentId);
  const chart = useMemo(() => (r ? profileChart(r) : null), [r]);
  const navigate = useNavigate();
  if (!/^\d+$/.test(id)) return <UnknownTest />;
  const top = r?.scores.code ? [...r.scores.code] : [];
  return (
    <div className="zy-container zy-page">
      <PageTitle>测评结果</PageTitle>
      <Link className="zy-back-link" to="/ceping">
        ← 全部测评
      </Link>
      <LoadState query={[result, list]} what="测评结果">
        {r && chart ? (
          <>
            <h1 className="zy-page-title">{r.name} · 结果</h1>
            <p className="zy-page-subtitle">完成于 {dateOf(r.createdAt)}，已保存到个人资料的“测评信息”。</p>
            <section className="zy-panel" aria-label="测评结果">
              {r.scores.code ? (
                <div className="zy-assess-code">
                  你的霍兰德代码：<strong data-testid="holland-code">{r.scores.code}</strong>
                  <span>（{top.map((c) => r.scores.scales.find((s) => s.code === c)?.name).join(' · ')}）</span>
                </div>
              ) : null}
              <EChart option={chart} height={r.scores.scales.length * 44 + 24} label={`各维度得分：${r.scores.scales.map((s) => `${s.name}${s.score}`).join('，')}`} />
              <p className="zy-assess-source">
                条形长度为换算到 0–100 的得分，右侧为原始分/满分。得分只说明你在各维度之间的相对倾向，不是能力高低。
              </p>
              <h2 className="zy-assess-h2">各维度的含义</h2>
              <dl className="zy-assess-scales">
                {(info?.scales ?? []).map((s) => (
                  <div key={s.code} className={top.includes(s.code) ? 'is-top' : undefined}>
                    <dt>
                      {s.name}（{s.code}） <span className="zy-assess-score">{r.scores.scales.find((x) => x.code === s.code)?.score}</span>
                    </dt>
                    <dd>{s.meaning}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {r.guidance.length > 0 ? (
              <section className="zy-panel" aria-label="参考方向">
                <h2 className="zy-assess-h2">可以了解的专业类</h2>
                <Alert type="info" showIcon title="参考方向，非录取或就业建议" description={ASSESSMENT_GUIDANCE_NOTE} />
                <GuidanceList rows={r.guidance} kind="major_class" />
                <h2 className="zy-assess-h2">可以了解的职业中类</h2>
                <GuidanceList rows={r.guidance} kind="profession_type" />
              </section>
            ) : (
              <section className="zy-panel">
                <p>
                  大五人格描述的是性格倾向，本站不把它直接对应到专业。想看兴趣与专业的对应，可以做
                  <Link to="/cepingdetail/riasec-iip48">霍兰德职业兴趣测评</Link>。
                </p>
              </section>
            )}
            <div className="zy-assess-nav">
              <Button onClick={() => navigate(`/cepingtest/${r.assessmentId}`)}>重新测评</Button>
              <Button onClick={() => navigate('/ceping')}>全部测评</Button>
            </div>
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
