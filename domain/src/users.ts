/**
 * The student profile (spec §2 /userinfo and its children, §3 Student, option
 * lists, §4 complete-info form and grade, §5): request and reply schemas of
 * /api/student, /api/intention, /api/physical and the location calls, and the
 * score-sheet rules (subjects of a province, first and second choice, full
 * mark) that server and form share.
 */
import { z } from 'zod';
import { asWholeNumber } from './http';
import { PROVINCE_NAMES } from './provinces';
import type { Province } from './province-schemas';
import { currentGaokaoYear } from './rules/gaokao-year';
import { gradeFromGraduationYear } from './rules/grade';
import {
  ETHNIC_GROUPS,
  FIRST_CHOICE_SUBJECTS,
  SCHOOL_LEVELS_HIGH_SCHOOL,
  SECOND_CHOICE_SUBJECTS,
  SUBJECTS,
  subjectsFor,
  type SubjectScoreField,
} from './rules/options';
import { OLD_TRACK_SUBJECTS } from './rules/subject-modes';
import { VALIDATION_MESSAGES, nameSchema, signUpProvinceSchema, validateYear } from './rules/validation';

export const PROFILE_MESSAGES = {
  positionLocked: '高考省份和年份提交后不可修改',
  positionMissing: '请先完善高考省份和年份',
  signUpYear: VALIDATION_MESSAGES.year,
  studentNotFound: '学生不存在',
  scoreNotFound: '成绩记录不存在',
  saved: '保存成功',
  deleted: '删除成功',
  childNotOpen: '您的会员卡不包含此项资料，请联系老师开通',
} as const;

/** Student ids travel as strings of digits (spec §7 client keeps big numbers as strings). */
export const studentIdSchema = z
  .union([z.string(), z.number()], { error: '学生编号不能为空' })
  .transform(String)
  .pipe(z.string().regex(/^\d{1,18}$/, '学生编号格式错误'));

export const studentIdParamsSchema = z.object({ id: studentIdSchema });

// ---- the complete-info form (spec §4, §5) ----

/**
 * 高考年份 a student may sign up with: this gaokao year and the two after it
 * (高三, 高二, 高一). The list is computed, so it moves on every September.
 */
export function signUpYears(now: Date = new Date()): number[] {
  const first = currentGaokaoYear(now);
  return [first, first + 1, first + 2];
}

/** POST /api/student/update (spec §7): name, province, year, tel, id. */
export const studentUpdateSchema = z.object({
  id: studentIdSchema.optional(),
  name: nameSchema,
  province: signUpProvinceSchema,
  year: z.preprocess(asWholeNumber, z.number({ error: VALIDATION_MESSAGES.year })).superRefine((year, ctx) => {
    const message = validateYear(year);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  }),
  /** Sent by the original client; the account's phone is never changed here */
  tel: z.string().optional(),
});
export type StudentUpdate = z.input<typeof studentUpdateSchema>;

// ---- basicInfo ----

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .nullish()
    .transform((v) => (v ? v : null));

export const basicInfoSchema = z.object({
  id: studentIdSchema,
  name: nameSchema,
  /** 男=1, 女=2 */
  sex: z.literal([1, 2], { error: '性别只能是男或女' }).nullish().transform((v) => v ?? null),
  ethnicGroup: z.enum(ETHNIC_GROUPS, { error: '请从56个民族中选择' }).nullish().transform((v) => v ?? null),
  schoolLevel: z.enum(SCHOOL_LEVELS_HIGH_SCHOOL, { error: '请选择学校层次' }).nullish().transform((v) => v ?? null),
  graduationYear: z
    .number({ error: '毕业年份必须是数字' })
    .int('毕业年份必须是整数')
    .min(2000, '毕业年份不能早于2000年')
    .max(2100, '毕业年份不能晚于2100年')
    .nullish()
    .transform((v) => v ?? null),
  /** Where the student's school is: province (full name of the division list), city, district */
  schoolProvince: optionalText(20, '所在省份'),
  city: optionalText(30, '所在城市'),
  district: optionalText(30, '所在区县'),
  /** 就读高中, typed: there is no list of high schools */
  highSchool: optionalText(50, '就读学校'),
});
export type BasicInfoInput = z.input<typeof basicInfoSchema>;

