import { Spin, Table, Tag } from 'antd'
import { useMemo } from 'react'
import type { MetricRow, MetricsWidget as MetricsWidgetSchema } from '../../generated/schema-language'
import type { Period } from '../period'
import { useWidgetData } from '../use-widget-data'
import { formatValue } from '../value-format'
import { atPath } from '../widget-data'
import { NO_DATA } from '../WidgetCard'
import { ToneText } from '../ToneText'

const DEFAULT_PATH = 'measurements.0.value'
/** A metric's call names no period. */
const NO_PERIOD: Period = { begin: '', end: '' }

/**
 * 当前值 of one metric, loaded by its own call: a metric the server does not know (HTTP 404, e.g. jvm.gc.pause before
 * the first collection) reads 暂无数据, any other failure its message, and the rest of the table is untouched.
 */
function MetricValue({ row, round }: { row: MetricRow; round: number }) {
  const source = useMemo(() => ({ call: row.call }), [row.call])
  const data = useWidgetData(source, NO_PERIOD, round)
  if (data.state === 'loading') return <Spin size="small" />
  if (data.state === 'error')
    return data.status === 404 ? (
      <ToneText tone="secondary">{NO_DATA}</ToneText>
    ) : (
      <ToneText tone="danger">{data.message}</ToneText>
    )
  const value = atPath(data.data, row.path ?? DEFAULT_PATH)
  if (value === undefined || value === null) return <ToneText tone="secondary">{NO_DATA}</ToneText>
  return <>{[formatValue(value, row.format), row.unit].filter(Boolean).join(' ')}</>
}

/** The stock metric table (参数 · 描述 · 当前值), each row fed by its own call. */
export function MetricsWidget({ widget, round }: { widget: MetricsWidgetSchema; round: number }) {
  return (
    <Table<MetricRow>
      size="small"
      rowKey="param"
      pagination={false}
      dataSource={widget.rows}
      columns={[
        {
          key: 'param',
          title: '参数',
          width: '30%',
          render: (_, row) => <Tag color={row.color}>{row.param}</Tag>,
        },
        { key: 'title', title: '描述', width: '40%', dataIndex: 'title' },
        { key: 'value', title: '当前值', width: '30%', render: (_, row) => <MetricValue row={row} round={round} /> },
      ]}
    />
  )
}
