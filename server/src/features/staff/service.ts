/**
 * The staff side's store: orders and their moves, the students staff see,
 * planners, announcements and the dashboard counts. Who may call what is
 * decided in routes.ts through the shared policies; what a planner sees of a
 * student's data goes through studentAccess (platform/ownership.ts).
 */
import { aliasedTable, and, count, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  MY_ORDER_STATUSES,
  ORDER_MESSAGES,
  ORDER_STATUS,
  PLANNER_TYPES,
  ROLE,
  STAFF_MESSAGES,
  VIP_LEVEL_CARDS,
  isAdmin,
  isPlanner,
  mayMoveOrder,
  nextOrderStatus,
  orderStatusLabel,
  type Announcement,
  type AnnouncementInput,
  type Dashboard,
  type Order,
  type OrderAction,
  type OrderStatus,
  type Page,
  type Planner,
  type PlannerCreate,
  type PlannerUpdate,
  type PublicPlanner,
  type StaffStudent,
  type StudentDetail,
  type StudentListQuery,
  type UserViewer,
} from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { announcements, memberCards, orders, planners, studentScores, students, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const plannerTypeLabel = (t: number) => PLANNER_TYPES.find((p) => p.value === t)?.label ?? String(t);

const studentUser = aliasedTable(users, 'student_user');
const plannerUser = aliasedTable(users, 'planner_user');
/** The 学员管理 filter's operators as SQL (the query schema admits only these). */
const SQL_OPERATORS: Record<StudentListQuery['operator'], string> = { '=': '=', '>=': '>=', '>': '>', '<=': '<=', '<': '<' };
const requestedUser = aliasedTable(users, 'requested_user');

/**
 * Sections of the student detail that other areas own: read when their table
 * is in the database (the integrator names the table and its student column
 * here if they differ), else shown as not available.
 */
export const STUDENT_SECTION_TABLES = {
  assessments: { table: 'assessment_results', studentColumn: 'user_id' },
  preferenceLists: { table: 'preference_lists', studentColumn: 'student_user_id' },
} as const;

export class StaffStore {
  constructor(private readonly db: Db) {}

  // ---- who the viewer is on the staff side ----

  /** A 主管: a planner whose planner record says type 1 and is enabled. */
  async isChief(v: UserViewer): Promise<boolean> {
    if (!isPlanner(v)) return false;
    const [row] = await this.db
      .select({ t: planners.plannerType, enabled: planners.enabled })
      .from(planners)
      .where(eq(planners.userId, Number(v.userId)));
    return row?.t === 1 && row.enabled;
  }

  /** Admins and 主管 see every order and student; other planners their own. */
  async seesAll(v: UserViewer): Promise<boolean> {
    return isAdmin(v) || (await this.isChief(v));
  }

  // ---- orders ----

  private orderSelect() {
    return this.db
      .select({
        o: orders,
        studentName: studentUser.name,
        studentTel: studentUser.tel,
        studentProvince: studentUser.province,
        plannerName: plannerUser.name,
        requestedName: requestedUser.name,
      })
      .from(orders)
      .innerJoin(studentUser, eq(studentUser.id, orders.studentUserId))
      .leftJoin(plannerUser, eq(plannerUser.id, orders.plannerUserId))
      .leftJoin(requestedUser, eq(requestedUser.id, orders.requestedPlannerUserId));
  }

  private static toOrder(r: {
    o: typeof orders.$inferSelect;
    studentName: string | null;
    studentTel: string;
    studentProvince: string | null;
    plannerName: string | null;
    requestedName: string | null;
  }): Order {
    return {
      id: String(r.o.id),
      status: r.o.status,
      statusLabel: orderStatusLabel(r.o.status),
      studentUserId: String(r.o.studentUserId),
      studentName: r.studentName,
      studentTel: r.studentTel,
      studentProvince: r.studentProvince,
      plannerUserId: r.o.plannerUserId === null ? null : String(r.o.plannerUserId),
      plannerName: r.plannerName,
      requestedPlannerUserId: r.o.requestedPlannerUserId === null ? null : String(r.o.requestedPlannerUserId),
      requestedPlannerName: r.requestedName,
      note: r.o.note,
      createdAt: r.o.createdAt.toISOString(),
      updatedAt: r.o.updatedAt.toISOString(),
    };
  }

  async order(id: number): Promise<Order> {
    const [row] = await this.orderSelect().where(eq(orders.id, id));
    if (!row) throw notFound(ORDER_MESSAGES.notFound);
    return StaffStore.toOrder(row);
  }

  /** A student asks for a planner (spec §2 /mingshi, /guihuashi): an order in 1 待分配. */
  async ask(v: UserViewer, input: { plannerUserId?: string | undefined; note?: string | undefined }): Promise<Order> {
    const student = Number(v.userId);
    const requested = input.plannerUserId === undefined ? null : Number(input.plannerUserId);
    const id = await this.db.transaction(async (tx) => {
      // one open request at a time: the lock on the student's row keeps two clicks from making two orders
      await tx.execute(sql`select id from users where id = ${student} for update`);
      const open = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.studentUserId, student), inArray(orders.status, [1, 2, 3, 6])))
        .limit(1);
      if (open.length) throw new AppError(409, ORDER_MESSAGES.alreadyAsked);
      if (requested !== null) {
        const [p] = await tx.select({ enabled: planners.enabled }).from(planners).where(eq(planners.userId, requested));
        if (!p?.enabled) throw badRequest(ORDER_MESSAGES.plannerMissing);
      }
      const [row] = await tx
        .insert(orders)
        .values({ studentUserId: student, status: 1, requestedPlannerUserId: requested, note: input.note?.trim() || null })
        .returning({ id: orders.id });
      return row!.id;
    });
    return this.order(id);
  }

  /** The student's own orders (all statuses: they see their request waiting). */
  async ordersOfStudent(userId: string): Promise<Order[]> {
    const rows = await this.orderSelect().where(eq(orders.studentUserId, Number(userId))).orderBy(desc(orders.createdAt));
    return rows.map(StaffStore.toOrder);
  }

  /** Staff order list: admin and 主管 see all; a planner their own ('my orders': never 待分配). Filter by status 1–4. */
  async listOrders(v: UserViewer, q: { page: number; pageSize: number; status?: number | undefined }): Promise<Page<Order>> {
    const all = await this.seesAll(v);
    const where: SQL[] = [];
    if (!all) {
      where.push(eq(orders.plannerUserId, Number(v.userId)));
      where.push(inArray(orders.status, MY_ORDER_STATUSES.map((s) => s.value)));
    }
    if (q.status !== undefined) where.push(eq(orders.status, q.status));
    const cond = where.length ? and(...where) : undefined;
    const [total] = await this.db.select({ n: count() }).from(orders).where(cond);
    const rows = await this.orderSelect()
      .where(cond)
      .orderBy(desc(orders.updatedAt), desc(orders.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return { records: rows.map(StaffStore.toOrder), total: total?.n ?? 0, current: q.page, size: q.pageSize };
  }

  /** Moves an order through the state machine of domain/orders.ts, in one transaction with the row locked. */
  async move(v: UserViewer, id: number, action: OrderAction, plannerUserId?: string): Promise<Order> {
    const chief = await this.isChief(v);
    await this.db.transaction(async (tx) => {
      const [o] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!o) throw notFound(ORDER_MESSAGES.notFound);
      const who = mayMoveOrder(v, action, { plannerUserId: o.plannerUserId === null ? null : String(o.plannerUserId) }, chief);
      if (who !== 'ok') throw new AppError(403, who);
      const next = nextOrderStatus(o.status as OrderStatus, action, (o.pausedFrom as OrderStatus | null) ?? null);
      if (!next.ok) throw new AppError(409, next.message);
      const set: Partial<typeof orders.$inferInsert> = { status: next.to, updatedAt: new Date() };
      if (action === 'assign') {
        const target = Number(plannerUserId);
        const [p] = await tx
          .select({ enabled: planners.enabled })
          .from(planners)
          .where(eq(planners.userId, target));
        if (!p?.enabled) throw badRequest(ORDER_MESSAGES.plannerMissing);
        set.plannerUserId = target;
      }
      if (action === 'pause') set.pausedFrom = o.status;
      if (action === 'resume') set.pausedFrom = null;
      await tx.update(orders).set(set).where(eq(orders.id, id));
    });
    return this.order(id);
  }

  /** New orders since a moment: for admin and 主管 the requests waiting (待分配); for a planner the orders given to them. */
  async poll(v: UserViewer, since: Date): Promise<Order[]> {
    const all = await this.seesAll(v);
    const cond = all
      ? and(eq(orders.status, 1), gt(orders.createdAt, since))
      : and(eq(orders.plannerUserId, Number(v.userId)), eq(orders.status, 2), gt(orders.updatedAt, since));
    const rows = await this.orderSelect().where(cond).orderBy(desc(orders.updatedAt)).limit(50);
    return rows.map(StaffStore.toOrder);
  }

  // ---- students ----

  /**
   * 学员管理: students (role 学生) with their latest order. Admin and 主管 see
   * every student; another planner the students of their own orders.
   */
  async listStudents(v: UserViewer, q: StudentListQuery, onlyOwn = false): Promise<Page<StaffStudent>> {
    const all = !onlyOwn && (await this.seesAll(v));
    const scope = all ? undefined : and(eq(orders.plannerUserId, Number(v.userId)), inArray(orders.status, MY_ORDER_STATUSES.map((s) => s.value)));
    // each student's latest order (in scope), beside the student; the filter, the count and the page in SQL
    const latest = this.db
      .selectDistinctOn([orders.studentUserId], { studentUserId: orders.studentUserId, status: orders.status, plannerName: sql<string | null>`${plannerUser.name}`.as('planner_name') })
      .from(orders)
      .leftJoin(plannerUser, eq(plannerUser.id, orders.plannerUserId))
      .where(scope)
      .orderBy(orders.studentUserId, desc(orders.updatedAt))
      .as('latest');
    const conditions: SQL[] = [all ? sql`${ROLE.student} = any(${users.roleTypes})` : isNotNull(latest.studentUserId)];
    if (q.filterType && q.value) {
      // byte order ("C"), as the page has always compared: 手机号 of equal length compare as numbers do
      const compared = q.filterType === '手机号' ? sql`${users.tel}` : sql`${latest.plannerName}`;
      conditions.push(sql`${compared} collate "C" ${sql.raw(SQL_OPERATORS[q.operator])} ${q.value}`);
    }
    const where = and(...conditions);
    const [counted] = await this.db.select({ n: count() }).from(users).leftJoin(latest, eq(latest.studentUserId, users.id)).where(where);
    const page = await this.db
      .select({
        id: users.id,
        name: users.name,
        tel: users.tel,
        province: users.province,
        year: users.year,
        createdAt: users.createdAt,
        status: latest.status,
        plannerName: latest.plannerName,
      })
      .from(users)
      .leftJoin(latest, eq(latest.studentUserId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return {
      records: page.map((r) => ({
        userId: String(r.id),
        name: r.name,
        tel: r.tel,
        province: r.province,
        year: r.year,
        createdAt: r.createdAt.toISOString(),
        plannerName: r.plannerName,
        orderStatus: r.status,
        orderStatusLabel: r.status === null ? null : orderStatusLabel(r.status),
      })),
      total: counted?.n ?? 0,
      current: q.page,
      size: q.pageSize,
    };
  }

  private async optionalSection(section: keyof typeof STUDENT_SECTION_TABLES, userId: number): Promise<Record<string, unknown>[] | null> {
    const { table, studentColumn } = STUDENT_SECTION_TABLES[section];
    const found = (await this.db.execute(
      sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name = ${studentColumn}`,
    )) as unknown as { rows: unknown[] };
    if (!found.rows.length) return null;
    const rows = (await this.db.execute(
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(studentColumn)} = ${userId} limit 100`,
    )) as unknown as { rows: Record<string, unknown>[] };
    return rows.rows;
  }

  /** One student as staff see them: profile, scores, orders and the sections of other areas. */
  async studentDetail(userId: string): Promise<StudentDetail> {
    const id = Number(userId);
    const [u] = await this.db.select().from(users).where(eq(users.id, id));
    if (!u) throw notFound(STAFF_MESSAGES.studentNotFound);
    const [profile] = await this.db.select().from(students).where(eq(students.userId, id));
    const scores = await this.db.select().from(studentScores).where(eq(studentScores.userId, id)).orderBy(desc(studentScores.createdAt));
    const own = await this.ordersOfStudent(userId);
    const latest = own[0];
    return {
      student: {
        userId: String(u.id),
        name: u.name,
        tel: u.tel,
        province: u.province,
        year: u.year,
        createdAt: u.createdAt.toISOString(),
        plannerName: latest?.plannerName ?? null,
        orderStatus: latest?.status ?? null,
        orderStatusLabel: latest?.statusLabel ?? null,
      },
      profile: profile ? (JSON.parse(JSON.stringify(profile)) as Record<string, unknown>) : null,
      scores: JSON.parse(JSON.stringify(scores)) as Record<string, unknown>[],
      orders: own,
      assessments: await this.optionalSection('assessments', id),
      preferenceLists: await this.optionalSection('preferenceLists', id),
    };
  }

  // ---- planners ----

  private plannerSelect() {
    const active = this.db
      .select({ plannerUserId: orders.plannerUserId, n: count().as('n') })
      .from(orders)
      .where(inArray(orders.status, [2, 3]))
      .groupBy(orders.plannerUserId)
      .as('active');
    return this.db
      .select({ p: planners, name: users.name, tel: users.tel, active: active.n })
      .from(planners)
      .innerJoin(users, eq(users.id, planners.userId))
      .leftJoin(active, eq(active.plannerUserId, planners.userId));
  }

  private static toPlanner(r: { p: typeof planners.$inferSelect; name: string | null; tel: string; active: number | null }): Planner {
    return {
      userId: String(r.p.userId),
      name: r.name,
      tel: r.tel,
      plannerType: r.p.plannerType,
      plannerTypeLabel: plannerTypeLabel(r.p.plannerType),
      title: r.p.title,
      photoUrl: r.p.photoUrl,
      intro: r.p.intro,
      specialties: r.p.specialties,
      groupLabels: r.p.groupLabels,
      enabled: r.p.enabled,
      activeOrders: Number(r.active ?? 0),
    };
  }

  async listPlanners(q: { page: number; pageSize: number; plannerType?: number | undefined; groupLabel?: string | undefined }): Promise<Page<Planner>> {
    const where: SQL[] = [];
    if (q.plannerType !== undefined) where.push(eq(planners.plannerType, q.plannerType));
    if (q.groupLabel) where.push(sql`${q.groupLabel} = any(${planners.groupLabels})`);
    const cond = where.length ? and(...where) : undefined;
    const [total] = await this.db.select({ n: count() }).from(planners).where(cond);
    const rows = await this.plannerSelect()
      .where(cond)
      .orderBy(planners.plannerType, planners.createdAt)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return { records: rows.map(StaffStore.toPlanner), total: total?.n ?? 0, current: q.page, size: q.pageSize };
  }

  async planner(userId: number): Promise<Planner> {
    const [row] = await this.plannerSelect().where(eq(planners.userId, userId));
    if (!row) throw notFound(STAFF_MESSAGES.plannerNotFound);
    return StaffStore.toPlanner(row);
  }

  /** The enabled planners, as /mingshi and /guihuashi show them (no phone numbers). */
  async publicPlanners(): Promise<PublicPlanner[]> {
    const rows = await this.plannerSelect().where(eq(planners.enabled, true)).orderBy(planners.plannerType, planners.createdAt);
    return rows.map((r) => {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { tel, enabled, activeOrders, ...shown } = StaffStore.toPlanner(r);
      return shown;
    });
  }

  async simpleInfo(tel: string) {
    const [row] = await this.plannerSelect().where(eq(users.tel, tel));
    if (!row) throw notFound(STAFF_MESSAGES.plannerNotFound);
    const p = StaffStore.toPlanner(row);
    return { userId: p.userId, name: p.name, tel: p.tel, plannerType: p.plannerType, plannerTypeLabel: p.plannerTypeLabel, enabled: p.enabled };
  }

  /** 添加规划师 from a phone number: the account is created if new and gets the 规划师 role. */
  async createPlanner(input: PlannerCreate): Promise<Planner> {
    const userId = await this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.tel, input.tel)).for('update');
      const roles = [...new Set([...(existing?.roleTypes ?? []), ROLE.planner])].sort();
      // an admin stays an admin (roleId is the main role); anyone else becomes a planner
      const roleId = existing?.roleId === ROLE.admin ? ROLE.admin : ROLE.planner;
      const [u] = existing
        ? await tx.update(users).set({ roleTypes: roles, roleId, name: input.name }).where(eq(users.id, existing.id)).returning({ id: users.id })
        : await tx.insert(users).values({ tel: input.tel, name: input.name, roleId, roleTypes: roles }).returning({ id: users.id });
      const id = u!.id;
      const [already] = await tx.select({ id: planners.userId }).from(planners).where(eq(planners.userId, id));
      if (already) throw new AppError(409, '该手机号已是规划师');
      await tx.insert(planners).values({
        userId: id,
        plannerType: input.plannerType,
        title: input.title || null,
        photoUrl: input.photoUrl || null,
        intro: input.intro || null,
        specialties: input.specialties,
        groupLabels: input.groupLabels,
      });
      return id;
    });
    return this.planner(userId);
  }

  async updatePlanner(input: PlannerUpdate): Promise<Planner> {
    const id = Number(input.userId);
    await this.db.transaction(async (tx) => {
      const done = await tx
        .update(planners)
        .set({
          plannerType: input.plannerType,
          title: input.title || null,
          photoUrl: input.photoUrl || null,
          intro: input.intro || null,
          specialties: input.specialties,
          groupLabels: input.groupLabels,
          updatedAt: new Date(),
        })
        .where(eq(planners.userId, id))
        .returning({ id: planners.userId });
      if (!done.length) throw notFound(STAFF_MESSAGES.plannerNotFound);
      if (input.name) await tx.update(users).set({ name: input.name }).where(eq(users.id, id));
    });
    return this.planner(id);
  }

  async setPlannerEnabled(userId: string, enabled: boolean): Promise<Planner> {
    const id = Number(userId);
    const done = await this.db.update(planners).set({ enabled, updatedAt: new Date() }).where(eq(planners.userId, id)).returning({ id: planners.userId });
    if (!done.length) throw notFound(STAFF_MESSAGES.plannerNotFound);
    return this.planner(id);
  }

  // ---- announcements ----

  private static toAnnouncement(a: typeof announcements.$inferSelect): Announcement {
    return {
      id: String(a.id),
      type: a.type,
      date: a.date,
      message: a.message,
      published: a.published,
      publishedAt: iso(a.publishedAt),
      createdAt: a.createdAt.toISOString(),
    };
  }

  async announcements(onlyPublished: boolean, limit = 100): Promise<Announcement[]> {
    const rows = await this.db
      .select()
      .from(announcements)
      .where(onlyPublished ? eq(announcements.published, true) : undefined)
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(limit);
    return rows.map(StaffStore.toAnnouncement);
  }

  async createAnnouncement(input: AnnouncementInput, by: number): Promise<Announcement> {
    const [row] = await this.db.insert(announcements).values({ ...input, createdBy: by }).returning();
    return StaffStore.toAnnouncement(row!);
  }

  async setPublished(id: number, published: boolean): Promise<Announcement> {
    const [row] = await this.db
      .update(announcements)
      .set({ published, publishedAt: published ? new Date() : null })
      .where(eq(announcements.id, id))
      .returning();
    if (!row) throw notFound(STAFF_MESSAGES.announcementNotFound);
    return StaffStore.toAnnouncement(row);
  }

  // ---- 核心数据 ----

  async dashboard(): Promise<Dashboard> {
    const isStudent = sql`${ROLE.student} = any(${users.roleTypes})`;
    const [studentsN] = await this.db.select({ n: count() }).from(users).where(isStudent);
    const [vips] = await this.db
      .select({ n: sql<number>`count(distinct ${memberCards.userId})::int` })
      .from(memberCards)
      .where(and(isNotNull(memberCards.userId), inArray(memberCards.type, [...VIP_LEVEL_CARDS])));
    const byStatus = await this.db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
    const byProvince = await this.db
      .select({ province: sql<string>`coalesce(${users.province}, '未填写')`, n: count() })
      .from(users)
      .where(isStudent)
      .groupBy(sql`1`)
      .orderBy(desc(count()));
    const day = (col: typeof users.createdAt | typeof orders.createdAt) => sql<string>`to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
    const since = sql`now() - interval '30 days'`;
    const signUps = await this.db
      .select({ day: day(users.createdAt), n: count() })
      .from(users)
      .where(and(isStudent, sql`${users.createdAt} > ${since}`))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    const ordersDaily = await this.db
      .select({ day: day(orders.createdAt), n: count() })
      .from(orders)
      .where(sql`${orders.createdAt} > ${since}`)
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    const lists = await this.optionalCount(STUDENT_SECTION_TABLES.preferenceLists.table);
    return {
      students: studentsN?.n ?? 0,
      vips: Number(vips?.n ?? 0),
      ordersByStatus: ORDER_STATUS.map((s) => ({ status: s.value, label: s.label, count: byStatus.find((b) => b.status === s.value)?.n ?? 0 })),
      listsSaved: lists,
      studentsByProvince: byProvince.map((r) => ({ province: r.province, count: r.n })),
      signUpsByDay: signUps.map((r) => ({ day: r.day, count: r.n })),
      ordersByDay: ordersDaily.map((r) => ({ day: r.day, count: r.n })),
    };
  }

  private async optionalCount(table: string): Promise<number | null> {
    const found = (await this.db.execute(sql`select to_regclass(${table}) as t`)) as unknown as { rows: { t: string | null }[] };
    if (!found.rows[0]?.t) return null;
    const r = (await this.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] };
    return r.rows[0]?.n ?? 0;
  }
}

