/**
 * The odds model's speed: a whole-province recommendation (every unit of a
 * province and track, filtered and tiered for one student) and the list
 * simulation of a 96-choice list. Figures only, with the seed printed so a
 * run can be repeated. `npm run bench` runs it after the API figures;
 * `npm run bench:odds` (odds-cli.ts) runs it alone.
 */
import { performance } from 'node:perf_hooks';
import { loadOddsData } from '@zhiyuan/data';
import { admissionProbability, OddsIndex, recommend, simulateList } from '@zhiyuan/domain';

export const ODDS_BENCH_SEED = 20260701;

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function oddsBench(): Promise<void> {
  const province = '广东';
  const track = '物理类';
  const year = 2026;
  const t0 = performance.now();
  const data = await loadOddsData();
  const t1 = performance.now();
  const index = new OddsIndex(data);
  const forecast = index.forecast(province, track, year);
  const t2 = performance.now();
  console.log(
    `\nodds model (${province} ${track} ${year}, ${forecast.predictions.length} units): data load ${((t1 - t0) / 1000).toFixed(1)} s, index + all residuals + forecast ${((t2 - t1) / 1000).toFixed(1)} s (once per process)`,
  );

  // a whole-province recommendation for students across the range of ranks, all subjects of 物理类
  const ranks = Array.from({ length: 200 }, (_, i) => 2000 + i * 1500);
  const times: number[] = [];
  let shown = 0;
  for (const rank of ranks) {
    const start = performance.now();
    const page = recommend(forecast, rank, ['物', '化', '生'], { pageSize: 20 });
    times.push(performance.now() - start);
    shown += page.total;
  }
  console.log(
    `whole-province recommendation: p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms over ${ranks.length} students (avg ${Math.round(shown / ranks.length)} units in reach; goal p50 ≤ 20 ms)`,
  );

  // 96-choice lists for a mid-table student: one of likely units, and one of long shots (every simulated
  // year walks far down the list, the slowest case)
  const rank = 60000;
  const usable = forecast.predictions.filter((p) => p.source !== 'none' && Number.isFinite(p.centre));
  const listAround = (target: number) =>
    usable
      .map((p) => ({ p, gap: Math.abs(admissionProbability(p, rank) - target) }))
      .sort((a, b) => a.gap - b.gap)
      .slice(0, 96)
      .map((x) => x.p)
      .sort((a, b) => a.centre - b.centre)
      .map((p) => ({ unitId: p.unit.id, adjust: true }));
  for (const [name, target] of [['likely units (p ≈ 0.6)', 0.6], ['long shots (p ≈ 0.05)', 0.05]] as const) {
    const list = listAround(target);
    const simTimes: number[] = [];
    let last = null;
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      last = simulateList(forecast, list, rank, ODDS_BENCH_SEED).simulation;
      simTimes.push(performance.now() - start);
    }
    console.log(
      `96-choice list simulation, ${name} (${last!.draws} simulated years, seed ${ODDS_BENCH_SEED}): p50 ${percentile(simTimes, 0.5).toFixed(1)} ms, p95 ${percentile(simTimes, 0.95).toFixed(1)} ms (goal ≤ 50 ms); admitted ${(last!.admitted * 100).toFixed(1)} %, 滑档 ${(last!.fall * 100).toFixed(2)} %`,
    );
  }
}