/** The student (spec §3 Student) with the basic info, as GET /api/student/query-by-student-id returns it. */
export const studentSchema = z.object({
  id: z.string(),
  tel: z.string(),
  name: z.string().nullable(),
  province: z.string().nullable(),
  year: z.number().int().nullable(),
  sex: z.number().int().nullable(),
  ethnicGroup: z.string().nullable(),
  schoolLevel: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  /** 年级 computed from the graduation year (spec §4): 高一, 高二, 高三 or '' */
  grade: z.string(),
  schoolProvince: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  highSchool: z.string().nullable(),
});
export type Student = z.infer<typeof studentSchema>;

/** 年级 of a graduation year, '' without one. */
export function gradeOf(graduationYear: number | null, now: Date = new Date()): string {
  return graduationYear === null ? '' : gradeFromGraduationYear(graduationYear, now);
}

// ---- scoreSheet ----

/** How a province's candidates choose subjects in a given year. */
export type ScoreSheetModel = '3+1+2' | '3+3' | '老高考';

export interface ScoreSheetRules {
  province: string;
  year: number;
  model: ScoreSheetModel;
  /** 满分 of the province */
  fullMark: number;
  /** Highest score of 语文, 数学, 外语 */
  coreMax: number;
  /** Highest score of each elective (等级考 / 选考 / 综合 share) */
  electiveMax: number;
  /** 3+1+2: 首选 物理 / 历史 */
  firstChoices: readonly string[];
  /** 3+1+2: 再选 2 of these; 3+3: 3 of these */
  electives: string[];
  /** How many electives are chosen (3+1+2: 2 再选; 3+3: 3; 老高考: by track) */
  electiveCount: number;
  /** 老高考: 理科 → 物化生, 文科 → 政史地 */
  tracks: Record<'理科' | '文科', string[]> | null;
}

const CORE_SUBJECTS = ['语文', '数学', '英语'] as const;
export const CORE_MAX_SCORE = 150;
const SUBJECT_BY_CHAR: Record<string, string> = { 物: '物理', 化: '化学', 生: '生物', 政: '政治', 史: '历史', 地: '地理', 技: '技术' };

/** The exam model a province ran in `year`, from its subject-mode periods. */
function modelIn(province: Province, year: number): ScoreSheetModel {
  const period =
    province.subjectModes.find((p) => (p.fromYear === null || p.fromYear <= year) && (p.toYear === null || year <= p.toYear)) ??
    province.subjectModes[province.subjectModes.length - 1];
  if (!period || period.mode === '老高考') return '老高考';
  return period.mode === '新高考' ? '3+1+2' : '3+3';
}

/**
 * The score sheet of a student of `province` taking the gaokao in `year`:
 * 语数外 at 150 each, the electives sharing the rest of the full mark (750 →
 * 100 each, 上海 660 → 70, 海南 900 → 150, 老高考 综合 300 → 100 each), and
 * the subjects the province offers (上海 without 生物, 技术 only with 7选3).
 */
export function scoreSheetRules(province: Province, year: number): ScoreSheetRules {
  const model = modelIn(province, year);
  const offered = subjectsFor(province.name).map((s) => s.label);
  const sevenOfThree = province.subjectModes.some((p) => p.mode === '7选3');
  const electiveMax = (province.totalScore - CORE_MAX_SCORE * CORE_SUBJECTS.length) / 3;
  const base = { province: province.name, year, model, fullMark: province.totalScore, coreMax: CORE_MAX_SCORE, electiveMax };
  if (model === '3+1+2') {
    return {
      ...base,
      firstChoices: FIRST_CHOICE_SUBJECTS,
      electives: SECOND_CHOICE_SUBJECTS.filter((s) => offered.includes(s)),
      electiveCount: 2,
      tracks: null,
    };
  }
  if (model === '3+3') {
    const electives = ['物理', '化学', '生物', '政治', '历史', '地理', ...(sevenOfThree ? ['技术'] : [])];
    return { ...base, firstChoices: [], electives: electives.filter((s) => offered.includes(s)), electiveCount: 3, tracks: null };
  }
  const trackSubjects = (chars: string) => [...chars].map((c) => SUBJECT_BY_CHAR[c]!).filter((s) => offered.includes(s));
  return {
    ...base,
    firstChoices: [],
    electives: [],
    electiveCount: 3,
    tracks: { 理科: trackSubjects(OLD_TRACK_SUBJECTS.理科), 文科: trackSubjects(OLD_TRACK_SUBJECTS.文科) },
  };
}

