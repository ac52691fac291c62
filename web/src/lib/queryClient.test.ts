import { afterEach, describe, expect, it } from 'vitest';
import { PUBLISHED_DATA_STALE_TIME, createQueryClient, resetQueriesOnSessionChange } from './queryClient';
import { endSession, setToken } from './session';

const pageKey = ['schools', 'page', { page: 1 }] as const;
const lineKey = ['scorelines', 'school', { schoolId: '4111010003', province: '湖北' }] as const;

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('query cache and the session', () => {
  it.each([
    ['logout', () => endSession('logout')],
    ['expiry', () => endSession('expired')],
    ['login', () => setToken('token-abc')],
  ])('drops every cached answer on %s, so the next viewer never sees the last one’s', (_, change) => {
    const client = createQueryClient();
    stop = resetQueriesOnSessionChange(client);
    client.setQueryData(pageKey, { records: ['VIP rows'] });
    client.setQueryData(lineKey, { records: [643] });

    change();

    expect(client.getQueryData(pageKey)).toBeUndefined();
    expect(client.getQueryData(lineKey)).toBeUndefined();
  });

  it('keeps answers once unsubscribed', () => {
    const client = createQueryClient();
    resetQueriesOnSessionChange(client)();
    client.setQueryData(pageKey, { records: [1] });
    endSession('logout');
    expect(client.getQueryData(pageKey)).toEqual({ records: [1] });
  });

  it('keeps published data fresh for an hour by default', () => {
    const client = createQueryClient();
    client.setQueryData(pageKey, { records: [1] });
    const query = client.getQueryCache().find({ queryKey: pageKey });
    expect(client.getDefaultOptions().queries?.staleTime).toBe(PUBLISHED_DATA_STALE_TIME);
    expect(query?.isStaleByTime(PUBLISHED_DATA_STALE_TIME - 1_000)).toBe(false);
  });
});
