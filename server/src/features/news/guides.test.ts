import { describe, expect, it } from 'vitest';
import { useTestApp, withQuery } from '../../../test/app';

const { get } = useTestApp();

describe('admission guides (none written yet)', () => {
  it('lists no guide for a school, ten per page', async () => {
    const school = await get('/api/admission-guide/school/4144010558');
    expect(school.status).toBe(200);
    expect(school.data).toEqual({ records: [], total: 0, current: 1, size: 10 });
    const search = await get(withQuery('/api/admission-guide/search', { keyword: '招生', page: 2 }));
    expect(search.data).toEqual({ records: [], total: 0, current: 2, size: 10 });
  });

  it('says a guide does not exist, and validates ids', async () => {
    const one = await get('/api/admission-guide/123');
    expect(one.status).toBe(404);
    expect(one.message).toBe('招生简章不存在');
    const bad = await get('/api/admission-guide/abc');
    expect(bad.status).toBe(400);
    const school = await get('/api/admission-guide/school/4199999999');
    expect(school.status).toBe(404);
    expect(school.message).toContain('院校不存在');
  });
});

describe('a school\'s official 招生章程', () => {
  it('is on its 阳光高考 page', async () => {
    const r = await get<{ schoolName: string; chsiUrl: string | null }>('/api/admission-guide/school/4111010003/official');
    expect(r.status).toBe(200);
    expect(r.data.schoolName).toBe('清华大学');
    expect(r.data.chsiUrl).toMatch(/^https:\/\/gaokao\.chsi\.com\.cn\//);
  });
});
