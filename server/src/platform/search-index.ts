/**
 * An in-memory name index for the search boxes (schools, majors, professions,
 * news): Chinese substrings, full pinyin ("qinghua") and pinyin initials
 * ("qhdx") of every name and alias (简称, 曾用名), ranked so that the best
 * match comes first. Built once per read model and answering in microseconds
 * (DESIGN.md, Storage: read models).
 */
import { pinyin } from 'pinyin-pro';

export interface SearchDocument<T> {
  item: T;
  /** The name shown; aliases are other names it is known by (简称, 曾用名) */
  name: string;
  aliases?: readonly string[];
}

export interface SearchHit<T> {
  item: T;
  /** The name or alias that matched, as written */
  matched: string;
  /** How the query matched: the name itself, an alias, or pinyin */
  via: 'name' | 'alias' | 'pinyin';
  score: number;
}

interface Key {
  text: string;
  /** Index of the name (0) or alias (1…) it was built from */
  of: number;
  kind: 'chars' | 'full' | 'initials';
  /** Offsets where a syllable starts (full pinyin only) */
  starts?: ReadonlySet<number>;
}

interface Indexed<T> {
  doc: SearchDocument<T>;
  keys: Key[];
  order: number;
}

const HAN = /\p{Script=Han}/u;

/** Lower case, no spaces or punctuation: what a student types and what we compare. */
export function normalizeQuery(query: string): string {
  return query
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s·・\-_.,，。'"“”‘’()（）【】[\]]/g, '');
}

/** Full pinyin without tones or spaces (清华大学 → qinghuadaxue) and its initials (qhdx). */
export function pinyinKeys(text: string): { full: string; initials: string; starts: Set<number> } {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
  const words = syllables.map((s) => normalizeQuery(s)).filter(Boolean);
  const starts = new Set<number>();
  let offset = 0;
  for (const w of words) {
    starts.add(offset);
    offset += w.length;
  }
  return { full: words.join(''), initials: words.map((w) => w[0]).join(''), starts };
}

export class SearchIndex<T> {
  private readonly entries: Indexed<T>[];

  constructor(docs: readonly SearchDocument<T>[]) {
    this.entries = docs.map((doc, order) => {
      const names = [doc.name, ...(doc.aliases ?? [])];
      const keys: Key[] = [];
      names.forEach((name, of) => {
        const chars = normalizeQuery(name);
        if (!chars) return;
        keys.push({ text: chars, of, kind: 'chars' });
        if (HAN.test(name)) {
          const { full, initials, starts } = pinyinKeys(name);
          keys.push({ text: full, of, kind: 'full', starts }, { text: initials, of, kind: 'initials' });
        }
      });
      return { doc, keys, order };
    });
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Documents matching the query, best first: an exact name before a name
   * that starts with the query before one that contains it; the name before
   * an alias before pinyin; then shorter names, then the order given.
   */
  search(query: string, limit = Number.POSITIVE_INFINITY): SearchHit<T>[] {
    const q = normalizeQuery(query);
    if (!q) return [];
    const latin = !HAN.test(q);
    const hits: (SearchHit<T> & { order: number; length: number })[] = [];
    for (const entry of this.entries) {
      let best: { score: number; key: Key } | null = null;
      for (const key of entry.keys) {
        if (key.kind !== 'chars' && !latin) continue;
        const at = key.kind === 'full' ? syllableMatch(key, q) : key.text.indexOf(q);
        if (at === -1) continue;
        const place = key.text.length === q.length ? 3 : at === 0 ? 2 : 1;
        const source = key.kind === 'chars' ? (key.of === 0 ? 3 : 2) : key.kind === 'initials' ? 1.5 : 1;
        const score = place * 10 + source;
        if (!best || score > best.score) best = { score, key };
      }
      if (!best) continue;
      const names = [entry.doc.name, ...(entry.doc.aliases ?? [])];
      hits.push({
        item: entry.doc.item,
        matched: names[best.key.of]!,
        via: best.key.kind !== 'chars' ? 'pinyin' : best.key.of === 0 ? 'name' : 'alias',
        score: best.score,
        order: entry.order,
        length: entry.doc.name.length,
      });
    }
    hits.sort((a, b) => b.score - a.score || a.length - b.length || a.order - b.order);
    return hits.slice(0, limit).map(({ item, matched, via, score }) => ({ item, matched, via, score }));
  }
}

/** Where full pinyin holds the query starting at a syllable ("hua" finds 华 in qinghua, not inside zhuang), or -1. */
function syllableMatch(key: Key, q: string): number {
  for (let at = key.text.indexOf(q); at !== -1; at = key.text.indexOf(q, at + 1)) {
    if (key.starts?.has(at)) return at;
  }
  return -1;
}
