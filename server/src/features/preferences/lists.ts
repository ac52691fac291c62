import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FORBIDDEN,
  PREFERENCE_MESSAGES,
  TIER_RISK,
  type EntryToCheck,
  type PreferenceDetail,
  type PreferenceEntry,
  type PreferenceList,
  type PreferenceSummary,
  type Tier,
  type Viewer,
} from '@zhiyuan/domain';
import { preferenceEntries, preferenceLists } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { studentAccess } from '../../platform/ownership';
import { batchFor } from './recommend';
import { assertStudentsPlace, studentOf } from './student';

type ListRow = typeof preferenceLists.$inferSelect;
type EntryRow = typeof preferenceEntries.$inferSelect;

export interface HeaderInput {
  province: string;
  year: number;
  batch: string;
  track: string;
  subjects: string[];
  score: number | null;
  rank: number | null;
  scoreId: string | null;
}

export interface EntryInput extends EntryToCheck {
  moeCode: string | null;
  schoolCode: string | null;
  groupCode: string | null;
  majorName: string | null;
  majorCode: string | null;
  adjust: boolean;
  tier: Tier | null;
  probability: number | null;
}

export interface SaveInput extends HeaderInput {
  id?: string;
  studentId?: string;
  name: string;
  createdType: 1 | 2;
  entries: EntryInput[];
}

/** What an entry carries unchanged from the request to its row and from the row to the reply. */
type EntryFields = Pick<EntryRow, 'unitId' | 'schoolName' | 'moeCode' | 'schoolCode' | 'groupCode' | 'majorName' | 'majorCode' | 'majors' | 'adjust' | 'probability'>;

const entryFieldsOf = (e: EntryFields): EntryFields => ({
  unitId: e.unitId,
  schoolName: e.schoolName,
  moeCode: e.moeCode,
  schoolCode: e.schoolCode,
  groupCode: e.groupCode,
  majorName: e.majorName,
  majorCode: e.majorCode,
  majors: e.majors,
  adjust: e.adjust,
  probability: e.probability,
});

function entryOfRow(e: EntryRow): PreferenceEntry {
  const tier = (e.tier as Tier | null) ?? null;
  return { position: e.position, ...entryFieldsOf(e), tier, risk: tier ? TIER_RISK[tier] : null };
}

