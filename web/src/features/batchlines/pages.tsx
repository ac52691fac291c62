import { PageTitle } from '../../components/PageTitle';
import { useUrlFilters } from '../../lib/filterState';
import { BATCH_LINE_FILTER_KEYS, BatchLinePanel } from './BatchLinePanel';

/** /pici */
export function BatchLinePage() {
  const filters = useUrlFilters(BATCH_LINE_FILTER_KEYS);
  return (
    <div className="zy-container zy-page">
      <PageTitle>批次线</PageTitle>
      <h1 className="zy-page-title">批次线</h1>
      <p className="zy-page-subtitle">各省历年本科、专科及特殊类型的录取控制分数线，每张表注明年份和来源。</p>
      <BatchLinePanel filters={filters} />
    </div>
  );
}
