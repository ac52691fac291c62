import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** server/drizzle: the SQL migrations and their journal */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * PGlite runs one process with no replicas: minimal write-ahead logging halves
 * the size of a loaded database directory and speeds up the bulk import.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_level=minimal', '-c', 'max_wal_senders=0'];
