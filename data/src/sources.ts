import { readCsv } from './csv';
import { Row } from './fields';
import { dataFile } from './paths';

export const SOURCES_FILE = dataFile('sources.csv.gz');

/**
 * What kind of origin a source row is:
 * - repository: a public repository a dataset was compiled from (carries the licence as stated);
 * - dataset: a curated dataset of ours (school list, rankings, catalogues, province rules);
 * - page: one page or file a repository cites for its rows (exam authority, university, third party).
 */
export const SOURCE_KINDS = ['repository', 'dataset', 'page'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** One place data came from: what the /about page lists and every row points to. */
export interface SourceRow {
  id: string;
  kind: SourceKind;
  /** The datasets whose rows cite this source, comma-separated (e.g. `school_scores,major_scores`) */
  dataset: string;
  title: string;
  publisher: string | null;
  repository: string | null;
  url: string | null;
  /** As the origin states it; "none stated" = no reuse grant found */
  licence: string;
  years: string | null;
  note: string | null;
  /** The repository's own judgement of a cited page (e.g. `official-…`, `third-party-…`); null for others */
  quality: string | null;
  /** The repository source a page or dataset source belongs to */
  parentId: string | null;
  /** Rows of the shipped data that cite this source (for a repository: through its pages) */
  rowCount: number;
}

export const SOURCE_COLUMNS = [
  'id', 'kind', 'dataset', 'title', 'publisher', 'repository', 'url', 'licence', 'years', 'note', 'quality', 'parent_id', 'row_count',
] as const;

/** Reads the shipped sources; ids are unique and every parent id resolves. */
export async function readSources(file = SOURCES_FILE): Promise<SourceRow[]> {
  const out: SourceRow[] = [];
  const seen = new Set<string>();
  const parents: { row: Row; parentId: string }[] = [];
  for await (const record of readCsv(file)) {
    const row = new Row(file, record);
    const id = row.text('id');
    if (seen.has(id)) row.fail('id', `来源编号重复：${id}`);
    seen.add(id);
    const parentId = row.optText('parent_id');
    if (parentId) parents.push({ row, parentId });
    out.push({
      id,
      kind: row.oneOf('kind', SOURCE_KINDS),
      dataset: row.text('dataset'),
      title: row.text('title'),
      publisher: row.optText('publisher'),
      repository: row.optText('repository'),
      url: row.optText('url'),
      licence: row.text('licence'),
      years: row.optText('years'),
      note: row.optText('note'),
      quality: row.optText('quality'),
      parentId,
      rowCount: row.optCount('row_count') ?? 0,
    });
  }
  for (const { row, parentId } of parents) if (!seen.has(parentId)) row.fail('parent_id', `上级来源不存在：${parentId}`);
  return out;
}
