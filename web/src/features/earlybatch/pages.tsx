import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { UnderConstruction } from '../../components/UnderConstruction';
import { useSeesFullData } from '../../lib/viewer';
import { VipPrompt } from './SchoolEarlyBatch';

/**
 * /tiqianpi: the province-wide early-batch lists are for VIP members (spec §6)
 * when the site gates by VIP; a non-VIP sees the prompt. The lists themselves
 * are not built yet, so a VIP (or everyone, with gating off) is told so and
 * pointed to a school's own early batch, which its detail page shows.
 */
export function EarlyBatchPage() {
  const full = useSeesFullData();
  const navigate = useNavigate();
  return (
    <div className="zy-container zy-page">
      <PageTitle>提前批</PageTitle>
      <h1 className="zy-page-title">提前批</h1>
      <p className="zy-page-subtitle">军校、公安、师范、艺术等提前批次的招生计划和历年分数线。单所学校的提前批可在院校详情中查看。</p>
      <div className="zy-panel">
        {full ? (
          <UnderConstruction
            embedded
            feature="全省提前批一览"
            description="按省份汇总的提前批招生计划和分数线正在整理中；单所院校的提前批计划和分数线已可在院校详情的“提前批”栏目查看。"
            actions={
              <Button type="primary" onClick={() => navigate('/chadaxue')}>
                去查大学
              </Button>
            }
          />
        ) : (
          <VipPrompt />
        )}
      </div>
    </div>
  );
}
