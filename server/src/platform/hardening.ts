import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { AppError } from './errors';

/**
 * What the HTTP layer does with input that never reaches a route's schema:
 * malformed URLs, oversized headers, slow or broken clients, strings the
 * database cannot store (NUL) and JSON nested past any real request.
 */

/** Deepest nesting of a body or query a real request of this API has (the 志愿表 is three levels). */
export const MAX_INPUT_DEPTH = 32;

export const BAD_CHARACTERS = '请求内容包含无法处理的字符';
export const TOO_DEEP = '请求内容层级过深';

// NUL cannot be stored in PostgreSQL text; a lone surrogate is not a character at all.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a parsed value cannot be served, or null when it can. */
export function unservableInput(value: unknown, depth = 0): string | null {
  if (depth > MAX_INPUT_DEPTH) return TOO_DEEP;
  if (typeof value === 'string') return UNSTORABLE.test(value) ? BAD_CHARACTERS : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const why = unservableInput(v, depth + 1);
      if (why) return why;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (UNSTORABLE.test(k)) return BAD_CHARACTERS;
    const why = unservableInput(v, depth + 1);
    if (why) return why;
  }
  return null;
}

/** Refuses, before validation, any request whose params, query or body the database could not take. */
export function registerInputGuard(app: FastifyInstance): void {
  // callback style: runs on every request, and a promise per request is measurable
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const why = unservableInput(request.params) ?? unservableInput(request.query) ?? unservableInput(request.body);
    done(why ? new AppError(400, why) : undefined);
  });
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 431: 'Request Header Fields Too Large' };

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: '请求格式错误',
  408: '请求超时，请检查网络后重试',
  413: '请求内容过大',
  431: '请求头过大',
};

/** Writes the envelope by hand on a socket Node's HTTP parser gave up on (no Fastify request exists). */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW' ? 413 : 400;
  const body = JSON.stringify({ code: status, message: CLIENT_ERROR_MESSAGES[status], data: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Fastify's errors raised before routing (a URL that cannot be decoded): the envelope instead of its English body. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, req, res) => {
  const bad = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_ASYNC_CONSTRAINT';
  // a path segment longer than any id (Fastify's maxParamLength): 414, as Fastify itself answers
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = bad ? 400 : tooLong ? 414 : 500;
  if (status === 500) req.log.error({ err: error }, 'framework error');
  const message = bad ? '网址格式错误' : tooLong ? '网址过长' : '服务器开小差了，请稍后再试';
  const reply = res as unknown as { code(n: number): { send(body: unknown): unknown } };
  void reply.code(status).send({ code: status, message, data: null });
};

/**
 * Slow clients: a request must arrive whole within REQUEST_TIMEOUT_MS (its
 * headers within HEADERS_TIMEOUT_MS) and an idle keep-alive connection is
 * closed after KEEP_ALIVE_TIMEOUT_MS, so that a client trickling bytes cannot
 * hold a connection for minutes.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 15_000;
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/** The headers of a request must arrive within HEADERS_TIMEOUT_MS (Node's own default is a minute). */
export function limitHeaderTime(server: Server): void {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
