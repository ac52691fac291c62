import { UnderConstruction } from '../../components/UnderConstruction';

/** /weici */
export function RankLinePage() {
  return (
    <UnderConstruction
      feature="位次线（一分一段）"
      description="输入分数，查出在本省的位次区间、同分人数和历年等效分，并查看整张一分一段表。"
    />
  );
}
