import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const RIASEC_ITEMS_FILE = dataFile('assessments', 'riasec_iip48_items.csv.gz');
export const BIG_FIVE_ITEMS_FILE = dataFile('assessments', 'ipip50_bigfive_items.csv.gz');

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
  key: '+' | '-';
  responseScale: string;
  sourceId: string;
}

export async function readRiasecItems(file = RIASEC_ITEMS_FILE): Promise<AssessmentItemRow[]> {
  const out: AssessmentItemRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const type = row.oneOf('riasec_type', RIASEC_TYPES);
    const no = row.int('item_no_in_type');
    const itemId = row.text('item_id');
    if (itemId !== `${type}${no}`) row.fail('item_id', `题号应为 ${type}${no}：${itemId}`);
    out.push({
      instrument: 'riasec-iip48',
      itemId,
      order: out.length + 1,
      scale: type,
      scaleName: null,
      textEn: row.text('text_en'),
      key: '+',
      responseScale: row.text('response_scale'),
      sourceId: INSTRUMENTS['riasec-iip48'].sourceId,
    });
  }
  return out;
}

export async function readBigFiveItems(file = BIG_FIVE_ITEMS_FILE): Promise<AssessmentItemRow[]> {
  const out: AssessmentItemRow[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const order = row.int('ipip_order');
    const domain = row.oneOf('domain', BIG_FIVE_DOMAINS);
    if (domain !== BIG_FIVE_DOMAINS[(order - 1) % 5]) row.fail('domain', `第${order}题应属于 ${BIG_FIVE_DOMAINS[(order - 1) % 5]}：${domain}`);
    out.push({
      instrument: 'ipip50-bigfive',
      itemId: row.text('codebook_id'),
      order,
      scale: domain,
      scaleName: row.text('domain_name'),
      textEn: row.text('text_en'),
      key: row.oneOf('key_ipip', ['+', '-'] as const),
      responseScale: row.text('response_scale'),
      sourceId: INSTRUMENTS['ipip50-bigfive'].sourceId,
    });
  }
  return out;
}
