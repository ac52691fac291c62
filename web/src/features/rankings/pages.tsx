import { UnderConstruction } from '../../components/UnderConstruction';

/** /chadaxuerank */
export function UniversityRankingPage() {
  return (
    <UnderConstruction
      feature="大学排名"
      description="按软科排名或 QS 排名、按年份查看大学名次，每所学校附校徽、特色和所在地。"
    />
  );
}
