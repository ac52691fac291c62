import { asc } from 'drizzle-orm';
import { BATCH_MAPPING, OLD_TO_NEW_PROVINCES, subjectModePeriods, type Province } from '@zhiyuan/domain';
import type { Db } from '../../db/client';
import { provinces } from '../../db/schema';
import { ReadCache } from '../read-cache';

/** 省份列表 with each province's subject modes and batch mapping (spec §3 option lists). */
export class ProvinceDirectory {
  private readonly cache = new ReadCache(() => loadProvinces(this.db));

  constructor(private readonly db: Db) {}

  list(): Promise<Province[]> {
    return this.cache.get();
  }

  invalidate(): void {
    this.cache.invalidate();
  }
}

async function loadProvinces(db: Db): Promise<Province[]> {
  const rows = await db.select().from(provinces).orderBy(asc(provinces.sortOrder));
  return rows.map((r) => ({
    name: r.name,
    fullName: r.fullName,
    firstYearNewModel: r.firstYearNewModel,
    model: r.model,
    totalScore: r.totalScore,
    subjectOptions: r.subjectOptions,
    subjectModes: subjectModePeriods(r.model, r.firstYearNewModel, r.subjectOptions),
    batchMapping: BATCH_MAPPING[r.name] ?? null,
    oldToNew: (OLD_TO_NEW_PROVINCES as readonly string[]).includes(r.name),
    sourceUrl: r.sourceUrl,
    confidence: r.confidence,
  }));
}
