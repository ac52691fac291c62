import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/**
 * 大学排名: every published row of 软科 (BCUR 2026/2025 all lists, 2023 main list),
 * QS (2024, 2025) and ARWU (2024). moe_code is null for schools not on the MOE
 * list (foreign, military): those rows keep the name the ranking prints.
 * school_ranks holds the same ranks per school for the rows that match.
 */
export const rankings = pgTable(
  'rankings',
  {
    /** 软科 / QS / ARWU */
    system: text('system').notNull(),
    year: integer('year').notNull(),
    /** 主榜, or a 软科 specialty list (医药类, 财经类 …) */
    list: text('list').notNull(),
    /** As published: 1, 500+, 医12, =17, 901-1000 */
    rank: text('rank').notNull(),
    rankValue: integer('rank_value').notNull(),
    /** A tier or band (500+, 901-1000), not an exact place */
    rankIsLowerBound: boolean('rank_is_lower_bound').notNull(),
    schoolName: text('school_name').notNull(),
    nameEn: text('name_en'),
    country: text('country'),
    nationalRank: text('national_rank'),
    province: text('province'),
    schoolType: text('school_type'),
    tags: text('tags'),
    score: doublePrecision('score'),
    indicators: jsonb('indicators').$type<Record<string, number>>(),
    moeCode: text('moe_code'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [
    primaryKey({ columns: [t.system, t.year, t.list, t.schoolName] }),
    index('rankings_list_order_idx').on(t.system, t.year, t.list, t.rankValue),
    index('rankings_moe_code_idx').on(t.moeCode),
  ],
);
