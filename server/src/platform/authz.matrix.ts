/**
 * The expected answer of every route to each kind of caller (spec §6 menus by
 * role, VIP rules; DESIGN.md "Authorization"; the ownership policy in
 * domain/access.ts). 200 means let through: neither 401 nor 403 (a 400, 404
 * or 409 of the handler behind the guard is about the request itself).
 *
 * `route` is the method and the path as registered; `url` and `body` are what
 * the test sends (default: each `:param` as 1, an empty body), with `{name}`
 * filled by ids the test makes. `{victim…}` ids belong to another student.
 */
import type { RouteEntry } from './route-table';

export const CALLERS = ['guest', 'student', 'vip', 'planner', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type Expect = 200 | 401 | 403;

export interface MatrixRow {
  route: string;
  url?: string;
  body?: unknown;
  expect: Record<Caller, Expect>;
}

export const routeKey = (r: Pick<RouteEntry, 'method' | 'url'>) => `${r.method} ${r.url}`;
export const defaultUrl = (route: string) => route.split(' ')[1]!.replace(/:\w+/g, '1');

/** Anyone, signed in or not */
const PUBLIC: Record<Caller, Expect> = { guest: 200, student: 200, vip: 200, planner: 200, admin: 200 };
/** Any signed-in user */
const USER: Record<Caller, Expect> = { guest: 401, student: 200, vip: 200, planner: 200, admin: 200 };
/** VIP data: a VIP student or staff */
const VIP: Record<Caller, Expect> = { guest: 401, student: 403, vip: 200, planner: 200, admin: 200 };
/** Planners and administrators */
const STAFF: Record<Caller, Expect> = { guest: 401, student: 403, vip: 403, planner: 200, admin: 200 };
/** Administrators only */
const ADMIN: Record<Caller, Expect> = { guest: 401, student: 403, vip: 403, planner: 403, admin: 200 };
/**
 * Another student's data: no other student, VIP or not, and no planner without
 * an order with that student; the administrator may.
 */
const OTHERS: Record<Caller, Expect> = { guest: 401, student: 403, vip: 403, planner: 403, admin: 200 };

export const AUTHZ_MATRIX: MatrixRow[] = [
  // staff: orders
  { route: 'GET /api/orders/mine', expect: USER },
  { route: 'POST /api/orders/ask', expect: USER },
  { route: 'GET /api/planner/orders', expect: STAFF },
  { route: 'GET /api/planner/poll', url: '/api/planner/poll?since=0', expect: STAFF },
  // a planner passes the role guard, then the order policy refuses assigning
  { route: 'POST /api/planner/orders/:id/assign', url: '/api/planner/orders/{order}/assign', body: { plannerUserId: '{planner}' }, expect: { ...STAFF, planner: 403 } },
  // the planner is not this order's planner: the order policy refuses
  { route: 'POST /api/planner/orders/:id/move', url: '/api/planner/orders/{waitingOrder}/move', body: { action: 'start' }, expect: { ...STAFF, planner: 403 } },
  // staff: students
  { route: 'GET /api/planner/students', expect: STAFF },
  { route: 'GET /api/planner/my-students', expect: USER },
  // the student's own data opens to a planner only through an order (none here)
  { route: 'GET /api/planner/students/:id', url: '/api/planner/students/{waitingStudent}', expect: OTHERS },
  // staff: planners
  { route: 'GET /api/planners/public', expect: PUBLIC },
  { route: 'GET /api/planner/query/simple-info', url: '/api/planner/query/simple-info?plannerTel={plannerTel}', expect: STAFF },
  { route: 'GET /api/planner/list', expect: ADMIN },
  { route: 'POST /api/planner/create', body: { tel: '{freshTel}', name: '赵老师', plannerType: 3 }, expect: ADMIN },
  { route: 'POST /api/planner/update', body: { userId: '{planner}', plannerType: 2 }, expect: ADMIN },
  { route: 'POST /api/planner/enable', body: { userId: '{planner}', enabled: true }, expect: ADMIN },
  // staff: website operation
  { route: 'GET /api/announcements', expect: PUBLIC },
  { route: 'GET /api/announcements/all', expect: ADMIN },
  { route: 'POST /api/announcements', body: { type: 1, date: '2026-06-07', message: '矩阵测试' }, expect: ADMIN },
  { route: 'POST /api/announcements/:id/publish', url: '/api/announcements/{announcement}/publish', expect: ADMIN },
  { route: 'POST /api/announcements/:id/unpublish', url: '/api/announcements/{announcement}/unpublish', expect: ADMIN },
  { route: 'POST /api/membership/cards', body: { type: 1, count: 1 }, expect: ADMIN },
  { route: 'POST /api/site/settings', body: {}, expect: ADMIN },
  // staff: core data
  { route: 'GET /api/core-data/dashboard', expect: ADMIN },

  // a student's own data, asked for with another student's ids
  { route: 'GET /api/student/query-by-student-id/:id', url: '/api/student/query-by-student-id/{victim}', expect: OTHERS },
  { route: 'GET /api/student/scores/:id', url: '/api/student/scores/{victim}', expect: OTHERS },
  { route: 'GET /api/student/other-info/:id', url: '/api/student/other-info/{victim}', expect: OTHERS },
  { route: 'GET /api/physical/query/:id', url: '/api/physical/query/{victim}', expect: OTHERS },
  { route: 'GET /api/intention/query/:id', url: '/api/intention/query/{victim}', expect: OTHERS },
  { route: 'GET /api/assessments/students/:id/results', url: '/api/assessments/students/{victim}/results', expect: OTHERS },
  { route: 'GET /api/assessments/results/:id', url: '/api/assessments/results/{victimResult}', expect: OTHERS },
  { route: 'GET /api/preferences/query/student/:id', url: '/api/preferences/query/student/{victim}', expect: OTHERS },
  { route: 'GET /api/preferences/:id', url: '/api/preferences/{victimList}', expect: OTHERS },
  // health
  { route: 'GET /api/health', expect: PUBLIC },
  // province
  { route: 'GET /api/province/list', expect: PUBLIC },
  { route: 'GET /api/province/key-info', url: '/api/province/key-info?province=%E6%B9%96%E5%8C%97', expect: PUBLIC },
  // school
  { route: 'POST /api/school/query', expect: PUBLIC },
  { route: 'POST /api/school/search', expect: PUBLIC },
  { route: 'POST /api/school/ranking', expect: PUBLIC },
  { route: 'GET /api/school/ranking/options', expect: PUBLIC },
  { route: 'GET /api/school/types', expect: PUBLIC },
  { route: 'GET /api/school/institution', expect: PUBLIC },
  { route: 'GET /api/school/listFeature', expect: PUBLIC },
  { route: 'GET /api/school/compare', expect: PUBLIC },
  { route: 'GET /api/school/query/base/:id', expect: PUBLIC },
  { route: 'GET /api/school/query/extra/:id', expect: PUBLIC },
  { route: 'GET /api/school/query/detail/:id', expect: PUBLIC },
  { route: 'GET /api/school/rank-history/:id', expect: PUBLIC },
  { route: 'GET /api/school/subject-assessment/rounds/:id', expect: PUBLIC },
  { route: 'GET /api/school/subject-assessment/grades/:id', expect: PUBLIC },
  { route: 'GET /api/school/subject-assessment/list', expect: PUBLIC },
  { route: 'GET /api/school/subject-assessment/claims/:id', expect: PUBLIC },
  { route: 'GET /api/school/double-first-class/:id', expect: PUBLIC },
  { route: 'GET /api/school/special-majors/:id', expect: PUBLIC },
  { route: 'GET /api/school/major-rankings/:id', expect: PUBLIC },
  { route: 'GET /api/school/departments/:id', expect: PUBLIC },
  { route: 'GET /api/school/province-rule', expect: PUBLIC },
  { route: 'GET /api/school/plan-config', expect: PUBLIC },
  { route: 'GET /api/school/pre-enter-configs', expect: PUBLIC },
  { route: 'GET /api/school/early-batch-provinces', expect: PUBLIC },
  { route: 'GET /api/school/pre-enter-details', expect: PUBLIC },
  // score-line
  { route: 'POST /api/score-line/school', expect: PUBLIC },
  { route: 'POST /api/score-line/major', expect: PUBLIC },
  // admission-plan
  { route: 'POST /api/admission-plan/query', expect: PUBLIC },
  { route: 'GET /api/admission-plan/pre-plan-years', expect: PUBLIC },
  { route: 'GET /api/admission-plan/pre-plan-details/:id', expect: PUBLIC },
  // news
  { route: 'GET /api/news', expect: PUBLIC },
  { route: 'GET /api/news/latest', expect: PUBLIC },
  { route: 'GET /api/news/tags', expect: PUBLIC },
  { route: 'GET /api/news/:id', expect: PUBLIC },
  { route: 'GET /api/news/admin/list', expect: ADMIN },
  { route: 'GET /api/news/admin/:id', expect: ADMIN },
  { route: 'POST /api/news/admin', expect: ADMIN },
  { route: 'PUT /api/news/admin/:id', expect: ADMIN },
  { route: 'POST /api/news/admin/:id/publish', expect: ADMIN },
  { route: 'POST /api/news/admin/:id/unpublish', expect: ADMIN },
  { route: 'DELETE /api/news/admin/:id', expect: ADMIN },
  // admission-guide
  { route: 'GET /api/admission-guide/search', expect: PUBLIC },
  { route: 'GET /api/admission-guide/school/:id', expect: PUBLIC },
  { route: 'GET /api/admission-guide/school/:id/official', expect: PUBLIC },
  { route: 'GET /api/admission-guide/:id', expect: PUBLIC },
  // search
  { route: 'GET /api/search', expect: PUBLIC },
  // early-batch
  { route: 'GET /api/early-batch/configs', expect: VIP },
  { route: 'GET /api/early-batch/plans', expect: VIP },
  { route: 'GET /api/early-batch/score-lines', expect: VIP },
  // batch-lines
  { route: 'GET /api/batch-lines/by-province', expect: PUBLIC },
  { route: 'POST /api/batch-lines/by-province-and-year', expect: PUBLIC },
  { route: 'GET /api/batch-lines/provinces', expect: PUBLIC },
  { route: 'GET /api/batch-lines/batch-line-select', expect: PUBLIC },
  { route: 'POST /api/batch-lines/batch-line-segment-default', expect: PUBLIC },
  { route: 'POST /api/batch-lines/batch-line-segment', expect: PUBLIC },
  { route: 'POST /api/batch-lines/historical-equivalent-score', expect: PUBLIC },
  { route: 'POST /api/batch-lines/get-score', expect: PUBLIC },
  { route: 'POST /api/batch-lines/same-score-info', expect: PUBLIC },
  // remark-configs
  { route: 'GET /api/remark-configs/equivalent-score-description', expect: PUBLIC },
  { route: 'GET /api/remark-configs/province/equivalent-score-show', expect: PUBLIC },
  { route: 'GET /api/remark-configs/instructions-for-reporting', expect: PUBLIC },
  // majors
  { route: 'GET /api/majors/by-level', expect: PUBLIC },
  { route: 'GET /api/majors/by-category', expect: PUBLIC },
  { route: 'GET /api/majors/query', expect: PUBLIC },
  { route: 'GET /api/majors/search', expect: PUBLIC },
  { route: 'GET /api/majors/detail/:id', expect: PUBLIC },
  { route: 'GET /api/majors/by-type/:type', expect: PUBLIC },
  { route: 'GET /api/majors/employment-overview/:id', expect: PUBLIC },
  { route: 'GET /api/majors/profession-types/:id', expect: PUBLIC },
  { route: 'GET /api/majors/schools/:id', expect: PUBLIC },
  // data
  { route: 'GET /api/data/coverage', expect: PUBLIC },
  { route: 'GET /api/data/sources', expect: PUBLIC },
  // professions
  { route: 'GET /api/professions/search', expect: PUBLIC },
  { route: 'GET /api/professions/by-category', expect: PUBLIC },
  { route: 'GET /api/professions/detail/:code', expect: PUBLIC },
  { route: 'GET /api/professions/type-overview/:code', expect: PUBLIC },
  { route: 'GET /api/professions/stats-code/:code', expect: PUBLIC },
  { route: 'GET /api/professions/qualifications-trend-type', expect: PUBLIC },
  { route: 'GET /api/professions/qualifications-trend/:code', expect: PUBLIC },
  { route: 'GET /api/professions/major-requirements-type/:typeCode', expect: PUBLIC },
  { route: 'GET /api/professions/major-requirements/:code', expect: PUBLIC },
  { route: 'GET /api/professions/companies/:code', expect: PUBLIC },
  { route: 'GET /api/professions/job-positions/by-type/:typeCode', expect: PUBLIC },
  { route: 'GET /api/professions/job-positions/by-profession/:code', expect: PUBLIC },
  { route: 'GET /api/professions/jobDetails/byType/:code', expect: PUBLIC },
  { route: 'POST /api/professions/import/:kind', expect: ADMIN },
  // sms
  { route: 'GET /api/sms/code/:phone', expect: PUBLIC },
  // tel
  { route: 'POST /api/tel/code/login', expect: PUBLIC },
  // card
  { route: 'POST /api/card/key/login', expect: PUBLIC },
  // membership
  { route: 'POST /api/membership/tel/bind', expect: PUBLIC },
  { route: 'POST /api/membership/card/bind', expect: USER },
  // user
  { route: 'GET /api/user/info', expect: USER },
  // site
  { route: 'GET /api/site/settings', expect: PUBLIC },
  // location
  { route: 'GET /api/location/cities', expect: PUBLIC },
  { route: 'GET /api/location/districts', expect: PUBLIC },
  // core-data
  { route: 'POST /api/core-data/import', expect: ADMIN },
  { route: 'GET /api/core-data/import-kinds', expect: ADMIN },
  // assessments
  { route: 'GET /api/assessments', expect: PUBLIC },
  { route: 'GET /api/assessments/:id', expect: PUBLIC },
  { route: 'POST /api/assessments/:id/results', expect: USER },
  // school-batch-books
  { route: 'POST /api/school-batch-books/list', expect: PUBLIC },
  { route: 'POST /api/school-batch-books/page/search', expect: PUBLIC },
  { route: 'GET /api/school-batch-books/files/*', expect: PUBLIC },
  // admin
  { route: 'POST /api/admin/books', expect: ADMIN },
  { route: 'PUT /api/admin/books/:id', expect: ADMIN },
  { route: 'DELETE /api/admin/books/:id', expect: ADMIN },
  { route: 'PUT /api/admin/books/:id/pages/:pageId', expect: ADMIN },
  { route: 'DELETE /api/admin/books/:id/pages/:pageId', expect: ADMIN },
  { route: 'POST /api/admin/books/:id/cover', expect: ADMIN },
  { route: 'POST /api/admin/books/:id/pages', expect: ADMIN },
  // preferences
  { route: 'GET /api/preferences/admission-rule', expect: PUBLIC },
  { route: 'POST /api/preferences/recommend', expect: USER },
  { route: 'POST /api/preferences/v2/recommend', expect: USER },
  { route: 'GET /api/preferences/scores', expect: USER },
  { route: 'POST /api/preferences/validate', expect: USER },
  { route: 'POST /api/preferences/risk', expect: USER },
  { route: 'POST /api/preferences/advice', expect: USER },
  { route: 'POST /api/preferences/generate-excel', expect: USER },
  // another student's data written with their ids: refused like reading it
  { route: 'POST /api/student/update', body: { id: '{victim}', name: '冒名', province: '广东', year: 2027 }, expect: OTHERS },
  { route: 'POST /api/student/basic-info/update', body: { id: '{victim}', name: '冒名' }, expect: OTHERS },
  { route: 'POST /api/student/score/save', body: { studentId: '{victim}', examType: 2, examName: '冒名', firstChoice: '物理', electives: ['化学', '生物'], chineseScore: 100, mathScore: 100, foreignLanguageScore: 100 }, expect: OTHERS },
  { route: 'POST /api/intention/update', body: { studentId: '{victim}', provinces: ['湖北'], schoolTypes: ['理工'], majors: ['计算机科学与技术'] }, expect: OTHERS },
  { route: 'POST /api/physical/update', body: { studentId: '{victim}', heightCm: 172, weightKg: 60, visionLeft: 4.8, visionRight: 5.0, colorVision: '色弱', notes: '无' }, expect: OTHERS },
  { route: 'POST /api/student/other-info/update', body: { studentId: '{victim}', specialPlans: ['国家专项计划'], bonusPolicies: '', remark: '' }, expect: OTHERS },
  { route: 'POST /api/preferences/rename', body: { id: '{victimList}', name: '改名' }, expect: OTHERS },
  // naming another student than the list's own: the administrator passes the ownership check and is refused (400) before the odds model is fitted (minutes)
  { route: 'POST /api/preferences/save', body: { id: '{victimList}', studentId: '{waitingStudent}', province: '广东', year: 2026, batch: '本科批', track: '物理类', subjects: ['物', '化', '生'], score: 600, name: '冒名', createdType: 2, entries: [] }, expect: OTHERS },
  // last: rows that remove the victim's data or end the caller's session
  { route: 'POST /api/student/score/delete', body: { studentId: '{victim}', id: '{victimScore}' }, expect: OTHERS },
  { route: 'DELETE /api/preferences/:id', url: '/api/preferences/{victimList}', expect: OTHERS },
  // a logout ends the caller's own session only (any phone in the path): let through for anyone
  { route: 'GET /api/user/tel/logout/:phone', url: '/api/user/tel/logout/{victimTel}', expect: PUBLIC },
];
