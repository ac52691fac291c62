/** How tables print what they lack (spec §3): '-' for a missing value, 不限 for a missing subject requirement. */
export function dash(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  return text === '' ? '-' : text;
}

export function subjectRequirementText(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === '' ? '不限' : text;
}

/**
 * A score as published: 643, 612.5, 533.11 (a source that prints two decimals is shown with both: rounding to one
 * made 533.11 and 533.12 look alike).
 */
export function scoreText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}
