import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FORBIDDEN,
  LOGIN_FIRST,
  OLD_TRACK_SUBJECTS,
  PREFERENCE_MESSAGES,
  PROFILE_MESSAGES,
  type StudentContext,
  type Viewer,
} from '@zhiyuan/domain';
import { studentScores, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { studentAccess } from '../../platform/ownership';

/** What the preference calls take about the student (studentContextInputSchema, parsed). */
export interface StudentInput {
  studentId?: string;
  scoreId?: string;
  province?: string;
  year?: number;
  track?: string;
  subjects?: string[];
  score?: number;
  rank?: number;
  level?: '本科' | '专科';
}

const CHAR_OF: Record<string, string> = { 物理: '物', 化学: '化', 生物: '生', 政治: '政', 历史: '史', 地理: '地', 技术: '技' };

type ScoreRow = typeof studentScores.$inferSelect;

/** The track (科类) a score record was sat in. */
export function trackOfRecord(r: Pick<ScoreRow, 'track' | 'firstChoice' | 'electives'>): string | null {
  if (r.track === '理科' || r.track === '文科') return r.track;
  if (r.firstChoice === '物理') return '物理类';
  if (r.firstChoice === '历史') return '历史类';
  if (r.electives.length === 3) return '综合';
  return null;
}

/** The sub-subjects (物 化 生 …) of a record; 老高考 tracks stand for their three subjects. */
export function subjectsOfRecord(r: Pick<ScoreRow, 'track' | 'firstChoice' | 'electives'>): string[] {
  if (r.track === '理科' || r.track === '文科') return [...OLD_TRACK_SUBJECTS[r.track]];
  return [r.firstChoice, ...r.electives].map((s) => (s ? CHAR_OF[s] : undefined)).filter((s): s is string => !!s);
}

/**
 * The student a call is about: the viewer, or another student the viewer may
 * see by the shared ownership policy (student self, planner through an order,
 * admin); anyone else gets 403.
 */
export async function studentOf(app: FastifyInstance, viewer: Viewer, studentId: string | undefined): Promise<string> {
  if (viewer.kind !== 'user') throw new AppError(401, LOGIN_FIRST);
  const id = studentId ?? viewer.userId;
  if (id !== viewer.userId && !(await studentAccess(app.db, viewer, id))) throw new AppError(403, FORBIDDEN);
  return id;
}

/**
 * A 志愿表 is filed in the student's own 高考省份 and 年份 where the profile holds them: another province's
 * rules and units are not the student's to fill (spec §4: the profile's province and year cannot be changed).
 */
export async function assertStudentsPlace(app: FastifyInstance, studentId: string, province: string, year: number): Promise<void> {
  const profile = await profileOf(app, studentId);
  if (profile?.province && profile.province !== province) throw badRequest(`志愿表的省份应为该学生的高考省份（${profile.province}）`);
  if (profile?.year && profile.year !== year) throw badRequest(`志愿表的年份应为该学生的高考年份（${profile.year}年）`);
}

async function profileOf(app: FastifyInstance, id: string) {
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric)) return null;
  const [user] = await app.db.select({ province: users.province, year: users.year }).from(users).where(eq(users.id, numeric));
  return user ?? null;
}

async function recordOf(app: FastifyInstance, studentId: string, scoreId: string | undefined): Promise<ScoreRow | null> {
  const numeric = Number(studentId);
  if (!Number.isSafeInteger(numeric)) return null;
  if (scoreId !== undefined) {
    const [row] = await app.db
      .select()
      .from(studentScores)
      .where(and(eq(studentScores.userId, numeric), eq(studentScores.id, Number(scoreId))));
    if (!row) throw notFound(PROFILE_MESSAGES.scoreNotFound);
    return row;
  }
  const rows = await app.db
    .select()
    .from(studentScores)
    .where(eq(studentScores.userId, numeric))
    .orderBy(desc(studentScores.createdAt), desc(studentScores.id));
  // the newest 高考 record (exam type 1), else the newest 模考
  return rows.find((r) => r.examType === 1) ?? rows[0] ?? null;
}

/**
 * The student context of a recommendation or list: profile and score record
 * filled in where the request leaves fields out, the score turned into a rank
 * through the 一分一段 table (or the latest one, said in the notes).
 */
export async function resolveStudent(app: FastifyInstance, viewer: Viewer, input: StudentInput): Promise<StudentContext> {
  const studentId = await studentOf(app, viewer, input.studentId);
  // the profile only fills in a province or year the request leaves out (one database read less per recommendation)
  const profile = input.province !== undefined && input.year !== undefined ? null : await profileOf(app, studentId);
  const province = input.province ?? profile?.province ?? null;
  const year = input.year ?? profile?.year ?? null;
  if (province === null || year === null) throw badRequest(PREFERENCE_MESSAGES.noPosition);
  const needsRecord = input.scoreId !== undefined || input.track === undefined || input.subjects === undefined || (input.score === undefined && input.rank === undefined);
  const record = needsRecord ? await recordOf(app, studentId, input.scoreId) : null;
  const track = input.track ?? (record ? trackOfRecord(record) : null);
  if (track === null) throw badRequest(record ? PREFERENCE_MESSAGES.noTrack : PREFERENCE_MESSAGES.noScore);
  const subjects = input.subjects ?? (record ? subjectsOfRecord(record) : track === '理科' || track === '文科' ? [...OLD_TRACK_SUBJECTS[track]] : []);
  const score = input.score ?? (input.rank === undefined ? (record?.totalScore ?? null) : null);
  if (score === null && input.rank === undefined) throw badRequest(PREFERENCE_MESSAGES.noScore);

  const { units, notes, placed } = await app.readModels.odds.answer('place', province, track, year, { score, rank: input.rank ?? null });
  if (units === 0) throw badRequest(`${province}${track}${PREFERENCE_MESSAGES.noData.replace('该省份', '')}`);
  if ('error' in placed) throw badRequest(placed.error);
  // the forecast's notes already say which table stood in for the year's (placed.note says it again)
  if (record?.examType === 2 && input.score === undefined && input.rank === undefined) notes.push('按模考成绩估算位次，仅供参考');
  return {
    studentId,
    scoreId: record ? String(record.id) : null,
    province,
    year,
    track,
    subjects,
    level: input.level ?? '本科',
    score: placed.score,
    rank: placed.rank,
    rankSource: placed.source,
    tableYear: placed.tableYear,
    notes,
  };
}
