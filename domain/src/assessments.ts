/**
 * 测评 (spec §2 /ceping…, §3 evaluationInfo): two public instruments and their
 * scoring. The Holland RIASEC interest markers of the Interest Item Pool (48
 * items, 8 per type, 1 = 很不喜欢 … 5 = 非常喜欢, a type's score the sum of its
 * items, 8–40) and the IPIP Big-Five Factor Markers (50 items, 1 = 完全不符合
 * … 5 = 完全符合, a '-' keyed item scoring 6 − answer, a domain's score the sum
 * of its 10 items, 10–50). The Chinese wording of the items is ours (data/
 * assessments/items_zh.csv keeps the English original beside it).
 */
import { z } from 'zod';

export const ASSESSMENT_IDS = ['riasec-iip48', 'ipip50-bigfive'] as const;
export type AssessmentId = (typeof ASSESSMENT_IDS)[number];

export const RIASEC_TYPE_CODES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecType = (typeof RIASEC_TYPE_CODES)[number];
export const BIG_FIVE_DOMAIN_CODES = ['E', 'A', 'C', 'N', 'O'] as const;

export interface AssessmentScaleInfo {
  code: string;
  name: string;
  /** What a high score means, in a student's words */
  meaning: string;
}

export interface AssessmentInfo {
  id: AssessmentId;
  name: string;
  shortName: string;
  summary: string;
  /** Minutes a student typically needs */
  minutes: number;
  itemCount: number;
  /** Labels of the answers 1–5 */
  options: readonly string[];
  /** The instruction above the items */
  instruction: string;
  scales: readonly AssessmentScaleInfo[];
  itemsPerScale: number;
  source: string;
  licence: string;
}

export const ASSESSMENTS: Record<AssessmentId, AssessmentInfo> = {
  'riasec-iip48': {
    id: 'riasec-iip48',
    name: '霍兰德职业兴趣测评（RIASEC）',
    shortName: '职业兴趣',
    summary: '48 项具体的工作活动，你对每一项有多喜欢？结果给出你的霍兰德代码（六种兴趣类型中得分最高的三种），以及与之对应的专业类和职业中类。',
    minutes: 8,
    itemCount: 48,
    options: ['很不喜欢', '不太喜欢', '说不清', '比较喜欢', '非常喜欢'],
    instruction: '请想象自己从事下面的活动，不必考虑收入、学历或是否做得到，只看你有多喜欢做这件事。',
    scales: [
      { code: 'R', name: '现实型', meaning: '喜欢动手操作工具、机器和实物，偏好具体、看得见成果的工作，如工程、制造、维修、农业和体育。' },
      { code: 'I', name: '研究型', meaning: '喜欢观察、分析和探究问题，偏好与思想和科学打交道，如科学研究、医学、数学和计算机。' },
      { code: 'A', name: '艺术型', meaning: '喜欢用创作来表达自己，偏好自由、不拘一格的环境，如音乐、美术、设计、写作和表演。' },
      { code: 'S', name: '社会型', meaning: '喜欢与人打交道、帮助和教导他人，偏好合作与服务，如教育、护理、心理咨询和社会工作。' },
      { code: 'E', name: '企业型', meaning: '喜欢说服、组织和领导他人，追求影响力与成就，如经营管理、销售、市场和法律。' },
      { code: 'C', name: '常规型', meaning: '喜欢按规则和流程处理数据与事务，做事细致有条理，如会计、统计、金融柜面、行政和档案。' },
    ],
    itemsPerScale: 8,
    source: 'Interest Item Pool 的 RIASEC 标记题（Armstrong, Allison & Rounds 2008；Liao, Armstrong & Rounds 2008），题目经 openpsychometrics.org 公开发布',
    licence: '原题目以公共领域（public domain）发布；有项目标注为仅限非商业使用，商用前请核实作者的最新条款',
  },
  'ipip50-bigfive': {
    id: 'ipip50-bigfive',
    name: '大五人格测评（IPIP-50）',
    shortName: '性格特点',
    summary: '50 句关于自己的描述，与你有多相符？结果给出外向性、宜人性、尽责性、情绪稳定性和开放性五个维度的得分。',
    minutes: 10,
    itemCount: 50,
    options: ['完全不符合', '比较不符合', '说不清', '比较符合', '完全符合'],
    instruction: '请按你现在通常的样子作答，而不是你希望成为的样子；与同龄、同性别的人相比来判断。',
    scales: [
      { code: 'E', name: '外向性', meaning: '得分高：健谈、爱社交、精力充沛；得分低：安静、独处时更自在，并不代表不友好。' },
      { code: 'A', name: '宜人性', meaning: '得分高：关心他人、乐于合作、富有同情心；得分低：更看重自己的判断，直率、竞争意识强。' },
      { code: 'C', name: '尽责性', meaning: '得分高：有条理、守计划、做事认真可靠；得分低：更随性灵活，需要留意拖延和粗心。' },
      { code: 'N', name: '情绪稳定性', meaning: '得分高：遇事冷静、不易焦虑；得分低：情绪起伏较大、容易紧张（即“神经质”维度较高）。' },
      { code: 'O', name: '开放性', meaning: '得分高：想象力丰富、好奇、喜欢抽象思考和新鲜事物；得分低：务实，偏好熟悉和具体的事物。' },
    ],
    itemsPerScale: 10,
    source: 'International Personality Item Pool（ipip.ori.org）大五人格标记 50 题，计分键见 ipip.ori.org',
    licence: 'IPIP 题目为公共领域（public domain）',
  },
};

