import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { SeriesData } from '../widget-data'
import { axisLayout, type AxisKind } from './axis-layout'
import { AxisPlot } from './AxisPlot'
import { useChartColours } from './chart-colours'
import { ChartLegend } from './ChartLegend'
import { DataTable } from './DataTable'
import { pieLayout } from './pie-layout'
import { PiePlot } from './PiePlot'
import { PointedTip } from './PointedTip'
import { pointerAfterKey } from './pointer-keys'
import { useBoxSize } from './use-box-size'

export type ChartKind = AxisKind | 'pie' | 'ring'

/** The width a chart is drawn at until its box is laid out (in a hidden tab, or in jsdom). */
const UNMEASURED_WIDTH = 480
const NONE: ReadonlySet<string> = new Set()
const NO_VALUES: number[] = []

interface ChartViewProps {
  /** The chart's accessible name. */
  title: string
  kind: ChartKind
  categories: string[]
  series: SeriesData[]
  /** The whole chart's height, its legend included. */
  height: number
  /** A toggle per series (or slice) above the chart (below a pie). */
  legend: boolean
  /** A figure's small chart: no axes, labels or gridlines. */
  mini?: boolean
}

/**
 * One chart, drawn as SVG at its box's width and redrawn when that changes. Pointing at a category (or a slice), or
 * moving to it with the arrow keys once the chart has focus, shows its values in a tooltip; Escape hides it. For
 * assistive technology the chart is an image named by its title with its numbers in a hidden table, so nothing of it
 * is read twice. `data-chart` says `drawn` once it is painted.
 */
export function ChartView({ title, kind, categories, series, height, legend, mini = false }: ChartViewProps) {
  const colours = useChartColours()
  const plotBox = useRef<HTMLDivElement>(null)
  const size = useBoxSize(plotBox, { width: UNMEASURED_WIDTH, height })
  // By name, as ECharts' legend kept them: a period that brings the categories in another order hides the same ones.
  const [hidden, setHidden] = useState(NONE)
  const [pointed, setPointed] = useState<number>()
  const pie = kind === 'pie' || kind === 'ring'
  const values = series[0]?.values ?? NO_VALUES
  const shownSeries = useMemo(
    () => series.flatMap((one, index) => (hidden.has(one.name) ? [] : [{ index, name: one.name, values: one.values }])),
    [series, hidden],
  )
  const layout = useMemo(() => {
    if (!size) return undefined
    if (pie) {
      const shown = categories.map((category) => !hidden.has(category))
      return { pie: pieLayout({ ...size, names: categories, values, shown, ring: kind === 'ring' }) }
    }
    return { axis: axisLayout({ ...size, kind, categories, series: shownSeries, axes: !mini }) }
  }, [size, pie, categories, values, hidden, kind, shownSeries, mini])

  const stops = layout?.pie ? layout.pie.slices.map((slice) => slice.index) : categories.map((_, index) => index)
  const toggle = (name: string) => {
    const next = new Set(hidden)
    if (!next.delete(name)) next.add(name)
    setHidden(next)
    setPointed(undefined)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const { handled, next } = pointerAfterKey(stops, pointed, event.key)
    if (!handled) return
    event.preventDefault()
    setPointed(next)
  }

  const legendRow = legend && (
    <ChartLegend
      names={pie ? categories : series.map((one) => one.name)}
      hidden={hidden}
      colours={colours}
      onToggle={toggle}
    />
  )
  return (
    <div style={{ position: 'relative', height, display: 'flex', flexDirection: 'column' }}>
      {!pie && legendRow}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrows move the tooltip across the categories, as a pointer does */}
      <div
        ref={plotBox}
        role="img"
        aria-label={title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- one image to a screen reader (its numbers are in the table below), yet a keyboard user must reach it to move the tooltip with the arrows
        tabIndex={0}
        data-chart={layout ? 'drawn' : 'drawing'}
        style={{ position: 'relative', flex: 1, minHeight: 0 }}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setPointed(undefined)}
        onBlur={() => setPointed(undefined)}
      >
        {size && layout?.axis && (
          <AxisPlot layout={layout.axis} size={size} colours={colours} pointed={pointed} onPoint={setPointed} />
        )}
        {size && layout?.pie && (
          <PiePlot layout={layout.pie} size={size} colours={colours} pointed={pointed} onPoint={setPointed} />
        )}
        {size && layout && pointed !== undefined && (
          <PointedTip
            layout={layout}
            width={size.width}
            pointed={pointed}
            categories={categories}
            series={shownSeries}
            colours={colours}
          />
        )}
      </div>
      {pie && legendRow}
      <DataTable title={title} categories={categories} series={series} />
    </div>
  )
}
