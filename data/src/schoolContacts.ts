import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const SCHOOL_CONTACTS_FILE = dataFile('schools', 'school_contacts_chsi_2026.csv.gz');
export const SCHOOL_CONTACTS_SOURCE_ID = 'chsi-school-contacts-2026';

/** How a 阳光高考 school was matched to the MOE list. */
export const CHSI_SCHOOL_MATCHES = ['name+code', 'name_only(code_differs)', 'code_only(name_differs:renamed?)'] as const;

/** A school's 阳光高考 page facts (June 2026): websites, admission phone, address, the page itself. */
export interface SchoolContactRow {
  moeCode: string;
  /** The name on the MOE list */
  moeName: string;
  /** 5-digit national school code as 阳光高考 shows it */
  chsiSchoolCode: string | null;
  chsiSchId: string;
  /** The name 阳光高考 shows in 2026: differs from moeName for schools renamed after the MOE list */
  nameChsi: string;
  match: (typeof CHSI_SCHOOL_MATCHES)[number];
  /** Renamed or upgraded after the MOE list (淮阴工学院 → 淮安大学 …): nameChsi is the current name */
  renamed: boolean;
  province: string;
  /** 主管部门 */
  authority: string | null;
  /** 本科 / 高职(专科) / 未知, as 阳光高考 shows it */
  level: string;
  /** Only the “双一流”建设高校 tag */
  tier: string | null;
  /** Line breaks of the page written as " | " */
  address: string | null;
  officialWebsite: string | null;
  admissionWebsite: string | null;
  /** Free text: several numbers possible */
  admissionPhone: string | null;
  /** The school's 阳光高考 page, from which its 招生章程 can be opened */
  chsiUrl: string;
  sourceId: string;
}

const URL_PATTERN = /^https?:\/\/\S+$/;

export async function readSchoolContacts(file = SCHOOL_CONTACTS_FILE): Promise<SchoolContactRow[]> {
  const out: SchoolContactRow[] = [];
  const seen = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const moeCode = row.optMoeCode() ?? row.fail('moe_code', '不能为空');
    if (seen.has(moeCode)) row.fail('moe_code', `学校标识码重复：${moeCode}`);
    seen.add(moeCode);
    const url = (field: string) => {
      const v = row.optText(field);
      if (v !== null && !URL_PATTERN.test(v)) row.fail(field, `不是网址：${v}`);
      return v;
    };
    const match = row.oneOf('match', CHSI_SCHOOL_MATCHES);
    out.push({
      moeCode,
      moeName: row.text('moe_name'),
      chsiSchoolCode: row.optText('chsi_school_code'),
      chsiSchId: row.text('chsi_sch_id'),
      nameChsi: row.text('name_chsi'),
      match,
      renamed: match.startsWith('code_only'),
      province: row.province('location'),
      authority: row.optText('authority'),
      level: row.oneOf('level', ['本科', '高职(专科)', '未知'] as const),
      tier: row.optText('tier'),
      address: row.optText('address'),
      officialWebsite: url('official_website'),
      admissionWebsite: url('admission_website'),
      admissionPhone: row.optText('admission_phone'),
      chsiUrl: url('chsi_url') ?? row.fail('chsi_url', '不能为空'),
      sourceId: SCHOOL_CONTACTS_SOURCE_ID,
    });
  }
  return out;
}
