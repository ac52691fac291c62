/**
 * Hand-made provinces for the odds tests: generated lines and tables, never
 * shown as data. Not exported from the package.
 */
import type { OddsData } from './engine';
import type { OddsRankTable } from './rankScale';
import type { AdmissionLineRow, MajorLineRow } from './units';

/** A 一分一段 table with `perPoint` candidates at every score from 700 down to 300. */
export function flatTable(province: string, track: string, year: number, perPoint: number): OddsRankTable {
  const bands = [];
  let cumulative = 0;
  for (let score = 700; score >= 300; score--) {
    cumulative += perPoint;
    bands.push({ score, scoreLabel: null, count: perPoint, cumulative });
  }
  return { province, year, track, quality: 'ok', bands };
}

export function line(fields: Partial<AdmissionLineRow> & { year: number; schoolName: string; minRank?: number | null }): AdmissionLineRow {
  return {
    province: '湖南',
    track: '物理类',
    batch: '本科批',
    moeCode: null,
    groupCode: null,
    schoolCode: null,
    campusNote: null,
    groupLabel: null,
    planType: null,
    subjectReq: null,
    minScore: null,
    minRank: null,
    rankDerived: false,
    quality: 'ok',
    ...fields,
  };
}

export function majorLine(
  fields: Partial<MajorLineRow> & { year: number; schoolName: string; majorName: string },
): MajorLineRow {
  return { ...line(fields), majorCode: null, ...fields };
}

export const EXAM_MODELS = [
  { province: '湖南', firstYearNewModel: 2021, model: '3+1+2', totalScore: 750, subjectOptions: '首选物理/历史' },
  { province: '河北', firstYearNewModel: 2021, model: '3+1+2', totalScore: 750, subjectOptions: '首选物理/历史' },
  { province: '河南', firstYearNewModel: 2025, model: '3+1+2', totalScore: 750, subjectOptions: '首选物理/历史' },
];

export const RULES = [
  {
    province: '湖南',
    year: 2025,
    examModel: '3+1+2',
    subjectChoice: '首选物理/历史',
    totalScore: 750,
    batch: '本科批',
    fillMode: '院校专业组',
    maxChoices: 45,
    majorsPerChoice: 6,
    adjustOption: 'yes',
    parallel: true,
    notes: null,
    sourceUrl: 'https://example.invalid/hunan',
    confidence: 'confirmed',
  },
  {
    province: '湖南',
    year: 2025,
    examModel: '3+1+2',
    subjectChoice: '首选物理/历史',
    totalScore: 750,
    batch: '本科提前批',
    fillMode: '院校专业组',
    maxChoices: 1,
    majorsPerChoice: 6,
    adjustOption: 'yes',
    parallel: false,
    notes: null,
    sourceUrl: null,
    confidence: 'inferred',
  },
  {
    province: '河北',
    year: 2026,
    examModel: '3+1+2',
    subjectChoice: '首选物理/历史',
    totalScore: 750,
    batch: '本科批',
    fillMode: '专业+院校',
    maxChoices: 96,
    majorsPerChoice: 1,
    adjustOption: 'no',
    parallel: true,
    notes: null,
    sourceUrl: null,
    confidence: 'confirmed',
  },
];

export function dataset(parts: Partial<OddsData>): OddsData {
  return {
    lines: [],
    majorLines: [],
    plans: [],
    requirements: [],
    rankTables: [],
    rules: RULES,
    models: EXAM_MODELS,
    batchLines: [],
    ...parts,
  };
}