/** Shown on every page that shows an item: the Chinese wording is ours. */
export const ASSESSMENT_TRANSLATION_NOTE = '题目中文由本站据英文原题翻译，仅供参考；原题与出处见测评说明。';
/** Shown with every major or profession an assessment points to. */
export const ASSESSMENT_GUIDANCE_NOTE =
  '以下专业类与职业中类由本站根据霍兰德类型的定义整理，是探索方向的参考，不是录取或就业建议；选专业还要结合成绩、选科要求和个人实际情况。';

export const ASSESSMENT_MESSAGES = {
  unknown: '没有这项测评',
  incomplete: (missing: number) => `还有${missing}题未作答`,
  unknownItem: (itemId: string) => `没有这道题：${itemId}`,
  resultNotFound: '没有这条测评记录',
  saved: '测评结果已保存',
} as const;

export const assessmentIdSchema = z.enum(ASSESSMENT_IDS, { error: '没有这项测评' });
export const assessmentIdParamsSchema = z.object({ id: assessmentIdSchema });
export const assessmentResultIdParamsSchema = z.object({
  id: z.string({ error: '测评记录编号不能为空' }).regex(/^\d{1,18}$/, '测评记录编号格式错误'),
});

/** One item as the questionnaire shows it. */
export const assessmentItemSchema = z.object({
  itemId: z.string(),
  order: z.number().int(),
  scale: z.string(),
  key: z.enum(['+', '-']),
  textZh: z.string(),
  textEn: z.string(),
});
export type AssessmentItem = z.infer<typeof assessmentItemSchema>;

const answerSchema = z
  .number({ error: '答案必须是 1 到 5 的整数' })
  .int('答案必须是 1 到 5 的整数')
  .min(1, '答案必须是 1 到 5 的整数')
  .max(5, '答案必须是 1 到 5 的整数');

/** POST /api/assessments/:id/results */
export const assessmentSubmitSchema = z.object({
  answers: z.record(z.string().max(8), answerSchema, { error: '答案不能为空' }),
});
export type AssessmentAnswers = Record<string, number>;

export const assessmentScaleScoreSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Sum of the scale's items (reverse-keyed items as 6 − answer) */
  score: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  /** Score on 0–100: (score − min) / (max − min) */
  percent: z.number(),
});
export type AssessmentScaleScore = z.infer<typeof assessmentScaleScoreSchema>;

export const assessmentScoresSchema = z.object({
  scales: z.array(assessmentScaleScoreSchema),
  /** Holland code (RIASEC: the three highest types); null for the Big Five */
  code: z.string().nullable(),
});
export type AssessmentScores = z.infer<typeof assessmentScoresSchema>;

