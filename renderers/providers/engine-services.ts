import type { ComponentRegistry } from './component-registry'
import type { DataProvider } from './data-provider'
import type { DictionaryProvider } from './dictionary-provider'
import type { EngineEnvironment } from './environment'
import type { SessionProvider } from './session-provider'

/** What the app hands the engine: it reaches the server, the session and the app's widgets only through these. */
export interface EngineServices {
  data: DataProvider
  session: SessionProvider
  dictionaries: DictionaryProvider
  environment: EngineEnvironment
  components: ComponentRegistry
  /**
   * Loads the app's HTML sanitizer (drops scripts, event handlers and script-bearing urls), fetched with the first
   * screen that shows HTML. The engine bundles none: without it, HTML a schema or the server writes shows as text.
   */
  loadHtmlSanitizer?: () => Promise<HtmlSanitizer>
}

/** Makes HTML safe to insert into the page. */
export type HtmlSanitizer = (html: string) => string
