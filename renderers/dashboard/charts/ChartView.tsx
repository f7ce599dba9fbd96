import { useEffect, useRef, useState } from 'react'
import type { SeriesData } from '../widget-data'
import type { ChartOption } from './chart-option'
import { DataTable } from './DataTable'

type Echarts = typeof import('./echarts')

let library: Promise<Echarts> | undefined

/**
 * The chart library, shared by all the charts: fetched when a dashboard with charts opens (preloadCharts), beside the
 * widgets' data rather than after it, or else with the first chart.
 */
const loadLibrary = (): Promise<Echarts> => (library ??= import('./echarts'))

/** Starts fetching the chart library; a failure is left for the first chart to meet (and fetch again). */
export function preloadCharts(): void {
  loadLibrary().catch(() => {
    library = undefined
  })
}

interface ChartViewProps {
  /** The chart's accessible name. */
  title: string
  option: ChartOption
  categories: string[]
  series: SeriesData[]
  height: number
}

/**
 * One ECharts chart, drawn once the library has loaded and redrawn when its options or its box change. For
 * assistive technology it is an image named by its title, with its numbers in a hidden table; `data-chart`
 * says `drawn` once ECharts has finished painting.
 */
export function ChartView({ title, option, categories, series, height }: ChartViewProps) {
  const box = useRef<HTMLDivElement>(null)
  const [drawnOption, setDrawnOption] = useState<ChartOption>()
  useEffect(() => {
    let disposed = false
    let cleanup = () => undefined as void
    loadLibrary().then(
      ({ init }) => {
        if (disposed || !box.current) return
        const chart = init(box.current, undefined, { renderer: 'svg', height })
        chart.on('finished', () => !disposed && setDrawnOption(option))
        chart.setOption(option)
        const observer = new ResizeObserver(() => chart.resize())
        observer.observe(box.current)
        cleanup = () => {
          observer.disconnect()
          chart.dispose()
        }
      },
      () => {
        // A chunk that failed to arrive (a new deployment, a dropped connection) is fetched again by the next chart.
        library = undefined
      },
    )
    return () => {
      disposed = true
      cleanup()
    }
  }, [option, height])
  return (
    <div style={{ position: 'relative' }}>
      <div
        ref={box}
        role="img"
        aria-label={title}
        data-chart={drawnOption === option ? 'drawn' : 'drawing'}
        style={{ height }}
      />
      <DataTable title={title} categories={categories} series={series} />
    </div>
  )
}
