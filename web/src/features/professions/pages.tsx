import { UnderConstruction } from '../../components/UnderConstruction';

/** /chazhiye */
export function ProfessionLibraryPage() {
  return (
    <UnderConstruction
      feature="查职业"
      description="按门类浏览职业，搜索职业名称，了解每个职业的岗位、招聘企业、薪资和需要的专业。"
    />
  );
}

/** /chazhiyeoverview/:typeCode */
export function ProfessionTypeOverviewPage() {
  return <UnderConstruction feature="职业概况" description="一类职业的概况、招聘数量、薪资区间和学历要求。" />;
}

/** /chazhiyejiuye/:typeCode */
export function ProfessionTypeJobsPage() {
  return <UnderConstruction feature="就业岗位" description="这一类职业的岗位排行：岗位名称、薪资范围、招聘企业数和招聘人数。" />;
}

/** /chazhiyezhaopin/:typeCode */
export function ProfessionTypeHiringPage() {
  return <UnderConstruction feature="企业招聘" description="招聘这一类职业的企业，按企业性质和企业名称统计。" />;
}

/** /chazhiyerencai/:typeCode */
export function ProfessionTypeSchoolsPage() {
  return <UnderConstruction feature="人才培养高校" description="培养这一类职业人才的高校和专业。" />;
}

/** /chazhiyedetail/:professionCode */
export function ProfessionDetailPage() {
  return <UnderConstruction feature="职业详情" description="一个职业的岗位情况：需要的专业、薪资走势和学历要求。" />;
}

/** /chazhiyedetailzhaopin/:professionCode */
export function ProfessionHiringPage() {
  return <UnderConstruction feature="招聘企业" description="正在招聘这个职业的企业和岗位信息。" />;
}
