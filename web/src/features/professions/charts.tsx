/**
 * The job-market charts of 查职业 (spec §2), loaded only with a detail page:
 * ECharts stays out of the library's and the home page's bundles.
 */
import { useMemo } from 'react';
import { use as registerECharts } from 'echarts/core';
import { CandlestickChart, PieChart } from 'echarts/charts';
import { TREND_MONTHS, type MajorRequirements, type ProfessionCompanies, type ProfessionStats, type QualificationTrend, type TypeOverview } from '@zhiyuan/domain';
import { EChart, type EChartOption } from '../../components/EChart';
import { useIsPhone } from '../../lib/useMediaQuery';

// The base component registers bars, lines, grid, legend and tooltip; the pies and candlesticks are ours.
registerECharts([PieChart, CandlestickChart]);

/** The first 12 months of hiring (spec §9: 12-month charts use the first 12 records), labelled yyyy-mm. */
function trendOf(stats: ProfessionStats): { label: string; hiringNum: number }[] {
  return stats.hiring
    .flatMap((y) => y.hiringMonth.map((m) => ({ label: `${y.year}-${String(m.month).padStart(2, '0')}`, hiringNum: m.hiringNum })))
    .slice(0, TREND_MONTHS);
}

const PALETTE = ['#1677ff', '#36cfc9', '#fadb14', '#ff7a45', '#9254de', '#73d13d', '#f759ab', '#40a9ff', '#ffc53d', '#597ef7', '#bfbfbf'];

function ChartCard({ title, children, note }: { title: string; children: React.ReactNode; note?: string }) {
  return (
    <figure className="professions-chart">
      <figcaption>{title}</figcaption>
      {children}
      {note && <p className="professions-chart-note">{note}</p>}
    </figure>
  );
}

/**
 * A pie of shares (%, rounded with minimum 1 by the server, shown as given);
 * `rose` draws the 南丁格尔 rose. The legend names each slice with its share.
 */
function sharePie(data: { name: string; value: number; code?: string }[], opts: { phone: boolean; rose?: boolean; selected?: string }): EChartOption {
  const share = new Map(data.map((d) => [d.name, d.value]));
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}：{c}%' },
    legend: {
      type: 'scroll',
      formatter: (name: string) => `${name} ${share.get(name) ?? ''}%`,
      ...(opts.phone ? { bottom: 0, left: 'center' } : { orient: 'vertical', left: '56%', top: 'middle', textStyle: { width: 110, overflow: 'truncate' } }),
    },
    series: [
      {
        type: 'pie',
        roseType: opts.rose ? 'radius' : undefined,
        radius: opts.rose ? ['12%', opts.phone ? '58%' : '72%'] : ['36%', opts.phone ? '62%' : '70%'],
        center: opts.phone ? ['50%', '44%'] : ['28%', '50%'],
        label: { show: false },
        data: data.map((d) => ({ ...d, selected: d.code !== undefined && d.code === opts.selected })),
        selectedMode: opts.selected ? 'single' : false,
      },
    ],
  };
}

interface OverviewChartsProps {
  code: string;
  overview: TypeOverview;
  stats: ProfessionStats;
  education: QualificationTrend | undefined;
  majors: MajorRequirements | undefined;
  /** A slice of the type-share pie opens that type (the page reloads with it) */
  onOpenType: (typeCode: string) => void;
}

