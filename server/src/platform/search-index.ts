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

/** One page of ranked hits and how many there are in all. */
export interface SearchPage<T> {
  total: number;
  hits: SearchHit<T>[];
}

/** Below this many wanted hits a page is picked by insertion into a short list, not by sorting every hit. */
const SELECT_LIMIT = 64;

/**
 * The index: every name's keys, and postings (which entries hold a character,
 * which hold a pair of adjacent characters, in any key) built once, so that a
 * query only looks at the entries of its rarest pair (or of its character,
 * when it is one long) and checks those the way a scan would.
 */
export class SearchIndex<T> {
  private readonly entries: Indexed<T>[];
  /** Entry numbers, ascending, per character and per pair of adjacent characters of any key */
  private readonly postings = new Map<string, Int32Array>();
  /** Each entry's place among equal scores: shorter names first, then the order given */
  private readonly tie: Int32Array;
  /** The entry at each tie place */
  private readonly byTie: Int32Array;
  /** Scratch of one search (searches are synchronous): the key that matched best per entry */
  private readonly bestKey: Int32Array;
  private readonly bestScore: Float64Array;

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
    const n = this.entries.length;
    const lists = new Map<string, number[]>();
    this.entries.forEach((entry, i) => {
      for (const key of entry.keys) {
        const t = key.text;
        for (let at = 0; at < t.length; at++) {
          for (const gram of at + 1 < t.length ? [t[at]!, t.slice(at, at + 2)] : [t[at]!]) {
            let list = lists.get(gram);
            if (!list) lists.set(gram, (list = []));
            if (list[list.length - 1] !== i) list.push(i);
          }
        }
      }
    });
    for (const [gram, list] of lists) this.postings.set(gram, Int32Array.from(list));
    this.byTie = Int32Array.from(this.entries.map((_, i) => i)).sort(
      (a, b) => this.entries[a]!.doc.name.length - this.entries[b]!.doc.name.length || a - b,
    );
    this.tie = new Int32Array(n);
    this.byTie.forEach((entry, place) => (this.tie[entry] = place));
    this.bestKey = new Int32Array(n);
    this.bestScore = new Float64Array(n);
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
    return this.page(query, 0, limit).hits;
  }

  /** The hits from..from+size of search(query) and how many there are, without ranking more than it needs. */
  page(query: string, from: number, size: number): SearchPage<T> {
    const found = this.match(query);
    if (!found) return { total: 0, hits: [] };
    const { entries, count } = found;
    const want = Math.min(from + size, count);
    if (want <= from) return { total: count, hits: [] };
    // a hit's rank as one number, smaller first: the score (0.5 steps, below 70) then its tie place
    const n = this.entries.length;
    const rankOf = (e: number) => (70 - this.bestScore[e]!) * 2 * n + this.tie[e]!;
    let ranked: Float64Array;
    if (want <= SELECT_LIMIT && want * 4 < count) {
      ranked = new Float64Array(want).fill(Number.POSITIVE_INFINITY);
      for (let i = 0; i < count; i++) {
        const r = rankOf(entries[i]!);
        if (r >= ranked[want - 1]!) continue;
        let at = want - 1;
        while (at > 0 && ranked[at - 1]! > r) {
          ranked[at] = ranked[at - 1]!;
          at--;
        }
        ranked[at] = r;
      }
    } else {
      ranked = new Float64Array(count);
      for (let i = 0; i < count; i++) ranked[i] = rankOf(entries[i]!);
      ranked.sort();
    }
    const hits: SearchHit<T>[] = [];
    for (let i = from; i < want; i++) hits.push(this.hitOf(this.byTie[ranked[i]! % n]!));
    return { total: count, hits };
  }

  /** Every document matching the query, in the order given (unranked: for callers that order or group hits themselves). */
  matches(query: string): SearchHit<T>[] {
    const found = this.match(query);
    if (!found) return [];
    const hits: SearchHit<T>[] = [];
    for (let i = 0; i < found.count; i++) hits.push(this.hitOf(found.entries[i]!));
    return hits;
  }

  private hitOf(e: number): SearchHit<T> {
    const entry = this.entries[e]!;
    const key = entry.keys[this.bestKey[e]!]!;
    return {
      item: entry.doc.item,
      matched: key.of === 0 ? entry.doc.name : entry.doc.aliases![key.of - 1]!,
      via: key.kind !== 'chars' ? 'pinyin' : key.of === 0 ? 'name' : 'alias',
      score: this.bestScore[e]!,
    };
  }

  /** The entries matching the query, ascending, with their best key and score in the scratch arrays. */
  private match(query: string): { entries: Int32Array; count: number } | null {
    const q = normalizeQuery(query);
    if (!q) return null;
    const candidates = this.candidates(q);
    if (!candidates) return null;
    const latin = !HAN.test(q);
    const out = new Int32Array(candidates.length);
    let count = 0;
    for (let c = 0; c < candidates.length; c++) {
      const e = candidates[c]!;
      const keys = this.entries[e]!.keys;
      let best = -1;
      let bestScore = 0;
      for (let k = 0; k < keys.length; k++) {
        const key = keys[k]!;
        if (key.kind !== 'chars' && !latin) continue;
        const at = key.kind === 'full' ? syllableMatch(key, q) : key.text.indexOf(q);
        if (at === -1) continue;
        const place = key.text.length === q.length ? 3 : at === 0 ? 2 : 1;
        const source = key.kind === 'chars' ? (key.of === 0 ? 3 : 2) : key.kind === 'initials' ? 1.5 : 1;
        const score = place * 10 + source;
        if (best === -1 || score > bestScore) {
          best = k;
          bestScore = score;
        }
      }
      if (best === -1) continue;
      this.bestKey[e] = best;
      this.bestScore[e] = bestScore;
      out[count++] = e;
    }
    return { entries: out, count };
  }

  /** The shortest posting list of the query's characters (one) or adjacent pairs (longer): every match is in it. */
  private candidates(q: string): Int32Array | null {
    if (q.length === 1) return this.postings.get(q) ?? null;
    let shortest: Int32Array | null = null;
    for (let at = 0; at + 1 < q.length; at++) {
      const list = this.postings.get(q.slice(at, at + 2));
      if (!list) return null;
      if (!shortest || list.length < shortest.length) shortest = list;
    }
    return shortest;
  }
}

/** Where full pinyin holds the query starting at a syllable ("hua" finds 华 in qinghua, not inside zhuang), or -1. */
function syllableMatch(key: Key, q: string): number {
  for (let at = key.text.indexOf(q); at !== -1; at = key.text.indexOf(q, at + 1)) {
    if (key.starts?.has(at)) return at;
  }
  return -1;
}
