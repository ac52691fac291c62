import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const SOURCES_FILE = dataFile('sources.csv');

/** One place data came from: what the /about page lists and every row points to. */
export interface SourceRow {
  id: string;
  dataset: string;
  title: string;
  publisher: string | null;
  repository: string | null;
  url: string | null;
  licence: string;
  years: string | null;
  note: string | null;
}

export const SOURCE_COLUMNS = ['id', 'dataset', 'title', 'publisher', 'repository', 'url', 'licence', 'years', 'note'] as const;

export async function readSources(file = SOURCES_FILE): Promise<SourceRow[]> {
  const out: SourceRow[] = [];
  const seen = new Set<string>();
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const id = row.text('id');
    if (seen.has(id)) row.fail('id', `来源编号重复：${id}`);
    seen.add(id);
    out.push({
      id,
      dataset: row.text('dataset'),
      title: row.text('title'),
      publisher: row.optText('publisher'),
      repository: row.optText('repository'),
      url: row.optText('url'),
      licence: row.text('licence'),
      years: row.optText('years'),
      note: row.optText('note'),
    });
  }
  return out;
}
