import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const RIASEC_ITEMS_FILE = dataFile('assessments', 'riasec_iip48_items.csv.gz');
export const BIG_FIVE_ITEMS_FILE = dataFile('assessments', 'ipip50_bigfive_items.csv.gz');
/** Our Chinese wording of every item, beside the English original it translates. */
export const ITEM_TRANSLATIONS_FILE = dataFile('assessments', 'items_zh.csv');
/** RIASEC type → 专业类 / 职业中类, with the rationale of each row (our editorial guidance). */
export const RIASEC_GUIDANCE_FILE = dataFile('assessments', 'riasec_mapping.csv');

/** The two instruments, by the id their items carry. */
export const INSTRUMENTS = {
  'riasec-iip48': { name: '霍兰德职业兴趣（RIASEC）', file: RIASEC_ITEMS_FILE, sourceId: 'riasec-iip48' },
  'ipip50-bigfive': { name: '大五人格（IPIP-50）', file: BIG_FIVE_ITEMS_FILE, sourceId: 'ipip50-bigfive' },
} as const;
export type InstrumentId = keyof typeof INSTRUMENTS;

/** Holland types in RIASEC order. */
export const RIASEC_TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
/** Big-Five domains in the order the IPIP-50 cycles them (N keyed as Emotional Stability). */
export const BIG_FIVE_DOMAINS = ['E', 'A', 'C', 'N', 'O'] as const;

/**
 * One item of an instrument. Answers are 1–5; a `-` keyed item scores as
 * 6 − answer; a scale's score is the sum (or mean) of its items.
 */
export interface AssessmentItemRow {
  instrument: InstrumentId;
  /** R1 … C8 (RIASEC), E1 … O10 (IPIP codebook id) */
  itemId: string;
  /** Order the questionnaire presents the items in (1-based) */
  order: number;
  /** RIASEC type or Big-Five domain letter */
  scale: string;
  /** Big-Five domain name (Extraversion …); null for RIASEC */
  scaleName: string | null;
  textEn: string;
  /** Our Chinese wording (items_zh.csv) */
  textZh: string;
  key: '+' | '-';
  responseScale: string;
  sourceId: string;
}

/**
 * Our Chinese wording, keyed `instrument|itemId`. Each row repeats the English
 * it translates, and the readers refuse a row whose English is not the item's:
 * a translation never silently drifts from its original.
 */
export async function readItemTranslations(file = ITEM_TRANSLATIONS_FILE): Promise<Map<string, { textEn: string; textZh: string }>> {
  const out = new Map<string, { textEn: string; textZh: string }>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const instrument = row.oneOf('instrument', Object.keys(INSTRUMENTS) as InstrumentId[]);
    out.set(`${instrument}|${row.text('item_id')}`, { textEn: row.text('text_en'), textZh: row.text('text_zh') });
  }
  return out;
}

function withTranslation(row: Row, item: Omit<AssessmentItemRow, 'textZh'>, zh: Map<string, { textEn: string; textZh: string }>): AssessmentItemRow {
  const t = zh.get(`${item.instrument}|${item.itemId}`);
  if (!t) row.fail('text_en', `${item.itemId} 没有中文译文（${ITEM_TRANSLATIONS_FILE}）`);
  if (t.textEn !== item.textEn) row.fail('text_en', `${item.itemId} 的译文对应的英文原题不一致：${t.textEn}`);
  return { ...item, textZh: t.textZh };
}

export async function readRiasecItems(file = RIASEC_ITEMS_FILE): Promise<AssessmentItemRow[]> {
  const zh = await readItemTranslations();
  const out: AssessmentItemRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const type = row.oneOf('riasec_type', RIASEC_TYPES);
    const no = row.int('item_no_in_type');
    const itemId = row.text('item_id');
    if (itemId !== `${type}${no}`) row.fail('item_id', `题号应为 ${type}${no}：${itemId}`);
    out.push(withTranslation(row, {
      instrument: 'riasec-iip48',
      itemId,
      order: out.length + 1,
      scale: type,
      scaleName: null,
      textEn: row.text('text_en'),
      key: '+',
      responseScale: row.text('response_scale'),
      sourceId: INSTRUMENTS['riasec-iip48'].sourceId,
    }, zh));
  }
  return out;
}

export async function readBigFiveItems(file = BIG_FIVE_ITEMS_FILE): Promise<AssessmentItemRow[]> {
  const zh = await readItemTranslations();
  const out: AssessmentItemRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const order = row.int('ipip_order');
    const domain = row.oneOf('domain', BIG_FIVE_DOMAINS);
    if (domain !== BIG_FIVE_DOMAINS[(order - 1) % 5]) row.fail('domain', `第${order}题应属于 ${BIG_FIVE_DOMAINS[(order - 1) % 5]}：${domain}`);
    out.push(withTranslation(row, {
      instrument: 'ipip50-bigfive',
      itemId: row.text('codebook_id'),
      order,
      scale: domain,
      scaleName: row.text('domain_name'),
      textEn: row.text('text_en'),
      key: row.oneOf('key_ipip', ['+', '-'] as const),
      responseScale: row.text('response_scale'),
      sourceId: INSTRUMENTS['ipip50-bigfive'].sourceId,
    }, zh));
  }
  return out;
}

/** One row of the RIASEC guidance: a type points to a 专业类 (4-digit class code) or a 职业中类 (5-digit type code). */
export interface RiasecGuidanceRow {
  riasecType: string;
  kind: 'major_class' | 'profession_type';
  code: string;
  name: string;
  rationale: string;
  seq: number;
}

export async function readRiasecGuidance(file = RIASEC_GUIDANCE_FILE): Promise<RiasecGuidanceRow[]> {
  const out: RiasecGuidanceRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const kind = row.oneOf('kind', ['major_class', 'profession_type'] as const);
    const code = row.text('code');
    if (!(kind === 'major_class' ? /^\d{4}$/ : /^\d{5}$/).test(code)) row.fail('code', `${kind === 'major_class' ? '专业类代码应为4位' : '职业中类代码应为5位'}：${code}`);
    out.push({ riasecType: row.oneOf('riasec_type', RIASEC_TYPES), kind, code, name: row.text('name'), rationale: row.text('rationale'), seq: out.length + 1 });
  }
  return out;
}
