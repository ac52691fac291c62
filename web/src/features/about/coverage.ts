import { PROVINCE_NAMES, type DatasetCoverage } from '@zhiyuan/domain';

const numberFormat = new Intl.NumberFormat('zh-CN');

/** 117171 → 117,171 */
export function countText(n: number): string {
  return numberFormat.format(n);
}

/** [2010, 2011, 2012, 2014, 2015] → 2010–2012、2014–2015 */
export function yearsText(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const runs: string[] = [];
  let start = sorted[0];
  for (let i = 0; i < sorted.length; i++) {
    const year = sorted[i] as number;
    const next = sorted[i + 1];
    if (next === year + 1) continue;
    runs.push(start === year ? `${year}` : `${start}–${year}`);
    start = next;
  }
  return runs.join('、');
}

/** Provinces of the standard 31 that a dataset has no row for, in the usual order. */
export function missingProvinces(present: readonly string[]): string[] {
  const have = new Set(present);
  return PROVINCE_NAMES.filter((p) => !have.has(p));
}

/** “全部 31 个省份” / “28 个省份（没有浙江、山东、西藏）” / “广东、湖北等 5 个省份” */
export function provincesText(dataset: DatasetCoverage): string {
  if (!dataset.byProvince) return '全国（不分省份）';
  const n = dataset.provinces.length;
  if (n === 0) return '暂无数据';
  const missing = missingProvinces(dataset.provinces);
  if (missing.length === 0) return `全部 ${n} 个省份`;
  if (missing.length <= 8) return `${n} 个省份（没有${missing.join('、')}）`;
  return `${n} 个省份：${dataset.provinces.join('、')}`;
}

/** One row of a coverage table: a province (or a dataset) and its rows per year. */
export interface MatrixRow {
  key: string;
  label: string;
  total: number;
  /** Rows by column key (a year, or ALL_YEARS); absent = no data */
  counts: Record<string, number>;
}

export interface Matrix {
  /** Column keys: years as text, newest first (what a parent looks for, and what a phone shows without scrolling), or ALL_YEARS for a dataset without a year axis */
  columns: string[];
  rows: MatrixRow[];
}

/** The one column of a dataset that is not split by year. */
export const ALL_YEARS = 'all';

const columnOf = (year: number | null) => (year === null ? ALL_YEARS : String(year));

/**
 * Province × year of one dataset. Every one of the 31 provinces gets a row, so
 * a province without data shows as a row of empty cells rather than vanishing.
 */
export function datasetMatrix(dataset: DatasetCoverage): Matrix {
  const columns = dataset.byYear ? [...dataset.years].sort((a, b) => b - a).map(String) : [ALL_YEARS];
  const labels = dataset.byProvince
    ? [...PROVINCE_NAMES, ...dataset.provinces.filter((p) => !(PROVINCE_NAMES as readonly string[]).includes(p))]
    : ['全国'];
  const rows = new Map<string, MatrixRow>(labels.map((label) => [label, { key: label, label, total: 0, counts: {} }]));
  for (const cell of dataset.cells) {
    const row = rows.get(dataset.byProvince ? (cell.province ?? '') : '全国');
    if (!row || cell.rows === 0) continue;
    const column = columnOf(cell.year);
    row.counts[column] = (row.counts[column] ?? 0) + cell.rows;
    row.total += cell.rows;
  }
  return { columns, rows: [...rows.values()] };
}

/** Dataset × year for one province, over the datasets split by both province and year. */
export function provinceMatrix(datasets: readonly DatasetCoverage[], province: string): Matrix {
  const years = new Set<number>();
  const rows: MatrixRow[] = datasets.map((d) => {
    const row: MatrixRow = { key: d.dataset, label: d.title, total: 0, counts: {} };
    for (const cell of d.cells) {
      if (cell.province !== province || cell.year === null || cell.rows === 0) continue;
      years.add(cell.year);
      row.counts[String(cell.year)] = (row.counts[String(cell.year)] ?? 0) + cell.rows;
      row.total += cell.rows;
    }
    return row;
  });
  return { columns: [...years].sort((a, b) => b - a).map(String), rows };
}
