import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FIELD_LABELS } from '@zhiyuan/domain';

/** An error a user may read: its message is shown as is, with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notFound = (message: string) => new AppError(404, message);

function fieldLabel(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  const key = parts.find((p) => !/^\d+$/.test(p)) ?? '';
  return FIELD_LABELS[key] ?? (key || '请求');
}

/** Fastify's own 4xx errors, in words a student understands. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '请求格式不支持，请以 JSON 提交';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求内容不能为空';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '请求内容过大';
    default:
      return error.statusCode === 400 ? '请求内容格式错误' : '请求有误';
  }
}

/**
 * The one error handler: every failure is `{ code, message, data: null }` with
 * the HTTP status as code; no stack trace or SQL text ever leaves the server.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const label = fieldLabel(first.instancePath);
      const detail = first.message ?? '格式错误';
      const message = detail.includes(label) ? detail : `${label}：${detail}`;
      return reply.status(400).send({ code: 400, message, data: null });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.statusCode, message: error.message, data: null });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const message = status === 500 ? '服务器开小差了，请稍后再试' : frameworkMessage(error);
    return reply.status(status).send({ code: status, message, data: null });
  });

}

/** The 404 envelope of an unknown API route. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ code: 404, message: `接口不存在：${request.method} ${request.url.split('?')[0]}`, data: null });
}
