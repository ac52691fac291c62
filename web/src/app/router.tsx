import { lazy, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { AUTH_REQUIRED } from '../features/auth/AuthGuard';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './RouteError';

/**
 * A route whose page lives in a feature module loaded on first use, so each
 * area is its own chunk. React's lazy (not the router's): the router starts
 * at once, the layout (header, menus, dialogs) mounts once and stays, and only
 * the page area waits for its code under the layout's Suspense.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'Component'> {
  return { Component: lazy(async () => ({ default: pick(await load()) })) };
}

const home = () => import('../features/home/WelcomePage');
const about = () => import('../features/about/AboutPage');
const schools = () => import('../features/schools/SchoolLibraryPage');
const schoolDetail = () => import('./schoolDetail/SchoolDetailPages');
const schoolCompare = () => import('../features/schools/ComparePage');
const guides = () => import('../features/guides/pages');
const rankings = () => import('../features/rankings/pages');
const majors = () => import('../features/majors/pages');
const professions = () => import('../features/professions/pages');
const assessments = () => import('../features/assessments/pages');
const news = () => import('../features/news/pages');
const batchlines = () => import('../features/batchlines/pages');
const ranktables = () => import('../features/ranktables/pages');
const earlybatch = () => import('../features/earlybatch/pages');
const preferences = () => import('../features/preferences/pages');
const users = () => import('../features/users/pages');
const search = () => import('../features/search/pages');
const team = () => import('../features/staff/teamPages');
const staff = () => import('../features/staff/consolePages');
const websiteOperation = () => import('./websiteOperation/WebsiteOperationPage');
const notFound = () => import('../features/home/NotFoundPage');

/**
 * The student side's route table (spec §2). Routes the spec marks auth-required
 * (/fillIn, /chadaxue, /ceping, /tiqianpi, /myvolunteer, basicInfo and the rest
 * of /userinfo) carry `handle: AUTH_REQUIRED`: the layout's guard opens the
 * login dialog there for a guest or a user lacking 高考省份 or 年份.
 */
const pages: RouteObject[] = [
  { index: true, element: <Navigate to="/welcome" replace /> },
  { path: 'welcome', ...page(home, (m) => m.WelcomePage) },
  { path: 'about', ...page(about, (m) => m.AboutPage) },
  { path: 'about-c', ...page(about, (m) => m.AboutPage) },

  // 志愿填报
  {
    path: 'recommendation/:studentId/:preferenceScoreId/:preferenceId/:batch',
    ...page(preferences, (m) => m.RecommendationPage),
  },
  { path: 'volunteerDetail/:studentId/:preferenceScoreId/:preferenceId', ...page(preferences, (m) => m.VolunteerDetailPage) },
  { path: 'fillIn', handle: AUTH_REQUIRED, ...page(preferences, (m) => m.FillInPage) },
  { path: 'myvolunteer', handle: AUTH_REQUIRED, ...page(preferences, (m) => m.MyVolunteerPage) },
  { path: 'myvolunteerdesign', ...page(preferences, (m) => m.MyVolunteerDesignPage) },

  // 查大学
  { path: 'chadaxue', handle: AUTH_REQUIRED, ...page(schools, (m) => m.SchoolLibraryPage) },
  { path: 'chadaxuerank', ...page(rankings, (m) => m.UniversityRankingPage) },
  { path: 'chadaxuecompare', ...page(schoolCompare, (m) => m.SchoolComparePage) },
  { path: 'chadaxuedetail/:id', ...page(schoolDetail, (m) => m.SchoolDetailRedirect) },
  {
    // The detail's tabs are top-level paths (spec §2) sharing one layout.
    ...page(schoolDetail, (m) => m.SchoolDetailLayout),
    children: [
      { path: 'chadaxueoverview/:id', ...page(schoolDetail, (m) => m.SchoolDetailTabPage) },
      {
        path: 'chadaxuezhaosheng/:id',
        children: [
          { index: true, ...page(schoolDetail, (m) => m.SchoolDetailTabPage) },
          { path: 'admission/:guideId', ...page(schoolDetail, (m) => m.AdmissionGuideInTabPage) },
        ],
      },
      { path: 'chadaxueluqu/:id', ...page(schoolDetail, (m) => m.SchoolDetailTabPage) },
      { path: 'chadaxuejihua/:id', ...page(schoolDetail, (m) => m.SchoolDetailTabPage) },
      { path: 'chadaxuezhuanye/:id', ...page(schoolDetail, (m) => m.SchoolDetailTabPage) },
      { path: 'preFraction/:id', ...page(schoolDetail, (m) => m.SchoolDetailTabPage) },
      { path: 'preFractionScoreline/:id', ...page(schoolDetail, (m) => m.SchoolDetailTabPage) },
    ],
  },
  { path: 'ZhaoshengDetail/:id', ...page(guides, (m) => m.AdmissionGuidePage) },

  // 查专业
  { path: 'chazhuanye', ...page(majors, (m) => m.MajorLibraryPage) },
  { path: 'chazhuanyedetail/:id', ...page(majors, (m) => m.MajorDetailPage) },
  { path: 'chazhuanyedetailjiuye/:id', ...page(majors, (m) => m.MajorEmploymentPage) },
  { path: 'chazhuanyedetailyuanxiao/:id', ...page(majors, (m) => m.MajorSchoolsPage) },
  { path: 'chazhuanyetype/:type', ...page(majors, (m) => m.MajorTypePage) },
  { path: 'chazhuanyetypezhiye/:type', ...page(majors, (m) => m.MajorTypeProfessionsPage) },

  // 查职业
  { path: 'chazhiye', ...page(professions, (m) => m.ProfessionLibraryPage) },
  { path: 'chazhiyeoverview/:typeCode', ...page(professions, (m) => m.ProfessionTypeOverviewPage) },
  { path: 'chazhiyejiuye/:typeCode', ...page(professions, (m) => m.ProfessionTypeJobsPage) },
  { path: 'chazhiyezhaopin/:typeCode', ...page(professions, (m) => m.ProfessionTypeHiringPage) },
  { path: 'chazhiyerencai/:typeCode', ...page(professions, (m) => m.ProfessionTypeSchoolsPage) },
  { path: 'chazhiyedetail/:professionCode', ...page(professions, (m) => m.ProfessionDetailPage) },
  { path: 'chazhiyedetailzhaopin/:professionCode', ...page(professions, (m) => m.ProfessionHiringPage) },

  // 测评
  { path: 'ceping', handle: AUTH_REQUIRED, ...page(assessments, (m) => m.AssessmentListPage) },
  { path: 'cepingdetail/:id', ...page(assessments, (m) => m.AssessmentDetailPage) },
  { path: 'ceping-result/:id', ...page(assessments, (m) => m.AssessmentResultPage) },
  { path: 'cepingtest/:id', ...page(assessments, (m) => m.AssessmentTestPage) },

  // 高考资讯
  { path: 'gaokaozixun', ...page(news, (m) => m.NewsListPage) },
  { path: 'gaokaozixunDetail/:id', ...page(news, (m) => m.NewsDetailPage) },

  // 名师天团, 批次线, 位次线, 提前批
  { path: 'mingshi', ...page(team, (m) => m.TeachersPage) },
  { path: 'guihuashi', ...page(team, (m) => m.PlannersPage) },
  { path: 'pici', ...page(batchlines, (m) => m.BatchLinePage) },
  { path: 'weici', ...page(ranktables, (m) => m.RankLinePage) },
  { path: 'tiqianpi', handle: AUTH_REQUIRED, ...page(earlybatch, (m) => m.EarlyBatchPage) },

  // 个人资料
  {
    path: 'userinfo',
    handle: AUTH_REQUIRED,
    ...page(users, (m) => m.UserInfoLayout),
    children: [
      { index: true, element: <Navigate to="/userinfo/basicInfo" replace /> },
      ...['volunteerInfo', 'basicInfo', 'physicalTest', 'enrollmentIntention', 'scoreSheet', 'evaluationInfo', 'otherInfo'].map(
        (path): RouteObject => ({ path, ...page(users, (m) => m.UserInfoSectionPage) }),
      ),
    ],
  },

  // 搜索
  {
    path: 'search',
    ...page(search, (m) => m.SearchLayout),
    children: [
      { index: true, element: <Navigate to="/search/all" replace /> },
      ...['all', 'searchSchool', 'searchZhuanye', 'searchZhiye', 'searchZixun'].map(
        (path): RouteObject => ({ path, ...page(search, (m) => m.SearchScopePage) }),
      ),
    ],
  },

  // Staff (spec §2 Staff menu)
  { path: 'departStudentList', ...page(staff, (m) => m.DepartStudentListPage) },
  { path: 'departStudentDetail', ...page(staff, (m) => m.DepartStudentDetailPage) },
  { path: 'myStudentList', ...page(staff, (m) => m.MyStudentListPage) },
  { path: 'myStudentDetail', ...page(staff, (m) => m.MyStudentDetailPage) },
  { path: 'masterList', ...page(staff, (m) => m.PlannerListPage) },
  { path: 'websiteOpeartion', ...page(websiteOperation, (m) => m.WebsiteOperationPage) },
  { path: 'coreData', ...page(staff, (m) => m.CoreDataPage) },

  { path: '*', ...page(notFound, (m) => m.NotFoundPage) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    // A pathless route inside the layout catches page errors, so header and footer stay.
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];

export const router = createBrowserRouter(routes);
