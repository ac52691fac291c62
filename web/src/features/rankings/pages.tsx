import { PageTitle } from '../../components/PageTitle';
import { RankingList, useUrlRanking } from './RankingList';

/** /chadaxuerank */
export function UniversityRankingPage() {
  const controller = useUrlRanking();
  return (
    <div className="zy-container zy-page">
      <PageTitle>大学排名</PageTitle>
      <h1 className="zy-page-title">大学排名</h1>
      <p className="zy-page-subtitle">按软科排名或 QS 排名查看各年份的大学名次，点击学校查看院校详情。</p>
      <div className="zy-panel">
        <RankingList controller={controller} linkRows />
      </div>
    </div>
  );
}
