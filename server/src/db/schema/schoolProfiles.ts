import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/**
 * A school's 阳光高考 page facts (June 2026): websites, admission phone,
 * address, and the page itself (from which its 招生章程 can be opened).
 * One row per school of the MOE list that 阳光高考 shows.
 */
export const schoolContacts = pgTable('school_contacts', {
  moeCode: text('moe_code').primaryKey(),
  /** 5-digit national school code as 阳光高考 shows it */
  chsiSchoolCode: text('chsi_school_code'),
  chsiSchId: text('chsi_sch_id').notNull(),
  /** The name 阳光高考 shows in 2026 (differs for schools renamed after the MOE list) */
  nameChsi: text('name_chsi').notNull(),
  /** name+code / name_only(code_differs) / code_only(name_differs:renamed?) */
  match: text('match').notNull(),
  renamed: boolean('renamed').notNull(),
  province: text('province').notNull(),
  authority: text('authority'),
  /** 本科 / 高职(专科) / 未知 as 阳光高考 shows it */
  level: text('level').notNull(),
  /** “双一流”建设高校 or null */
  tier: text('tier'),
  address: text('address'),
  officialWebsite: text('official_website'),
  admissionWebsite: text('admission_website'),
  /** Free text; several numbers possible */
  admissionPhone: text('admission_phone'),
  chsiUrl: text('chsi_url').notNull(),
  sourceId: text('source_id').notNull().references(() => sources.id),
});

/** gaokao.cn's record of a school (Mar 2024): 院校类型, 简称, 曾用名, 办学性质 … */
export const schoolTypes = pgTable(
  'school_types',
  {
    moeCode: text('moe_code').primaryKey(),
    /** 院校类型 (综合类, 理工类 …); null where gaokao.cn gives none */
    schoolType: text('school_type'),
    nameGaokaoCn: text('name_gaokao_cn').notNull(),
    gaokaoCnId: text('gaokao_cn_id').notNull(),
    moeMatch: text('moe_match').notNull(),
    levelName: text('level_name'),
    natureName: text('nature_name'),
    authority: text('authority'),
    dualClass: text('dual_class'),
    tagName: text('tag_name'),
    /** 简称 (北航, 哈工大, scut …) */
    abbreviations: jsonb('abbreviations').$type<string[]>().notNull(),
    /** 曾用名 */
    oldNames: jsonb('old_names').$type<string[]>().notNull(),
    province: text('province'),
    city: text('city'),
    county: text('county'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [index('school_types_type_idx').on(t.schoolType)],
);

/**
 * Other names a school is searched by: 简称 and 曾用名 (gaokao.cn) and the
 * name 阳光高考 shows after a rename (淮阴工学院 → 淮安大学). Lookup by alias.
 */
export const schoolAliases = pgTable(
  'school_aliases',
  {
    alias: text('alias').notNull(),
    moeCode: text('moe_code').notNull(),
    /** 简称 / 曾用名 / 现用名 */
    kind: text('kind').notNull(),
    /** Order within the school's list (the source's order) */
    seq: integer('seq').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.moeCode, t.kind, t.alias] }), index('school_aliases_alias_idx').on(t.alias)],
);
