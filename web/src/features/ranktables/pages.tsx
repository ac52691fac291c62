import { PageTitle } from '../../components/PageTitle';
import { useUrlFilters } from '../../lib/filterState';
import { RankLinePanel } from './RankLinePanel';
import { RANK_FILTER_KEYS } from './rankState';

/** /weici */
export function RankLinePage() {
  const filters = useUrlFilters(RANK_FILTER_KEYS);
  return (
    <div className="zy-container zy-page">
      <PageTitle>位次查询</PageTitle>
      <h1 className="zy-page-title">位次查询 · 一分一段</h1>
      <p className="zy-page-subtitle">输入高考分数，按各省考试院公布的一分一段表查出位次区间、同分人数和历年等效分。</p>
      <RankLinePanel filters={filters} />
    </div>
  );
}
