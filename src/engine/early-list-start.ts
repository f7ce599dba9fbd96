import type { EarlyListStart } from '@renderers'
import { session } from '@/session/session-store'
import { appDataProvider } from './data-provider'
import { appDictionaries } from './dictionary-provider'
import { sessionProvider } from './session-provider'

/**
 * What the engine needs to send a list page's first request as its schema arrives, before React draws it: the data
 * provider, session and dictionaries the page will draw with (AppEngine), and the query of the address it opens on.
 */
export const earlyListStart = (search: string): EarlyListStart => ({
  data: appDataProvider,
  session: sessionProvider(session),
  dictionaries: appDictionaries,
  address: new URLSearchParams(search),
})
