export {
  EngineProvider,
  useComponents,
  useDataProvider,
  useDictionaries,
  useEngine,
  useEnvironment,
  useSession,
} from './EngineProvider'
export type { EngineServices } from './engine-services'
export type { BodyParams, CallParams, DataProvider, QueryParams, UploadParams } from './data-provider'
export type { DictionaryProvider, DictSearch, DictTreeQuery } from './dictionary-provider'
export type { EngineEnvironment } from './environment'
export type { SessionProvider } from './session-provider'
export type { ComponentRegistry } from '../registry/component-registry'
