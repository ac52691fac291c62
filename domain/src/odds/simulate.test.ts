import { describe, expect, it } from 'vitest';
import { simulateChoices, type SimulatedUnit, type SimulationChoice } from './simulate';

/** A hand-made province: units whose lines sit at fixed ranks, with little noise. */
function unit(id: string, lineRank: number, options: Partial<SimulatedUnit> = {}): SimulatedUnit {
  return {
    id,
    label: id,
    mode: '院校专业组',
    centre: Math.log(lineRank),
    ownScale: 0.01,
    reachScale: 0,
    majorOffsets: [],
    ...options,
  };
}
const choice = (u: SimulatedUnit, majors: string[] = [], adjust = true): SimulationChoice => ({ unit: u, majors, adjust });
const quiet = { tau: 0.005, nu: 200, seed: 7, draws: 2000 };

describe('list simulation: parallel-volunteer mechanics', () => {
  it('a student who clears no line falls (滑档)', () => {
    const list = [choice(unit('A', 1000)), choice(unit('B', 2000)), choice(unit('C', 3000))];
    const sim = simulateChoices(list, { ...quiet, studentRank: 5000 });
    expect(sim.fall).toBe(1);
    expect(sim.admitted).toBe(0);
    expect(sim.expectedPosition).toBeNull();
  });

  it('is filed to the first unit in list order whose line they clear (遵循志愿)', () => {
    const a = unit('A', 1000);
    const b = unit('B', 4000);
    const c = unit('C', 8000);
    const inOrder = simulateChoices([choice(a), choice(b), choice(c)], { ...quiet, studentRank: 3000 });
    expect(inOrder.choices.map((x) => x.land)).toEqual([0, 1, 0]);
    // the same units, safer one first: the student lands at C although B would have taken them
    const reversed = simulateChoices([choice(c), choice(b), choice(a)], { ...quiet, studentRank: 3000 });
    expect(reversed.choices.map((x) => x.land)).toEqual([1, 0, 0]);
    expect(reversed.choices[1]!.reach).toBe(0);
  });

  it('with 服从调剂 off, a listed major that is full means 退档 and no later choice is tried', () => {
    // the group's line is at rank 3000 and its only listed major is 30 % more selective (line at ~2200)
    const group = unit('G', 3000, { majorOffsets: [{ major: '计算机类', offset: Math.log(3000 / 2200) }] });
    const safe = unit('S', 20000);
    const refused = simulateChoices([choice(group, ['计算机类'], false), choice(safe)], { ...quiet, studentRank: 2800 });
    expect(refused.refused).toBeGreaterThan(0.95);
    expect(refused.choices[1]!.land).toBe(0);
    expect(refused.admitted).toBeLessThan(0.05);
    // the same list with 服从调剂: admitted to the group
    const adjusted = simulateChoices([choice(group, ['计算机类'], true), choice(safe)], { ...quiet, studentRank: 2800 });
    expect(adjusted.refused).toBe(0);
    expect(adjusted.choices[0]!.land).toBe(1);
  });

  it('a student good enough for the listed major is admitted to it without 服从调剂', () => {
    const group = unit('G', 3000, { majorOffsets: [{ major: '计算机类', offset: Math.log(3000 / 2200) }] });
    const sim = simulateChoices([choice(group, ['计算机类'], false)], { ...quiet, studentRank: 1500 });
    expect(sim.choices[0]!.land).toBe(1);
    expect(sim.refused).toBe(0);
  });

  it('专业+院校: one major per choice, filed means admitted (no 退档)', () => {
    const major = unit('M', 3000, { mode: '专业+院校' });
    const sim = simulateChoices([choice(major, ['计算机类'], false)], { ...quiet, studentRank: 2800 });
    expect(sim.choices[0]!.land).toBe(1);
    expect(sim.refused).toBe(0);
  });

  it('a shared drift makes failures move together: the list falls more often than independent units would', () => {
    // three units the student clears with about 80 % each on their own
    const units = ['A', 'B', 'C'].map((id) => unit(id, 1000, { ownScale: 0.05 }));
    const rank = 950;
    const correlated = simulateChoices(units.map((u) => choice(u)), { tau: 0.2, nu: 200, seed: 3, draws: 20000, studentRank: rank });
    const independentFall = correlated.choices.reduce((s, c) => s * (1 - c.clear), 1);
    expect(correlated.fall).toBeGreaterThan(independentFall * 2);
  });

  it('the same seed gives the same figures', () => {
    const list = ['A', 'B', 'C'].map((id, i) => choice(unit(id, 1000 * (i + 1), { ownScale: 0.2 })));
    const a = simulateChoices(list, { tau: 0.05, nu: 5, seed: 42, draws: 1000, studentRank: 1800 });
    const b = simulateChoices(list, { tau: 0.05, nu: 5, seed: 42, draws: 1000, studentRank: 1800 });
    expect(a).toEqual(b);
    expect(a.topN[2]).toBeCloseTo(a.admitted, 10);
  });
});
