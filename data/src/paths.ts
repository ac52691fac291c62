import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** The project's data/ folder: what the product ships and imports. */
export const DATA_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export const dataFile = (...parts: string[]) => join(DATA_ROOT, ...parts);
