/**
 * `ws(s)://host/context/vxeSocket/{userId}/{pageId}` from the API base (a relative base resolves against the page),
 * as JVxeTable's vxeSocket builds it from the domain.
 */
export function vxeSocketUrl(apiBaseUrl: string, userId: string, pageId: string, origin: string): string {
  const absolute = new URL(apiBaseUrl, origin)
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:'
  const base = absolute.toString().replace(/\/+$/, '')
  return `${base}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`
}
