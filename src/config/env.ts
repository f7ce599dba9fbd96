/**
 * Build-time configuration. When VITE_API_BASE_URL is unset the built-in backend (msw, from mocks/)
 * answers under the same context path a real JeecgBoot server uses, so every URL the app builds
 * is identical in both modes.
 */
const configuredBase = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')

export const useBuiltInBackend = configuredBase === ''

export const apiBaseUrl = useBuiltInBackend ? '/jeecg-boot' : configuredBase

export const staticDomainUrl =
  (import.meta.env.VITE_STATIC_DOMAIN_URL ?? '').replace(/\/+$/, '') || `${apiBaseUrl}/sys/common/static`

/** The online document preview service (kkFileView) this installation configured; empty when it set none. */
export const configuredOnlinePreviewUrl = (import.meta.env.VITE_ONLINE_PREVIEW_DOMAIN_URL ?? '').replace(/\/+$/, '')

/** What menu urls' `onlinePreviewDomainURL` resolves to: the configured service, else JeecgBoot's public one. */
export const onlinePreviewDomainUrl = configuredOnlinePreviewUrl || 'http://fileview.jeecg.com/onlinePreview'

export const platformName = import.meta.env.VITE_APP_TITLE || '知识产权服务管理平台'

export const homePath = '/dashboard/analysis'

/** `ws(s)://host/context/websocket/{userId}`, derived from the API base (relative bases resolve against the page). */
export function websocketUrl(
  userId: string,
  pageUrl: string = globalThis.location?.href ?? 'http://localhost/',
): string {
  const absolute = new URL(apiBaseUrl, pageUrl)
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${absolute.toString().replace(/\/+$/, '')}/websocket/${encodeURIComponent(userId)}`
}

/** Absolute URL for an uploaded asset: values that already start with http are kept. */
export function assetUrl(path: string): string {
  if (/^https?:/i.test(path) || path.startsWith('data:')) return path
  return `${staticDomainUrl}/${path.replace(/^\/+/, '')}`
}
