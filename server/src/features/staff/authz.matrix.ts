/**
 * The expected answer of every staff endpoint to each kind of caller (spec §6
 * staff menu by role; DESIGN.md access). 200 means let through: neither 401
 * nor 403 (a 404 or 409 of the handler behind the guard is about the thing itself).
 * `{order}` and `{student}` are filled with ids the test makes.
 */
export type Caller = 'guest' | 'student' | 'planner' | 'admin';
export type Expect = 200 | 401 | 403;

export interface MatrixRow {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  expect: Record<Caller, Expect>;
}

const STAFF: Record<Caller, Expect> = { guest: 401, student: 403, planner: 200, admin: 200 };
const ADMIN: Record<Caller, Expect> = { guest: 401, student: 403, planner: 403, admin: 200 };
const USER: Record<Caller, Expect> = { guest: 401, student: 200, planner: 200, admin: 200 };
const PUBLIC: Record<Caller, Expect> = { guest: 200, student: 200, planner: 200, admin: 200 };

export const STAFF_MATRIX: MatrixRow[] = [
  // orders
  { method: 'GET', url: '/api/orders/mine', expect: USER },
  { method: 'GET', url: '/api/planner/orders', expect: STAFF },
  { method: 'GET', url: '/api/planner/poll?since=0', expect: STAFF },
  // a planner passes the role guard, then the order policy refuses assigning (403)
  { method: 'POST', url: '/api/planner/orders/{order}/assign', body: { plannerUserId: '{planner}' }, expect: { ...STAFF, planner: 403 } },
  // the planner is not this order's planner: the order policy refuses
  { method: 'POST', url: '/api/planner/orders/{waitingOrder}/move', body: { action: 'start' }, expect: { ...STAFF, planner: 403 } },
  // students
  { method: 'GET', url: '/api/planner/students', expect: STAFF },
  { method: 'GET', url: '/api/planner/my-students', expect: USER },
  // the student's own data opens to a planner only through an order (none here)
  { method: 'GET', url: '/api/planner/students/{waitingStudent}', expect: { ...STAFF, planner: 403 } },
  // planners
  { method: 'GET', url: '/api/planners/public', expect: PUBLIC },
  { method: 'GET', url: '/api/planner/query/simple-info?plannerTel={plannerTel}', expect: STAFF },
  { method: 'GET', url: '/api/planner/list', expect: ADMIN },
  { method: 'POST', url: '/api/planner/create', body: { tel: '{freshTel}', name: '赵老师', plannerType: 3 }, expect: ADMIN },
  { method: 'POST', url: '/api/planner/update', body: { userId: '{planner}', plannerType: 2 }, expect: ADMIN },
  { method: 'POST', url: '/api/planner/enable', body: { userId: '{planner}', enabled: true }, expect: ADMIN },
  // website operation
  { method: 'GET', url: '/api/announcements', expect: PUBLIC },
  { method: 'GET', url: '/api/announcements/all', expect: ADMIN },
  { method: 'POST', url: '/api/announcements', body: { type: 1, date: '2026-06-07', message: '矩阵测试' }, expect: ADMIN },
  { method: 'POST', url: '/api/announcements/{announcement}/publish', expect: ADMIN },
  { method: 'POST', url: '/api/announcements/{announcement}/unpublish', expect: ADMIN },
  { method: 'POST', url: '/api/membership/cards', body: { type: 1, count: 1 }, expect: ADMIN },
  { method: 'POST', url: '/api/site/settings', body: {}, expect: { ...ADMIN, admin: 200 } },
  // core data
  { method: 'GET', url: '/api/core-data/dashboard', expect: ADMIN },
  { method: 'GET', url: '/api/core-data/import-kinds', expect: ADMIN },
  // an admin's empty upload is let through the guard and refused as a file (400)
  ...(['rank_tables', 'batch_lines', 'school_scores', 'major_scores', 'plans'] as const).map((kind) => ({ method: 'POST' as const, url: `/api/core-data/import?kind=${kind}`, expect: ADMIN })),
  { method: 'POST', url: '/api/professions/import/months', expect: ADMIN },
];
