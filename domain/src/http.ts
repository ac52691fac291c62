import { z } from 'zod';
// imported here too, so a module that builds schemas on http.ts's helpers gets the Chinese messages
import './zod-locale';

/** Every API response body: `{ code, message, data }` (DESIGN.md, HTTP contract). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A page of a list: `{ records, total, current, size }`. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** One page (1-based) of a list held in memory. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { records: items.slice(start, start + pageSize), total: items.length, current: page, size: pageSize };
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export const pageSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });

/**
 * A whole number as a query string or a JSON body sends it: decimal digits
 * only. Anything else ("0x10", "1e3", "12.5", "true", "") is left as it is
 * for the number schema to refuse, instead of being coerced into a number.
 */
export const asWholeNumber = (v: unknown): unknown =>
  typeof v === 'string' && /^\s*-?\d{1,15}\s*$/.test(v) ? Number(v) : v;

/** Highest page number a client may ask for (a deeper page of any list is empty anyway). */
export const MAX_PAGE = 10_000;

/** 页码: 1 … MAX_PAGE, digits only. */
export const pageNumberSchema = z
  .preprocess(asWholeNumber, z.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码不能小于1').max(MAX_PAGE, `页码不能超过${MAX_PAGE}`))
  .default(1);

/** Largest page a client may ask for; lists are always capped. */
export const MAX_PAGE_SIZE = 100;

export const pagingSchema = (defaultSize: number) =>
  z.object({
    page: pageNumberSchema,
    pageSize: z
      .preprocess(
        asWholeNumber,
        z
          .number({ error: '每页条数必须是数字' })
          .int('每页条数必须是整数')
          .min(1, '每页条数不能小于1')
          .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`),
      )
      .default(defaultSize),
  });

/** Free text of a filter or search field: trimmed, at most `max` characters. */
export const shortText = (max: number) => z.string().trim().max(max, `不能超过${max}个字`);

/** Chinese names of the request fields every area shares (each area adds its own: fieldLabels.ts). */
export const COMMON_FIELD_LABELS: Record<string, string> = {
  page: '页码',
  pageSize: '每页条数',
  query: '搜索词',
  province: '省份',
  year: '年份',
  subject: '科目',
  batch: '批次',
  id: '编号',
};
