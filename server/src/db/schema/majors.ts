import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/** 专业门类 (major category) of one level: 1 本科, 2 专科, 3 职高. */
export const majorCategories = pgTable(
  'major_categories',
  {
    level: integer('level').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.level, t.code] })],
);

/** 专业类 (major type, 4-digit code) within a category. */
export const majorTypes = pgTable(
  'major_types',
  {
    level: integer('level').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryCode: text('category_code').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.level, t.code] })],
);

/** 专业 of the national catalogues: 本科专业目录 2025 (level 1), 职业教育专业目录 as 学职平台 lists it in 2026 (levels 2 and 3). */
export const majors = pgTable(
  'majors',
  {
    level: integer('level').notNull(),
    /** National code as published, with the T (特设) / K (国家控制布点) suffix */
    code: text('code').notNull(),
    name: text('name').notNull(),
    typeCode: text('type_code').notNull(),
    categoryCode: text('category_code').notNull(),
    isSpecial: boolean('is_special').notNull(),
    isStateControlled: boolean('is_state_controlled').notNull(),
    degreeNote: text('degree_note'),
    gaokaoCnId: text('gaokao_cn_id'),
    /** 学职平台 major id (vocational catalogue) */
    chsiSpecId: text('chsi_spec_id'),
    /** 学职平台 student survey (vocational catalogue): overall satisfaction 1–5 (0 = no vote) and votes */
    satisfactionOverall: doublePrecision('satisfaction_overall'),
    satisfactionVotes: integer('satisfaction_votes'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.level, t.code] }), index('majors_type_idx').on(t.level, t.typeCode), index('majors_name_idx').on(t.name)],
);

/** gaokao.cn major names (本科 joined to the catalogue, 专科 names without code or level). */
export const majorNameIndex = pgTable('major_name_index', {
  gaokaoCnId: text('gaokao_cn_id').primaryKey(),
  name: text('name').notNull(),
  majorCode: text('major_code'),
  sourceId: text('source_id').notNull().references(() => sources.id),
});
