import type { FastifyInstance } from 'fastify';
import { EXCEL_HEADERS, PREFERENCE_MESSAGES, planLabelOfUnit, type PreferenceEntry, type Viewer } from '@zhiyuan/domain';
import { badRequest } from '../../platform/errors';
import { detailOf, listFor, validateList, type EntryInput, type HeaderInput } from './lists';
import { studentOf } from './student';

interface ExcelList {
  name: string;
  province: string;
  year: number;
  batch: string;
  track: string;
  score: number | null;
  rank: number | null;
  entries: (Omit<PreferenceEntry, 'position' | 'risk'> | EntryInput)[];
}

/** The list as a provincial form lays it out: order, codes, school, majors, 调剂, tier, probability. */
export async function workbookOf(list: ExcelList): Promise<Buffer> {
  // loaded on first use: exceljs costs ≈ 0.6 s of CPU at every start otherwise
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet('志愿表');
  sheet.addRow([`${list.name}（${list.province} ${list.year}年 ${list.track} ${list.batch}${list.score !== null ? ` ${list.score}分` : ''}${list.rank !== null ? ` 位次${list.rank}` : ''}）`]);
  sheet.mergeCells(1, 1, 1, EXCEL_HEADERS.length);
  const head = sheet.addRow([...EXCEL_HEADERS]);
  head.font = { bold: true };
  list.entries.forEach((e, i) => {
    // a 中外合作 plan may share the ordinary plan's group code: the row says which it is
    const plan = planLabelOfUnit(e.unitId);
    sheet.addRow([
      i + 1,
      e.schoolCode ?? '',
      `${e.schoolName}${plan ? `（${plan}）` : ''}`,
      e.groupCode ?? '',
      e.majorCode ?? '',
      e.majorName ?? e.majors.join('、'),
      e.majorName ? '—' : e.adjust ? '服从' : '不服从',
      e.tier ?? '',
      // as the saved list's page reads it: a unit placed on a tier without a number is 低置信; one with no history has none
      e.probability !== null ? `${Math.floor(e.probability * 100 + 1e-9)}%` : e.tier ? '低置信' : '暂无估计',
    ]);
  });
  sheet.columns.forEach((c, i) => (c.width = [8, 10, 28, 10, 10, 40, 10, 8, 10][i]));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** POST /api/preferences/generate-excel: a saved list (by id) or a posted one. */
export async function excelOf(
  app: FastifyInstance,
  viewer: Viewer,
  input: { id?: string; list?: HeaderInput & { name: string; entries: EntryInput[] } },
): Promise<{ file: Buffer; name: string }> {
  if (input.id !== undefined) {
    const detail = await detailOf(app, await listFor(app, viewer, input.id));
    return { file: await workbookOf(detail), name: detail.name };
  }
  if (!input.list) throw badRequest(PREFERENCE_MESSAGES.listOrId);
  await studentOf(app, viewer, undefined);
  const validation = await validateList(app, input.list, input.list.entries);
  const blocking = validation.problems.filter((p) => p.kind !== 'empty' && p.kind !== 'unknownUnit');
  if (blocking.length > 0) throw badRequest(blocking.map((p) => p.message).join('；'));
  return { file: await workbookOf(input.list), name: input.list.name };
}
