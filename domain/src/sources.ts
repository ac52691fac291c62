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
