import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HttpError,
  REQUEST_TIMEOUT_MS,
  get,
  post,
  quoteLongIntegers,
  request,
  setHttpToast,
  type ToastFn,
} from './http';
import { GUEST_AUTHORIZATION, onSessionChange, type SessionEvent } from './session';

class MapStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

type FetchArgs = [input: string, init: RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let toast: ReturnType<typeof vi.fn<ToastFn>>;
let storage: MapStorage;

function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' }, ...init });
}

/** A fetch that only settles when its signal aborts, as a real one does. */
function pendingUntilAborted(_input: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

function headersOf(call: FetchArgs | undefined): Record<string, string> {
  return (call?.[1].headers ?? {}) as Record<string, string>;
}

beforeEach(() => {
  storage = new MapStorage();
  vi.stubGlobal('localStorage', storage);
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  toast = vi.fn<ToastFn>();
  setHttpToast(toast);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('http client (spec §7 Client behaviour, §8 errors)', () => {
  it('times out after 120000 ms with a 5 s toast', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(pendingUntilAborted);
    const outcome = get('/api/slow').then(
      () => 'resolved',
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await outcome;
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).timedOut).toBe(true);
    expect((error as HttpError).cancelled).toBe(false);
    expect(toast).toHaveBeenCalledWith('请求超时，请稍后重试', 5);
  });

  it('keeps integers of 16+ digits as strings, without touching digits inside strings', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        '{"code":200,"message":"ok","data":{"id":1234567890123456789,"neg":-98765432109876543,' +
          '"small":42,"safe":123456789012345,"float":1.5e300,"text":"no 12345678901234567890 change",' +
          '"escaped":"a\\"1234567890123456789","list":[9007199254740993]}}',
      ),
    );
    const data = await get<Record<string, unknown>>('/api/big');
    expect(data).toEqual({
      id: '1234567890123456789',
      neg: '-98765432109876543',
      small: 42,
      safe: 123456789012345,
      float: 1.5e300,
      text: 'no 12345678901234567890 change',
      escaped: 'a"1234567890123456789',
      list: ['9007199254740993'],
    });
    expect(quoteLongIntegers('{"a":1}')).toBe('{"a":1}');
  });

  it('sends the stored Authorization, or the guest marker when there is none', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ code: 200, message: 'ok', data: null })));

    await get('/api/province/list');
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBe(GUEST_AUTHORIZATION);

    storage.setItem('Authorization', 'token-abc');
    await post('/api/school/query', { page: 1 });
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/school/query');
    expect(headersOf(fetchMock.mock.calls[1]).Authorization).toBe('token-abc');
    expect(headersOf(fetchMock.mock.calls[1])['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"page":1}');
    expect(headersOf(fetchMock.mock.calls[0])['Content-Type']).toBeUndefined();
  });

  it('cancels an earlier in-flight search to the same URL: it rejects as cancelled, without a toast', async () => {
    fetchMock.mockImplementationOnce(pendingUntilAborted);
    fetchMock.mockImplementationOnce(() => Promise.resolve(jsonResponse({ code: 200, message: 'ok', data: 'second' })));

    const first = post('/api/school/query', { query: '北' }, { cancelPrevious: true });
    const second = post('/api/school/query', { query: '北京' }, { cancelPrevious: true });

    const error = await first.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).cancelled).toBe(true);
    await expect(second).resolves.toBe('second');
    expect(toast).not.toHaveBeenCalled();
  });

  it('does not cancel requests that did not ask for it, nor searches to other URLs', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ code: 200, message: 'ok', data: 1 })));
    const results = await Promise.all([
      post('/api/school/query', {}),
      post('/api/school/query', {}),
      post('/api/majors/search', {}, { cancelPrevious: true }),
      post('/api/school/query', {}, { cancelPrevious: true }),
    ]);
    expect(results).toEqual([1, 1, 1, 1]);
  });

  it('copies a response authorization header into the result as Authorization', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 200, message: 'ok', data: { tel: '13800000000' } }, { headers: { authorization: 'new-token' } }),
    );
    const result = await request('POST', '/tel/code/login', { tel: '13800000000' });
    expect(result.Authorization).toBe('new-token');
    expect(result.data).toEqual({ tel: '13800000000' });
  });

  it('parses a string message that looks like JSON', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 200, message: '{"records":[{"id":12345678901234567}],"total":1}', data: null }),
    );
    const result = await request('POST', '/api/school/query', {});
    expect(result.message).toEqual({ records: [{ id: '12345678901234567' }], total: 1 });
  });

  it('sets a missing message to the data payload', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, data: { total: 3 } }));
    const result = await request('GET', '/api/x');
    expect(result.message).toEqual({ total: 3 });
  });

  it('rejects a body code other than 200 with a 3 s toast of the message, or "Error"', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 400, message: '页码不能小于1', data: null }));
    const error = await get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe(400);
    expect(toast).toHaveBeenLastCalledWith('页码不能小于1', 3);

    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 9, data: null }));
    await expect(get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(toast).toHaveBeenLastCalledWith('Error', 3);
  });

  it.each([
    [500, '凭证已过期，请重新登陆'],
    [500, '认证失败，请重新登陆'],
    [500, 'Token已过期，请重新登录'],
    [401, '凭证已过期，请重新登录'],
  ])('HTTP %i "%s" logs out and toasts 凭证已过期 for 5 s', async (status, message) => {
    storage.setItem('Authorization', 'old-token');
    storage.setItem('origin', 'b');
    const events: SessionEvent[] = [];
    const unsubscribe = onSessionChange((event) => events.push(event));
    fetchMock.mockResolvedValue(jsonResponse({ code: status, message, data: null }, { status }));

    const error = await get('/api/user/info').catch((e: unknown) => e);
    unsubscribe();

    expect((error as HttpError).expired).toBe(true);
    expect(storage.length).toBe(0);
    expect(events).toEqual(['expired']);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('凭证已过期，请重新登录', 5);
  });

  it('rejects any other HTTP error with a 5 s toast of the server message, or "Error"', async () => {
    storage.setItem('Authorization', 'token');
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 404, message: '学校不存在', data: null }, { status: 404 }));
    const error = await get('/api/school/query/detail/1').catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(404);
    expect(toast).toHaveBeenLastCalledWith('学校不存在', 5);

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(toast).toHaveBeenLastCalledWith('Error', 5);

    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 500, message: '服务器开小差了', data: null }, { status: 500 }));
    await expect(get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(toast).toHaveBeenLastCalledWith('服务器开小差了', 5);
    expect(storage.getItem('Authorization')).toBe('token');
  });

  it('stays quiet on the HTTP statuses a request names in quietOn (the page shows them), not on others', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 404, message: '专业不存在', data: null }, { status: 404 }));
    const error = await get('/api/majors/detail/x', { quietOn: [404] }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(404);
    expect(toast).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 500, message: '服务器开小差了', data: null }, { status: 500 }));
    await expect(get('/api/majors/detail/x', { quietOn: [404] })).rejects.toBeInstanceOf(HttpError);
    expect(toast).toHaveBeenLastCalledWith('服务器开小差了', 5);
  });

  it('treats an aborted caller signal as a silent cancellation', async () => {
    fetchMock.mockImplementation(pendingUntilAborted);
    const controller = new AbortController();
    const pending = get('/api/province/list', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as HttpError).cancelled).toBe(true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('serialises query params, repeating array keys and skipping empty values', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, message: 'ok', data: null }));
    await get('/api/batch-lines/by-province', { params: { province: '安徽', year: 2025, skip: undefined, tag: ['a', 'b'] } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/batch-lines/by-province?province=${encodeURIComponent('安徽')}&year=2025&tag=a&tag=b`,
    );
  });
});
