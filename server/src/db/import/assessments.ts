import {
  BIG_FIVE_ITEMS_FILE,
  ITEM_TRANSLATIONS_FILE,
  RIASEC_GUIDANCE_FILE,
  RIASEC_ITEMS_FILE,
  readBigFiveItems,
  readRiasecGuidance,
  readRiasecItems,
} from '@zhiyuan/data';
import { assessmentItems, riasecGuidance } from '../schema';
import type { Dataset } from './dataset';
import { replaceTable } from './bulk';

/** The items, keys and our Chinese wording of the two instruments (RIASEC 48, IPIP-50), and the RIASEC guidance. */
export const assessmentsDataset: Dataset = {
  name: 'assessments',
  files: [RIASEC_ITEMS_FILE, BIG_FIVE_ITEMS_FILE, ITEM_TRANSLATIONS_FILE, RIASEC_GUIDANCE_FILE],
  after: ['sources'],
  tables: [assessmentItems, riasecGuidance],
  load: async (tx) => {
    const items = await replaceTable(tx, assessmentItems, [...(await readRiasecItems()), ...(await readBigFiveItems())]);
    return items + (await replaceTable(tx, riasecGuidance, await readRiasecGuidance()));
  },
};
