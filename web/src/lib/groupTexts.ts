/**
 * The names the 专业组 chips of a score-line or plan table show, by unit code:
 * each group's own text (专业组 205, 理工 · 普通类 · 物理), or its code as the
 * source gave it where two groups would read alike.
 */
export function groupTexts(groups: Iterable<readonly [code: string, text: string]>): Map<string, string> {
  // a chip is short: 专业组205, as the plan books print it
  const byCode = new Map([...groups].map(([code, text]) => [code, /^\d+$/.test(code) ? `专业组${code}` : text] as const));
  const seen = new Map<string, number>();
  for (const text of byCode.values()) seen.set(text, (seen.get(text) ?? 0) + 1);
  return new Map([...byCode].map(([code, text]) => [code, (seen.get(text) ?? 0) > 1 ? code : text]));
}