/** 职业概况 / 岗位情况: type shares, 12-month trend, hiring per year, salary candlesticks, education rose and trend, major shares. */
export function OverviewCharts({ code, overview, stats, education, majors, onOpenType }: OverviewChartsProps) {
  const phone = useIsPhone();
  const h = phone ? 260 : 300;
  const trend = useMemo(() => trendOf(stats), [stats]);

  const typeShares = useMemo(
    () => sharePie(overview.professionTypes.map((t) => ({ name: t.typeName, value: t.employmentPercentage, code: t.typeCode })), { phone, selected: code }),
    [overview, phone, code],
  );
  const trendOption = useMemo<EChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 56, right: 16, top: 24, bottom: 32 },
      xAxis: { type: 'category', data: trend.map((t) => t.label), boundaryGap: false },
      yAxis: { type: 'value', name: '人', axisLabel: { formatter: (v: number) => (v >= 10_000 ? `${v / 10_000}万` : String(v)) } },
      series: [{ type: 'line', name: '招聘人数', smooth: true, areaStyle: { opacity: 0.15 }, data: trend.map((t) => t.hiringNum) }],
    }),
    [trend],
  );
  const perYear = useMemo<EChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 56, right: 16, top: 32, bottom: 32 },
      xAxis: { type: 'category', data: Array.from({ length: 12 }, (_, i) => `${i + 1}月`) },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => (v >= 10_000 ? `${v / 10_000}万` : String(v)) } },
      series: stats.hiring.map((y) => {
        const byMonth = new Map(y.hiringMonth.map((m) => [m.month, m.hiringNum]));
        return { type: 'bar', name: `${y.year}年`, data: Array.from({ length: 12 }, (_, i) => byMonth.get(i + 1) ?? null) };
      }),
    }),
    [stats],
  );
  const candles = useMemo<EChartOption>(() => {
    const months = stats.salary.slice(0, TREND_MONTHS);
    return {
      tooltip: {
        trigger: 'axis',
        formatter: (params: { dataIndex: number }[]) => {
          const s = months[params[0]?.dataIndex ?? 0];
          return s ? `${s.month}<br/>最高 ${s.salaryMax} 元<br/>中位上限 ${s.salaryMedianH} 元<br/>中位下限 ${s.salaryMedianL} 元<br/>最低 ${s.salaryMin} 元` : '';
        },
      },
      grid: { left: 56, right: 16, top: 24, bottom: 32 },
      xAxis: { type: 'category', data: months.map((s) => s.month) },
      yAxis: { type: 'value', name: '元/月', scale: true },
      // ECharts order: [open, close, lowest, highest]; the body spans the median band
      series: [
        {
          type: 'candlestick',
          name: '月薪',
          itemStyle: { color: '#ff7a45', color0: '#ff7a45', borderColor: '#d4380d', borderColor0: '#d4380d' },
          data: months.map((s) => [s.salaryMedianL, s.salaryMedianH, s.salaryMin, s.salaryMax]),
        },
      ],
    };
  }, [stats]);
  const rose = useMemo(() => sharePie((education?.eduForFan ?? []).map((e) => ({ name: e.edu, value: e.ratio })), { phone, rose: true }), [education, phone]);
  const eduTrend = useMemo<EChartOption>(() => {
    const months = education?.edu ?? [];
    const levels = [...new Set(months.flatMap((m) => m.ratios.map((r) => r.edu)))];
    return {
      color: PALETTE,
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v}%` },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 32 },
      xAxis: { type: 'category', data: months.map((m) => m.month) },
      yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
      series: levels.map((edu) => ({ type: 'line', name: edu, smooth: true, data: months.map((m) => m.ratios.find((r) => r.edu === edu)?.ratio ?? null) })),
    };
  }, [education]);

  return (
    <div className="professions-charts">
      {overview.professionTypes.length > 0 && (
        <ChartCard title="同大类招聘人数前10的职业类型及占比（点击切换）">
          <EChart option={typeShares} height={h} label="同大类各职业类型的招聘占比" onClick={(p) => typeof p.data?.code === 'string' && p.data.code !== code && onOpenType(p.data.code)} />
        </ChartCard>
      )}
      <ChartCard title="近12个月招聘趋势">
        <EChart option={trendOption} height={h} label={`近12个月招聘人数：${trend.map((t) => `${t.label} ${t.hiringNum}人`).join('，')}`} />
      </ChartCard>
      <ChartCard title="各年每月招聘人数">
        <EChart option={perYear} height={h} label="各年每月招聘人数" />
      </ChartCard>
      <ChartCard title="近12个月薪资（K线：实体为中位区间，影线为最低至最高）">
        <EChart option={candles} height={h} label="近12个月月薪的最低、中位区间与最高" />
      </ChartCard>
      {education && education.eduForFan.length > 0 && (
        <ChartCard title="学历要求占比">
          <EChart option={rose} height={h} label={`学历要求占比：${education.eduForFan.map((e) => `${e.edu}${e.ratio}%`).join('，')}`} />
        </ChartCard>
      )}
      {education && education.edu.length > 0 && (
        <ChartCard title="学历要求趋势">
          <EChart option={eduTrend} height={h} label="近12个月各学历要求占比的变化" />
        </ChartCard>
      )}
      {majors && majors.majors.length > 0 && <MajorSharePie majors={majors} />}
    </div>
  );
}

/** 专业要求 pie (top 10). */
export function MajorSharePie({ majors }: { majors: MajorRequirements }) {
  const phone = useIsPhone();
  const option = useMemo(() => sharePie(majors.majors.map((m) => ({ name: m.majorName, value: m.majorPercentage })), { phone }), [majors, phone]);
  return (
    <ChartCard title="专业要求占比（前10）">
      <EChart option={option} height={phone ? 300 : 300} label={`专业要求占比：${majors.majors.map((m) => `${m.majorName}${m.majorPercentage}%`).join('，')}`} />
    </ChartCard>
  );
}

/** 招聘企业: the company-nature pie and the top-company pie. */
export function CompanyCharts({ companies }: { companies: ProfessionCompanies }) {
  const phone = useIsPhone();
  const h = phone ? 300 : 300;
  const nature = useMemo(() => sharePie(companies.byNature.map((c) => ({ name: c.companyNature, value: c.share })), { phone }), [companies, phone]);
  const names = useMemo(() => sharePie(companies.byName.map((c) => ({ name: c.companyName, value: c.share })), { phone }), [companies, phone]);
  return (
    <div className="professions-charts">
      <ChartCard title="招聘企业性质占比">
        <EChart option={nature} height={h} label={`招聘企业性质占比：${companies.byNature.map((c) => `${c.companyNature}${c.share}%`).join('，')}`} />
      </ChartCard>
      <ChartCard title="招聘人数前10的企业占比">
        <EChart option={names} height={h} label={`招聘人数前10的企业：${companies.byName.map((c) => `${c.companyName}${c.share}%`).join('，')}`} />
      </ChartCard>
    </div>
  );
}
