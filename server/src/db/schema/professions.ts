import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sources } from './sources';

/**
 * 职业分类大典（2022年版）tree: 大类 (level 1) → 中类 (2) → 小类 (3) → 细类/职业 (4);
 * a child's code starts with its parent's (2 → 2-02 → 2-02-38 → 2-02-38-01).
 */
export const professions = pgTable(
  'professions',
  {
    code: text('code').primaryKey(),
    level: integer('level').notNull(),
    levelName: text('level_name').notNull(),
    name: text('name').notNull(),
    /** GB/T 6565 numeric code (大类/中类/小类 only) */
    gbmCode: text('gbm_code'),
    parentCode: text('parent_code'),
    categoryCode: text('category_code').notNull(),
    middleCode: text('middle_code'),
    minorCode: text('minor_code'),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [index('professions_parent_idx').on(t.parentCode), index('professions_name_idx').on(t.name)],
);

/** NBS average annual wage (元) by industry and position type. */
export const professionWages = pgTable(
  'profession_wages',
  {
    year: integer('year').notNull(),
    industry: text('industry').notNull(),
    industryId: text('industry_id').notNull(),
    positionType: text('position_type').notNull(),
    positionTypeName: text('position_type_name').notNull(),
    avgAnnualWage: integer('avg_annual_wage').notNull(),
    /** The transcriber's estimate for an industry the survey does not cover */
    isEstimate: boolean('is_estimate').notNull(),
    sourceId: text('source_id').notNull().references(() => sources.id),
  },
  (t) => [primaryKey({ columns: [t.year, t.industryId, t.positionType] })],
);
