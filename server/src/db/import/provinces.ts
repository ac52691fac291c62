import { PROVINCE_MODELS_FILE, readProvinceModels } from '@zhiyuan/data';
import { PROVINCE_NAMES, provinceFullName, type ProvinceName } from '@zhiyuan/domain';
import { provinces } from '../schema';
import type { Dataset } from './dataset';

export const provincesDataset: Dataset = {
  name: 'provinces',
  files: [PROVINCE_MODELS_FILE],
  after: ['sources'],
  async load(tx) {
    const rows = await readProvinceModels();
    await tx.delete(provinces);
    await tx.insert(provinces).values(
      rows.map((r) => ({
        name: r.province,
        fullName: provinceFullName(r.province as ProvinceName),
        sortOrder: PROVINCE_NAMES.indexOf(r.province as ProvinceName),
        firstYearNewModel: r.firstYearNewModel,
        model: r.model,
        totalScore: r.totalScore,
        subjectOptions: r.subjectOptions,
        notes: r.notes,
        sourceUrl: r.sourceUrl,
        confidence: r.confidence,
        sourceId: r.sourceId,
      })),
    );
    return rows.length;
  },
};
