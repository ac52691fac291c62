import { shortProvinceName } from '../provinces';
import type { MajorLevel } from './options';

/** Provinces whose old batch names are shown with new ones (spec §3 old-to-new province list). */
export const OLD_TO_NEW_PROVINCES = ['江苏', '广东', '山西'] as const;

/** True for 江苏, 广东, 山西 (short or full name). */
export function isOldToNewProvince(province: string): boolean {
  const name = shortProvinceName(province);
  return name !== null && (OLD_TO_NEW_PROVINCES as readonly string[]).includes(name);
}

const MERGED_INTO_UNDERGRADUATE = { 本一: '本科', 本二: '本科', 专科: '专科' };
const SPLIT_INTO_A_AND_B = { 本一: '本科A', 本二: '本科B' };
const SHANXI_STYLE = {
  本一A: '本科', 本一A1: '本科', 本一B: '本科', 本二A: '本科', 本二B: '本科', 本二C: '本科',
};

/**
 * Old batch → new batch, per province, for provinces that merged their
 * 本一/本二 batches when they moved to a new model (spec §3).
 */
export const BATCH_MAPPING: Record<string, Record<string, string>> = {
  河南: MERGED_INTO_UNDERGRADUATE,
  陕西: MERGED_INTO_UNDERGRADUATE,
  宁夏: MERGED_INTO_UNDERGRADUATE,
  青海: MERGED_INTO_UNDERGRADUATE,
  四川: SPLIT_INTO_A_AND_B,
  云南: SPLIT_INTO_A_AND_B,
  山西: SHANXI_STYLE,
  内蒙古: SHANXI_STYLE,
};

/** The batch mapping of a province (short or full name), or null when it has none. */
export function batchMappingFor(province: string): Record<string, string> | null {
  const name = shortProvinceName(province);
  return name !== null && Object.hasOwn(BATCH_MAPPING, name) ? (BATCH_MAPPING[name] ?? null) : null;
}

/** The new name of an old batch in `province`; the batch unchanged when there is no mapping for it. */
export function mapBatch(province: string, batch: string): string {
  const mapping = batchMappingFor(province);
  return mapping !== null && Object.hasOwn(mapping, batch) ? (mapping[batch] ?? batch) : batch;
}

/**
 * Batch name → major level (spec §9 batch map): 本科 → 1 (本科), 专科 → 2
 * (专科), 高职本科 → 3 (职高), 1段 → 1 (本科), 2段 → 2 (专科).
 */
export const BATCH_LEVELS: Readonly<Record<string, MajorLevel>> = {
  本科: 1,
  专科: 2,
  高职本科: 3,
  '1段': 1,
  '2段': 2,
};

/** The major level of a batch, or null for a batch the map does not name (e.g. 提前批). */
export function batchToLevel(batch: string): MajorLevel | null {
  const key = batch.trim();
  return Object.hasOwn(BATCH_LEVELS, key) ? (BATCH_LEVELS[key] ?? null) : null;
}
