import { readSchools, SCHOOLS_FILE } from '@zhiyuan/data';
import { schools } from '../schema';
import type { Dataset } from './dataset';
import { replaceTable } from './bulk';

/** 院校名单: the 2,919 schools of the MOE 2025 list (their ranks come with the rankings dataset). */
export const schoolsDataset: Dataset = {
  name: 'schools',
  files: [SCHOOLS_FILE],
  version: 2,
  after: ['sources'],
  tables: [schools],
  async load(tx) {
    const rows = await readSchools();
    return replaceTable(
      tx,
      schools,
      rows.map(({ ranks: _ranks, ...school }) => school),
    );
  },
};
