/**
 * 选科模式: how a province groups candidates into tracks (科类) for ranking,
 * and how that changed when it moved from 老高考 to a new model (spec §3).
 */

/** Subject-selection mode label → the tracks candidates are ranked in. */
export const SUBJECT_MODE_TRACKS = {
  '6选3': ['综合'],
  '7选3': ['综合'],
  老高考: ['理科', '文科'],
  新高考: ['物理类', '历史类'],
  '4选2': ['物理', '历史'],
  '2选1': ['物理', '历史'],
} as const satisfies Record<string, readonly string[]>;
export type SubjectMode = keyof typeof SUBJECT_MODE_TRACKS;

/** The sub-subjects each old track (文科/理科) examines: 文综 政史地, 理综 物化生. */
export const OLD_TRACK_SUBJECTS = { 文科: '政史地', 理科: '物化生' } as const;

/** The exam-model strings the province data uses (province_exam_models.csv). */
export const EXAM_MODELS = ['3+3 综合', '3+1+2', '老高考 文理'] as const;
export type ExamModel = (typeof EXAM_MODELS)[number];

/** The model name of a 老高考 period. */
export const OLD_MODEL = '老高考';

/** One exam model a province used over a span of years (both ends inclusive, null = open). */
export interface SubjectModePeriod {
  fromYear: number | null;
  toYear: number | null;
  /** 老高考, 3+1+2 or 3+3 综合 */
  model: string;
  /** A key of SUBJECT_MODE_TRACKS: 老高考, 新高考, 6选3, 7选3 */
  mode: string;
  tracks: string[];
}

function newModelMode(model: ExamModel, subjectOptions: string): SubjectMode {
  if (model === '3+1+2') return '新高考';
  return subjectOptions.trim().startsWith('7选3') ? '7选3' : '6选3';
}

function period(fromYear: number | null, toYear: number | null, model: string, mode: SubjectMode): SubjectModePeriod {
  return { fromYear, toYear, model, mode, tracks: [...SUBJECT_MODE_TRACKS[mode]] };
}

/**
 * The exam models a province has used, oldest first, from its row of the
 * province data: its model, the first year of that model (null while it still
 * runs 老高考) and its subject options (浙江's start with 7选3, with 技术).
 * A province on a new model from year Y ran 老高考 up to Y−1.
 * Throws on a model string the data does not use, or on 老高考 with a first
 * year of a new model, so a bad import row fails loudly.
 */
export function subjectModePeriods(
  model: string,
  firstYearNewModel: number | null,
  subjectOptions: string,
): SubjectModePeriod[] {
  const examModel = model.trim();
  if (!(EXAM_MODELS as readonly string[]).includes(examModel)) {
    throw new Error(`Unknown exam model "${model}"; expected one of ${EXAM_MODELS.join(', ')}`);
  }
  if (examModel === '老高考 文理') {
    if (firstYearNewModel !== null) {
      throw new Error(`A 老高考 province cannot have a first year of a new model (${firstYearNewModel})`);
    }
    return [period(null, null, OLD_MODEL, '老高考')];
  }
  const mode = newModelMode(examModel as ExamModel, subjectOptions);
  if (firstYearNewModel === null) return [period(null, null, examModel, mode)];
  if (!Number.isInteger(firstYearNewModel)) {
    throw new Error(`First year of the new model must be a whole year, got ${firstYearNewModel}`);
  }
  return [
    period(null, firstYearNewModel - 1, OLD_MODEL, '老高考'),
    period(firstYearNewModel, null, examModel, mode),
  ];
}

/** The period covering `year`, or undefined when none does. */
export function periodFor(periods: readonly SubjectModePeriod[], year: number): SubjectModePeriod | undefined {
  return periods.find(
    (p) => (p.fromYear === null || p.fromYear <= year) && (p.toYear === null || year <= p.toYear),
  );
}

/** The tracks (科类) a province ranks candidates in for `year`; [] when no period covers it. */
export function tracksFor(periods: readonly SubjectModePeriod[], year: number): string[] {
  const found = periodFor(periods, year);
  return found ? [...found.tracks] : [];
}

/** 综合: the track of 3+3 provinces; a subject list starting with it selects it (spec §9). */
export const COMPREHENSIVE_TRACK = '综合';

/** Subject ids the rank and score-line queries use (spec §9): 4 physics side, 7 history side. */
export const SUBJECT_IDS: Readonly<Record<string, 4 | 7>> = {
  物理: 4,
  理科: 4,
  物理类: 4,
  历史: 7,
  文科: 7,
  历史类: 7,
};

/** 4 for 物理/理科 (and 物理类), 7 for 历史/文科 (and 历史类), null for any other track such as 综合. */
export function subjectIdFor(track: string): 4 | 7 | null {
  const key = track.trim();
  // hasOwn: a plain lookup would also find Object.prototype members such as 'toString'.
  return Object.hasOwn(SUBJECT_IDS, key) ? (SUBJECT_IDS[key] ?? null) : null;
}

/** True when a province's subject list starts with 综合, which then is the selected subject. */
export function selectsComprehensive(subjects: readonly string[]): boolean {
  return subjects[0] === COMPREHENSIVE_TRACK;
}
