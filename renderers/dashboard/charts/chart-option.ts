import type { SeriesData } from '../widget-data'

export type ChartKind = 'bar' | 'stackedBar' | 'line' | 'area' | 'pie' | 'ring'

export interface ChartInput {
  chart: ChartKind
  categories: string[]
  series: SeriesData[]
  legend?: boolean
}

/** ECharts options as plain data (the chart library is loaded later; this module stays out of its chunk). */
export type ChartOption = Record<string, unknown>

function pieOption({ chart, categories, series, legend = true }: ChartInput): ChartOption {
  const [first] = series
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: legend ? { bottom: 0, type: 'scroll' } : undefined,
    series: [
      {
        type: 'pie',
        name: first?.name,
        radius: chart === 'ring' ? ['45%', '70%'] : '70%',
        data: categories.map((name, index) => ({ name, value: first?.values[index] ?? 0 })),
      },
    ],
  }
}

/** The options of a widget chart: axes, a tooltip per category, a legend naming the series. */
export function chartOption(input: ChartInput): ChartOption {
  if (input.chart === 'pie' || input.chart === 'ring') return pieOption(input)
  const { chart, categories, series, legend = true } = input
  const type = chart === 'bar' || chart === 'stackedBar' ? 'bar' : 'line'
  return {
    tooltip: { trigger: 'axis' },
    legend: legend ? { top: 0, type: 'scroll' } : undefined,
    // ECharts 6 keeps axis labels inside the chart's box by itself (grid.outerBounds); the old containLabel would
    // need its legacy module and only warns without it.
    grid: { left: 8, right: 16, top: legend ? 32 : 16, bottom: 8 },
    xAxis: { type: 'category', data: categories, boundaryGap: type === 'bar' },
    yAxis: { type: 'value' },
    series: series.map((one) => ({
      type,
      name: one.name,
      data: one.values,
      stack: chart === 'stackedBar' ? 'total' : undefined,
      areaStyle: chart === 'area' ? {} : undefined,
      smooth: type === 'line',
    })),
  }
}

/** A figure's small chart: one series, no axes or legend, the tooltip naming the point. */
export function miniOption(chart: 'line' | 'area' | 'bar', categories: string[], values: number[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 0, right: 0, top: 4, bottom: 0 },
    xAxis: { type: 'category', data: categories, show: false, boundaryGap: chart === 'bar' },
    yAxis: { type: 'value', show: false },
    series: [
      {
        type: chart === 'bar' ? 'bar' : 'line',
        data: values,
        symbol: 'none',
        smooth: true,
        areaStyle: chart === 'area' ? {} : undefined,
      },
    ],
  }
}
