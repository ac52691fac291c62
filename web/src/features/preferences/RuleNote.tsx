import { Tag } from 'antd';
import type { AdmissionRule } from '@zhiyuan/domain';

/** How the province fills its main batch: mode, choices, majors per choice, 服从调剂; marked 待核实 when not confirmed. */
export function RuleNote({ rule }: { rule: AdmissionRule }) {
  const main = rule.mainBatch;
  return (
    <div className="zy-pref-rule" data-testid="rule-note">
      <span>
        {rule.province}
        {rule.ruleYear ?? rule.year}年 按<strong>{rule.fillMode}</strong>填报
      </span>
      {main && (
        <>
          <span>
            {main.batch}：最多 <strong>{main.maxChoices ?? '?'}</strong> 个志愿
          </span>
          {main.majorsPerChoice !== null && rule.fillMode !== '专业+院校' && <span>每个志愿最多 {main.majorsPerChoice} 个专业</span>}
          <span>服从调剂：{main.adjust === 'yes' ? '可选' : main.adjust === 'no' ? '不设' : '未明'}</span>
          {!main.verified && <Tag color="orange">待核实</Tag>}
        </>
      )}
      {rule.message && <span className="zy-muted">{rule.message}</span>}
    </div>
  );
}
