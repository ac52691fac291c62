import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PreferenceScores, Viewer } from '@zhiyuan/domain';
import { studentScores, users } from '../../db/schema';
import { studentOf, subjectsOfRecord, trackOfRecord } from './student';

/** GET /api/preferences/scores: each score record with the rank it gives in the student's province and year. */
export async function scoresForPreferences(app: FastifyInstance, viewer: Viewer, studentId: string | undefined): Promise<PreferenceScores> {
  const id = Number(await studentOf(app, viewer, studentId));
  if (!Number.isSafeInteger(id)) return { province: null, year: null, records: [] };
  const [user] = await app.db.select({ province: users.province, year: users.year }).from(users).where(eq(users.id, id));
  const rows = await app.db.select().from(studentScores).where(eq(studentScores.userId, id)).orderBy(desc(studentScores.createdAt), desc(studentScores.id));
  const province = user?.province ?? null;
  const year = user?.year ?? null;
  const records = [];
  for (const r of rows) {
    const track = trackOfRecord(r);
    let rank: number | null = null;
    let tableYear: number | null = null;
    let note: string | null = null;
    if (province === null || year === null) note = '请先完善高考省份和年份';
    else if (track === null) note = '成绩记录缺少首选科目或科类';
    else {
      const { placed: resolved } = await app.readModels.odds.answer('place', province, track, year, { score: r.totalScore, rank: null });
      if ('error' in resolved) note = resolved.error;
      else {
        rank = resolved.rank;
        tableYear = resolved.tableYear;
        note = resolved.note ?? (r.examType === 2 ? '模考成绩换算的位次仅供参考' : null);
      }
    }
    records.push({
      id: String(r.id),
      examType: r.examType,
      examName: r.examName,
      totalScore: r.totalScore,
      track,
      subjects: subjectsOfRecord(r),
      rank,
      tableYear,
      note,
      createdAt: r.createdAt.toISOString(),
    });
  }
  return { province, year, records };
}
