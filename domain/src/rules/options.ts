/**
 * The option lists of spec §3, as typed constants. Lists of `{ label, value }`
 * feed selects directly; `labelOf` turns a stored value back into its label.
 */

export interface Option<V extends string | number = number> {
  readonly label: string;
  readonly value: V;
}

/** The label of `value` in an option list, or undefined when it is not an option. */
export function labelOf<V extends string | number>(options: readonly Option<V>[], value: V): string | undefined {
  return options.find((o) => o.value === value)?.label;
}

/** 科目 a student enters a score for, with the score field each one fills. */
export interface SubjectOption {
  readonly label: string;
  readonly scoreField: string;
  /** Provinces where the subject is not offered (生物 in 上海). */
  readonly notOfferedIn: readonly string[];
}

export const SUBJECTS = [
  { label: '语文', scoreField: 'chineseScore', notOfferedIn: [] },
  { label: '数学', scoreField: 'mathScore', notOfferedIn: [] },
  { label: '英语', scoreField: 'foreignLanguageScore', notOfferedIn: [] },
  { label: '物理', scoreField: 'physicsScore', notOfferedIn: [] },
  { label: '化学', scoreField: 'chemistryScore', notOfferedIn: [] },
  { label: '生物', scoreField: 'biologyScore', notOfferedIn: ['上海'] },
  { label: '历史', scoreField: 'historyScore', notOfferedIn: [] },
  { label: '地理', scoreField: 'geographyScore', notOfferedIn: [] },
  { label: '政治', scoreField: 'politicsScore', notOfferedIn: [] },
  { label: '技术', scoreField: 'technologyScore', notOfferedIn: [] },
] as const satisfies readonly SubjectOption[];
export type SubjectScoreField = (typeof SUBJECTS)[number]['scoreField'];

/** The subjects offered to a student of `province`. */
export function subjectsFor(province: string): SubjectOption[] {
  return SUBJECTS.filter((s) => !(s.notOfferedIn as readonly string[]).includes(province));
}

/** 首选科目 of 3+1+2 */
export const FIRST_CHOICE_SUBJECTS = ['物理', '历史'] as const;
/** 再选科目 of 3+1+2 */
export const SECOND_CHOICE_SUBJECTS = ['化学', '生物', '地理', '政治'] as const;
/** 综合 sub-subjects; a 综合 student picks 1 to 3 (spec §4). */
export const SUB_SUBJECTS = ['物', '化', '生', '政', '史', '地', '技'] as const;
export type SubSubject = (typeof SUB_SUBJECTS)[number];

/** 性别 */
export const SEX = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
] as const satisfies readonly Option[];

/** 批次 */
export const BATCHES = ['本科', '专科'] as const;

/** 专业层次 (major level) ids and labels (spec §9 level map). */
export const LEVEL_LABELS = { 1: '本科', 2: '专科', 3: '职高' } as const;
export type MajorLevel = keyof typeof LEVEL_LABELS;

/** Major levels; level 3's tab reads 高职本科. */
export const MAJOR_LEVELS = [
  { label: '本科', value: 1, tabLabel: '本科' },
  { label: '专科', value: 2, tabLabel: '专科' },
  { label: '职高', value: 3, tabLabel: '高职本科' },
] as const satisfies readonly (Option & { tabLabel: string })[];

/** 志愿风险: risk of a preference and its tier, 冲 / 稳 / 保. */
export const PREFERENCE_RISK = {
  1: { label: '较高风险', tier: '冲' },
  2: { label: '中等风险', tier: '稳' },
  3: { label: '较低风险', tier: '保' },
} as const;
export type PreferenceRisk = keyof typeof PREFERENCE_RISK;
export type PreferenceTier = (typeof PREFERENCE_RISK)[PreferenceRisk]['tier'];

/** 角色 */
export const ROLE_TYPES = [
  { label: '学生', value: 1 },
  { label: '规划师', value: 2 },
  { label: '管理员', value: 3 },
] as const satisfies readonly Option[];
export type RoleType = (typeof ROLE_TYPES)[number]['value'];

/** 规划师类型 */
export const PLANNER_TYPES = [
  { label: '主管', value: 1 },
  { label: '全职', value: 2 },
  { label: '兼职', value: 3 },
] as const satisfies readonly Option[];

/** 考试类型 of a score record: 1 高考, 2 模考. */
export const EXAM_TYPES = [
  { label: '高考', value: 1 },
  { label: '模考', value: 2 },
] as const satisfies readonly Option[];

/** 成绩类型: note the ids run the other way round from EXAM_TYPES (1 模考, 2 高考). */
export const SCORE_TYPES = [
  { label: '模考', value: 1 },
  { label: '高考', value: 2 },
] as const satisfies readonly Option[];

/** 学校层次 (of a school a person attended, e.g. a planner's education). */
export const SCHOOL_LEVELS_HIGH_SCHOOL = ['普通高中', '普通中专', '普通大专', '普通本科', '普通硕士'] as const;

/** Staff list search: what the keyword is matched against. */
export const FILTER_TYPES = ['手机号', '规划师姓名'] as const;

/** Comparison operators of staff score filters. */
export const OPERATORS = ['=', '>=', '>', '<=', '<'] as const;
export type Operator = (typeof OPERATORS)[number];

/** 民族: the 56 ethnic groups in the order of GB/T 3304, 汉族 first. */
export const ETHNIC_GROUPS = [
  '汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '布依族', '朝鲜族',
  '满族', '侗族', '瑶族', '白族', '土家族', '哈尼族', '哈萨克族', '傣族', '黎族', '傈僳族',
  '佤族', '畲族', '高山族', '拉祜族', '水族', '东乡族', '纳西族', '景颇族', '柯尔克孜族', '土族',
  '达斡尔族', '仫佬族', '羌族', '布朗族', '撒拉族', '毛南族', '仡佬族', '锡伯族', '阿昌族', '普米族',
  '塔吉克族', '怒族', '乌孜别克族', '俄罗斯族', '鄂温克族', '德昂族', '保安族', '裕固族', '京族', '塔塔尔族',
  '独龙族', '鄂伦春族', '赫哲族', '门巴族', '珞巴族', '基诺族',
] as const;

/** 会员卡类型; 0 is the 绑定会员卡 entry rather than a VIP level. */
export const VIP_CARD_TYPES = [
  { label: '绑定会员卡', value: 0 },
  { label: '志愿VIP', value: 1 },
  { label: '升学VIP', value: 2 },
  { label: '超级VIP', value: 9 },
  { label: '一对一VIP', value: 5 },
] as const satisfies readonly Option[];

/** 订单状态 (there is no status 5). */
export const ORDER_STATUS = [
  { label: '待分配', value: 1 },
  { label: '待处理', value: 2 },
  { label: '服务中', value: 3 },
  { label: '已完成', value: 4 },
  { label: '已暂停', value: 6 },
  { label: '已退费', value: 7 },
] as const satisfies readonly Option[];
export type OrderStatus = (typeof ORDER_STATUS)[number]['value'];

/** 我的订单 omits 待分配 (spec §4). */
export const MY_ORDER_STATUSES = ORDER_STATUS.filter((s) => s.value !== 1);
/** The staff order-status filter offers statuses 1–4 (spec §4). */
export const ORDER_STATUS_FILTER_OPTIONS = ORDER_STATUS.filter((s) => s.value <= 4);
