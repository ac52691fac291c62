import { UnderConstruction } from '../../components/UnderConstruction';

/** /fillIn: 智能填报 and 一键填报 (auth required in the spec; the login issue adds the guard) */
export function FillInPage() {
  return (
    <UnderConstruction
      feature="志愿填报"
      description="根据你的省份、选科和分数换算位次，按冲、稳、保给出院校和专业组建议，并估计录取可能性。"
    />
  );
}

/** /recommendation/:studentId/:preferenceScoreId/:preferenceId/:batch */
export function RecommendationPage() {
  return <UnderConstruction feature="志愿推荐" description="按批次列出推荐的院校与专业组，每项标明冲、稳、保和历年录取位次。" />;
}

/** /volunteerDetail/:studentId/:preferenceScoreId/:preferenceId */
export function VolunteerDetailPage() {
  return <UnderConstruction feature="志愿表详情" description="查看一张志愿表的全部志愿，调整顺序并导出为 Excel。" />;
}

/** /myvolunteer (auth required in the spec; the login issue adds the guard) */
export function MyVolunteerPage() {
  return <UnderConstruction feature="我的志愿表" description="保存过的志愿表都在这里，可以继续编辑、比较和导出。" />;
}

/** /myvolunteerdesign */
export function MyVolunteerDesignPage() {
  return <UnderConstruction feature="志愿表设计" description="自己动手排列志愿：添加院校和专业组，调整顺序，随时查看录取可能性。" />;
}
