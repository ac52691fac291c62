/**
 * The ordinary 本科 control line of a province-year (批次线). Its rank in the
 * year's table says how far down the 本科 places reach; the change of that
 * rank from one year to the next is how the lines near the bottom of 本科
 * move (more places or more candidates push them to larger ranks), and the
 * change is known before anyone fills a list.
 */
export interface BatchLineInput {
  province: string;
  year: number;
  track: string | null;
  batch: string;
  score: number | null;
  ambiguous: boolean;
}

const NOT_ORDINARY = /特殊|专项|军|消防|少数|预科|订单|定向|艺|体育|卫生|提前|民族|边防|单列|南疆|内高|对口|中外|高职|专科|蒙授|双语|强基|地方|公费/;

const ofYear = (lines: readonly BatchLineInput[], province: string, track: string, year: number) =>
  lines.filter((l) => l.province === province && l.year === year && l.track === track && !l.ambiguous && l.score !== null);

/**
 * The lowest ordinary 本科 line of one province, year and track, or null when
 * the data has none. 山东 and 浙江 call it 一段 (普通类一段, 平行录取一段) —
 * except 浙江's three-段 years, whose 一段 was not the 本科 line.
 */
export function undergraduateLine(lines: readonly BatchLineInput[], province: string, track: string, year: number): number | null {
  const rows = ofYear(lines, province, track, year);
  const threeSegments = rows.some((l) => /三段/.test(l.batch));
  let best: number | null = null;
  for (const l of rows) {
    const named = /本科|一本|二本|本一|本二/.test(l.batch) || (!threeSegments && /^(普通类一段|平行录取一段)$/.test(l.batch));
    if (!named || NOT_ORDINARY.test(l.batch)) continue;
    if (best === null || l.score! < best) best = l.score;
  }
  return best;
}

/**
 * The 特殊类型招生控制线 (特控线) of one province, year and track, or null. It
 * is set each year to the upper part of the 本科 places, so where the 本科
 * line is missing its rank still tells how the places moved.
 */
export function specialTypeLine(lines: readonly BatchLineInput[], province: string, track: string, year: number): number | null {
  const rows = ofYear(lines, province, track, year).filter(
    (l) => /特殊类型/.test(l.batch) && !/军|消防|少数|预科|专项|艺|体育/.test(l.batch),
  );
  return rows.length > 0 ? Math.min(...rows.map((l) => l.score!)) : null;
}