/** A major class (专业类) or profession type (职业中类) an interest type points to. */
export const assessmentGuidanceRowSchema = z.object({
  riasecType: z.string(),
  kind: z.enum(['major_class', 'profession_type']),
  code: z.string(),
  name: z.string(),
  rationale: z.string(),
});
export type AssessmentGuidanceRow = z.infer<typeof assessmentGuidanceRowSchema>;

export const assessmentResultSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  assessmentId: assessmentIdSchema,
  name: z.string(),
  createdAt: z.string(),
  scores: assessmentScoresSchema,
  /** Of the RIASEC result: the mapping rows of the code's types, in code order */
  guidance: z.array(assessmentGuidanceRowSchema),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

/** evaluationInfo: a student's saved results, newest first. */
export const assessmentResultSummarySchema = assessmentResultSchema.omit({ guidance: true });
export type AssessmentResultSummary = z.infer<typeof assessmentResultSummarySchema>;

export const assessmentInfoSchema = z.object({
  id: assessmentIdSchema,
  name: z.string(),
  shortName: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  itemCount: z.number().int(),
  options: z.array(z.string()),
  instruction: z.string(),
  scales: z.array(z.object({ code: z.string(), name: z.string(), meaning: z.string() })),
  source: z.string(),
  licence: z.string(),
});
export const assessmentWithItemsSchema = assessmentInfoSchema.extend({ items: z.array(assessmentItemSchema) });
export type AssessmentWithItems = z.infer<typeof assessmentWithItemsSchema>;

export class AssessmentAnswerError extends Error {}

/** The item ids with no valid answer, in questionnaire order. */
export function unansweredItems(items: readonly Pick<AssessmentItem, 'itemId' | 'order'>[], answers: AssessmentAnswers): string[] {
  return [...items]
    .sort((a, b) => a.order - b.order)
    .filter((i) => !Number.isInteger(answers[i.itemId]) || answers[i.itemId]! < 1 || answers[i.itemId]! > 5)
    .map((i) => i.itemId);
}

/** An item's score: the answer, or 6 − answer for a reverse-keyed ('-') item. */
export function keyedAnswer(key: '+' | '-', answer: number): number {
  return key === '-' ? 6 - answer : answer;
}

/**
 * Scores a complete set of answers against the published key. Throws an
 * AssessmentAnswerError (with a Chinese message) for an unknown item or a
 * missing answer. RIASEC's Holland code is the three highest types; ties keep
 * the R-I-A-S-E-C order, so the code is deterministic.
 */
export function scoreAssessment(id: AssessmentId, items: readonly AssessmentItem[], answers: AssessmentAnswers): AssessmentScores {
  const info = ASSESSMENTS[id];
  const known = new Set(items.map((i) => i.itemId));
  for (const itemId of Object.keys(answers)) if (!known.has(itemId)) throw new AssessmentAnswerError(ASSESSMENT_MESSAGES.unknownItem(itemId));
  const missing = unansweredItems(items, answers);
  if (missing.length > 0) throw new AssessmentAnswerError(ASSESSMENT_MESSAGES.incomplete(missing.length));
  const scales = info.scales.map(({ code, name }) => {
    const mine = items.filter((i) => i.scale === code);
    const score = mine.reduce((sum, i) => sum + keyedAnswer(i.key, answers[i.itemId]!), 0);
    const min = mine.length;
    const max = mine.length * 5;
    return { code, name, score, min, max, percent: max === min ? 0 : Math.round(((score - min) / (max - min)) * 1000) / 10 };
  });
  const code =
    id === 'riasec-iip48'
      ? [...scales]
          .sort((a, b) => b.score - a.score || RIASEC_TYPE_CODES.indexOf(a.code as RiasecType) - RIASEC_TYPE_CODES.indexOf(b.code as RiasecType))
          .slice(0, 3)
          .map((s) => s.code)
          .join('')
      : null;
  return { scales, code };
}

/** The mapping rows of a Holland code's types, in the code's order. */
export function guidanceOf(code: string | null, rows: readonly AssessmentGuidanceRow[]): AssessmentGuidanceRow[] {
  if (!code) return [];
  return [...code].flatMap((t) => rows.filter((r) => r.riasecType === t));
}

export const ASSESSMENT_FIELD_LABELS: Record<string, string> = { answers: '答案' };
