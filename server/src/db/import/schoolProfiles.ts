import { SCHOOL_CONTACTS_FILE, SCHOOL_TYPES_FILE, SCHOOLS_FILE, readSchoolContacts, readSchools, readSchoolTypes } from '@zhiyuan/data';
import { schoolAliases, schoolContacts, schoolTypes } from '../schema';
import type { Dataset } from './dataset';
import { replaceTable } from './bulk';

/** 阳光高考 school pages: websites, admission phone, address, the page (from which the 招生章程 opens). */
export const schoolContactsDataset: Dataset = {
  name: 'school_contacts',
  files: [SCHOOL_CONTACTS_FILE],
  after: ['sources', 'schools'],
  tables: [schoolContacts],
  async load(tx) {
    const rows = await readSchoolContacts();
    return replaceTable(
      tx,
      schoolContacts,
      rows.map(({ moeName: _moeName, ...contact }) => contact),
    );
  },
};

/**
 * gaokao.cn 院校类型, 简称, 曾用名 per school, and school_aliases: the names a
 * school is searched by — its 简称, its 曾用名 and, for a school renamed after
 * the MOE list, the name 阳光高考 shows now. An alias equal to the school's
 * own name is left out.
 */
export const schoolTypesDataset: Dataset = {
  name: 'school_types',
  files: [SCHOOL_TYPES_FILE, SCHOOL_CONTACTS_FILE, SCHOOLS_FILE],
  after: ['sources', 'schools'],
  tables: [schoolTypes, schoolAliases],
  async load(tx) {
    const types = await readSchoolTypes();
    const count = await replaceTable(tx, schoolTypes, types);
    const nameOf = new Map((await readSchools()).map((s) => [s.moeCode, s.name]));
    const aliases = new Map<string, { alias: string; moeCode: string; kind: string; seq: number; sourceId: string }>();
    const add = (moeCode: string, kind: string, names: string[], sourceId: string) => {
      names.forEach((alias, seq) => {
        const key = `${moeCode}|${kind}|${alias}`;
        if (alias !== nameOf.get(moeCode) && !aliases.has(key)) aliases.set(key, { alias, moeCode, kind, seq, sourceId });
      });
    };
    for (const t of types) {
      add(t.moeCode, '简称', t.abbreviations, t.sourceId);
      add(t.moeCode, '曾用名', t.oldNames, t.sourceId);
    }
    for (const c of await readSchoolContacts()) if (c.renamed) add(c.moeCode, '现用名', [c.nameChsi], c.sourceId);
    await replaceTable(tx, schoolAliases, aliases.values());
    return count;
  },
};
