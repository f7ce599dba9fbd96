import { Button } from 'antd'
import { LazyResult } from '@renderers'

/** Reached only by typing the path of an external menu item: its link opens in a new window, never in place. */
export function ExternalLinkPage({ title, url }: { title?: string; url: string }) {
  return (
    <LazyResult
      status="info"
      title={title ?? '外部链接'}
      subTitle={url}
      extra={
        <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
          在新窗口打开
        </Button>
      }
    />
  )
}
