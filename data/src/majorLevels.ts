import { MAJOR_LEVELS } from './majors';

/** How the sources name a major's level, and the level number (spec §9: 1 本科, 2 专科, 3 职高 = 职业本科). */
const LEVEL_BY_LABEL: Record<string, number> = {
  普通本科: MAJOR_LEVELS.本科,
  本科: MAJOR_LEVELS.本科,
  高职专科: MAJOR_LEVELS.专科,
  职业本科: MAJOR_LEVELS.职高,
};

export const MAJOR_LEVEL_LABELS = Object.keys(LEVEL_BY_LABEL);

/** The level number of a source's level label (普通本科 → 1, 高职专科 → 2, 职业本科 → 3); undefined if unknown. */
export function majorLevelOf(label: string): number | undefined {
  return LEVEL_BY_LABEL[label];
}
