import { scaleBand, type ScaleLinear } from 'd3-scale'
import { area, curveMonotoneX, line } from 'd3-shape'
import { categoryLabels, type CategoryLabels } from './category-labels'
import type { PlottedSeries } from './plotted-series'
import { textWidth } from './text-width'
import { stackSeries, valueAxis, valueExtent, type Tick } from './value-axis'

export type AxisKind = 'bar' | 'stackedBar' | 'line' | 'area'

/** The font size of the axes' labels, in px (antd's small text). */
export const AXIS_FONT_SIZE = 12
/** Room kept right of the plot and above it (half a tick label sticks out above the top tick). */
const EDGE = 16
const TOP = 10
/** Between the value labels and the plot, and between the plot and the category labels. */
const LABEL_GAP = 8
/** Height per value tick: a taller plot gets more ticks, up to five. */
const TICK_SPACING = 50
/** A figure's small chart keeps this much room above its highest point. */
const MINI_TOP = 4

export interface AxisChartInput {
  kind: AxisKind
  width: number
  height: number
  categories: string[]
  /** The series shown (a series hidden from the legend is left out). */
  series: PlottedSeries[]
  /** Axes, gridlines and labels are drawn; a figure's small chart has none. */
  axes: boolean
}

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

export interface BarMark {
  series: number
  category: number
  /** The bar as an SVG path. */
  d: string
}

export interface LineMark {
  series: number
  /** The smooth line through the series' points, and the area under it down to 0 for an area chart. */
  line: string
  area?: string
  points: { x: number; y: number }[]
}

export interface AxisLayout {
  plot: Box
  /** Each category's place along the axis, in px: the centre of its bars, or its point. */
  centres: number[]
  /** The width of one category's band (shaded behind its bars when pointed at); 0 for points. */
  band: number
  /** Where the value 0 is, in px from the top. */
  zero: number
  ticks: Tick[]
  labels: CategoryLabels
  bars: BarMark[]
  lines: LineMark[]
}

const rectPath = (x: number, top: number, width: number, height: number) => `M${x},${top}h${width}v${height}h${-width}Z`

/** A bar between two values, drawn from the higher down. */
function bar(
  series: number,
  category: number,
  x: number,
  width: number,
  y: ScaleLinear<number, number>,
  from: number,
  to: number,
): BarMark {
  const top = y(Math.max(from, to))
  return { series, category, d: rectPath(x, top, width, Math.abs(y(from) - y(to))) }
}

function tickCountFor(plotHeight: number): number {
  return Math.max(2, Math.min(5, Math.floor(plotHeight / TICK_SPACING)))
}

/** The margins around the plot: room for the value labels on the left, the category labels below, and those that reach out past the plot's ends. */
function margins(input: AxisChartInput, tickLabels: string[], bars: boolean): { plot: Box; labels: CategoryLabels } {
  const { width, height, categories } = input
  if (!input.axes)
    return {
      plot: { left: 0, top: MINI_TOP, right: width, bottom: height },
      labels: categoryLabels([], 1, AXIS_FONT_SIZE),
    }
  const count = Math.max(1, categories.length)
  const valueLabels = Math.max(0, ...tickLabels.map((label) => textWidth(label, AXIS_FONT_SIZE))) + LABEL_GAP
  const stepWithin = (left: number, right: number) => Math.max(0, width - left - right) / count
  const labels = categoryLabels(categories, stepWithin(valueLabels, EDGE), AXIS_FONT_SIZE)
  // A band chart's first and last categories sit half a step inside the plot; a line's at its very ends.
  const inset = bars ? stepWithin(valueLabels, EDGE) / 2 : 0
  const left = Math.max(valueLabels, labels.overhang - inset)
  const right = labels.rotated ? EDGE : Math.max(EDGE, labels.overhang - inset)
  return {
    plot: { left, top: TOP, right: Math.max(left, width - right), bottom: Math.max(TOP, height - labels.height) },
    labels,
  }
}

/**
 * Where everything of a bar, stacked bar, line or area chart goes in a box of `width` × `height` px: the plot, the
 * value ticks (round numbers), the category labels (shortened, turned or thinned to fit), the bars (grouped side by
 * side, or stacked) and the smooth lines. Pure, so it is tested in node; the chart component only draws it.
 */
export function axisLayout(input: AxisChartInput): AxisLayout {
  const { kind, categories, series } = input
  const bars = kind === 'bar' || kind === 'stackedBar'
  const stacked = kind === 'stackedBar' ? stackSeries(series, categories.length) : undefined
  const extent = valueExtent(series, stacked)
  const count = tickCountFor(input.height)
  const { plot, labels } = margins(
    input,
    valueAxis(extent, [1, 0], count).ticks.map((tick) => tick.label),
    bars,
  )
  const axis = valueAxis(extent, [plot.bottom, plot.top], input.axes ? tickCountFor(plot.bottom - plot.top) : 2)
  const y = axis.scale
  const indices = categories.map((_, index) => index)
  const x = scaleBand<number>()
    .domain(indices)
    .range([plot.left, plot.right])
    .paddingInner(bars ? 0.2 : 1)
    .paddingOuter(bars ? 0.1 : 0)
    .align(0.5)
  const band = bars ? x.bandwidth() : 0
  const centres = indices.map((index) => x(index)! + band / 2)
  const layout = {
    plot,
    centres,
    band,
    zero: y(0),
    ticks: input.axes ? axis.ticks : [],
    labels,
    bars: [] as BarMark[],
    lines: [] as LineMark[],
  }
  if (stacked) {
    layout.bars = stacked.flatMap((layer) =>
      layer.map(([from, to], category) => bar(layer.key, category, x(category)!, band, y, from, to)),
    )
  } else if (bars) {
    const inner = scaleBand<number>()
      .domain(series.map((one) => one.index))
      .range([0, band])
      .padding(series.length > 1 ? 0.1 : 0)
    layout.bars = series.flatMap((one) =>
      indices.map((category) =>
        bar(one.index, category, x(category)! + inner(one.index)!, inner.bandwidth(), y, 0, one.values[category] ?? 0),
      ),
    )
  } else {
    const smooth = line<{ x: number; y: number }>(
      (point) => point.x,
      (point) => point.y,
    ).curve(curveMonotoneX)
    const under = area<{ x: number; y: number }>(
      (point) => point.x,
      y(0),
      (point) => point.y,
    ).curve(curveMonotoneX)
    layout.lines = series.map((one) => {
      const points = indices.map((category) => ({ x: centres[category], y: y(one.values[category] ?? 0) }))
      return {
        series: one.index,
        line: smooth(points) ?? '',
        area: kind === 'area' ? (under(points) ?? '') : undefined,
        points,
      }
    })
  }
  return layout
}

/**
 * The stretch of the plot each category answers the pointer in: from halfway to the category before to halfway to
 * the one after (the plot's ends for the first and last), so every point of the plot belongs to its nearest category.
 */
export function hitBands(centres: number[], plot: Box): { left: number; width: number }[] {
  return centres.map((centre, index) => {
    const left = index === 0 ? plot.left : (centres[index - 1] + centre) / 2
    const right = index === centres.length - 1 ? plot.right : (centre + centres[index + 1]) / 2
    return { left, width: right - left }
  })
}
