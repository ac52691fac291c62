import { useMemo } from 'react';
import { Card, Empty, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@zhiyuan/domain';
import { EChart, type EChartOption } from '../../components/EChart';
import { LoadState } from '../../components/LoadState';
import { dashboardQueryOptions } from './api';
import { DataImport } from './DataImport';

const bar = (names: string[], values: number[], horizontal = false): EChartOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
  [horizontal ? 'yAxis' : 'xAxis']: { type: 'category', data: names, axisLabel: { interval: 0 }, ...(horizontal ? { inverse: true } : {}) },
  [horizontal ? 'xAxis' : 'yAxis']: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', data: values, barMaxWidth: 28 }],
});

const line = (d: Dashboard): EChartOption => {
  const days = [...new Set([...d.signUpsByDay.map((x) => x.day), ...d.ordersByDay.map((x) => x.day)])].sort();
  const at = (rows: { day: string; count: number }[]) => days.map((day) => rows.find((r) => r.day === day)?.count ?? 0);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: days },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '新注册学生', type: 'line', data: at(d.signUpsByDay) },
      { name: '新订单', type: 'line', data: at(d.ordersByDay) },
    ],
  };
};

/** 核心数据: students, VIPs, orders by status, lists saved; by province and by day (last 30 days). */
export function CoreData() {
  const query = useQuery(dashboardQueryOptions());
  const d = query.data;
  const charts = useMemo(
    () =>
      d && {
        status: bar(d.ordersByStatus.map((s) => s.label), d.ordersByStatus.map((s) => s.count)),
        province: bar(d.studentsByProvince.slice(0, 15).map((p) => p.province), d.studentsByProvince.slice(0, 15).map((p) => p.count), true),
        daily: line(d),
      },
    [d],
  );
  return (
    <>
    <DataImport />
    <LoadState query={query} what="核心数据">
      {d && charts && (
        <>
          <div className="zy-staff-stats" style={{ marginTop: 16 }}>
            <Card><Statistic title="学生" value={d.students} /></Card>
            <Card><Statistic title="VIP会员" value={d.vips} /></Card>
            <Card><Statistic title="订单" value={d.ordersByStatus.reduce((n, s) => n + s.count, 0)} /></Card>
            <Card><Statistic title="已保存志愿表" value={d.listsSaved ?? '—'} /></Card>
          </div>
          <div className="zy-staff-charts">
            <Card title="订单状态">
              <EChart option={charts.status} height={260} label="各状态订单数" />
            </Card>
            <Card title="学生所在省份（前15）">
              {d.studentsByProvince.length ? <EChart option={charts.province} height={Math.max(200, d.studentsByProvince.slice(0, 15).length * 28)} label="各省学生人数" /> : <Empty description="暂无数据" />}
            </Card>
            <Card title="近30天每日新增">
              {d.signUpsByDay.length || d.ordersByDay.length ? <EChart option={charts.daily} height={260} label="每日新注册学生与新订单" /> : <Empty description="暂无数据" />}
            </Card>
          </div>
        </>
      )}
    </LoadState>
    </>
  );
}
