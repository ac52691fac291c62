import { describe, expect, it } from 'vitest';
import { AssessmentAnswerError, guidanceOf, scoreAssessment, unansweredItems, type AssessmentItem } from './assessments';

// IPIP-50 in the official order: domains cycle E, A, C, N, O; the reverse-keyed
// items of ipip.ori.org's key (the list SOURCE.md gives for R-IPIP50).
const REVERSED = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 29, 30, 32, 34, 36, 38, 39, 44, 46, 49];
const DOMAINS = ['E', 'A', 'C', 'N', 'O'];
const ipip: AssessmentItem[] = Array.from({ length: 50 }, (_, i) => {
  const order = i + 1;
  const scale = DOMAINS[i % 5]!;
  return { itemId: `${scale}${Math.floor(i / 5) + 1}`, order, scale, key: REVERSED.includes(order) ? '-' : '+', textZh: '', textEn: '' };
});
const riasec: AssessmentItem[] = ['R', 'I', 'A', 'S', 'E', 'C'].flatMap((t, ti) =>
  Array.from({ length: 8 }, (_, k) => ({ itemId: `${t}${k + 1}`, order: ti * 8 + k + 1, scale: t, key: '+' as const, textZh: '', textEn: '' })),
);
const all = (items: AssessmentItem[], f: (i: AssessmentItem) => number) => Object.fromEntries(items.map((i) => [i.itemId, f(i)]));

describe('IPIP-50 scoring against the published key', () => {
  it('reverse-scores the "-" items: agreeing with every item gives the key-count pattern', () => {
    // all 5s: a '+' item scores 5, a '-' item 1 → E 5·5+5·1=30, A 6·5+4=34, C 34, N 2·5+8=18, O 7·5+3=38
    const s = scoreAssessment('ipip50-bigfive', ipip, all(ipip, () => 5));
    expect(s.scales.map((x) => [x.code, x.score])).toEqual([['E', 30], ['A', 34], ['C', 34], ['N', 18], ['O', 38]]);
    expect(s.code).toBeNull();
  });

  it('a respondent answering in the keyed direction scores the maximum on every domain', () => {
    const s = scoreAssessment('ipip50-bigfive', ipip, all(ipip, (i) => (i.key === '+' ? 5 : 1)));
    expect(s.scales.every((x) => x.score === 50 && x.max === 50 && x.min === 10 && x.percent === 100)).toBe(true);
  });

  it('N is Emotional Stability: "I get stressed out easily" (N1, keyed −) answered 5 lowers it', () => {
    const base = all(ipip, () => 3);
    const calm = scoreAssessment('ipip50-bigfive', ipip, { ...base, N1: 1 }).scales.find((x) => x.code === 'N')!;
    const tense = scoreAssessment('ipip50-bigfive', ipip, { ...base, N1: 5 }).scales.find((x) => x.code === 'N')!;
    expect([calm.score, tense.score]).toEqual([32, 28]);
    expect(calm.name).toBe('情绪稳定性');
  });
});

describe('RIASEC scoring', () => {
  it('sums each type (8–40) and orders the Holland code by score, ties in R-I-A-S-E-C order', () => {
    const level: Record<string, number> = { R: 1, I: 5, A: 2, S: 4, E: 4, C: 3 };
    const s = scoreAssessment('riasec-iip48', riasec, all(riasec, (i) => level[i.scale]!));
    expect(s.scales.map((x) => x.score)).toEqual([8, 40, 16, 32, 32, 24]);
    expect(s.code).toBe('ISE');
    expect(s.scales[0]).toMatchObject({ min: 8, max: 40, percent: 0 });
  });

  it('refuses missing, out-of-range and unknown answers with a Chinese message', () => {
    const answers = all(riasec, () => 3);
    delete answers.C8;
    expect(() => scoreAssessment('riasec-iip48', riasec, answers)).toThrow('还有1题未作答');
    expect(unansweredItems(riasec, { ...answers, R1: 6 })).toEqual(['R1', 'C8']);
    expect(() => scoreAssessment('riasec-iip48', riasec, { ...all(riasec, () => 3), X9: 3 })).toThrow(AssessmentAnswerError);
  });

  it('points a code to the mapping rows of its types, in code order', () => {
    const rows = [
      { riasecType: 'R', kind: 'major_class' as const, code: '0802', name: '机械类', rationale: '' },
      { riasecType: 'S', kind: 'major_class' as const, code: '0401', name: '教育学类', rationale: '' },
      { riasecType: 'I', kind: 'profession_type' as const, code: '20100', name: '科学研究人员', rationale: '' },
    ];
    expect(guidanceOf('SIE', rows).map((r) => r.code)).toEqual(['0401', '20100']);
    expect(guidanceOf(null, rows)).toEqual([]);
  });
});
