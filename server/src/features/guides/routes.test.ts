import { describe, expect, it } from 'vitest';
import { body, useTestApp } from '../../../test/app';

const t = useTestApp();

describe('admission guides (no public dataset yet)', () => {
  it('lists no guide for a school, ten per page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admission-guide/school/4144010558' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ records: [], total: 0, current: 1, size: 10 });
    const search = await t.app.inject({ method: 'GET', url: `/api/admission-guide/search?keyword=${encodeURIComponent('招生')}&page=2` });
    expect(body(search).data).toEqual({ records: [], total: 0, current: 2, size: 10 });
  });

  it('says a guide does not exist, and validates ids', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/api/admission-guide/123' });
    expect(one.statusCode).toBe(404);
    expect(body(one).message).toBe('招生简章不存在');
    const bad = await t.app.inject({ method: 'GET', url: '/api/admission-guide/abc' });
    expect(bad.statusCode).toBe(400);
    const school = await t.app.inject({ method: 'GET', url: '/api/admission-guide/school/4199999999' });
    expect(school.statusCode).toBe(404);
    expect(body(school).message).toContain('院校不存在');
  });
});
