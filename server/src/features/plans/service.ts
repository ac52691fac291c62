import { eq } from 'drizzle-orm';
import { ALL, meetsSubjectRequirement, type MajorScoreLineQuery, type PlanMajor, type PlanPage, type PlanRecord, type ProvinceRule, pageOf } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { enrolmentPlans } from '../../db/schema';
import { KeyedCache } from '../../platform/keyed-cache';
import type { SchoolDirectory } from '../schools/service';
import type { SourceCatalog } from '../../platform/source-catalog';
import { groupReqKey, groupRequirements, pickProvince, provincesOf, unitCode, unitDirection, unitKey, unitTitle, yearConfigs, type ScoreLineDirectory } from '../scorelines/service';

type PlanRow = typeof enrolmentPlans.$inferSelect;

/** A group-total row of the plan books (remarks 专业组级汇总). */
const GROUP_TOTAL = '专业组级汇总';

/** 招生计划 of one school, every province, held in memory per school. */
export class PlanDirectory {
  private readonly bySchool = new KeyedCache((id: string) => this.db.select().from(enrolmentPlans).where(eq(enrolmentPlans.moeCode, id)), 300);

  constructor(
    private readonly db: Db,
    private readonly schools: SchoolDirectory,
    private readonly sources: SourceCatalog,
    /** The same year's major lines name a group's requirement where the plan book prints none */
    private readonly lines?: ScoreLineDirectory,
  ) {}

  invalidate(): void {
    this.bySchool.invalidate();
  }

  async rows(id: string): Promise<PlanRow[]> {
    await this.schools.get(id);
    return this.bySchool.get(id);
  }

  /** GET /api/school/plan-config: provinces with plans, and years, tracks and batches of one (spec §3 Province plan config). */
  async config(id: string, province: string | undefined): Promise<ProvinceRule> {
    const school = await this.schools.get(id);
    const rows = await this.rows(id);
    const provinces = provincesOf(rows);
    const picked = pickProvince(provinces, province, school.provinceName);
    return { provinces, provinceName: picked, years: yearConfigs(rows.filter((r) => r.province === picked)) };
  }

  /** POST /api/admission-plan/query: one record per group (or school unit) with its majors. */
  async query(q: MajorScoreLineQuery): Promise<PlanPage> {
    const rows = await this.rows(q.schoolId);
    const track = q.subject && q.subject !== ALL ? q.subject : null;
    const batch = q.batch && q.batch !== ALL ? q.batch : null;
    const group = q.majorGroup && q.majorGroup !== ALL ? q.majorGroup : null;
    const picked = q.subSubject ?? [];
    const majorLines = this.lines ? (await this.lines.lines(q.schoolId)).major.filter((r) => r.province === q.province && r.year === q.year) : [];
    const groupReqs = groupRequirements(majorLines);
    const units = new Map<string, PlanRecord>();
    for (const r of rows) {
      if (r.province !== q.province || r.year !== q.year) continue;
      if ((track !== null && r.track !== track) || (batch !== null && r.batch !== batch)) continue;
      if ((group !== null && unitCode(r) !== group) || !meetsSubjectRequirement(r.subjectReq, picked)) continue;
      const key = unitKey(r);
      let unit = units.get(key);
      if (!unit) {
        unit = {
          majorMessage: {
            schoolNameText: unitTitle(r),
            majorGroup: unitCode(r),
            subjectRequirement: null,
            batch: r.batch,
            subject: r.track,
            admissionType: unitDirection(r),
          },
          subMajors: [],
        };
        units.set(key, unit);
      }
      const major = planMajor(r);
      if (major.subjectRequirement === null && r.groupCode) major.subjectRequirement = groupReqs.get(groupReqKey(r)) ?? null;
      unit.subMajors.push(major);
    }
    const list = [...units.values()];
    for (const u of list) {
      // majors first, the group total last
      u.subMajors.sort((a, b) => Number(a.groupTotal) - Number(b.groupTotal) || (a.majorEnrollCode ?? '').localeCompare(b.majorEnrollCode ?? '', 'zh', { numeric: true }));
      const reqs = new Set(u.subMajors.map((m) => m.subjectRequirement));
      u.majorMessage.subjectRequirement = reqs.size === 1 ? [...reqs][0]! : null;
    }
    list.sort((a, b) => (a.majorMessage.majorGroup ?? '').localeCompare(b.majorMessage.majorGroup ?? '', 'zh', { numeric: true }));
    const page = pageOf(list, q.page, q.pageSize);
    return { ...page, sources: await this.sources.of(page.records.flatMap((u) => u.subMajors.map((m) => m.sourceId))) };
  }
}

export function planMajor(r: PlanRow): PlanMajor {
  const groupTotal = r.remarks === GROUP_TOTAL;
  return {
    majorEnrollCode: r.majorCode,
    majorName: groupTotal ? null : r.majorName,
    note: groupTotal ? null : r.remarks,
    batch: r.batch,
    subjectRequirement: r.subjectReq,
    planNumber: r.planCount,
    schoolSystem: r.durationYears === null ? null : `${r.durationYears}年`,
    fee: r.tuitionPerYear === null ? null : `${r.tuitionPerYear}元/年`,
    groupTotal,
    quality: r.quality,
    sourceId: r.sourceId,
  };
}
