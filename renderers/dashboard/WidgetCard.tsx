import { Alert, Card, Empty, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import type { WidgetData } from './use-widget-data'

export const NO_DATA = '暂无数据'

interface WidgetCardProps {
  widgetKey: string
  title: string
  data: WidgetData
  /** What the card's header shows on the right (上次更新时间 · 立即更新). */
  extra?: ReactNode
  /** What the card says instead of a failure when the server answers 404 (a module it lacks). */
  notFound?: string
  /** True when the loaded data has nothing to show. */
  empty: (data: unknown) => boolean
  children: (data: unknown) => ReactNode
}

/**
 * The frame of every widget: its title, then a skeleton while its data loads, the server's message when the source
 * failed (calmly, the source's own words, when the server lacks its module: 404), 暂无数据 when it answered nothing, or the widget itself. A failing widget never touches the others.
 */
export function WidgetCard({ widgetKey, title, extra, data, notFound, empty, children }: WidgetCardProps) {
  return (
    <Card
      title={title}
      extra={extra}
      size="small"
      role="region"
      aria-label={title}
      data-widget={widgetKey}
      aria-busy={data.state === 'loading'}
      styles={{ body: { minHeight: 96 } }}
    >
      {data.state === 'loading' ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : data.state === 'error' && data.status === 404 && notFound ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={notFound} />
      ) : data.state === 'error' ? (
        <Alert type="error" showIcon message="加载失败" description={data.message} />
      ) : empty(data.data) ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DATA} />
      ) : (
        children(data.data)
      )}
    </Card>
  )
}
