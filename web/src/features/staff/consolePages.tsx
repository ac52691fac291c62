import { UnderConstruction } from '../../components/UnderConstruction';

/** Staff pages: the menu by role (spec §2 Staff menu, §6) arrives with the login issue. */

/** /departStudentList: 学员管理 (roles 2 and 3) */
export function DepartStudentListPage() {
  return <UnderConstruction feature="学员管理" description="规划师和管理员查看、分配学员，跟进订单状态。" />;
}

/** /departStudentDetail */
export function DepartStudentDetailPage() {
  return <UnderConstruction feature="学员详情" description="一位学员的基本信息、成绩、报考意向和志愿表。" />;
}

/** /myStudentList: 我的学员 */
export function MyStudentListPage() {
  return <UnderConstruction feature="我的学员" description="分配给我的学员和他们的服务进度。" />;
}

/** /myStudentDetail */
export function MyStudentDetailPage() {
  return <UnderConstruction feature="学员详情" description="我的学员的资料、成绩和志愿表。" />;
}

/** /masterList: 规划师管理 (role 3) */
export function PlannerListPage() {
  return <UnderConstruction feature="规划师管理" description="管理员维护规划师名单、类型和分组。" />;
}

/** /websiteOpeartion: 网站运营 (role 3) */
export function WebsiteOperationPage() {
  return <UnderConstruction feature="网站运营" description="发布公告、管理资讯和会员卡。" />;
}

/** /coreData: 核心数据 (role 3) */
export function CoreDataPage() {
  return <UnderConstruction feature="核心数据" description="导入每年的官方数据表（一分一段、批次线、分数线、招生计划），逐行校验，整体生效。" />;
}
