/**
 * Server state of the staff side and the planner pages: orders, students,
 * planners, announcements and the dashboard. Staff lists refresh every 30 s
 * (spec §4 staff poll) and after every change.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  Announcement,
  Dashboard,
  Order,
  Page,
  Planner,
  PollResult,
  PublicPlanner,
  StaffStudent,
  StudentDetail,
} from '@zhiyuan/domain';
import { STAFF_POLL_MS } from '@zhiyuan/domain';
import { get } from '../../lib/http';

export const staffKeys = {
  all: ['staff'] as const,
  orders: (params: Record<string, unknown>) => [...staffKeys.all, 'orders', params] as const,
  students: (scope: 'depart' | 'mine', params: Record<string, unknown>) => [...staffKeys.all, 'students', scope, params] as const,
  student: (id: string) => [...staffKeys.all, 'student', id] as const,
  planners: (params: Record<string, unknown>) => [...staffKeys.all, 'planners', params] as const,
  poll: (since: number) => [...staffKeys.all, 'poll', since] as const,
  announcementsAll: () => [...staffKeys.all, 'announcements'] as const,
  dashboard: () => [...staffKeys.all, 'dashboard'] as const,
};

export const publicKeys = {
  planners: () => ['planners', 'public'] as const,
  myOrders: () => ['orders', 'mine'] as const,
  announcements: () => ['announcements', 'published'] as const,
};

type Params = Record<string, string | number | undefined>;

export const ordersQueryOptions = (params: Params) =>
  queryOptions({
    queryKey: staffKeys.orders(params),
    queryFn: ({ signal }) => get<Page<Order>>('/api/planner/orders', { signal, params }),
    refetchInterval: STAFF_POLL_MS,
  });

export const studentsQueryOptions = (scope: 'depart' | 'mine', params: Params) =>
  queryOptions({
    queryKey: staffKeys.students(scope, params),
    queryFn: ({ signal }) =>
      get<Page<StaffStudent>>(scope === 'depart' ? '/api/planner/students' : '/api/planner/my-students', { signal, params }),
    refetchInterval: STAFF_POLL_MS,
  });

export const studentDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: staffKeys.student(id),
    queryFn: ({ signal }) => get<StudentDetail>(`/api/planner/students/${id}`, { signal }),
  });

export const plannersQueryOptions = (params: Params) =>
  queryOptions({
    queryKey: staffKeys.planners(params),
    queryFn: ({ signal }) => get<Page<Planner>>('/api/planner/list', { signal, params }),
  });

/** New orders since the page opened, asked every 30 s (spec §4, §7 GET /api/planner/poll). */
export const pollQueryOptions = (since: number) =>
  queryOptions({
    queryKey: staffKeys.poll(since),
    queryFn: ({ signal }) => get<PollResult>('/api/planner/poll', { signal, params: { since } }),
    refetchInterval: STAFF_POLL_MS,
  });

export const allAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.announcementsAll(),
    queryFn: ({ signal }) => get<Announcement[]>('/api/announcements/all', { signal }),
  });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.dashboard(),
    queryFn: ({ signal }) => get<Dashboard>('/api/core-data/dashboard', { signal }),
    refetchInterval: STAFF_POLL_MS,
  });

export const publicPlannersQueryOptions = () =>
  queryOptions({
    queryKey: publicKeys.planners(),
    queryFn: ({ signal }) => get<PublicPlanner[]>('/api/planners/public', { signal }),
    staleTime: 5 * 60_000,
  });

export const myOrdersQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...publicKeys.myOrders(), token],
    queryFn: ({ signal }) => get<Order[]>('/api/orders/mine', { signal }),
    enabled: token !== null,
  });

export const publishedAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: publicKeys.announcements(),
    queryFn: ({ signal }) => get<Announcement[]>('/api/announcements', { signal }),
    staleTime: 60_000,
  });
