/**
 * 招生计划 of a school (spec §3 Enrolment plan record, §7 Schools): records
 * per 专业组 with their majors. The query is the major score lines' body.
 */
import { z } from 'zod';
import { pageSchema } from './http';
import { dataSourceSchema } from './sources';

/** One planned major (spec §3 Enrolment plan record, subMajors). */
export const planMajorSchema = z.object({
  majorEnrollCode: z.string().nullable(),
  majorName: z.string().nullable(),
  note: z.string().nullable(),
  batch: z.string(),
  subjectRequirement: z.string().nullable(),
  planNumber: z.number().int().nullable(),
  schoolSystem: z.string().nullable(),
  fee: z.string().nullable(),
  /** A group-total row (专业组级汇总) rather than one major */
  groupTotal: z.boolean(),
  quality: z.string(),
  sourceId: z.string(),
});
export type PlanMajor = z.infer<typeof planMajorSchema>;

export const planRecordSchema = z.object({
  majorMessage: z.object({
    schoolNameText: z.string(),
    majorGroup: z.string().nullable(),
    /** majorGroup as a chip names it (unitCodeText) */
    majorGroupText: z.string(),
    subjectRequirement: z.string().nullable(),
    batch: z.string(),
    subject: z.string().nullable(),
    admissionType: z.string().nullable(),
  }),
  subMajors: z.array(planMajorSchema),
});
export type PlanRecord = z.infer<typeof planRecordSchema>;

export const planPageSchema = pageSchema(planRecordSchema).extend({ sources: z.array(dataSourceSchema) });
export type PlanPage = z.infer<typeof planPageSchema>;

/** A group-total row of the plan books (remarks 专业组级汇总). */
export const GROUP_TOTAL = '专业组级汇总';

/** The fields of a plan row that a planned major shows. */
export interface PlanRowFields {
  majorCode: string | null;
  majorName: string | null;
  batch: string;
  subjectReq: string | null;
  planCount: number | null;
  durationYears: number | null;
  tuitionPerYear: number | null;
  remarks: string | null;
  quality: string;
  sourceId: string;
}

/** One planned major as the plan tables show it: 学制 and 学费 in words, a group total marked. */
/** A plan row's remark without the major's name it repeats ('临床医学' + '临床医学(五年制)' → '(五年制)'): a row names its major once. */
export function noteBesideMajor(majorName: string | null, remarks: string | null): string | null {
  if (!remarks) return null;
  const note = remarks.trim();
  if (!majorName) return note || null;
  if (note === majorName.trim()) return null;
  if (note.startsWith(majorName)) return note.slice(majorName.length).trim() || null;
  return note;
}

export function planMajor(r: PlanRowFields): PlanMajor {
  const groupTotal = r.remarks === GROUP_TOTAL;
  return {
    majorEnrollCode: r.majorCode,
    majorName: groupTotal ? null : r.majorName,
    note: groupTotal ? null : noteBesideMajor(r.majorName, r.remarks),
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
