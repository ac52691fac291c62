import { readSources, SOURCES_FILE } from '@zhiyuan/data';
import { sql } from 'drizzle-orm';
import { sources } from '../schema';
import type { Dataset } from './dataset';

export const sourcesDataset: Dataset = {
  name: 'sources',
  files: [SOURCES_FILE],
  async load(tx) {
    const rows = await readSources();
    // upsert, never delete: every other dataset's rows point at these ids
    await tx
      .insert(sources)
      .values(rows)
      .onConflictDoUpdate({
        target: sources.id,
        set: {
          dataset: sql`excluded.dataset`,
          title: sql`excluded.title`,
          publisher: sql`excluded.publisher`,
          repository: sql`excluded.repository`,
          url: sql`excluded.url`,
          licence: sql`excluded.licence`,
          years: sql`excluded.years`,
          note: sql`excluded.note`,
        },
      });
    return rows.length;
  },
};
