import { OCCUPATIONS_FILE, WAGES_FILE, readOccupations, readWages } from '@zhiyuan/data';
import { professions, professionWages } from '../schema';
import type { Dataset } from './dataset';
import { replaceTable } from './bulk';

/** 职业分类大典 2022 tree and the NBS 2024 wage table. */
export const professionsDataset: Dataset = {
  name: 'professions',
  files: [OCCUPATIONS_FILE, WAGES_FILE],
  after: ['sources'],
  tables: [professions, professionWages],
  async load(tx) {
    const tree = await replaceTable(tx, professions, await readOccupations());
    return tree + (await replaceTable(tx, professionWages, await readWages()));
  },
};
