import { z } from 'zod';
import { gaokaoProvinceSchema, gaokaoYearSchema } from '../rules/validation';

/** GET /api/preferences/admission-rule?province=&year= */
export const admissionRuleQuerySchema = z.object({ province: gaokaoProvinceSchema, year: gaokaoYearSchema });
export type AdmissionRuleQuery = z.infer<typeof admissionRuleQuerySchema>;

const fillModeSchema = z.enum(['院校专业组', '专业+院校', '院校']);

export const batchRuleSchema = z.object({
  batch: z.string(),
  level: z.string().nullable(),
  fillMode: fillModeSchema,
  /** Number of 志愿 in the batch; null where no source gave it */
  maxChoices: z.number().int().nullable(),
  majorsPerChoice: z.number().int().nullable(),
  /** 服从调剂 offered */
  adjust: z.enum(['yes', 'no', 'unknown']),
  parallel: z.boolean(),
  confidence: z.enum(['confirmed', 'inferred', 'unknown']),
  /** false: the page marks the rule 待核实 */
  verified: z.boolean(),
  notes: z.string().nullable(),
  sourceUrl: z.string().nullable(),
});

/** The filling rules of a province and year (spec §7 admission-rule). */
export const admissionRuleSchema = z.object({
  province: z.string(),
  year: z.number().int(),
  ruleYear: z.number().int().nullable(),
  carriedOver: z.boolean(),
  examModel: z.string().nullable(),
  subjectChoice: z.string().nullable(),
  totalScore: z.number().int().nullable(),
  fillMode: fillModeSchema,
  mainBatch: batchRuleSchema.nullable(),
  batches: z.array(batchRuleSchema),
  message: z.string().nullable(),
});
