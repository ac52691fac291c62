/**
 * Generated job-market figures for the demonstration mode (DEMO=1) only: no
 * public source has them (data/README.md). Seeded by the code, so a page shows
 * the same figures on every load; every reply built from them says demo, and
 * the page shows 演示数据. Never served without DEMO=1.
 */
import { COMPANY_NATURES, EDUCATION_LEVELS } from '@zhiyuan/domain';
import type { JobMarketFacts } from './job-market';
import type { ProfessionEntry } from './professions';

/** mulberry32: a small seeded generator */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const DEMO_MAJORS = ['计算机科学与技术', '软件工程', '电子信息工程', '机械设计制造及其自动化', '工商管理', '会计学', '市场营销', '汉语言文学', '英语', '土木工程', '临床医学', '护理学', '法学', '金融学', '数据科学与大数据技术', '自动化'];
const PROVINCES = ['北京', '上海', '广东', '浙江', '江苏', '四川', '湖北', '山东'];
const SCALES = ['20-99人', '100-499人', '500-999人', '1000-9999人', '10000人以上'];
const WELFARE = ['五险一金', '带薪年假', '绩效奖金', '餐补', '定期体检'];
export const DEMO_YEARS = [2024, 2025] as const;

export function demoJobMarket(entry: ProfessionEntry): JobMarketFacts {
  const rand = seeded(hash(entry.code));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const scale = entry.kind === 'type' ? 4 : 1;
  const base = Math.round((2_000 + rand() * 30_000) * scale);
  const salaryBase = Math.round((4_000 + rand() * 8_000) / 100) * 100;

  const months: JobMarketFacts['months'] = [];
  const education: JobMarketFacts['education'] = [];
  for (const year of DEMO_YEARS) {
    for (let month = 1; month <= 12; month++) {
      const season = 1 + 0.25 * Math.sin(((month - 3) / 12) * 2 * Math.PI);
      const low = Math.round((salaryBase * (0.9 + rand() * 0.2)) / 100) * 100;
      const high = Math.round((low * (1.8 + rand() * 0.6)) / 100) * 100;
      const medianL = Math.round((low + (high - low) * (0.3 + rand() * 0.1)) / 100) * 100;
      const medianH = Math.round((low + (high - low) * (0.55 + rand() * 0.1)) / 100) * 100;
      months.push({ year, month, hiringNum: Math.round(base * season * (0.85 + rand() * 0.3)), salaryMin: low, salaryMax: high, salaryMedianL: medianL, salaryMedianH: medianH });
      const weights = EDUCATION_LEVELS.map((_, i) => (i === 0 ? 0.5 : 1) * (0.5 + rand()) * (i >= 3 && i <= 4 ? 4 : 1));
      const sum = weights.reduce((a, b) => a + b, 0);
      const ratios = weights.map((w) => Math.round((w / sum) * 100));
      ratios[4]! += 100 - ratios.reduce((a, b) => a + b, 0);
      EDUCATION_LEVELS.forEach((edu, i) => education.push({ year, month, edu, ratio: ratios[i]! }));
    }
  }

  const total = months.filter((m) => m.year === DEMO_YEARS[0]).reduce((s, m) => s + m.hiringNum, 0);
  const majors = [...DEMO_MAJORS]
    .sort(() => rand() - 0.5)
    .slice(0, 12)
    .map((majorName, i) => ({ majorName, hiringNum: Math.round((total / (i + 2)) * (0.3 + rand() * 0.2)) }))
    .sort((a, b) => b.hiringNum - a.hiringNum);
  const companies = Array.from({ length: 14 }, (_, i) => ({
    companyName: `演示企业${String(i + 1).padStart(2, '0')}`,
    companyNature: pick(COMPANY_NATURES),
    hiringNum: Math.round((total / (i + 3)) * (0.05 + rand() * 0.05)),
  })).sort((a, b) => b.hiringNum - a.hiringNum);
  const titles = entry.kind === 'type' ? [entry.name, `初级${entry.name}`, `高级${entry.name}`, `${entry.name}助理`, `${entry.name}主管`, `资深${entry.name}`] : [entry.name, `初级${entry.name}`, `高级${entry.name}`, `${entry.name}助理`, `${entry.name}主管`];
  const positions = titles
    .map((jobTitle) => {
      const low = Math.round((salaryBase * (0.8 + rand() * 0.6)) / 500) * 500;
      return { jobTitle, salaryRange: `${low}-${low + Math.round((low * (0.5 + rand())) / 500) * 500}元/月`, companyNum: Math.round(20 + rand() * 400), hiringNum: Math.round(100 + rand() * total * 0.05) };
    })
    .sort((a, b) => b.hiringNum - a.hiringNum);
  const postings = Array.from({ length: 24 }, (_, i) => {
    const low = Math.round((salaryBase * (0.8 + rand() * 0.6)) / 500) * 500;
    return {
      job: pick(titles),
      provinceName: pick(PROVINCES),
      edu: pick(EDUCATION_LEVELS.slice(1)),
      salaryStr: `${(low / 1000).toFixed(1)}-${((low * 1.5) / 1000).toFixed(1)}千/月`,
      companyHiring: Math.round(1 + rand() * 10),
      companyName: `演示企业${String((i % 14) + 1).padStart(2, '0')}`,
      companyNature: pick(COMPANY_NATURES),
      companyScale: pick(SCALES),
      source: '演示数据',
      welfare: [...WELFARE].sort(() => rand() - 0.5).slice(0, 3).join('、'),
      majors: [pick(DEMO_MAJORS), pick(DEMO_MAJORS)].filter((m, j, all) => all.indexOf(m) === j).join('、'),
    };
  });
  return { demo: true, months, education, majors, companies, positions, postings, overview: { overview: '', sampleSize: Math.round(total * 1.3) } };
}