export const SCORE_FIELDS = SUBJECTS.map((s) => s.scoreField) as SubjectScoreField[];
const FIELD_OF_SUBJECT: Record<string, SubjectScoreField> = Object.fromEntries(SUBJECTS.map((s) => [s.label, s.scoreField]));

const scoreValue = z
  .number({ error: '成绩必须是数字' })
  .min(0, '成绩不能小于0')
  .max(CORE_MAX_SCORE, `单科成绩不能超过${CORE_MAX_SCORE}分`)
  .refine((v) => Number.isInteger(v * 2), '成绩最多保留0.5分')
  .nullish()
  .transform((v) => v ?? null);

/** One schema per subject score field (chineseScore … technologyScore). */
function scoreFieldsShape<T extends z.ZodType>(schema: T): Record<SubjectScoreField, T> {
  return Object.fromEntries(SCORE_FIELDS.map((f) => [f, schema])) as Record<SubjectScoreField, T>;
}

/** POST /api/student/score/save: one 高考 or 模考 record (spec §3 exam type 1 高考, 2 模考). */
export const scoreRecordInputSchema = z.object({
  studentId: studentIdSchema,
  /** Absent for a new record */
  id: studentIdSchema.optional(),
  examType: z.literal([1, 2], { error: '请选择考试类型' }),
  examName: optionalText(30, '考试名称'),
  examDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '考试日期格式应为YYYY-MM-DD')
    .nullish()
    .transform((v) => v ?? null),
  /** 3+1+2: 物理 or 历史 */
  firstChoice: z.string().nullish().transform((v) => v ?? null),
  /** 3+1+2: 2 再选 subjects; 3+3: 3 选考 subjects */
  electives: z.array(z.string()).max(3, '选考科目最多3门').default([]),
  /** 老高考: 理科 or 文科 */
  track: z.string().nullish().transform((v) => v ?? null),
  ...scoreFieldsShape(scoreValue),
});
export type ScoreRecordInput = z.input<typeof scoreRecordInputSchema>;
export type ScoreRecordParsed = z.output<typeof scoreRecordInputSchema>;

export const scoreRecordSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  examType: z.number().int(),
  examName: z.string().nullable(),
  examDate: z.string().nullable(),
  firstChoice: z.string().nullable(),
  electives: z.array(z.string()),
  track: z.string().nullable(),
  ...scoreFieldsShape(z.number().nullable()),
  totalScore: z.number(),
  fullMark: z.number().int(),
  createdAt: z.string(),
});
export type ScoreRecord = z.infer<typeof scoreRecordSchema>;

export const scoreDeleteSchema = z.object({ studentId: studentIdSchema, id: studentIdSchema });

/** The subjects a record may carry scores for: 语数外 and the chosen ones. */
export function scoredSubjects(record: Pick<ScoreRecordParsed, 'firstChoice' | 'electives' | 'track'>, rules: ScoreSheetRules): string[] {
  const chosen =
    rules.model === '老高考'
      ? record.track === '理科' || record.track === '文科'
        ? rules.tracks![record.track]
        : []
      : [...(rules.model === '3+1+2' && record.firstChoice ? [record.firstChoice] : []), ...record.electives];
  return [...CORE_SUBJECTS, ...chosen];
}

