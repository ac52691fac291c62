import { UnderConstruction } from '../../components/UnderConstruction';

/** /chazhuanye */
export function MajorLibraryPage() {
  return (
    <UnderConstruction
      feature="查专业"
      description="按本科、专科、高职本科浏览专业目录，按门类筛选、按名称搜索，查看每个专业的介绍、就业前景和开设院校。"
    />
  );
}

/** /chazhuanyedetail/:id */
export function MajorDetailPage() {
  return <UnderConstruction feature="专业详情" description="专业的培养目标、主干课程、学制学位、男女比例和考研方向。" />;
}

/** /chazhuanyedetailjiuye/:id */
export function MajorEmploymentPage() {
  return <UnderConstruction feature="专业就业前景" description="毕业生的职业方向、招聘需求、薪资区间和学历要求。" />;
}

/** /chazhuanyedetailyuanxiao/:id */
export function MajorSchoolsPage() {
  return <UnderConstruction feature="开设院校" description="开设这个专业的院校，可按省份、类型和特色筛选。" />;
}

/** /chazhuanyetype/:type */
export function MajorTypePage() {
  return <UnderConstruction feature="专业类概况" description="一个专业类包含的专业，以及各专业的国标代码、学制和男女比例。" />;
}

/** /chazhuanyetypezhiye/:type */
export function MajorTypeProfessionsPage() {
  return <UnderConstruction feature="专业类职业方向" description="这一类专业的毕业生常去的职业方向。" />;
}
