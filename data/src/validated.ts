import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { DATA_ROOT, dataFile } from './paths';

/**
 * sha256 of each shipped file that `npm run data:build` has read back through
 * its reader and found valid (sha256sum format: `<hash>  <path under data/>`).
 * The importer trusts a file whose bytes still match, and validates any other
 * file row by row before it lands.
 */
export const VALIDATED_FILE = dataFile('validated.sha256');

export const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

let cache: Map<string, string> | null = null;

/** The recorded checksums, by path under data/. */
export function validatedChecksums(): ReadonlyMap<string, string> {
  if (cache) return cache;
  cache = new Map();
  if (!existsSync(VALIDATED_FILE)) return cache;
  for (const line of readFileSync(VALIDATED_FILE, 'utf8').split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (m) cache.set(m[2]!, m[1]!);
  }
  return cache;
}

/** Whether a shipped file is byte for byte the one the build validated. */
export function isValidatedFile(file: string): boolean {
  const recorded = validatedChecksums().get(relative(DATA_ROOT, file));
  return recorded !== undefined && recorded === sha256Of(file);
}

/** Forgets the cached checksums (after a build writes new ones). */
export function resetValidatedChecksums(): void {
  cache = null;
}
