/**
 * 选科要求 as the sources print them ('物+化', '物理和化学', '物+化/生',
 * '首选物理，再选化学', '不限'), checked against the 1–3 sub-subjects a 综合
 * student picked (物 化 生 政 史 地 技).
 */

/** Full subject names to their one-character form, longest first (生物 before 物). */
const FULL_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['思想政治', '政'],
  ['生物', '生'],
  ['物理', '物'],
  ['化学', '化'],
  ['政治', '政'],
  ['历史', '史'],
  ['地理', '地'],
  ['技术', '技'],
  ['历', '史'],
];
const SUB_SUBJECT_CHARS = new Set(['物', '化', '生', '政', '史', '地', '技']);

/** The sub-subjects named in a requirement text, in order, each once. */
export function subjectsIn(text: string): string[] {
  let short = text;
  for (const [full, char] of FULL_NAMES) short = short.split(full).join(char);
  return [...new Set([...short].filter((c) => SUB_SUBJECT_CHARS.has(c)))];
}

/**
 * Whether a student with `picked` sub-subjects may apply. A requirement with
 * no subject in it (不限, empty) is met by everyone; '或' / '/' lists need one
 * of the subjects, anything else needs all of them. Text the parser cannot
 * read keeps the row: hiding a possible choice is worse than showing one.
 */
export function meetsSubjectRequirement(requirement: string | null | undefined, picked: readonly string[]): boolean {
  if (!requirement || picked.length === 0) return true;
  for (const { subjects, anyOf } of requirementParts(requirement)) {
    const ok = anyOf ? subjects.some((s) => picked.includes(s)) : subjects.every((s) => picked.includes(s));
    if (!ok) return false;
  }
  return true;
}

/** A requirement's parts that name subjects, read once per text (a recommendation checks every unit of a province) */
const PARSED = new Map<string, readonly { subjects: string[]; anyOf: boolean }[]>();
/** The data's requirements are a few thousand texts; a bound all the same */
const PARSED_MAX = 20_000;

function requirementParts(requirement: string): readonly { subjects: string[]; anyOf: boolean }[] {
  const known = PARSED.get(requirement);
  if (known) return known;
  const text = requirement.replace(/首选|再选|必选|必须选考|选考|仅/g, '');
  // 不限 with no subject named: met by everyone (no part to check)
  const parts =
    /不限/.test(text) && subjectsIn(text).length === 0
      ? []
      : // '物+化/生': 物 and (化 or 生) — split on and-signs, each part may be an or-list
        text
          .split(/[+＋,，、和与*且;；]|\s+/)
          .filter((p) => p.trim() !== '')
          .map((part) => ({ subjects: subjectsIn(part), anyOf: /[/／或]/.test(part) }))
          .filter((part) => part.subjects.length > 0);
  if (PARSED.size >= PARSED_MAX) PARSED.clear();
  PARSED.set(requirement, parts);
  return parts;
}
