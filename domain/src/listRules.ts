/**
 * The 志愿表 checks that need nothing but the list and the batch's limit
 * (spec §9): how many 志愿 the batch takes, and the same unit twice. The
 * server's validation and the page's own checks both read them from here,
 * each with its own wording.
 */

/** What the checks read of an entry. */
export interface ListedUnit {
  unitId: string;
}

/** How many 志愿 a list of `count` has beyond the batch's `maxChoices` (0 within it, or when the limit is not known). */
export const choicesOverLimit = (count: number, maxChoices: number | null): number =>
  maxChoices !== null && count > maxChoices ? count - maxChoices : 0;

/** True when a list of `count` 志愿 takes no more under the batch's `maxChoices`. */
export const listIsFull = (count: number, maxChoices: number | null): boolean => maxChoices !== null && count >= maxChoices;

/** True when the unit is already on the list. */
export const listHasUnit = (entries: readonly ListedUnit[], unitId: string): boolean => entries.some((e) => e.unitId === unitId);

/** The entries that repeat an earlier one: index (0-based) → the 1-based position of its first listing. */
export function repeatedEntries(entries: readonly ListedUnit[]): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  entries.forEach((e, i) => {
    const earlier = first.get(e.unitId);
    if (earlier !== undefined) repeats.set(i, earlier);
    else first.set(e.unitId, i + 1);
  });
  return repeats;
}
