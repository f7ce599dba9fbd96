import { scaleLinear, type ScaleLinear } from 'd3-scale'
import { stack, stackOffsetDiverging, type Series } from 'd3-shape'
import type { PlottedSeries } from './plotted-series'

/** The span of an axis with nothing to show. */
const EMPTY_SPAN = 5

export interface Tick {
  value: number
  /** Its place on the axis, in px from the top. */
  y: number
  label: string
}

export interface ValueAxis {
  scale: ScaleLinear<number, number>
  ticks: Tick[]
}

/**
 * Each series' bars stacked over the categories, as [from, to] per category: positives upward from 0, negatives
 * downward from 0 (as ECharts stacks them), each series on those before it.
 */
export function stackSeries(series: PlottedSeries[], categoryCount: number): Series<number, number>[] {
  const byIndex = new Map(series.map((one) => [one.index, one.values]))
  return stack<number, number>()
    .keys(series.map((one) => one.index))
    .value((category, key) => byIndex.get(key)?.[category] ?? 0)
    .offset(stackOffsetDiverging)(Array.from({ length: categoryCount }, (_, category) => category))
}

/** The lowest and highest value the axis must show: 0 always, and the stacked totals when the bars stack. */
export function valueExtent(series: PlottedSeries[], stacked: Series<number, number>[] | undefined): [number, number] {
  const values = stacked
    ? stacked.flatMap((layer) => layer.flatMap(([from, to]) => [from, to]))
    : series.flatMap((one) => one.values)
  const finite = values.filter(Number.isFinite)
  return [Math.min(0, ...finite), Math.max(0, ...finite)]
}

/**
 * The value axis over `[bottom, top]` px: the extent widened to round ticks (d3's nice), their labels grouped by
 * thousands. An axis with nothing above or below 0 (no series, or only zeros) runs from 0 to 5 (whole ticks, as for
 * the counts most charts show), so its scale never divides by zero.
 */
export function valueAxis(
  [low, high]: [number, number],
  [bottom, top]: [number, number],
  tickCount: number,
): ValueAxis {
  const scale = scaleLinear()
    .domain(low === high ? [low, low + EMPTY_SPAN] : [low, high])
    .range([bottom, top])
    .nice(tickCount)
  const format = scale.tickFormat(tickCount)
  return { scale, ticks: scale.ticks(tickCount).map((value) => ({ value, y: scale(value), label: format(value) })) }
}
