import type { z } from 'zod';
import { envelopeSchema } from '@zhiyuan/domain';

/** A success body: `{ code: 200, message, data }`. */
export function ok<T>(data: T, message = 'success') {
  return { code: 200 as const, message, data };
}

/** Response schema of a route: the envelope around its data schema. */
export const replyOf = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });
