import type { BatchLineRow, BatchLineYear, BatchLinesByProvince, BatchLinesOfYear } from '@zhiyuan/domain';
import { notFound } from '../../platform/errors';
import type { ReadModels } from '../../platform/read-models';

async function withSources(m: ReadModels, year: number, lines: BatchLineRow[]): Promise<BatchLineYear> {
  const ids = [...new Set(lines.map((l) => l.sourceId))];
  return { year, lines, sources: await Promise.all(ids.map((id) => m.sources.get(id))) };
}

/** GET /api/batch-lines/by-province: every year with lines, newest first. */
export async function batchLinesByProvince(m: ReadModels, province: string): Promise<BatchLinesByProvince> {
  const years = await m.batchLines.years(province);
  return { province, years: await Promise.all([...years].map(([year, lines]) => withSources(m, year, lines))) };
}

/** POST /api/batch-lines/by-province-and-year: one year; a year without lines is a 404. */
export async function batchLinesOfYear(m: ReadModels, province: string, year: number): Promise<BatchLinesOfYear> {
  const lines = (await m.batchLines.years(province)).get(year);
  if (!lines) throw notFound(`暂无${province}${year}年的批次线数据`);
  return { province, ...(await withSources(m, year, lines)) };
}
