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

/** A score as published: 643, 612.5. */
export function scoreText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
