import { UnderConstruction } from '../../components/UnderConstruction';

/** /ceping (auth required in the spec; the login issue adds the guard) */
export function AssessmentListPage() {
  return <UnderConstruction feature="测评" description="职业兴趣与性格测评，帮助你了解自己适合的专业方向。" />;
}

/** /cepingdetail/:id */
export function AssessmentDetailPage() {
  return <UnderConstruction feature="测评介绍" description="一项测评的说明、题量和预计用时。" />;
}

/** /cepingtest/:id */
export function AssessmentTestPage() {
  return <UnderConstruction feature="开始测评" description="逐题作答，完成后生成测评报告。" />;
}

/** /ceping-result/:id */
export function AssessmentResultPage() {
  return <UnderConstruction feature="测评结果" description="测评报告：你的类型、特点，以及与之匹配的专业和职业。" />;
}
