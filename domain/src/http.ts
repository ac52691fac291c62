import { z } from 'zod';

// Validation messages in Chinese wherever a schema gives none of its own (server 400s, web forms).
z.config(z.locales.zhCN());

/** Every API response body: `{ code, message, data }` (DESIGN.md, HTTP contract). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A page of a list: `{ records, total, current, size }`. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** One page (1-based) of a list held in memory. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { records: items.slice(start, start + pageSize), total: items.length, current: page, size: pageSize };
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export const pageSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });

/** Largest page a client may ask for; lists are always capped. */
export const MAX_PAGE_SIZE = 100;

export const pagingSchema = (defaultSize: number) =>
  z.object({
    page: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于1').default(1),
    pageSize: z.coerce
      .number({ error: '每页条数必须是数字' })
      .int('每页条数必须是整数')
      .min(1, '每页条数不能小于1')
      .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`)
      .default(defaultSize),
  });

/** Chinese names of request fields, used when a 400 names the bad field. */
export const FIELD_LABELS: Record<string, string> = {
  page: '页码',
  pageSize: '每页条数',
  query: '搜索词',
  provinces: '院校省份',
  types: '院校类型',
  schoolInstitutions: '院校性质',
  features: '院校特色',
  majorId: '专业',
  province: '省份',
  year: '年份',
  subject: '科目',
  batch: '批次',
  score: '分数',
  rank: '位次',
  id: '编号',
  schoolId: '院校',
  provinceName: '省份',
  subjectSelection: '科类',
  subSubject: '再选科目',
  majorGroup: '专业组',
  rankingType: '排名类型',
  rankingYear: '排名年份',
  keyword: '关键词',
  round: '评估轮次',
  grade: '评估结果',
  dataKey: '数据编号',
  // accounts and the student profile
  phone: '手机号',
  tel: '手机号',
  code: '验证码',
  cardNumber: '会员卡号',
  cardKey: '会员卡密码',
  loginFrom: '登录来源',
  uid: '设备编号',
  name: '姓名',
  type: '会员卡类型',
  count: '数量',
  vipGating: 'VIP限制',
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
