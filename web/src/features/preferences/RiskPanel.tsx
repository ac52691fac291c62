import { Alert, Progress, Skeleton, Tag } from 'antd';
import { HttpError } from '../../lib/http';
import type { ListAdviceReply, ListRisk } from './api';
import { pct } from './UnitList';

interface RiskPanelProps {
  risk: ListRisk | undefined;
  advice?: ListAdviceReply | undefined;
  loading: boolean;
  error: unknown;
  /** Labels of the list's units by id, for the advice */
  labels: ReadonlyMap<string, string>;
  count: number;
}

/** The whole list: chance of admission somewhere, 滑档, the top-N landing chances, risky units, plain words and the order advice. */
export function RiskPanel({ risk, advice, loading, error, labels, count }: RiskPanelProps) {
  if (count === 0) return <p className="zy-muted">志愿表还是空的：从“志愿填报”加入院校后，这里会估计整张表被录取和滑档的可能。</p>;
  if (error && !risk) {
    return (
      <Alert
        type="warning"
        showIcon
        title="暂时无法评估整张表的风险"
        description={
          error instanceof HttpError && error.status === 404
            ? '整表风险评估服务尚未开放，请先参考每个志愿的录取可能。'
            : error instanceof Error
              ? error.message
              : '服务暂不可用，请稍后再试'
        }
      />
    );
  }
  if (!risk) return <Skeleton active paragraph={{ rows: 3 }} />;
  const lost = risk.fall + risk.refused;
  const topShown = risk.topN.slice(0, Math.min(5, risk.topN.length));
  return (
    <div className="zy-pref-risk" data-testid="risk-panel" aria-busy={loading}>
      {risk.warning && <Alert type="error" showIcon title="滑档风险偏高" description={risk.warning} data-testid="risk-warning" />}
      <div className="zy-pref-risk-figures">
        <div className="zy-pref-risk-figure">
          <Progress type="circle" size={88} percent={Math.round(risk.admitted * 100)} strokeColor="#16a34a" format={() => pct(risk.admitted)} />
          <span>被录取的可能</span>
        </div>
        <div className="zy-pref-risk-figure">
          <Progress
            type="circle"
            size={88}
            percent={Math.round(lost * 100)}
            strokeColor={lost > risk.threshold ? '#dc2626' : '#f59e0b'}
            format={() => pct(risk.fall)}
          />
          <span>滑档的可能</span>
          {risk.refused >= 0.005 && <span className="zy-muted">另有退档约 {pct(risk.refused)}</span>}
        </div>
        <div className="zy-pref-topn">
          {topShown.map((p, i) => (
            <div key={i} className="zy-pref-topn-row">
              <span>落在前 {i + 1} 个志愿</span>
              <Progress percent={Math.round(p * 100)} size="small" format={() => pct(p)} />
            </div>
          ))}
        </div>
      </div>
      <div className="zy-pref-explain" data-testid="risk-explanation">
        {risk.explanation.map((s) => (
          <p key={s}>{s}</p>
        ))}
        <p className="zy-muted">滑档（含退档）超过 {pct(risk.threshold)} 时会提醒。</p>
      </div>
      {risk.risks.length > 0 && (
        <div className="zy-pref-risky">
          <h3>风险在哪里</h3>
          <ul>
            {risk.risks.map((r) => (
              <li key={`${r.unitId}-${r.kind}`}>
                <Tag color={r.kind === 'refusal' ? 'orange' : r.kind === 'hopeless' ? 'default' : 'red'}>
                  {r.kind === 'refusal' ? '退档' : r.kind === 'hopeless' ? '几无可能' : '兜底不足'}
                </Tag>
                {r.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {advice && advice.changes.length > 0 && (
        <div className="zy-pref-advice" data-testid="risk-advice">
          <h3>调整建议</h3>
          <ul>
            {advice.changes.map((c, i) => (
              <li key={i}>
                <Tag>{{ add: '补充', drop: '去掉', adjust: '服从调剂', order: '顺序' }[c.kind]}</Tag>
                {c.label || labels.get(c.unitId) || ''}：{c.reason}
              </li>
            ))}
          </ul>
          <p className="zy-muted">
            按建议调整后：被录取约 {pct(advice.after.admitted)}，滑档约 {pct(advice.after.fall)}
            {advice.ceilingMet ? '' : `（在本批次 ${advice.maxChoices} 个志愿内仍压不到 ${pct(advice.fallCeiling)} 以下）`}
          </p>
        </div>
      )}
      {advice && advice.changes.length === 0 && <p className="zy-muted" data-testid="risk-advice">顺序与组成无需调整：{advice.explanation[0] ?? '按你的意愿顺序排列即可'}</p>}
      {risk.unknown.length > 0 && (
        <Alert type="info" showIcon title={`${risk.unknown.map((u) => `第 ${u.position} 个志愿 ${u.schoolName}`).join('、')} 没有往年录取数据，未计入模拟`} />
      )}
      {risk.choices.length > 0 && (
        <details className="zy-pref-choices">
          <summary>每个志愿的录取与退档可能</summary>
          <ol>
            {risk.choices.map((c) => (
              <li key={c.unitId}>
                {c.label}：走到这里 {pct(c.reach)}，在此录取 {pct(c.land)}
                {c.refused >= 0.005 ? `，退档 ${pct(c.refused)}` : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
