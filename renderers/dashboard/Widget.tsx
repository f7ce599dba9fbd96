import { Space } from 'antd'
import { useState } from 'react'
import { lazyComponent } from '../core/lazy-component'
import type { Widget as WidgetSchema } from '../generated/schema-language'
import { ExportButton } from './ExportButton'
import { useSource } from './named-sources'
import type { Period } from './period'
import { RefreshBar } from './RefreshBar'
import { tableExport } from './table-export'
import { useWidgetData } from './use-widget-data'
import { rowsOf } from './widget-data'
import { WidgetCard } from './WidgetCard'
import { ChartWidget } from './widgets/ChartWidget'
import { KpiWidget } from './widgets/KpiWidget'
import { MetricsWidget } from './widgets/MetricsWidget'
import { noteText, NoteWidget } from './widgets/NoteWidget'
import { RankingWidget } from './widgets/RankingWidget'
import { TableWidget } from './widgets/TableWidget'

/** Dials come only with the monitoring pages; antd's Progress they draw with is fetched with the first. */
const GaugeWidget = lazyComponent(() => import('./widgets/GaugeWidget'))

/** Whether a widget's loaded data leaves it nothing to show (then it says 暂无数据). */
export function isEmpty(widget: WidgetSchema, data: unknown): boolean {
  switch (widget.kind) {
    case 'kpi': {
      const value = rowsOf(data)[0]?.[widget.field]
      return value === undefined || value === null || value === ''
    }
    case 'note':
      return !noteText(widget, data).trim()
    case 'metrics':
      // Its rows load one by one, each showing its own 暂无数据.
      return false
    default:
      return rowsOf(data).length === 0
  }
}

/**
 * One widget of the grid in its card, fed by its own source; 立即更新 loads it again where the widget offers it, and a
 * table's 导出 downloads its rows. `shownAgain` counts the page's returns from behind another tab.
 */
export function Widget({ widget, period, shownAgain }: { widget: WidgetSchema; period: Period; shownAgain: number }) {
  const [round, setRound] = useState({ count: 0, at: new Date(), shownAgain })
  // The page shown again after hiding behind another tab loads every widget again, as 立即更新 does.
  if (round.shownAgain !== shownAgain) setRound({ count: round.count + 1, at: new Date(), shownAgain })
  const source = useSource('source' in widget ? widget.source : undefined)
  const data = useWidgetData(source, period, round.count)
  // A figure's small chart with a source of its own asks beside the figure, not once the figure has come: a chart
  // reading the same source then shares the request, and the small chart draws as soon as its own data is there.
  const miniSource = useSource(widget.kind === 'kpi' ? widget.mini?.source : undefined)
  const miniData = useWidgetData(miniSource, period, round.count)
  const refresh = () => setRound((last) => ({ ...last, count: last.count + 1, at: new Date() }))
  const exporting = widget.kind === 'table' && source ? tableExport(widget, source, period) : undefined
  const refreshBar =
    'refresh' in widget && widget.refresh ? <RefreshBar loadedAt={round.at} onRefresh={refresh} /> : undefined
  const extra =
    refreshBar || exporting ? (
      <Space size="small">
        {refreshBar}
        {exporting && <ExportButton {...exporting} fileName={`${widget.title}.xls`} />}
      </Space>
    ) : undefined
  return (
    <WidgetCard
      widgetKey={widget.key}
      title={widget.title}
      extra={extra}
      data={data}
      notFound={source && 'call' in source ? source.notFound : undefined}
      empty={(loaded) => isEmpty(widget, loaded)}
    >
      {(loaded) => {
        switch (widget.kind) {
          case 'kpi':
            return <KpiWidget widget={widget} data={loaded} miniData={miniData} />
          case 'chart':
            return <ChartWidget widget={widget} data={loaded} />
          case 'ranking':
            return <RankingWidget widget={widget} data={loaded} />
          case 'table':
            return <TableWidget widget={widget} data={loaded} />
          case 'note':
            return <NoteWidget widget={widget} data={loaded} />
          case 'metrics':
            return <MetricsWidget widget={widget} round={round.count} />
          case 'gauge':
            return <GaugeWidget widget={widget} data={loaded} />
        }
      }}
    </WidgetCard>
  )
}
