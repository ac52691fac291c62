import type { RankingRow } from '@zhiyuan/domain';
import { RankingList, useLocalRanking } from './RankingList';

/** The drawer's 大学排名 view; a row opens the drawer's school detail. */
export default function DrawerRanking({ onOpenSchool }: { onOpenSchool: (row: RankingRow) => void }) {
  const controller = useLocalRanking();
  return (
    <div className="zy-drawer-ranking">
      <h2 className="zy-drawer-view-title">大学排名</h2>
      <RankingList controller={controller} onOpenSchool={onOpenSchool} />
    </div>
  );
}
