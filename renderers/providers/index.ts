export {
  EngineProvider,
  useComponents,
  useDataProvider,
  useDictionaries,
  useEngine,
  useEnvironment,
  useSession,
} from './EngineProvider'
export type { EngineServices, HtmlSanitizer } from './engine-services'
export { useHtmlSanitizer, type SanitizerState } from './use-html-sanitizer'
export type { BodyParams, CallParams, DataProvider, QueryParams, UploadParams } from './data-provider'
export type { DictionaryProvider, DictSearch, DictTreeQuery } from './dictionary-provider'
export type { EngineEnvironment } from './environment'
export type { SessionProvider } from './session-provider'
export type { ComponentRegistry } from './component-registry'
export type { OverlayProps } from './overlays'
export type { FormHandler } from './form-handlers'
