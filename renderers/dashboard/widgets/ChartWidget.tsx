import { useMemo } from 'react'
import type { ChartWidget as ChartWidgetSchema } from '../../generated/schema-language'
import { ChartView } from '../charts/ChartView'
import { chartData, rowsOf } from '../widget-data'

/** A chart of rows: the category field along the axis (or as slices), one series per declared field. */
export function ChartWidget({ widget, data }: { widget: ChartWidgetSchema; data: unknown }) {
  const { categories, series } = useMemo(
    () => chartData(rowsOf(data), widget.category, widget.series),
    [data, widget.category, widget.series],
  )
  return (
    <ChartView
      title={widget.title}
      kind={widget.chart}
      categories={categories}
      series={series}
      height={widget.height ?? 300}
      legend={widget.legend ?? true}
    />
  )
}
