import { z } from 'zod';

/** Where a table came from, as the sources table records it (title, publisher, address). */
export const dataSourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The authority or site that published it; null where the compiling repository names none */
  publisher: z.string().nullable(),
  url: z.string().nullable(),
  /** The source is a third-party copy (an aggregator), not confirmed by an official one */
  thirdParty: z.boolean(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

/** A source judged third-party by the repository that cites it, or by its own publisher line. */
export function isThirdPartySource(quality: string | null, publisher: string | null): boolean {
  return (quality ?? '').startsWith('third-party') || (publisher ?? '').includes('第三方');
}
