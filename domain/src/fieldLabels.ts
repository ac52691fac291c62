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
  ...PREFERENCE_FIELD_LABELS,
};
