import { LazyResult } from '@renderers'

/** An iframe menu item (layouts/IframePageView) showing its url inside the content area. */
export function IframePage({ title, url }: { title?: string; url?: string }) {
  if (!url) return <LazyResult status="warning" title={`${title ?? '页面'}没有配置地址`} />
  return (
    <iframe
      title={title ?? url}
      src={url}
      style={{ width: '100%', height: 'calc(100vh - 160px)', border: 0, background: '#fff' }}
    />
  )
}