export function scoreTotal(record: Record<SubjectScoreField, number | null>): number {
  return SCORE_FIELDS.reduce((sum, f) => sum + (record[f] ?? 0), 0);
}

/**
 * The first rule a score record breaks, with the field it names, or null:
 * the choice of subjects of the province's model (首选 then 2 再选; 3 选考; 文科
 * or 理科), scores only for 语数外 and the chosen subjects, each within its
 * maximum, at least one score, and the total within the province's full mark.
 */
export function validateScoreRecord(
  record: ScoreRecordParsed,
  rules: ScoreSheetRules,
): { field: string; message: string } | null {
  if (rules.model === '3+1+2') {
    if (!record.firstChoice) return { field: 'firstChoice', message: '请选择首选科目' };
    if (!rules.firstChoices.includes(record.firstChoice)) return { field: 'firstChoice', message: '首选科目只能是物理或历史' };
    if (record.electives.length !== 2) return { field: 'electives', message: '请选择2门再选科目' };
    if (!record.electives.every((s) => rules.electives.includes(s))) {
      return { field: 'electives', message: `再选科目只能从${rules.electives.join('、')}中选择` };
    }
  } else if (rules.model === '3+3') {
    if (record.firstChoice) return { field: 'firstChoice', message: `${rules.province}不分首选、再选科目` };
    if (record.electives.length !== 3) return { field: 'electives', message: '请选择3门选考科目' };
    if (!record.electives.every((s) => rules.electives.includes(s))) {
      return { field: 'electives', message: `选考科目只能从${rules.electives.join('、')}中选择` };
    }
  } else {
    if (record.track !== '理科' && record.track !== '文科') return { field: 'track', message: '请选择文科或理科' };
  }
  if (new Set(record.electives).size !== record.electives.length) return { field: 'electives', message: '请勿重复选择科目' };

  const allowed = scoredSubjects(record, rules);
  for (const subject of SUBJECTS) {
    const value = record[subject.scoreField];
    if (value === null) continue;
    if (!allowed.includes(subject.label)) {
      return { field: subject.scoreField, message: `未选考${subject.label}，不能填写${subject.label}成绩` };
    }
    const max = (CORE_SUBJECTS as readonly string[]).includes(subject.label) ? rules.coreMax : rules.electiveMax;
    if (value > max) return { field: subject.scoreField, message: `${subject.label}成绩不能超过${max}分` };
  }
  if (SCORE_FIELDS.every((f) => record[f] === null)) return { field: 'chineseScore', message: '请至少填写一科成绩' };
  const total = scoreTotal(record);
  if (total > rules.fullMark) {
    return { field: 'totalScore', message: `总分${total}分超过了${rules.province}满分${rules.fullMark}分` };
  }
  return null;
}

/** The score field of a subject label (语文 → chineseScore). */
export function scoreFieldOf(subject: string): SubjectScoreField | undefined {
  return FIELD_OF_SUBJECT[subject];
}

// ---- enrollmentIntention ----

export const intentionInputSchema = z.object({
  studentId: studentIdSchema,
  /** 意向省份 */
  provinces: z
    .array(z.enum(PROVINCE_NAMES, { error: '请从省份列表中选择' }))
    .max(PROVINCE_NAMES.length)
    .default([])
    .transform((v) => [...new Set(v)]),
  /** 意向院校类型 (the school-library 院校类型 options) */
  schoolTypes: z.array(z.string().trim().min(1)).max(20, '院校类型最多选20个').default([]).transform((v) => [...new Set(v)]),
  /** 意向专业 */
  majors: z
    .array(z.string().trim().min(1, '专业名称不能为空').max(30, '专业名称不能超过30个字'))
    .max(20, '意向专业最多20个')
    .default([])
    .transform((v) => [...new Set(v)]),
});
export type IntentionInput = z.input<typeof intentionInputSchema>;
export const intentionSchema = z.object({
  studentId: z.string(),
  provinces: z.array(z.string()),
  schoolTypes: z.array(z.string()),
  majors: z.array(z.string()),
});
export type Intention = z.infer<typeof intentionSchema>;

