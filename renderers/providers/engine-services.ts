import type { ComponentRegistry } from '../registry/component-registry'
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
}
