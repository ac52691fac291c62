import { z } from 'zod';

/**
 * Where a table came from, as the sources table records it: a page, a dataset
 * or a repository. Every response that shows data names its sources with this.
 */
export const dataSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The authority or site that published it; null where the compiling repository names none */
  publisher: z.string().nullable(),
  /** A web address (http or https) to open, or null */
  url: z.string().nullable(),
  /** The public repository the data was compiled from (owner/name), if any */
  repository: z.string().nullable(),
  licence: z.string().nullable(),
  /** The source is a third-party copy (an aggregator), not confirmed by an official one */
  thirdParty: z.boolean(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

/** A source judged third-party by the repository that cites it, or by its own publisher line. */
export function isThirdPartySource(quality: string | null, publisher: string | null): boolean {
  return (quality ?? '').startsWith('third-party') || (publisher ?? '').includes('第三方');
}

/** The address a source links to: the first http(s) address of its url field, or null. */
export function sourceUrl(url: string | null): string | null {
  return url?.startsWith('http') ? url.split(' ')[0]! : null;
}

/** What a row cites when the sources table lacks its id (the importer refuses those): a readable entry all the same. */
export function unknownSource(id: string): DataSource {
  return { id, title: id, publisher: null, url: null, repository: null, licence: null, thirdParty: false };
}

/** Rows and the sources they cite: every table a response carries names where it came from. */
export const withSources = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), sources: z.array(dataSourceSchema) });

/** A web address or bare path used as a title ('zs.szu.edu.cn/info/1153/2973.htm'). */
const ADDRESS_TITLE = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:[/?#]\S*)?$/;

/**
 * A source's title as a parent reads it: no file names and PDF leftovers
 * ('….pdf（OCR导入）', '官方 PDF 表'), no publisher repeated in front, and null
 * where the title is only a web address or a repository path.
 */
export function cleanSourceTitle(title: string, publisher: string | null): string | null {
  let t = title.trim();
  if (t.startsWith('github.com/') || ADDRESS_TITLE.test(t)) return null;
  t = t
    .replace(/\.(?:pdf|xlsx?|docx?|html?)(?=（|\(|$)/gi, '')
    .replace(/（OCR导入）|\(OCR导入\)/g, '')
    .replace(/官方\s*PDF\s*表?/gi, '官方表格')
    .replace(/\s*PDF\s*/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  if (publisher) {
    const p = publisher.trim();
    for (const sep of ['：', ':', ' - ', '—', '·']) {
      if (t.startsWith(`${p}${sep}`)) t = t.slice(p.length + sep.length).trim();
    }
  }
  return t === '' ? null : t;
}

/** The host of a source's address, to name a page that has no title. */
export function sourceHost(source: Pick<DataSource, 'url' | 'title'>): string | null {
  const text = source.url ?? (ADDRESS_TITLE.test(source.title) ? `https://${source.title.replace(/^https?:\/\//, '')}` : null);
  if (!text) return null;
  try {
    return new URL(text).host;
  } catch {
    return null;
  }
}

/** 'publisher · title' (广东省教育考试院 · 2025年普通类本科批投档情况): what a source shows first. */
export function sourceDisplayName(source: DataSource): string {
  const title = cleanSourceTitle(source.title, source.publisher);
  const publisher = source.publisher?.trim() || null;
  if (publisher && title) return title.includes(publisher) ? title : `${publisher} · ${title}`;
  if (title) return title;
  if (publisher) return publisher;
  if (source.title.startsWith('github.com/') && source.repository) return `${source.repository}（GitHub）`;
  const host = sourceHost(source);
  return host ? `网页 · ${host}` : source.title;
}
