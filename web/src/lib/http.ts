/**
 * The one HTTP client of the web app: the spec's "Client behaviour" (§7) and
 * error catalogue (§8). Nothing else in web/ calls fetch.
 *
 * - Base URL is the site root: callers pass `/api/...` paths.
 * - JSON content type for POST, PUT, PATCH, DELETE; time-out 120 000 ms.
 * - Integer literals of 16 or more digits are kept as strings, so ids beyond
 *   Number.MAX_SAFE_INTEGER keep every digit.
 * - Every request carries `Authorization` from localStorage, or the guest marker.
 * - `cancelPrevious` (the spec's search requests) cancels an earlier in-flight
 *   request with the same method and path; the earlier promise rejects with an
 *   HttpError whose `cancelled` is true, and no toast is shown.
 * - A response `authorization` header is copied into the result as
 *   `Authorization`; a string `message` that looks like JSON is parsed; a
 *   missing `message` is set to `data`.
 * - Body `code` other than 200: error toast for 3 s. Expired credentials (HTTP
 *   500 or 401 with one of the server's expiry sentences): the session ends and
 *   a 5 s toast says so. Any other HTTP error: 5 s toast, unless the request
 *   named its status in `quietOn` (the page shows it). All of them reject.
 */
import { GUEST_AUTHORIZATION, endSession, getToken } from './session';

export const REQUEST_TIMEOUT_MS = 120_000;
/** Toast durations of the error catalogue, in seconds (spec §8). */
export const CODE_ERROR_TOAST_SECONDS = 3;
export const HTTP_ERROR_TOAST_SECONDS = 5;

export const EXPIRED_TOAST = '凭证已过期，请重新登录';
/** Messages by which the server says the credential is no longer valid (spec §8). */
export const EXPIRED_MESSAGES: ReadonlySet<string> = new Set([
  '凭证已过期，请重新登陆',
  '认证失败，请重新登陆',
  'Token已过期，请重新登录',
  '凭证已过期，请重新登录',
]);
const TIMEOUT_TEXT = '请求超时，请稍后重试';
const NETWORK_TEXT = '网络连接失败，请检查网络后重试';

/** Shows an error toast; `durationSeconds` follows antd's `message.error(content, duration)`. */
export type ToastFn = (text: string, durationSeconds: number) => void;

let toast: ToastFn = (text) => console.error(text);

/** The app passes antd's message API here once; tests pass a spy. Returns the previous toast. */
export function setHttpToast(next: ToastFn): ToastFn {
  const previous = toast;
  toast = next;
  return previous;
}

export class HttpError extends Error {
  /** HTTP status, or null when no response arrived (time-out, network, cancel). */
  readonly status: number | null;
  /** The body's `code`, when there was one. */
  readonly code: number | null;
  readonly cancelled: boolean;
  readonly timedOut: boolean;
  /** True when the server said the credential expired and the session was ended. */
  readonly expired: boolean;
  readonly body: unknown;

  constructor(
    message: string,
    init: {
      status?: number | null;
      code?: number | null;
      cancelled?: boolean;
      timedOut?: boolean;
      expired?: boolean;
      body?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'HttpError';
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.cancelled = init.cancelled ?? false;
    this.timedOut = init.timedOut ?? false;
    this.expired = init.expired ?? false;
    this.body = init.body;
  }
}

export function isCancelledError(error: unknown): boolean {
  return error instanceof HttpError && error.cancelled;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ParamValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, ParamValue | readonly ParamValue[]>;

export interface RequestOptions {
  /** Query string; arrays repeat the key, null and undefined are left out. */
  params?: QueryParams;
  headers?: Record<string, string>;
  /** Cancel an earlier in-flight request with the same method and path (search requests). */
  cancelPrevious?: boolean;
  /** Aborting it cancels the request like `cancelPrevious` does (TanStack Query passes one). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** HTTP statuses the caller shows in the page itself (e.g. 404 as 该专业暂无介绍！): they reject without a toast. */
  quietOn?: readonly number[];
}

/** The response envelope after the client's normalisation. */
export interface ApiResult<T> {
  code: number;
  /** Usually a sentence; a parsed object when the server sent JSON text; `data` when absent. */
  message: unknown;
  data: T;
  /** Copied from the response's `authorization` header, when present. */
  Authorization?: string;
}

const JSON_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const inFlight = new Map<string, () => void>();

export async function request<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const controller = new AbortController();
  let abortReason: 'cancelled' | 'timeout' | null = null;
  const abort = (reason: 'cancelled' | 'timeout') => {
    if (abortReason !== null) return;
    abortReason = reason;
    controller.abort();
  };
  const cancel = () => abort('cancelled');
  const timer = setTimeout(() => abort('timeout'), options.timeoutMs ?? REQUEST_TIMEOUT_MS);

  const { signal } = options;
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });

  const cancelKey = options.cancelPrevious ? `${method} ${url}` : null;
  if (cancelKey !== null) {
    inFlight.get(cancelKey)?.();
    inFlight.set(cancelKey, cancel);
  }

  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: getToken() ?? GUEST_AUTHORIZATION,
    ...options.headers,
  };
  const init: RequestInit = { method, headers, signal: controller.signal };
  if (JSON_METHODS.has(method)) {
    headers['Content-Type'] = 'application/json';
    // An empty body with a JSON content type is a 400 on Fastify, so send {}.
    init.body = JSON.stringify(body ?? {});
  }

  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(withParams(url, options.params), init);
      text = await response.text();
    } catch (error) {
      throw failureWithoutResponse(abortReason, error);
    }
    if (abortReason === 'cancelled') throw new HttpError('请求已取消', { cancelled: true });
    const parsed = parseJson(text);
    if (!response.ok) throw httpFailure(response.status, parsed, options.quietOn ?? []);
    return normalise<T>(parsed, response.headers.get('authorization'), response.status);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
    if (cancelKey !== null && inFlight.get(cancelKey) === cancel) inFlight.delete(cancelKey);
  }
}

