import { chinaCalendarDate } from './calendar';

/** The month (September) from which the next calendar year's gaokao is the current one (spec §4, §9). */
export const GAOKAO_YEAR_ROLLOVER_MONTH = 9;

/**
 * 当前高考年份: the gaokao year a student is preparing for today. From
 * September onward that is next calendar year's exam, before it this year's.
 * The date is read in China time (see calendar.ts).
 */
export function currentGaokaoYear(now: Date = new Date()): number {
  const { year, month } = chinaCalendarDate(now);
  return month >= GAOKAO_YEAR_ROLLOVER_MONTH ? year + 1 : year;
}
