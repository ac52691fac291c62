import { chinaCalendarDate, compareCalendarDates, type CalendarDate } from './calendar';

/** 年级 of a high-school student; '' when the student is not in high school (yet, or any more). */
export type Grade = '高一' | '高二' | '高三' | '';

/** Grade cut-offs in months remaining (spec §9). */
export const GRADE_CUTOFF_MONTHS = { 高三: 12, 高二: 24, 高一: 36 } as const;

/** The school year ends on 30 June; a student's graduation day. */
const GRADUATION_MONTH = 6;
const GRADUATION_DAY = 30;

/**
 * Months remaining from `now` to 30 June of `graduationYear`, or null once
 * that day is past.
 *
 * Definition: whole calendar months, a started month counting as a whole
 * one — the smallest n such that the date n calendar months after today is
 * on or after 30 June. So 30 June of the year before graduation is exactly
 * 12 months away, 29 June of that year is 13 (12 months and a day), 1 July
 * is 12, 1 June of the graduation year is 1, and 30 June itself is 0. The
 * effect is that a student moves up a grade on 30 June, when the school year
 * ends. Dates are read in China time (see calendar.ts); the time of day is
 * ignored.
 */
export function monthsUntilGraduation(graduationYear: number, now: Date = new Date()): number | null {
  const today = chinaCalendarDate(now);
  const graduation: CalendarDate = { year: graduationYear, month: GRADUATION_MONTH, day: GRADUATION_DAY };
  if (compareCalendarDates(today, graduation) > 0) return null;
  const monthSteps = (graduation.year - today.year) * 12 + (graduation.month - today.month);
  // Adding monthSteps lands in June on day min(today.day, 30): on or after the
  // 30th only when today is the 30th or 31st; otherwise one more month is needed.
  return today.day >= GRADUATION_DAY ? monthSteps : monthSteps + 1;
}

/**
 * 年级 from 毕业年份 (spec §4): months remaining to 30 June of the graduation
 * year, >24 and ≤36 → 高一; >12 and ≤24 → 高二; ≤12 and not past → 高三;
 * more than 36 or past → ''.
 */
export function gradeFromGraduationYear(graduationYear: number, now: Date = new Date()): Grade {
  const months = monthsUntilGraduation(graduationYear, now);
  if (months === null || months > GRADE_CUTOFF_MONTHS.高一) return '';
  if (months > GRADE_CUTOFF_MONTHS.高二) return '高一';
  if (months > GRADE_CUTOFF_MONTHS.高三) return '高二';
  return '高三';
}
