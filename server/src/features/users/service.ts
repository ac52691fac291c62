/**
 * The student profile behind /userinfo (spec §2): the complete-info form's
 * name, 高考省份 and 年份 (fixed once given), basicInfo, the score sheet,
 * intentions, physical test and other info. Who may call what is decided by
 * the routes through domain/access.ts; this file only reads and writes.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  PROFILE_MESSAGES,
  SCORE_FIELDS,
  gradeOf,
  isAdmin,
  scoreSheetRules,
  signUpYears,
  scoreTotal,
  validateScoreRecord,
  type Intention,
  type OtherInfo,
  type Physical,
  type ScoreRecord,
  type ScoreRecordParsed,
  type Student,
  type Viewer,
  type basicInfoSchema,
  type intentionInputSchema,
  type otherInfoInputSchema,
  type physicalInputSchema,
  type studentUpdateSchema,
} from '@zhiyuan/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { studentScores, students, users } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import type { ProvinceDirectory } from '../../platform/read-models/provinces';

type StudentRow = typeof students.$inferSelect;
type StudentChanges = Partial<Omit<typeof students.$inferInsert, 'userId'>>;
type ScoreRow = typeof studentScores.$inferSelect;

function scoreRecordOf(row: ScoreRow): ScoreRecord {
  return {
    id: String(row.id),
    studentId: String(row.userId),
    examType: row.examType,
    examName: row.examName,
    examDate: row.examDate,
    firstChoice: row.firstChoice,
    electives: row.electives,
    track: row.track,
    ...Object.fromEntries(SCORE_FIELDS.map((f) => [f, row[f]])),
    totalScore: row.totalScore,
    fullMark: row.fullMark,
    createdAt: row.createdAt.toISOString(),
  } as ScoreRecord;
}

export class StudentProfiles {
  constructor(
    private readonly db: Db,
    private readonly provinces: ProvinceDirectory,
    private readonly now: () => number,
  ) {}

  private async row(id: string): Promise<{ user: typeof users.$inferSelect; student: StudentRow | null }> {
    const [found] = await this.db
      .select({ user: users, student: students })
      .from(users)
      .leftJoin(students, eq(students.userId, users.id))
      .where(eq(users.id, Number(id)));
    if (!found) throw notFound(PROFILE_MESSAGES.studentNotFound);
    return found;
  }

  /** Writes profile columns, creating the row on the first save. */
  private async saveStudent(id: string, changes: StudentChanges): Promise<void> {
    const userId = Number(id);
    await this.db
      .insert(students)
      .values({ userId, ...changes })
      .onConflictDoUpdate({ target: students.userId, set: { ...changes, updatedAt: sql`now()` } });
  }

  async student(id: string): Promise<Student> {
    const { user, student } = await this.row(id);
    return {
      id: String(user.id),
      tel: user.tel,
      name: user.name,
      province: user.province,
      year: user.year,
      sex: student?.sex ?? null,
      ethnicGroup: student?.ethnicGroup ?? null,
      schoolLevel: student?.schoolLevel ?? null,
      graduationYear: student?.graduationYear ?? null,
      grade: gradeOf(student?.graduationYear ?? null, new Date(this.now())),
      schoolProvince: student?.schoolProvince ?? null,
      city: student?.city ?? null,
      district: student?.district ?? null,
      highSchool: student?.highSchool ?? null,
    };
  }

  /**
   * The complete-info form: name, 高考省份 and 年份. Province and year cannot
   * change once given (the form says so); an administrator may correct them.
   */
  async completeInfo(viewer: Viewer, id: string, input: z.output<typeof studentUpdateSchema>): Promise<Student> {
    const { user } = await this.row(id);
    const changesPosition =
      (user.province !== null && user.province !== input.province) || (user.year !== null && user.year !== input.year);
    if (changesPosition && !isAdmin(viewer)) throw badRequest(PROFILE_MESSAGES.positionLocked);
    // a first choice of year is one the form offers: this gaokao year and the two after it
    if (user.year === null && !isAdmin(viewer) && !signUpYears(new Date(this.now())).includes(input.year)) {
      throw badRequest(PROFILE_MESSAGES.signUpYear);
    }
    await this.db
      .update(users)
      .set({ name: input.name, province: input.province, year: input.year })
      .where(eq(users.id, user.id));
    return this.student(id);
  }

  async updateBasic(input: z.output<typeof basicInfoSchema>): Promise<Student> {
    const { id, name, ...basic } = input;
    await this.row(id);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ name }).where(eq(users.id, Number(id)));
      await tx
        .insert(students)
        .values({ userId: Number(id), ...basic })
        .onConflictDoUpdate({ target: students.userId, set: { ...basic, updatedAt: sql`now()` } });
    });
    return this.student(id);
  }

  // ---- scoreSheet ----

  async scores(id: string): Promise<ScoreRecord[]> {
    await this.row(id);
    const rows = await this.db
      .select()
      .from(studentScores)
      .where(eq(studentScores.userId, Number(id)))
      .orderBy(desc(studentScores.createdAt), desc(studentScores.id));
    return rows.map(scoreRecordOf);
  }

  /** Saves a 高考 or 模考 record after the rules of the student's province and year. */
  async saveScore(input: ScoreRecordParsed): Promise<ScoreRecord> {
    const { user } = await this.row(input.studentId);
    if (user.province === null || user.year === null) throw badRequest(PROFILE_MESSAGES.positionMissing);
    const province = (await this.provinces.list()).find((p) => p.name === user.province);
    if (!province) throw badRequest(PROFILE_MESSAGES.positionMissing);
    const rules = scoreSheetRules(province, user.year);
    const broken = validateScoreRecord(input, rules);
    if (broken) throw badRequest(broken.message);

    const values = {
      examType: input.examType,
      examName: input.examName,
      examDate: input.examDate,
      firstChoice: rules.model === '3+1+2' ? input.firstChoice : null,
      electives: rules.model === '老高考' ? [] : input.electives,
      track: rules.model === '老高考' ? input.track : null,
      ...Object.fromEntries(SCORE_FIELDS.map((f) => [f, input[f]])),
      totalScore: scoreTotal(input),
      fullMark: rules.fullMark,
    };
    if (input.id === undefined) {
      const [row] = await this.db.insert(studentScores).values({ userId: user.id, ...values }).returning();
      return scoreRecordOf(row!);
    }
    const [row] = await this.db
      .update(studentScores)
      .set(values)
      .where(and(eq(studentScores.id, Number(input.id)), eq(studentScores.userId, user.id)))
      .returning();
    if (!row) throw notFound(PROFILE_MESSAGES.scoreNotFound);
    return scoreRecordOf(row);
  }

  async deleteScore(studentId: string, id: string): Promise<void> {
    const deleted = await this.db
      .delete(studentScores)
      .where(and(eq(studentScores.id, Number(id)), eq(studentScores.userId, Number(studentId))))
      .returning({ id: studentScores.id });
    if (deleted.length === 0) throw notFound(PROFILE_MESSAGES.scoreNotFound);
  }

  // ---- enrollmentIntention, physicalTest, otherInfo ----

  async intention(id: string): Promise<Intention> {
    const { student } = await this.row(id);
    return {
      studentId: id,
      provinces: student?.intentionProvinces ?? [],
      schoolTypes: student?.intentionSchoolTypes ?? [],
      majors: student?.intentionMajors ?? [],
    };
  }

  async updateIntention(input: z.output<typeof intentionInputSchema>, schoolTypes: readonly string[]): Promise<Intention> {
    const unknown = input.schoolTypes.find((t) => !schoolTypes.includes(t));
    if (unknown !== undefined) throw badRequest(`院校类型“${unknown}”不在院校类型列表中`);
    await this.row(input.studentId);
    await this.saveStudent(input.studentId, {
      intentionProvinces: input.provinces,
      intentionSchoolTypes: input.schoolTypes,
      intentionMajors: input.majors,
    });
    return this.intention(input.studentId);
  }

  async physical(id: string): Promise<Physical> {
    const { student } = await this.row(id);
    return {
      studentId: id,
      heightCm: student?.heightCm ?? null,
      weightKg: student?.weightKg ?? null,
      visionLeft: student?.visionLeft ?? null,
      visionRight: student?.visionRight ?? null,
      colorVision: student?.colorVision ?? null,
      notes: student?.physicalNotes ?? null,
    };
  }

  async updatePhysical(input: z.output<typeof physicalInputSchema>): Promise<Physical> {
    const { studentId, notes, ...measures } = input;
    await this.row(studentId);
    await this.saveStudent(studentId, { ...measures, physicalNotes: notes });
    return this.physical(studentId);
  }

  async otherInfo(id: string): Promise<OtherInfo> {
    const { student } = await this.row(id);
    return {
      studentId: id,
      specialPlans: student?.specialPlans ?? [],
      bonusPolicies: student?.bonusPolicies ?? null,
      remark: student?.remark ?? null,
    };
  }

  async updateOtherInfo(input: z.output<typeof otherInfoInputSchema>): Promise<OtherInfo> {
    const { studentId, ...other } = input;
    await this.row(studentId);
    await this.saveStudent(studentId, other);
    return this.otherInfo(studentId);
  }
}
