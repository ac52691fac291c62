import { useLocalFilters } from '../../lib/filterState';
import { BatchLinePanel, type BatchLineFilterKey } from './BatchLinePanel';

/** The drawer's 批次线 view: the /pici panel with its own state. */
export default function DrawerBatchLines() {
  const filters = useLocalFilters<BatchLineFilterKey>();
  return (
    <div>
      <h2 className="zy-drawer-view-title">批次线</h2>
      <BatchLinePanel filters={filters} />
    </div>
  );
}
