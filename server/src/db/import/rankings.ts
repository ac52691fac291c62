import { RANKING_FILES, readRankings } from '@zhiyuan/data';
import { rankings, schoolRanks } from '../schema';
import type { Dataset } from './dataset';
import { replaceTable } from './bulk';

/**
 * 大学排名: every published row into rankings (unmatched schools keep their
 * name), and the rows that match a school into school_ranks (rank per school,
 * system and year) — which the school list sorts by (软科 主榜).
 */
export const rankingsDataset: Dataset = {
  name: 'rankings',
  files: RANKING_FILES.map((f) => f.file),
  after: ['sources', 'schools'],
  tables: [rankings, schoolRanks],
  async load(tx) {
    const rows = await readRankings();
    const count = await replaceTable(tx, rankings, rows);
    await replaceTable(
      tx,
      schoolRanks,
      rows.flatMap((r) =>
        r.moeCode
          ? [{ moeCode: r.moeCode, system: r.system, year: r.year, list: r.list, rank: r.rank, rankValue: r.rankValue, sourceId: r.sourceId }]
          : [],
      ),
    );
    return count;
  },
};
