import { PROVINCE_RULES_FILE, readProvinceRules } from '@zhiyuan/data';
import { provinceRules } from '../schema';
import type { Dataset } from './dataset';
import { replaceTable } from './bulk';

/** 志愿填报规则 per province, year and batch. */
export const provinceRulesDataset: Dataset = {
  name: 'province_rules',
  files: [PROVINCE_RULES_FILE],
  after: ['sources'],
  tables: [provinceRules],
  load: async (tx) => replaceTable(tx, provinceRules, await readProvinceRules()),
};
