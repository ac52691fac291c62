import { readSchools, SCHOOLS_FILE } from '@zhiyuan/data';
import { schoolRanks, schools } from '../schema';
import { insertInBatches, type Dataset } from './dataset';

export const schoolsDataset: Dataset = {
  name: 'schools',
  files: [SCHOOLS_FILE],
  after: ['sources'],
  async load(tx) {
    const rows = await readSchools();
    await tx.delete(schoolRanks);
    await tx.delete(schools);
    await insertInBatches(rows, 500, (batch) =>
      tx.insert(schools).values(batch.map(({ ranks: _ranks, ...school }) => school)),
    );
    const ranks = rows.flatMap((s) => s.ranks.map((r) => ({ moeCode: s.moeCode, ...r })));
    await insertInBatches(ranks, 1000, (batch) => tx.insert(schoolRanks).values(batch));
    return rows.length;
  },
};