function summaryOf(l: ListRow, entries: readonly { tier: string | null }[]): PreferenceSummary {
  const counts = { 冲: 0, 稳: 0, 保: 0 };
  for (const e of entries) if (e.tier === '冲' || e.tier === '稳' || e.tier === '保') counts[e.tier]++;
  return {
    id: String(l.id),
    studentId: String(l.studentUserId),
    name: l.name,
    createdType: l.createdType,
    province: l.province,
    year: l.year,
    batch: l.batch,
    track: l.track,
    subjects: l.subjects,
    score: l.score,
    rank: l.rank,
    scoreId: l.scoreId === null ? null : String(l.scoreId),
    entryCount: entries.length,
    counts,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/** A list the viewer may see (student self, planner through an order, admin): 404 when missing, 403 when not theirs. */
export async function listFor(app: FastifyInstance, viewer: Viewer, id: string): Promise<ListRow> {
  const numeric = Number(id);
  const [row] = Number.isSafeInteger(numeric) ? await app.db.select().from(preferenceLists).where(eq(preferenceLists.id, numeric)) : [];
  if (!row) throw notFound(PREFERENCE_MESSAGES.notFound);
  if (viewer.kind !== 'user' || !(await studentAccess(app.db, viewer, String(row.studentUserId)))) throw new AppError(403, FORBIDDEN);
  return row;
}

export async function detailOf(app: FastifyInstance, row: ListRow): Promise<PreferenceDetail> {
  const rows = await app.db.select().from(preferenceEntries).where(eq(preferenceEntries.listId, row.id)).orderBy(asc(preferenceEntries.position));
  return { ...summaryOf(row, rows), entries: rows.map(entryOfRow) };
}

/** Validation of a list against its province's rule and its year's units. */
export async function validateList(app: FastifyInstance, header: HeaderInput, entries: readonly EntryToCheck[]) {
  const rule = await app.readModels.admissionRules.of(header.province, header.year);
  const batch = batchFor(rule, header.batch);
  return app.readModels.odds.answer('validate', header.province, header.track, header.year, { rule, batch, subjects: header.subjects, entries });
}

/**
 * POST /api/preferences/save: creates a list, or replaces a list's header and
 * entries whole, in one transaction; a list breaking the province's rule is
 * refused with the first problem (400) and nothing is written.
 */
export async function saveList(app: FastifyInstance, viewer: Viewer, input: SaveInput): Promise<PreferenceDetail> {
  let studentId: string;
  if (input.id !== undefined) {
    const existing = await listFor(app, viewer, input.id);
    studentId = String(existing.studentUserId);
    if (input.studentId !== undefined && input.studentId !== studentId) throw badRequest('志愿表不属于该学生');
  } else studentId = await studentOf(app, viewer, input.studentId);
  await assertStudentsPlace(app, studentId, input.province, input.year);
  const validation = await validateList(app, input, input.entries);
  const blocking = validation.problems.filter((p) => p.kind !== 'empty');
  if (blocking.length > 0) throw badRequest(blocking.map((p) => p.message).join('；'));

  const header = {
    name: input.name,
    createdType: input.createdType,
    province: input.province,
    year: input.year,
    batch: input.batch,
    track: input.track,
    subjects: input.subjects,
    score: input.score,
    rank: input.rank,
    scoreId: input.scoreId === null ? null : Number(input.scoreId),
  };
  const id = await app.db.transaction(async (tx) => {
    let listId: number;
    if (input.id !== undefined) {
      listId = Number(input.id);
      await tx.update(preferenceLists).set({ ...header, updatedAt: new Date() }).where(eq(preferenceLists.id, listId));
      await tx.delete(preferenceEntries).where(eq(preferenceEntries.listId, listId));
    } else {
      const [created] = await tx
        .insert(preferenceLists)
        .values({ ...header, studentUserId: Number(studentId) })
        .returning({ id: preferenceLists.id });
      listId = created!.id;
    }
    if (input.entries.length > 0) {
      await tx.insert(preferenceEntries).values(
        input.entries.map((e, i) => ({ listId, position: i + 1, ...entryFieldsOf(e), tier: e.tier })),
      );
    }
    return listId;
  });
  return detailOf(app, (await app.db.select().from(preferenceLists).where(eq(preferenceLists.id, id)))[0]!);
}

/** GET /api/preferences/query/student/{id}: a student's lists, newest first, with the badge count (createdType 1). */
export async function listsOfStudent(app: FastifyInstance, viewer: Viewer, studentId: string, page: number, size: number): Promise<PreferenceList> {
  const id = await studentOf(app, viewer, studentId);
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) return { records: [], total: 0, current: page, size, badge: 0 };
  const lists = await app.db
    .select()
    .from(preferenceLists)
    .where(eq(preferenceLists.studentUserId, numeric))
    .orderBy(desc(preferenceLists.updatedAt), desc(preferenceLists.id));
  const shown = lists.slice((page - 1) * size, page * size);
  const entries = shown.length
    ? await app.db
        .select({ listId: preferenceEntries.listId, tier: preferenceEntries.tier })
        .from(preferenceEntries)
        .where(inArray(preferenceEntries.listId, shown.map((l) => l.id)))
    : [];
  return {
    records: shown.map((l) => summaryOf(l, entries.filter((e) => e.listId === l.id))),
    total: lists.length,
    current: page,
    size,
    badge: lists.filter((l) => l.createdType === 1).length,
  };
}

export async function renameList(app: FastifyInstance, viewer: Viewer, id: string, name: string): Promise<PreferenceDetail> {
  const row = await listFor(app, viewer, id);
  await app.db.update(preferenceLists).set({ name, updatedAt: new Date() }).where(eq(preferenceLists.id, row.id));
  return detailOf(app, { ...row, name });
}

export async function deleteList(app: FastifyInstance, viewer: Viewer, id: string): Promise<void> {
  const row = await listFor(app, viewer, id);
  await app.db.delete(preferenceLists).where(and(eq(preferenceLists.id, row.id)));
}

