/**
 * The posting-list index against a straightforward scan (the index as it was
 * before postings): the same hits in the same order, over random queries cut
 * from the real school, major and profession names the way students type them.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMajorCatalog, readOccupations, readSchools, readSchoolTypes } from '@zhiyuan/data';
import { SearchIndex, normalizeQuery, pinyinKeys, type SearchDocument, type SearchHit } from './search-index';

const HAN = /\p{Script=Han}/u;
const pinyinOf = new Map<string, ReturnType<typeof pinyinKeys>>();
const keysOf = (name: string) => {
  let keys = pinyinOf.get(name);
  if (!keys) pinyinOf.set(name, (keys = pinyinKeys(name)));
  return keys;
};

type RefKey = { text: string; of: number; kind: 'chars' | 'full' | 'initials'; starts?: Set<number> };

/** Each document's keys, worked out once as the index did before postings. */
const refKeys = (docs: readonly SearchDocument<unknown>[]): RefKey[][] =>
  docs.map((doc) =>
    [doc.name, ...(doc.aliases ?? [])].flatMap((name, of): RefKey[] => {
      const chars = normalizeQuery(name);
      if (!chars) return [];
      if (!HAN.test(name)) return [{ text: chars, of, kind: 'chars' }];
      const { full, initials, starts } = keysOf(name);
      return [{ text: chars, of, kind: 'chars' }, { text: full, of, kind: 'full', starts }, { text: initials, of, kind: 'initials' }];
    }),
  );

/** Every entry, every key, indexOf, then sort every hit: the reference. */
function scan<T>(docs: readonly SearchDocument<T>[], keys: RefKey[][], query: string): SearchHit<T>[] {
  const q = normalizeQuery(query);
  if (!q) return [];
  const latin = !HAN.test(q);
  const hits: (SearchHit<T> & { order: number; length: number })[] = [];
  docs.forEach((doc, order) => {
    let best: RefKey | null = null;
    let bestScore = 0;
    for (const key of keys[order]!) {
      if (key.kind !== 'chars' && !latin) continue;
      let at = key.text.indexOf(q);
      if (key.kind === 'full') while (at !== -1 && !key.starts!.has(at)) at = key.text.indexOf(q, at + 1);
      if (at === -1) continue;
      const place = key.text.length === q.length ? 3 : at === 0 ? 2 : 1;
      const source = key.kind === 'chars' ? (key.of === 0 ? 3 : 2) : key.kind === 'initials' ? 1.5 : 1;
      const score = place * 10 + source;
      if (!best || score > bestScore) {
        best = key;
        bestScore = score;
      }
    }
    if (!best) return;
    const names = [doc.name, ...(doc.aliases ?? [])];
    hits.push({
      item: doc.item,
      matched: names[best.of]!,
      via: best.kind !== 'chars' ? 'pinyin' : best.of === 0 ? 'name' : 'alias',
      score: bestScore,
      order,
      length: doc.name.length,
    });
  });
  hits.sort((a, b) => b.score - a.score || a.length - b.length || a.order - b.order);
  return hits.map(({ item, matched, via, score }) => ({ item, matched, via, score }));
}

/** What a student types for a name: 1–4 characters of it, a full-pinyin prefix, an initials prefix, or a stray letter or two. */
const queryOf = (names: readonly string[]) =>
  fc.tuple(fc.constantFrom(...names), fc.nat(3), fc.nat(40), fc.nat(40), fc.nat(4), fc.string({ unit: fc.constantFrom(...'abcdghjlmnqsxyz1-· '), minLength: 1, maxLength: 3 })).map(
    ([name, len, at, cut, kind, stray]) => {
      if (kind === 0 || kind === 1) {
        const n = Math.min(len + 1, name.length);
        const from = at % (name.length - n + 1);
        return name.slice(from, from + n);
      }
      const { full, initials } = keysOf(name);
      if (kind === 2) return full.slice(0, 1 + (cut % Math.max(1, full.length)));
      if (kind === 3) return initials.slice(0, 1 + (cut % Math.max(1, initials.length)));
      return stray;
    },
  );

describe('SearchIndex with postings', () => {
  let docs: SearchDocument<string>[];
  let index: SearchIndex<string>;
  let keys: RefKey[][];

  beforeAll(async () => {
    const [schools, types, majors, occupations] = await Promise.all([readSchools(), readSchoolTypes(), readMajorCatalog(), readOccupations()]);
    const aliases = new Map(types.map((t) => [t.moeCode, [...t.abbreviations, ...t.oldNames]]));
    docs = [
      ...schools.map((s) => ({ item: `s:${s.moeCode}`, name: s.name, aliases: (aliases.get(s.moeCode) ?? []).filter((a) => a !== s.name) })),
      ...majors.map((m) => ({ item: `${m.level}:${m.majorCode}`, name: m.majorName })),
      ...occupations.map((o) => ({ item: `p:${o.code}`, name: o.name })),
    ].map((d, i) => ({ ...d, item: `${i}|${d.item}` }));
    index = new SearchIndex(docs);
    keys = refKeys(docs);
  }, 60_000);

  it('gives the same hits in the same order as a scan of every entry', () => {
    const names = docs.flatMap((d) => [d.name, ...(d.aliases ?? [])]);
    const order = new Map(docs.map((d, i) => [d.item, i]));
    fc.assert(
      fc.property(queryOf(names), fc.nat(30), (q, from) => {
        const expected = scan(docs, keys, q);
        expect(index.search(q), q).toEqual(expected);
        // a page (the first five of 全部, or a later page of one group) and the total
        expect(index.page(q, 0, 5), q).toEqual({ total: expected.length, hits: expected.slice(0, 5) });
        expect(index.page(q, from, 20), q).toEqual({ total: expected.length, hits: expected.slice(from, from + 20) });
        // unranked: the same hits in the order given
        expect(index.matches(q), q).toEqual([...expected].sort((a, b) => order.get(a.item)! - order.get(b.item)!));
      }),
      { numRuns: 300, seed: 20_261_124 },
    );
  }, 120_000);
});
