import { UnderConstruction } from '../../components/UnderConstruction';

/** /mingshi */
export function TeachersPage() {
  return <UnderConstruction feature="名师团" description="认识为学生提供志愿指导的老师：擅长的省份、方向和服务方式。" />;
}

/** /guihuashi */
export function PlannersPage() {
  return <UnderConstruction feature="规划师" description="升学规划师的介绍，以及如何预约一对一的志愿规划服务。" />;
}
