import { describe, it, expect, vi, afterEach } from 'vitest';
import { currentGaokaoYear } from './gaokao-year';

/** An instant given as a Beijing wall-clock time. */
const beijing = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

describe('currentGaokaoYear', () => {
  it('is this year up to the end of August', () => {
    expect(currentGaokaoYear(beijing('2025-01-01T00:00:00'))).toBe(2025);
    expect(currentGaokaoYear(beijing('2025-06-07T09:00:00'))).toBe(2025);
    expect(currentGaokaoYear(beijing('2025-08-31T23:59:59'))).toBe(2025);
  });

  it('is next year from 1 September to the end of December', () => {
    expect(currentGaokaoYear(beijing('2025-09-01T00:00:00'))).toBe(2026);
    expect(currentGaokaoYear(beijing('2025-12-31T23:59:59'))).toBe(2026);
    expect(currentGaokaoYear(beijing('2026-01-01T00:00:00'))).toBe(2026);
  });

  it('rolls over at midnight in China, not at midnight UTC', () => {
    // 2025-08-31T16:00Z is still August in UTC but already 1 September in Beijing.
    expect(currentGaokaoYear(new Date('2025-08-31T16:00:00Z'))).toBe(2026);
    expect(currentGaokaoYear(new Date('2025-08-31T15:59:59Z'))).toBe(2025);
    // New Year's Eve 17:00 UTC is New Year's Day in Beijing.
    expect(currentGaokaoYear(new Date('2025-12-31T17:00:00Z'))).toBe(2026);
  });

  describe('without an argument', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('uses the present moment', () => {
      vi.useFakeTimers();
      vi.setSystemTime(beijing('2030-09-01T08:00:00'));
      expect(currentGaokaoYear()).toBe(2031);
    });
  });
});
