import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** server/drizzle: the SQL migrations and their journal */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * PGlite runs one process with no replicas: minimal write-ahead logging halves
 * the size of a loaded database directory and speeds up the bulk import.
 * Shared buffers of 32 MB instead of PGlite's 160 MB: PostgreSQL zeroes them
 * in WebAssembly at every open (≈ 0.4 s of a later start's ≈ 1.2 s open), and
 * the product reads through its read models, which hold what pages ask for;
 * a page outside the buffers comes from the operating system's file cache
 * (decision 012, "Shared buffers").
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', '-c', 'shared_buffers=32MB'];
