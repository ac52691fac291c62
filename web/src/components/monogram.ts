/** The monogram a school crest shows while no crest picture exists (SchoolCrest). */

const MONOGRAM_COLORS = [
  '#1f5fd1', // blue
  '#0f766e', // teal
  '#7c3aed', // violet
  '#c2410c', // orange
  '#15803d', // green
  '#a16207', // ochre
  '#be185d', // rose
  '#b91c1c', // red
  '#475569', // slate
  '#8b5e3c', // brown
] as const;

/** A stable color for a name, so a school keeps its color across pages and visits. */
export function monogramColor(name: string): string {
  // FNV-1a with a final mix: names sharing an ending (…大学) still spread over the palette.
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return MONOGRAM_COLORS[(hash >>> 0) % MONOGRAM_COLORS.length] ?? MONOGRAM_COLORS[0];
}

/** The characters a crest shows in place of a picture: the name's first two. */
export function monogramText(name: string): string {
  return [...name.trim()].slice(0, 2).join('');
}
