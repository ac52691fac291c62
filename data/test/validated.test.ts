import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BATCH_LINES_FILE,
  DATA_ROOT,
  MAJOR_OFFERINGS_FILE,
  MAJOR_SCORES_FILE,
  PLANS_FILE,
  RANK_TABLES_FILE,
  SCHOOL_SCORES_FILE,
  SOURCES_FILE,
  SUBJECT_REQUIREMENTS_FILE,
  isValidatedFile,
  sha256Of,
  validatedChecksums,
} from '../src';

describe('data/validated.sha256 (files the import may COPY without reading them again)', () => {
  it('records the shipped bytes of the sources and of every file the import COPYs', () => {
    const files = [SOURCES_FILE, RANK_TABLES_FILE, BATCH_LINES_FILE, SCHOOL_SCORES_FILE, MAJOR_SCORES_FILE, PLANS_FILE, SUBJECT_REQUIREMENTS_FILE, MAJOR_OFFERINGS_FILE];
    for (const file of files) expect(isValidatedFile(file), file).toBe(true);
    const recorded = validatedChecksums();
    expect(recorded.size).toBe(files.length);
    for (const [path, hash] of recorded) expect(sha256Of(join(DATA_ROOT, path)), path).toBe(hash);
  });
});
