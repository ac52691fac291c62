import { BIG_FIVE_ITEMS_FILE, RIASEC_ITEMS_FILE, readBigFiveItems, readRiasecItems } from '@zhiyuan/data';
import { assessmentItems } from '../schema';
import type { Dataset } from './dataset';
import { replaceTable } from './bulk';

/** The items and keys of the two instruments (RIASEC 48, IPIP-50). */
export const assessmentsDataset: Dataset = {
  name: 'assessments',
  files: [RIASEC_ITEMS_FILE, BIG_FIVE_ITEMS_FILE],
  after: ['sources'],
  tables: [assessmentItems],
  load: async (tx) => replaceTable(tx, assessmentItems, [...(await readRiasecItems()), ...(await readBigFiveItems())]),
};
