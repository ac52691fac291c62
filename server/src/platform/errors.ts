import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DrizzleQueryError } from 'drizzle-orm';
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

/** The Chinese name of the field a validation issue is about; null when the field has none (never the raw key). */
function fieldLabel(instancePath: string): string | null {
  const parts = instancePath.split('/').filter(Boolean);
  const key = parts.find((p) => !/^\d+$/.test(p)) ?? '';
  return FIELD_LABELS[key] ?? null;
}

/** zod's own messages name JavaScript types (object, string, undefined…): those never reach a student. */
const HAS_ENGLISH_WORD = /\b[a-z]{3,}\b/;

interface ValidationIssue {
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** A validation issue in words a student understands, naming the field in Chinese. */
export function validationMessage(issue: ValidationIssue, label: string | null): string {
  const detail = issue.message ?? '';
  if (detail && !HAS_ENGLISH_WORD.test(detail)) {
    if (!label || detail.includes(label)) return detail;
    return `${label}：${detail}`;
  }
  const name = label ?? '请求参数';
  const origin = issue.params?.origin;
  switch (issue.keyword) {
    case 'too_big': {
      const max = issue.params?.maximum;
      if (origin === 'string' && typeof max !== 'undefined') return `${name}不能超过${String(max)}个字`;
      if (origin === 'array' && typeof max !== 'undefined') return `${name}最多${String(max)}项`;
      if (typeof max !== 'undefined') return `${name}不能大于${String(max)}`;
      return `${name}过大`;
    }
    case 'too_small': {
      const min = issue.params?.minimum;
      if (origin === 'string') return Number(min) <= 1 ? `请填写${name}` : `${name}不能少于${String(min)}个字`;
      if (origin === 'array' && typeof min !== 'undefined') return `${name}至少${String(min)}项`;
      if (typeof min !== 'undefined') return `${name}不能小于${String(min)}`;
      return `${name}过小`;
    }
    case 'invalid_value':
    case 'invalid_union':
      return `${name}的取值无效`;
    case 'unrecognized_keys':
      return '请求包含无法识别的字段';
    default:
      return `${name}格式不正确`;
  }
}

/** What a request hears while a store it needs is away (DESIGN.md, HTTP contract: 503, no 500). */
export const UNAVAILABLE_MESSAGES = {
  database: '数据库暂时无法连接，请稍后再试',
  redis: '缓存服务暂时无法连接，请稍后再试',
} as const;

/** Socket-level codes of a store that is down or unreachable (node, pg, ioredis). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL SQLSTATEs of a lost or refused connection (class 08) and of a server shutting down (57P01–57P03). */
const PG_UNAVAILABLE = /^(08\w{3}|57P0[123])$/;
const PG_CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|connection is not open/i;
const REDIS_ERRORS = new Set(['MaxRetriesPerRequestError']);

/**
 * Whether an error says a store could not be reached, and which: null for any
 * other error. The causes are followed only through drizzle's wrapper of a
 * failed query, so that a socket error of another call (an SMS provider's
 * fetch) is not taken for the database.
 */
export function unavailableStore(error: unknown): keyof typeof UNAVAILABLE_MESSAGES | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const { name, code, message } = e as { name?: unknown; code?: unknown; message?: unknown };
    if (typeof name === 'string' && REDIS_ERRORS.has(name)) return 'redis';
    if (typeof message === 'string' && /Stream isn't writeable and enableOfflineQueue/.test(message)) return 'redis';
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || PG_UNAVAILABLE.test(code))) return 'database';
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return 'database';
    if (!(e instanceof DrizzleQueryError)) break;
    e = e.cause;
  }
  return null;
}

/** Fastify's own 4xx errors, in words a student understands. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '请求内容的格式不受支持：数据请以 JSON 提交，文件请从页面上传';
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
      const message = validationMessage(first as ValidationIssue, fieldLabel(first.instancePath));
      return reply.status(400).send({ code: 400, message, data: null });
    }
    if (error instanceof AppError) {
      // 503 数据导入中: the data lands within minutes
      if (error.statusCode === 503) reply.header('retry-after', '10');
      return reply.status(error.statusCode).send({ code: error.statusCode, message: error.message, data: null });
    }
    const store = unavailableStore(error);
    if (store) {
      request.log.warn({ err: error }, `${store} unavailable`);
      return reply.status(503).header('retry-after', '5').send({ code: 503, message: UNAVAILABLE_MESSAGES[store], data: null });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const message = status === 500 ? '服务器开小差了，请稍后再试' : frameworkMessage(error);
    return reply.status(status).send({ code: status, message, data: null });
  });

}

/** The 404 envelope of an unknown API route (what was asked is not echoed back). */
export function sendNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ code: 404, message: '接口不存在', data: null });
}
