/**
 * Chinese names of request fields, used when a 400 names the bad field. Each
 * area declares the names of its own fields beside its schemas; this joins them.
 */
import { COMMON_FIELD_LABELS } from './http';
import { SCHOOL_FIELD_LABELS } from './schools';
import { RANKING_FIELD_LABELS } from './rankings';
import { SCORE_LINE_FIELD_LABELS } from './scorelines';
import { RANK_TABLE_FIELD_LABELS } from './ranktables';
import { GUIDE_FIELD_LABELS } from './guides';
import { EARLY_BATCH_FIELD_LABELS } from './earlybatch';
import { AUTH_FIELD_LABELS } from './auth';
import { USER_FIELD_LABELS } from './users';
import { ORDER_FIELD_LABELS } from './orders';
import { STAFF_FIELD_LABELS } from './staff';
import { ASSESSMENT_FIELD_LABELS } from './assessments';
import { BOOK_FIELD_LABELS } from './books';
import { PROFESSION_FIELD_LABELS } from './professions';
import { MAJOR_FIELD_LABELS } from './majors';
import { NEWS_FIELD_LABELS } from './news';
import { SEARCH_FIELD_LABELS } from './search';
import { PREFERENCE_FIELD_LABELS } from './preferences';

export const FIELD_LABELS: Record<string, string> = {
  ...COMMON_FIELD_LABELS,
  ...SCHOOL_FIELD_LABELS,
  ...RANKING_FIELD_LABELS,
  ...SCORE_LINE_FIELD_LABELS,
  ...RANK_TABLE_FIELD_LABELS,
  ...GUIDE_FIELD_LABELS,
  ...EARLY_BATCH_FIELD_LABELS,
  ...AUTH_FIELD_LABELS,
  ...USER_FIELD_LABELS,
  ...ORDER_FIELD_LABELS,
  ...STAFF_FIELD_LABELS,
  ...ASSESSMENT_FIELD_LABELS,
  ...BOOK_FIELD_LABELS,
  ...PROFESSION_FIELD_LABELS,
  ...MAJOR_FIELD_LABELS,
  ...NEWS_FIELD_LABELS,
  ...SEARCH_FIELD_LABELS,
  ...PREFERENCE_FIELD_LABELS,
};
