import { PageTitle } from '../../components/PageTitle';
import { VipPrompt } from './SchoolEarlyBatch';

/**
 * /tiqianpi: the province-wide early-batch lists are for VIP members (spec §6).
 * There is no login yet, so every visitor is a non-VIP guest and sees the prompt;
 * a school's own early batch is open on its detail page.
 */
export function EarlyBatchPage() {
  return (
    <div className="zy-container zy-page">
      <PageTitle>提前批</PageTitle>
      <h1 className="zy-page-title">提前批</h1>
      <p className="zy-page-subtitle">军校、公安、师范、艺术等提前批次的招生计划和历年分数线。单所学校的提前批可在院校详情中查看。</p>
      <div className="zy-panel">
        <VipPrompt />
      </div>
    </div>
  );
}
