import { describe, expect, it } from 'vitest';
import {
  RANKING_FILES,
  readMajorCatalog,
  readMajorIndex,
  readOccupations,
  readProvinceModels,
  readProvinceRules,
  readSchools,
  readSources,
  readWages,
  readSchoolContacts,
  readSchoolTypes,
  readSubjectAssessments,
  readSubjectAssessmentClaims,
  readDoubleFirstClass,
  readVocationalMajorCatalog,
  readMajorDetails,
  readMajorStats,
  readMajorOfferingCoverage,
  readFirstClassMajors,
  readMajorRankings,
  readRiasecItems,
  readBigFiveItems,
  MAJOR_OFFERINGS_SOURCE_ID,
} from '../src';

describe('sources', () => {
  it('gives every repository a licence as stated and a link', async () => {
    const repositories = (await readSources()).filter((s) => s.kind === 'repository');
    expect(repositories.length).toBeGreaterThanOrEqual(20);
    for (const r of repositories) {
      expect(r.licence, r.id).toMatch(/^(MIT|Apache-2\.0|none stated)/);
      expect(r.url, r.id).toBe(`https://github.com/${r.repository}`);
    }
  });

  it('puts every page under the repository that cites it, with that repository\'s licence', async () => {
    const all = await readSources();
    const byId = new Map(all.map((s) => [s.id, s]));
    for (const page of all.filter((s) => s.kind === 'page')) {
      const parent = byId.get(page.parentId ?? '');
      expect(parent?.kind, page.id).toBe('repository');
      expect(page.licence, page.id).toBe(parent!.licence);
    }
  });

  it('keeps all 874 rows of the shared sources list', async () => {
    const pages = (await readSources()).filter((s) => s.kind === 'page' && !s.id.startsWith('page:'));
    expect(pages).toHaveLength(874);
  });

  it('resolves the source id of every row of the curated datasets', async () => {
    const ids = new Set((await readSources()).map((s) => s.id));
    const cited = new Set<string>([
      ...(await readSchools()).map((r) => r.sourceId),
      ...(await readProvinceModels()).map((r) => r.sourceId),
      ...(await readProvinceRules()).map((r) => r.sourceId),
      ...(await readMajorCatalog()).map((r) => r.sourceId),
      ...(await readMajorIndex()).map((r) => r.sourceId),
      ...(await readOccupations()).map((r) => r.sourceId),
      ...(await readWages()).map((r) => r.sourceId),
      ...RANKING_FILES.map((f) => f.sourceId),
      ...(await readSchoolContacts()).map((r) => r.sourceId),
      ...(await readSchoolTypes()).map((r) => r.sourceId),
      ...(await readSubjectAssessments()).map((r) => r.sourceId),
      ...(await readSubjectAssessmentClaims()).map((r) => r.sourceId),
      ...(await readDoubleFirstClass()).map((r) => r.sourceId),
      ...(await readVocationalMajorCatalog()).map((r) => r.sourceId),
      ...(await readMajorDetails()).map((r) => r.sourceId),
      ...(await readMajorStats()).map((r) => r.sourceId),
      ...(await readMajorOfferingCoverage()).map((r) => r.sourceId),
      MAJOR_OFFERINGS_SOURCE_ID,
      ...(await readFirstClassMajors()).map((r) => r.sourceId),
      ...(await readMajorRankings()).map((r) => r.sourceId),
      ...(await readRiasecItems()).map((r) => r.sourceId),
      ...(await readBigFiveItems()).map((r) => r.sourceId),
    ]);
    expect([...cited].filter((id) => !ids.has(id))).toEqual([]);
  });
});
