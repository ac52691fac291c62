import {
  choicesOverLimit,
  meetsUnitRequirement,
  repeatedEntries,
  type AdmissionRule,
  type BatchRule,
  type Forecast,
  type ListProblem,
  type ListValidation,
} from '@zhiyuan/domain';

/** What validation reads of an entry. */
export interface EntryToCheck {
  unitId: string;
  schoolName: string;
  groupCode?: string | null;
  majorName?: string | null;
  majors: string[];
}

const labelOf = (e: EntryToCheck) =>
  `${e.schoolName}${e.majorName ? ` ${e.majorName}` : e.groupCode ? ` 专业组${e.groupCode}` : ''}`;

/**
 * A list against the province's rule (spec §9, issue 10 point 6): the number
 * of 志愿 of the batch, majors per 志愿, the same unit twice, the unit's
 * 选科要求 against the student's subjects, and units the year does not offer.
 * Every problem is a sentence a student understands.
 */
export function validateEntries(
  rule: AdmissionRule,
  batch: BatchRule | null,
  forecast: Forecast | null,
  subjects: readonly string[],
  entries: readonly EntryToCheck[],
): ListValidation {
  const problems: ListProblem[] = [];
  if (entries.length === 0) problems.push({ kind: 'empty', position: null, message: '志愿表是空的，请先添加志愿' });
  const maxChoices = batch?.maxChoices ?? null;
  const over = choicesOverLimit(entries.length, maxChoices);
  if (over > 0) {
    problems.push({
      kind: 'tooMany',
      position: null,
      message: `${rule.province}${batch!.batch}最多填报${maxChoices}个志愿，当前有${entries.length}个，请删除${over}个`,
    });
  }
  const majorsPerChoice = batch?.majorsPerChoice ?? null;
  const repeats = repeatedEntries(entries);
  entries.forEach((e, i) => {
    const position = i + 1;
    if (majorsPerChoice !== null && e.majors.length > majorsPerChoice) {
      problems.push({
        kind: 'tooManyMajors',
        position,
        message: `第${position}志愿（${labelOf(e)}）最多填${majorsPerChoice}个专业，当前填了${e.majors.length}个`,
      });
    }
    const first = repeats.get(i);
    if (first !== undefined) problems.push({ kind: 'duplicate', position, message: `第${position}志愿与第${first}志愿重复（${labelOf(e)}）` });
    if (!forecast) return;
    const p = forecast.byId.get(e.unitId);
    if (!p) {
      problems.push({
        kind: 'unknownUnit',
        position,
        message: `第${position}志愿（${labelOf(e)}）不在${forecast.province}${forecast.year}年${forecast.track}可填报的院校中`,
      });
      return;
    }
    if (!meetsUnitRequirement(p.unit, subjects)) {
      problems.push({
        kind: 'subjects',
        position,
        message: `第${position}志愿（${labelOf(e)}）选科要求为“${p.unit.requirementText ?? p.unit.requirement}”，与你的选考科目不符`,
      });
    }
  });
  return {
    valid: problems.length === 0,
    problems,
    rule: {
      batch: batch?.batch ?? null,
      fillMode: batch?.fillMode ?? rule.fillMode,
      maxChoices,
      majorsPerChoice,
      adjust: batch?.adjust ?? 'unknown',
      verified: batch?.verified ?? false,
      message: rule.message,
    },
  };
}
