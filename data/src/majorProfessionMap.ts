import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

/**
 * 专业类 → 职业分类大典（2022）中类/小类: which profession types a major's
 * graduates go into. Written by the project (not a published table) and kept
 * as a plain CSV so that every row can be reviewed; the rule and evidence of
 * each row are in the file (data/README.md, 专业类 ↔ 职业分类大典).
 */
export const MAJOR_PROFESSION_MAP_FILE = dataFile('majors', 'major_profession_map.csv');

export const MAJOR_PROFESSION_RULES = ['employment-text', 'field-name', 'vocational-twin'] as const;
export type MajorProfessionRule = (typeof MAJOR_PROFESSION_RULES)[number];

const LEVEL_OF = { 本科: 1, 专科: 2, 职业本科: 3 } as const;

export interface MajorProfessionMapRow {
  /** 1 本科, 2 专科, 3 职业本科 */
  level: number;
  /** 专业类, 4 digits */
  typeCode: string;
  typeName: string;
  /** 大典 中类 (2-02) or 小类 (2-02-25) */
  professionCode: string;
  professionName: string;
  rule: MajorProfessionRule;
  evidence: string;
}

export async function readMajorProfessionMap(file = MAJOR_PROFESSION_MAP_FILE): Promise<MajorProfessionMapRow[]> {
  const out: MajorProfessionMapRow[] = [];
  const seen = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const level = LEVEL_OF[row.oneOf('level', ['本科', '专科', '职业本科'] as const)];
    const typeCode = row.text('type_code');
    if (!/^\d{4}$/.test(typeCode)) row.fail('type_code', `专业类代码应为4位数字：${typeCode}`);
    const professionCode = row.text('profession_code');
    if (!/^\d-\d{2}(-\d{2})?$/.test(professionCode)) row.fail('profession_code', `应为大典中类或小类代码：${professionCode}`);
    const key = `${level}|${typeCode}|${professionCode}`;
    if (seen.has(key)) row.fail('profession_code', `重复的对应：${key}`);
    seen.add(key);
    out.push({
      level,
      typeCode,
      typeName: row.text('type_name'),
      professionCode,
      professionName: row.text('profession_name'),
      rule: row.oneOf('rule', MAJOR_PROFESSION_RULES),
      evidence: row.text('evidence'),
    });
  }
  return out;
}
