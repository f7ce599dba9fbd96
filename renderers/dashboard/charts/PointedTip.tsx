import type { AxisLayout } from './axis-layout'
import type { ChartColours } from './chart-colours'
import { CategoryTip, ChartTooltip } from './ChartTooltip'
import { formatPercent, formatValue } from './number-format'
import type { PieLayout } from './pie-layout'
import type { PlottedSeries } from './plotted-series'

interface PointedTipProps {
  layout: { axis?: AxisLayout; pie?: PieLayout }
  width: number
  /** The category or slice pointed at. */
  pointed: number
  categories: string[]
  /** The series shown (an axis chart's tooltip lists them). */
  series: PlottedSeries[]
  colours: ChartColours
}

/**
 * The tooltip of what the pointer (or the keyboard) is on: a slice's `名称：值（百分比%）`, as ECharts wrote it, or a
 * category's whole name with each series' value. Nothing when that slice or category is no longer drawn.
 */
export function PointedTip({ layout, width, pointed, categories, series, colours }: PointedTipProps) {
  if (layout.pie) {
    const { cx, cy } = layout.pie
    const slice = layout.pie.slices.find((one) => one.index === pointed)
    if (!slice) return null
    return (
      <ChartTooltip anchor={{ x: cx + slice.centroid[0], y: cy + slice.centroid[1], width }} colours={colours}>
        {`${slice.name}：${formatValue(slice.value)}（${formatPercent(slice.percent)}%）`}
      </ChartTooltip>
    )
  }
  if (!layout.axis || pointed >= categories.length) return null
  return (
    <ChartTooltip anchor={{ x: layout.axis.centres[pointed], y: layout.axis.plot.top, width }} colours={colours}>
      <CategoryTip
        category={categories[pointed]}
        series={series.map((one) => ({ index: one.index, name: one.name, value: one.values[pointed] ?? 0 }))}
        colours={colours}
      />
    </ChartTooltip>
  )
}
