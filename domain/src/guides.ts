/** 招生简章 (spec §7 Schools: admission guides). */
import { z } from 'zod';
import { pageSchema, pagingSchema, shortText } from './http';
import { schoolIdSchema } from './schools';

export const GUIDE_PAGE_SIZE = 10;

export const guideSchema = z.object({
  id: z.string(),
  title: z.string(),
  createTime: z.string(),
  tags: z.array(z.string()),
  content: z.string(),
});
export type AdmissionGuide = z.infer<typeof guideSchema>;

export const guideListQuerySchema = pagingSchema(GUIDE_PAGE_SIZE).extend({
  keyword: shortText(50).optional(),
  schoolId: schoolIdSchema.optional(),
});

export const guideIdParamsSchema = z.object({ id: z.string().trim().regex(/^\d{1,18}$/, '简章编号应为数字') });

export const guidePageSchema = pageSchema(guideSchema.omit({ content: true }));
export type GuidePage = z.infer<typeof guidePageSchema>;

/** Chinese names of the guides' request fields. */
export const GUIDE_FIELD_LABELS: Record<string, string> = { keyword: '关键词' };
