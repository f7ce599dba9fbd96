import { apiBaseUrl, onlinePreviewDomainUrl, staticDomainUrl } from '@/config/env'
import type { MenuUrlScope } from './menu-routes'

/**
 * The `window._CONFIG` keys (sic `domianURL`) a real installation's menu rows reference, bound to our configuration,
 * and the signed-in user's token and tenant for `${token}` and `${tenantId}`.
 */
export function menuUrlScope(
  signedIn: MenuUrlScope['signedIn'],
  pageOrigin: string = globalThis.location?.origin ?? '',
): MenuUrlScope {
  const absolute = (url: string) => (url.startsWith('/') ? `${pageOrigin}${url}` : url)
  return {
    window: {
      _CONFIG: {
        domianURL: absolute(apiBaseUrl),
        staticDomainURL: absolute(staticDomainUrl),
        pdfDomainURL: absolute(`${apiBaseUrl}/sys/common/pdf/pdfPreviewIframe`),
        onlinePreviewDomainURL: onlinePreviewDomainUrl,
      },
    },
    signedIn,
  }
}
