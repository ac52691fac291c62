import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http';
import { LoadState, type LoadingQuery } from './LoadState';

const settled: LoadingQuery = { isLoading: false, isFetching: false, isError: false, error: null, refetch: () => undefined };
const loading: LoadingQuery = { ...settled, isLoading: true, isFetching: true };
const failed: LoadingQuery = { ...settled, isError: true, error: new HttpError('服务器开小差了', { status: 500 }) };

function text(props: Omit<ComponentProps<typeof LoadState>, 'what'>): string {
  const html = renderToStaticMarkup(createElement(LoadState, { what: '院校列表', ...props }, createElement('p', null, '清华大学')));
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe('LoadState: the loading, error and empty state of every area', () => {
  it('shows the content once the answer is in', () => {
    expect(text({ query: settled })).toBe('清华大学');
  });

  it('says what failed, with 重试, when a request failed', () => {
    expect(text({ query: [settled, failed] })).toContain('院校列表加载失败');
    expect(text({ query: failed })).toMatch(/重\s*试/);
    expect(text({ query: failed })).not.toContain('清华大学');
  });

  it('says what the server said, without 重试 or a word of the network, when it refused (403, 404, 400)', () => {
    const refused: LoadingQuery = { ...settled, isError: true, error: new HttpError('没有权限访问', { status: 403 }) };
    expect(text({ query: refused })).toContain('无法查看院校列表');
    expect(text({ query: refused })).toContain('没有权限访问');
    expect(text({ query: refused })).not.toMatch(/重\s*试|网络/);
    // a rate limit or a time-out can pass: those still offer 重试
    const limited: LoadingQuery = { ...settled, isError: true, error: new HttpError('请求过于频繁', { status: 429 }) };
    expect(text({ query: limited })).toMatch(/重\s*试/);
    const lost: LoadingQuery = { ...settled, isError: true, error: new HttpError('网络异常', { status: null }) };
    expect(text({ query: lost })).toMatch(/重\s*试/);
  });

  it('shows neither content nor an error while loading, or while a needed input is on its way', () => {
    expect(text({ query: loading })).toBe('');
    expect(text({ query: settled, waiting: true })).toBe('');
  });

  it('treats a search cancelled by a newer one as loading, not as a failure', () => {
    const cancelled = { ...failed, error: new HttpError('请求已取消', { cancelled: true }) };
    expect(text({ query: cancelled })).toBe('');
  });

  it('says 暂无数据 and why when the answer is empty', () => {
    // the picture's title comes first
    expect(text({ query: settled, isEmpty: true, emptyReason: '本站尚未收录这所学校的招生简章。' })).toMatch(/暂无数据 本站尚未收录这所学校的招生简章。$/);
    expect(text({ query: settled, isEmpty: true })).toMatch(/暂无数据$/);
    expect(text({ query: settled, isEmpty: true })).not.toContain('清华大学');
  });
});
