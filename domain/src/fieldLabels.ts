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

const AREA_LABELS: readonly Record<string, string>[] = [
  COMMON_FIELD_LABELS,
  SCHOOL_FIELD_LABELS,
  RANKING_FIELD_LABELS,
  SCORE_LINE_FIELD_LABELS,
  RANK_TABLE_FIELD_LABELS,
  GUIDE_FIELD_LABELS,
  EARLY_BATCH_FIELD_LABELS,
  AUTH_FIELD_LABELS,
  USER_FIELD_LABELS,
  ORDER_FIELD_LABELS,
  STAFF_FIELD_LABELS,
  ASSESSMENT_FIELD_LABELS,
  BOOK_FIELD_LABELS,
  PROFESSION_FIELD_LABELS,
  MAJOR_FIELD_LABELS,
  NEWS_FIELD_LABELS,
  SEARCH_FIELD_LABELS,
  PREFERENCE_FIELD_LABELS,
];

/**
 * The Chinese name of every request field, for 400 messages. A key that two
 * areas name differently (code: 验证码 or 职业代码) has no one name: it is left
 * out, and its messages stand alone rather than under a wrong field's name.
 */
export const FIELD_LABELS: Record<string, string> = (() => {
  const labels: Record<string, string> = {};
  const ambiguous = new Set<string>();
  for (const area of AREA_LABELS) {
    for (const [key, label] of Object.entries(area)) {
      if (key in labels && labels[key] !== label) ambiguous.add(key);
      else labels[key] = label;
    }
  }
  for (const key of ambiguous) delete labels[key];
  return labels;
})();