// ---- physicalTest (普通高校招生体检) ----

export const COLOR_VISION = ['正常', '色弱', '色盲'] as const;

const visionValue = z
  .number({ error: '视力必须是数字' })
  .min(3, '视力应在3.0到5.3之间')
  .max(5.3, '视力应在3.0到5.3之间')
  .nullish()
  .transform((v) => v ?? null);

export const physicalInputSchema = z.object({
  studentId: studentIdSchema,
  heightCm: z.number({ error: '身高必须是数字' }).min(100, '身高应在100到250厘米之间').max(250, '身高应在100到250厘米之间').nullish().transform((v) => v ?? null),
  weightKg: z.number({ error: '体重必须是数字' }).min(20, '体重应在20到250千克之间').max(250, '体重应在20到250千克之间').nullish().transform((v) => v ?? null),
  /** 裸眼视力, 5-point record (4.0 … 5.3) */
  visionLeft: visionValue,
  visionRight: visionValue,
  colorVision: z.enum(COLOR_VISION, { error: '色觉只能是正常、色弱或色盲' }).nullish().transform((v) => v ?? null),
  /** 体检结论 and restrictions as written on the form */
  notes: optionalText(500, '体检备注'),
});
export type PhysicalInput = z.input<typeof physicalInputSchema>;
export const physicalSchema = z.object({
  studentId: z.string(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  visionLeft: z.number().nullable(),
  visionRight: z.number().nullable(),
  colorVision: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Physical = z.infer<typeof physicalSchema>;

// ---- otherInfo ----

/** 专项计划 a student may qualify for. */
export const SPECIAL_PLANS = ['国家专项计划', '地方专项计划', '高校专项计划'] as const;

export const otherInfoInputSchema = z.object({
  studentId: studentIdSchema,
  specialPlans: z.array(z.enum(SPECIAL_PLANS, { error: '请从专项计划中选择' })).default([]).transform((v) => [...new Set(v)]),
  /** 加分政策 the student qualifies for, as written */
  bonusPolicies: optionalText(200, '加分政策'),
  remark: optionalText(500, '其他说明'),
});
export type OtherInfoInput = z.input<typeof otherInfoInputSchema>;
export const otherInfoSchema = z.object({
  studentId: z.string(),
  specialPlans: z.array(z.string()),
  bonusPolicies: z.string().nullable(),
  remark: z.string().nullable(),
});
export type OtherInfo = z.infer<typeof otherInfoSchema>;

// ---- location calls (spec §7): official administrative divisions ----

export const citiesQuerySchema = z.object({ province: z.string().trim().min(1, '请选择省份') });
export const districtsQuerySchema = z.object({
  province: z.string().trim().min(1, '请选择省份'),
  city: z.string().trim().min(1, '请选择城市'),
});

/** Chinese names of the student-profile fields (a 400 names the bad field). */
export const USER_FIELD_LABELS: Record<string, string> = {
  name: '姓名',
  studentId: '学生编号',
  sex: '性别',
  ethnicGroup: '民族',
  schoolLevel: '学校层次',
  graduationYear: '毕业年份',
  schoolProvince: '所在省份',
  city: '城市',
  district: '区县',
  highSchool: '就读学校',
  examType: '考试类型',
  examName: '考试名称',
  examDate: '考试日期',
  firstChoice: '首选科目',
  electives: '选考科目',
  track: '科类',
  chineseScore: '语文',
  mathScore: '数学',
  foreignLanguageScore: '英语',
  physicsScore: '物理',
  chemistryScore: '化学',
  biologyScore: '生物',
  historyScore: '历史',
  geographyScore: '地理',
  politicsScore: '政治',
  technologyScore: '技术',
  schoolTypes: '院校类型',
  majors: '意向专业',
  heightCm: '身高',
  weightKg: '体重',
  visionLeft: '左眼视力',
  visionRight: '右眼视力',
  colorVision: '色觉',
  notes: '体检备注',
  specialPlans: '专项计划',
  bonusPolicies: '加分政策',
  remark: '其他说明',
};
