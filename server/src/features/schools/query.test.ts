import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCHOOL_TYPE_NONE } from '@zhiyuan/domain';
import { useTestApp } from '../../../test/app';
import { querySchools } from './service';

const t = useTestApp();

describe('the school list filters (facet index)', () => {
  it('finds exactly the schools a test of every school finds, in the same order, for any mix of filters', async () => {
    const schools = t.app.readModels.schools;
    const all = await schools.all();
    const distinct = (pick: (s: (typeof all)[number]) => string[]) => [...new Set(all.flatMap(pick))];
    const provinces = distinct((s) => [s.item.provinceName]);
    const types = [...distinct((s) => s.item.schoolType), SCHOOL_TYPE_NONE];
    const institutions = distinct((s) => (s.item.schoolInstitution ? [s.item.schoolInstitution] : []));
    const features = distinct((s) => s.features);
    const some = (xs: string[]) => fc.uniqueArray(fc.constantFrom(...xs), { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ provinces: some(provinces), types: some(types), schoolInstitutions: some(institutions), features: some(features), query: fc.constantFrom('', '大学', '师范', '北京') }),
        async (q) => {
          const got = await querySchools(schools, { ...q, page: 1, pageSize: 5000 });
          const expected = all.filter(
            (s) =>
              (q.provinces.length === 0 || q.provinces.includes(s.item.provinceName)) &&
              (q.types.length === 0 || s.item.schoolType.some((x) => q.types.includes(x)) || (s.item.schoolType.length === 0 && q.types.includes(SCHOOL_TYPE_NONE))) &&
              (q.schoolInstitutions.length === 0 || (s.item.schoolInstitution !== null && q.schoolInstitutions.includes(s.item.schoolInstitution))) &&
              q.features.every((f) => s.features.includes(f)) &&
              (q.query === '' || s.item.schoolName.toLowerCase().includes(q.query)),
          );
          expect(got.total).toBe(expected.length);
          expect(got.records.map((r) => r.id)).toEqual(expected.map((s) => s.item.id));
        },
      ),
      { numRuns: 300, seed: 20261124 },
    );
  });
});
