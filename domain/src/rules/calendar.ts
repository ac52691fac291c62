/**
 * Calendar dates as a student in China reads them.
 *
 * The gaokao calendar (the September roll-over, the 30 June school-year end)
 * is China's, and China Standard Time is UTC+8 all year (no daylight saving).
 * Reading dates in that zone, rather than the machine's, makes the server
 * (often on UTC) and every browser agree on the same day.
 */
const CHINA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface CalendarDate {
  year: number;
  /** 1 = January … 12 = December */
  month: number;
  /** 1 … 31 */
  day: number;
}

/** The calendar date in China (UTC+8) at the instant `now`. */
export function chinaCalendarDate(now: Date): CalendarDate {
  const shifted = new Date(now.getTime() + CHINA_UTC_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
