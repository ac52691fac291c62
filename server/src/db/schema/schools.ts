import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/** 院校: the MOE list of 普通高校, keyed by the 10-digit 学校标识码 (moe_code). */
export const schools = pgTable(
  'schools',
  {
    moeCode: text('moe_code').primaryKey(),
    name: text('name').notNull(),
    province: text('province').notNull(),
    city: text('city'),
    /** 主管部门 */
    authority: text('authority'),
    /** 办学层次: 本科 / 专科 */
    level: text('level').notNull(),
    remark: text('remark'),
    /** 院校性质: 公办 / 民办 / … */
    ownership: text('ownership').notNull(),
    gaokaoCnId: text('gaokao_cn_id'),
    is985: boolean('is_985'),
    is211: boolean('is_211'),
    isDoubleFirstClass: boolean('is_double_first_class'),
    natureGaokaoCn: text('nature_gaokao_cn'),
    levelGaokaoCn: text('level_gaokao_cn'),
    latBd09: doublePrecision('lat_bd09'),
    lngBd09: doublePrecision('lng_bd09'),
    /** 院校类型 as 软科 classifies it; null for schools 软科 does not rank */
    bcurType: text('bcur_type'),
    moeListSeq: integer('moe_list_seq').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [index('schools_province_idx').on(t.province), index('schools_name_idx').on(t.name)],
);

/** A school's rank in one ranking system and year (软科 / QS). */
export const schoolRanks = pgTable(
  'school_ranks',
  {
    moeCode: text('moe_code').notNull(),
    system: text('system').notNull(),
    year: integer('year').notNull(),
    list: text('list').notNull(),
    /** As published: 1, 医12, 500+, =17, 621-630 */
    rank: text('rank').notNull(),
    rankValue: integer('rank_value'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.moeCode, t.system, t.year] }), index('school_ranks_system_year_idx').on(t.system, t.year)],
);
