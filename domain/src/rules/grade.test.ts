import { describe, it, expect } from 'vitest';
import { gradeFromGraduationYear, monthsUntilGraduation } from './grade';

const beijing = (isoLocal: string) => new Date(`${isoLocal}T12:00:00+08:00`);

describe('monthsUntilGraduation', () => {
  it('counts whole calendar months to 30 June, a started month counting as one', () => {
    expect(monthsUntilGraduation(2026, beijing('2025-06-30'))).toBe(12);
    expect(monthsUntilGraduation(2026, beijing('2025-06-29'))).toBe(13);
    expect(monthsUntilGraduation(2026, beijing('2025-07-01'))).toBe(12);
    expect(monthsUntilGraduation(2026, beijing('2025-05-30'))).toBe(13);
    // 31 May + 13 months would be "31 June", i.e. after 30 June, so 13 months suffice.
    expect(monthsUntilGraduation(2026, beijing('2025-05-31'))).toBe(13);
    expect(monthsUntilGraduation(2026, beijing('2026-06-01'))).toBe(1);
    expect(monthsUntilGraduation(2026, beijing('2026-06-30'))).toBe(0);
  });

  it('is null once 30 June of the graduation year is past', () => {
    expect(monthsUntilGraduation(2026, beijing('2026-07-01'))).toBeNull();
    expect(monthsUntilGraduation(2020, beijing('2026-01-15'))).toBeNull();
  });

  it('reads the day in China time', () => {
    // 2026-06-30T16:00Z is already 1 July in Beijing.
    expect(monthsUntilGraduation(2026, new Date('2026-06-30T15:59:59Z'))).toBe(0);
    expect(monthsUntilGraduation(2026, new Date('2026-06-30T16:00:00Z'))).toBeNull();
  });
});

describe('gradeFromGraduationYear', () => {
  it('is 高三 at exactly 12 months and 高二 just above', () => {
    expect(gradeFromGraduationYear(2026, beijing('2025-06-30'))).toBe('高三');
    expect(gradeFromGraduationYear(2026, beijing('2025-06-29'))).toBe('高二');
  });

  it('is 高二 at exactly 24 months and 高一 just above', () => {
    expect(gradeFromGraduationYear(2026, beijing('2024-06-30'))).toBe('高二');
    expect(gradeFromGraduationYear(2026, beijing('2024-06-29'))).toBe('高一');
  });

  it('is 高一 at exactly 36 months and empty just above', () => {
    expect(gradeFromGraduationYear(2026, beijing('2023-06-30'))).toBe('高一');
    expect(gradeFromGraduationYear(2026, beijing('2023-06-29'))).toBe('');
  });

  it('follows a student through the school years', () => {
    const now = beijing('2025-10-15');
    expect(gradeFromGraduationYear(2026, now)).toBe('高三');
    expect(gradeFromGraduationYear(2027, now)).toBe('高二');
    expect(gradeFromGraduationYear(2028, now)).toBe('高一');
    expect(gradeFromGraduationYear(2029, now)).toBe('');
  });

  it('is 高三 up to and including graduation day, then empty', () => {
    expect(gradeFromGraduationYear(2026, beijing('2026-06-07'))).toBe('高三');
    expect(gradeFromGraduationYear(2026, beijing('2026-06-30'))).toBe('高三');
    expect(gradeFromGraduationYear(2026, beijing('2026-07-01'))).toBe('');
    expect(gradeFromGraduationYear(2025, beijing('2025-10-15'))).toBe('');
  });
});
