import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ECElementEvent, EChartsCoreOption } from 'echarts/core';

// Only the parts the pages use, so the chart chunk stays small.
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, MarkLineComponent, CanvasRenderer]);

export type EChartOption = EChartsCoreOption;

interface EChartProps {
  option: EChartOption;
  height: number;
  /** What the chart shows, in a sentence, for screen readers */
  label: string;
  /** A click on a data item (e.g. a pie slice); `data` is the item as given in the option */
  onClick?: (event: ECElementEvent & { data?: Record<string, unknown> }) => void;
}

/** One ECharts canvas that follows its container's width and is disposed with the component. */
export function EChart({ option, height, label, onClick }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const clickRef = useRef(onClick);
  useEffect(() => {
    clickRef.current = onClick;
  }, [onClick]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (event) => clickRef.current?.(event as ECElementEvent & { data?: Record<string, unknown> }));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={ref} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
