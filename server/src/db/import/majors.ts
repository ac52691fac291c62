import { MAJOR_CATALOG_FILE, MAJOR_INDEX_FILE, VOCATIONAL_CATALOG_FILE, readMajorCatalog, readMajorIndex, readVocationalMajorCatalog } from '@zhiyuan/data';
import { majorCategories, majorNameIndex, majors, majorTypes } from '../schema';
import type { Dataset } from './dataset';
import { replaceTable } from './bulk';

/**
 * 专业目录: category → type → major of each level — 本科 (2025 catalogue, level 1),
 * 高职专科 (2) and 职业本科 (3) from the vocational catalogue — and gaokao.cn's name index.
 */
export const majorsDataset: Dataset = {
  name: 'majors',
  files: [MAJOR_CATALOG_FILE, MAJOR_INDEX_FILE, VOCATIONAL_CATALOG_FILE],
  version: 2,
  after: ['sources'],
  tables: [majorCategories, majorTypes, majors, majorNameIndex],
  async load(tx) {
    const catalog = await readMajorCatalog();
    const index = await readMajorIndex();
    const gaokaoCnIdOf = new Map(index.filter((i) => i.majorCode).map((i) => [i.majorCode, i.gaokaoCnId]));
    const categories = new Map<string, object>();
    const types = new Map<string, object>();
    const vocational = await readVocationalMajorCatalog();
    for (const m of [...catalog, ...vocational]) {
      categories.set(`${m.level}|${m.categoryCode}`, { level: m.level, code: m.categoryCode, name: m.categoryName, sourceId: m.sourceId });
      types.set(`${m.level}|${m.classCode}`, { level: m.level, code: m.classCode, name: m.className, categoryCode: m.categoryCode, sourceId: m.sourceId });
    }
    await replaceTable(tx, majorCategories, categories.values());
    await replaceTable(tx, majorTypes, types.values());
    const rows: (typeof majors.$inferInsert)[] = [
      ...catalog.map((m) => ({
        level: m.level,
        code: m.majorCode,
        name: m.majorName,
        typeCode: m.classCode,
        categoryCode: m.categoryCode,
        isSpecial: m.isSpecial,
        isStateControlled: m.isStateControlled,
        degreeNote: m.degreeNote,
        // the index joins on the 6-digit code, the catalogue keeps the T/K suffix
        gaokaoCnId: gaokaoCnIdOf.get(m.majorCode) ?? gaokaoCnIdOf.get(m.majorCode.slice(0, 6)) ?? null,
        chsiSpecId: null,
        satisfactionOverall: null,
        satisfactionVotes: null,
        sourceId: m.sourceId,
      })),
      ...vocational.map((m) => ({
        level: m.level,
        code: m.majorCode,
        name: m.majorName,
        typeCode: m.classCode,
        categoryCode: m.categoryCode,
        isSpecial: false,
        isStateControlled: false,
        degreeNote: null,
        gaokaoCnId: null,
        chsiSpecId: m.chsiSpecId,
        satisfactionOverall: m.satisfactionOverall,
        satisfactionVotes: m.satisfactionVotes,
        sourceId: m.sourceId,
      })),
    ];
    const count = await replaceTable(tx, majors, rows);
    return count + (await replaceTable(tx, majorNameIndex, index));
  },
};
