import { describe, expect, it } from 'vitest';
import { DataImportingError, ImportState } from './import-state';

describe('ImportState (serve first, decision 012)', () => {
  it('answers 数据导入中 for a dataset never loaded until it lands, and says how far the import is', () => {
    const state = new ImportState();
    state.begin(['sources', 'school_scores', 'plans'], [{ dataset: 'sources', rows: 10, importedAt: '2026-01-01T00:00:00.000Z' }]);
    expect(state.progress()).toMatchObject({ total: 3, done: 0, current: 'sources' });
    // sources was loaded before (a changed file re-imports it): its old rows are served meanwhile
    expect(() => state.check(['sources'])).not.toThrow();
    expect(() => state.check(['schools', 'school_scores'])).toThrow(DataImportingError);
    try {
      state.check(['school_scores']);
    } catch (err) {
      expect((err as DataImportingError).statusCode).toBe(503);
      expect((err as Error).message).toMatch(/^数据导入中：首次启动正在导入「院校录取分数线」数据（已完成 0\/3 项）/);
    }
    state.landed('sources', 12);
    state.landed('school_scores', 5);
    expect(() => state.check(['school_scores'])).not.toThrow();
    expect(() => state.check(['plans'])).toThrow(/招生计划/);
    expect(state.progress()).toMatchObject({ done: 2, current: 'plans' });
    expect(state.loadedDatasets().map((d) => [d.dataset, d.rows])).toEqual([
      ['school_scores', 5],
      ['sources', 12],
    ]);
    state.end();
    expect(state.progress()).toBeNull();
    expect(() => state.check(['plans'])).not.toThrow();
  });
});