export async function get<T>(url: string, options?: RequestOptions): Promise<T> {
  return (await request<T>('GET', url, undefined, options)).data;
}

export async function post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return (await request<T>('POST', url, body, options)).data;
}

export async function put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return (await request<T>('PUT', url, body, options)).data;
}

export async function patch<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return (await request<T>('PATCH', url, body, options)).data;
}

export async function del<T>(url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return (await request<T>('DELETE', url, body, options)).data;
}

function failureWithoutResponse(abortReason: 'cancelled' | 'timeout' | null, cause: unknown): HttpError {
  if (abortReason === 'cancelled') return new HttpError('请求已取消', { cancelled: true, cause });
  const timedOut = abortReason === 'timeout';
  const text = timedOut ? TIMEOUT_TEXT : NETWORK_TEXT;
  toast(text, HTTP_ERROR_TOAST_SECONDS);
  return new HttpError(text, { timedOut, cause });
}

function httpFailure(status: number, body: unknown, quietOn: readonly number[]): HttpError {
  const serverMessage = messageOf(body);
  const code = isRecord(body) && typeof body.code === 'number' ? body.code : null;
  if ((status === 500 || status === 401) && serverMessage !== null && EXPIRED_MESSAGES.has(serverMessage)) {
    endSession('expired');
    toast(EXPIRED_TOAST, HTTP_ERROR_TOAST_SECONDS);
    return new HttpError(EXPIRED_TOAST, { status, code, expired: true, body });
  }
  const text = serverMessage ?? 'Error';
  if (!quietOn.includes(status)) toast(text, HTTP_ERROR_TOAST_SECONDS);
  return new HttpError(text, { status, code, body });
}

function normalise<T>(parsed: unknown, authorization: string | null, status: number): ApiResult<T> {
  const result: Record<string, unknown> = isRecord(parsed) ? { ...parsed } : {};
  if (authorization) result.Authorization = authorization;
  if (typeof result.message === 'string' && looksLikeJson(result.message)) {
    const inner = parseJson(result.message);
    if (inner !== undefined) result.message = inner;
  }
  if (result.message === undefined || result.message === null) result.message = result.data;
  if (result.code !== 200) {
    const text = messageOf(result) ?? 'Error';
    toast(text, CODE_ERROR_TOAST_SECONDS);
    const code = typeof result.code === 'number' ? result.code : null;
    throw new HttpError(text, { status, code, body: result });
  }
  return result as unknown as ApiResult<T>;
}

function messageOf(body: unknown): string | null {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

function withParams(url: string, params: QueryParams | undefined): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as ParamValue[]) if (v !== null && v !== undefined) search.append(key, String(v));
  }
  const query = search.toString();
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** JSON.parse that keeps long integers as strings; undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(quoteLongIntegers(text));
  } catch {
    return undefined;
  }
}

/** Digits from which an integer literal is kept as a string: 16, as json-bigint's storeAsString does. */
const LONG_INTEGER_DIGITS = 16;

/**
 * Wraps integer literals of 16 or more digits in quotes, outside string
 * literals only. Any value beyond Number.MAX_SAFE_INTEGER (16 digits) thus
 * reaches the caller with all its digits; fractions and exponents are left alone.
 */
export function quoteLongIntegers(text: string): string {
  if (!/\d{16}/.test(text)) return text;
  let out = '';
  let copiedUpTo = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"') {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) {
      const start = i;
      i++;
      while (i < text.length && /[0-9.eE+-]/.test(text[i] ?? '')) i++;
      const token = text.slice(start, i);
      if (/^-?\d+$/.test(token) && token.replace('-', '').length >= LONG_INTEGER_DIGITS) {
        out += `${text.slice(copiedUpTo, start)}"${token}"`;
        copiedUpTo = i;
      }
      continue;
    }
    i++;
  }
  return out + text.slice(copiedUpTo);
}
