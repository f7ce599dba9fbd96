import { useMemo } from 'react'
import type { ChartWidget as ChartWidgetSchema } from '../../generated/schema-language'
import { chartOption } from '../charts/chart-option'
import { ChartView } from '../charts/ChartView'
import { chartData, rowsOf } from '../widget-data'

/** A chart of rows: the category field along the axis (or as slices), one series per declared field. */
export function ChartWidget({ widget, data }: { widget: ChartWidgetSchema; data: unknown }) {
  const drawn = useMemo(() => {
    const { categories, series } = chartData(rowsOf(data), widget.category, widget.series)
    return {
      categories,
      series,
      option: chartOption({ chart: widget.chart, categories, series, legend: widget.legend }),
    }
  }, [data, widget])
  return (
    <ChartView
      title={widget.title}
      option={drawn.option}
      categories={drawn.categories}
      series={drawn.series}
      height={widget.height ?? 300}
    />
  )
}
