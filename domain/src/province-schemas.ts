import { z } from 'zod';

// The province list's schemas, apart from the names in provinces.ts: a page that needs only the
// names (the home route's province, the sign-up list) does not carry zod with them.
export const subjectModePeriodSchema = z.object({
  fromYear: z.number().int().nullable(),
  toYear: z.number().int().nullable(),
  /** 老高考, 3+1+2 (新高考), 3+3 综合 */
  model: z.string(),
  /** The spec's subject-selection mode label: 老高考, 新高考, 6选3, 7选3 */
  mode: z.string(),
  /** The tracks a candidate is ranked in: 理科/文科, 物理类/历史类, 综合 */
  tracks: z.array(z.string()),
});

export const provinceSchema = z.object({
  name: z.string(),
  fullName: z.string(),
  /** First year of the new model, null if the province still runs 老高考. */
  firstYearNewModel: z.number().int().nullable(),
  model: z.string(),
  totalScore: z.number().int(),
  subjectOptions: z.string(),
  /** One entry per exam model the province has used, oldest first. */
  subjectModes: z.array(subjectModePeriodSchema),
  /** Old batch name → new batch name for provinces that merged batches (spec §3), else null. */
  batchMapping: z.record(z.string(), z.string()).nullable(),
  /** 江苏/广东/山西: the spec's old-to-new province list. */
  oldToNew: z.boolean(),
  sourceUrl: z.string().nullable(),
  confidence: z.string().nullable(),
});
export type Province = z.infer<typeof provinceSchema>;
