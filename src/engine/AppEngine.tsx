import { useMemo, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { EngineProvider, registerPageAliases, type EngineServices } from '@renderers'
import { assetUrl, apiBaseUrl, configuredOnlinePreviewUrl } from '@/config/env'
import { session } from '@/session/session-store'
import { appComponents } from './components'
import { appDataProvider } from './data-provider'
import { appDictionaries } from './dictionary-provider'
import { PAGE_ALIASES } from './page-aliases'
import { sessionProvider } from './session-provider'

registerPageAliases(PAGE_ALIASES)

const environment = { apiBaseUrl, assetUrl, onlinePreviewUrl: configuredOnlinePreviewUrl || undefined }

/** DOMPurify comes with the first screen that shows HTML, never with the login page or a plain list. */
const loadHtmlSanitizer = () => import('@/notices/sanitize').then((module) => module.sanitizeHtml)

/**
 * The composition root: hands the engine the app's data provider, session, dictionaries, environment, components
 * and HTML sanitizer (the one announcements use). The session part follows the signed-in session, so the buttons a
 * user may see change with it.
 */
export function AppEngine({ children }: { children: ReactNode }) {
  const { userInfo, tenantId, token, auth, allAuth } = useSnapshot(session)
  const services = useMemo<EngineServices>(
    () => ({
      data: appDataProvider,
      session: sessionProvider({ userInfo, tenantId, token, auth, allAuth }),
      dictionaries: appDictionaries,
      environment,
      components: appComponents,
      loadHtmlSanitizer,
    }),
    [userInfo, tenantId, token, auth, allAuth],
  )
  return <EngineProvider services={services}>{children}</EngineProvider>
}
