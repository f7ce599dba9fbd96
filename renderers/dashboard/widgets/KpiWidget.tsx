import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons'
import { Divider, Statistic } from 'antd'
import { useMemo } from 'react'
import type { KpiWidget as KpiWidgetSchema, MiniChart } from '../../generated/schema-language'
import { ChartView } from '../charts/ChartView'
import type { WidgetData } from '../use-widget-data'
import { numberOf, rowsOf, textOf } from '../widget-data'
import { ToneText } from '../ToneText'

const MINI_HEIGHT = 46

/** Up is red and down green, as Chinese dashboards colour a rise and a fall. */
function Trend({ title, value }: { title: string; value: number }) {
  const up = value >= 0
  return (
    <span style={{ marginRight: 16 }}>
      {title}{' '}
      <span style={{ color: up ? '#f5222d' : '#52c41a' }}>
        {up ? <CaretUpOutlined aria-label="上升" /> : <CaretDownOutlined aria-label="下降" />} {Math.abs(value)}%
      </span>
    </span>
  )
}

/** The small chart of a figure; `data` is a loaded answer, so the chart is drawn again only when new data comes. */
function Mini({ title, mini, data }: { title: string; mini: MiniChart; data: unknown }) {
  const drawn = useMemo(() => {
    const rows = rowsOf(data)
    const categories = rows.map((row) => (mini.category ? textOf(row, mini.category) : ''))
    const values = rows.map((row) => numberOf(row, mini.field) ?? 0)
    return { categories, series: [{ name: title, values }] }
  }, [mini, data, title])
  return (
    <ChartView
      title={title}
      kind={mini.chart}
      categories={drawn.categories}
      series={drawn.series}
      height={MINI_HEIGHT}
      legend={false}
      mini
    />
  )
}

/** A mini chart with a source of its own, drawn once that source's data (loaded beside the figure's) is there. */
function OwnSourceMini({ title, mini, data }: { title: string; mini: MiniChart; data: WidgetData }) {
  if (data.state === 'loading') return <div style={{ height: MINI_HEIGHT }} />
  if (data.state === 'error')
    return (
      <ToneText tone="danger" block style={{ height: MINI_HEIGHT }}>
        {data.message}
      </ToneText>
    )
  return <Mini title={title} mini={mini} data={data.data} />
}

interface KpiWidgetProps {
  widget: KpiWidgetSchema
  data: unknown
  /** The data of the small chart's own source, when it names one. */
  miniData: WidgetData
}

/** A figure with its unit, its changes in percent, a small chart and a footer line. */
export function KpiWidget({ widget, data, miniData }: KpiWidgetProps) {
  const row = rowsOf(data)[0]
  const number = numberOf(row, widget.field)
  const miniTitle = `${widget.title}趋势`
  return (
    <div>
      <Statistic
        value={number ?? textOf(row, widget.field)}
        suffix={widget.unit}
        groupSeparator=","
        valueStyle={{ fontSize: 28 }}
      />
      {widget.trends?.length ? (
        <div>
          {widget.trends.map((trend) => (
            <Trend key={trend.field} title={trend.title} value={numberOf(row, trend.field) ?? 0} />
          ))}
        </div>
      ) : null}
      {widget.mini &&
        (widget.mini.source ? (
          <OwnSourceMini title={miniTitle} mini={widget.mini} data={miniData} />
        ) : (
          <Mini title={miniTitle} mini={widget.mini} data={data} />
        ))}
      {widget.footer && (
        <>
          <Divider style={{ margin: '8px 0' }} />
          <div>
            {widget.footer.title} {textOf(row, widget.footer.field)}
            {widget.footer.unit}
          </div>
        </>
      )}
    </div>
  )
}
