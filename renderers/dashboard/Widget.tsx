import type { Widget as WidgetSchema } from '../generated/validators'
import type { Period } from './period'
import { useWidgetData } from './use-widget-data'
import { rowsOf } from './widget-data'
import { WidgetCard } from './WidgetCard'
import { ChartWidget } from './widgets/ChartWidget'
import { KpiWidget } from './widgets/KpiWidget'
import { noteText, NoteWidget } from './widgets/NoteWidget'
import { RankingWidget } from './widgets/RankingWidget'
import { TableWidget } from './widgets/TableWidget'

/** Whether a widget's loaded data leaves it nothing to show (then it says 暂无数据). */
export function isEmpty(widget: WidgetSchema, data: unknown): boolean {
  switch (widget.kind) {
    case 'kpi': {
      const value = rowsOf(data)[0]?.[widget.field]
      return value === undefined || value === null || value === ''
    }
    case 'note':
      return !noteText(widget, data).trim()
    default:
      return rowsOf(data).length === 0
  }
}

/** One widget of the grid in its card, fed by its own source. */
export function Widget({ widget, period }: { widget: WidgetSchema; period: Period }) {
  const data = useWidgetData(widget.source, period)
  return (
    <WidgetCard widgetKey={widget.key} title={widget.title} data={data} empty={(loaded) => isEmpty(widget, loaded)}>
      {(loaded) => {
        switch (widget.kind) {
          case 'kpi':
            return <KpiWidget widget={widget} data={loaded} period={period} />
          case 'chart':
            return <ChartWidget widget={widget} data={loaded} />
          case 'ranking':
            return <RankingWidget widget={widget} data={loaded} />
          case 'table':
            return <TableWidget widget={widget} data={loaded} />
          case 'note':
            return <NoteWidget widget={widget} data={loaded} />
        }
      }}
    </WidgetCard>
  )
}
