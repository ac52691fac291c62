import { readSources, SOURCES_FILE } from '@zhiyuan/data';
import { sql } from 'drizzle-orm';
import { sources } from '../schema';
import type { Dataset } from './dataset';
import { insertInBatches } from './dataset';

export const sourcesDataset: Dataset = {
  name: 'sources',
  files: [SOURCES_FILE],
  version: 2,
  async load(tx) {
    const rows = await readSources();
    // upsert, never delete: every other dataset's rows point at these ids
    await insertInBatches(rows, 500, (batch) =>
      tx
        .insert(sources)
        .values(batch)
        .onConflictDoUpdate({
          target: sources.id,
          set: {
            kind: sql`excluded.kind`,
            dataset: sql`excluded.dataset`,
            title: sql`excluded.title`,
            publisher: sql`excluded.publisher`,
            repository: sql`excluded.repository`,
            url: sql`excluded.url`,
            licence: sql`excluded.licence`,
            years: sql`excluded.years`,
            note: sql`excluded.note`,
            quality: sql`excluded.quality`,
            parentId: sql`excluded.parent_id`,
            rowCount: sql`excluded.row_count`,
          },
        }),
    );
    return rows.length;
  },
};
