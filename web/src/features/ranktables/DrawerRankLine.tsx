import { useLocalFilters } from '../../lib/filterState';
import { RankLinePanel } from './RankLinePanel';
import type { RankFilterKey } from './rankState';

/** The drawer's 一分一段 view: the /weici panel with its own state. */
export default function DrawerRankLine() {
  const filters = useLocalFilters<RankFilterKey>();
  return (
    <div>
      <h2 className="zy-drawer-view-title">一分一段</h2>
      <RankLinePanel filters={filters} />
    </div>
  );
}
