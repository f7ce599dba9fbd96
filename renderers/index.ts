/**
 * What the app (src/) uses of the engine, beside the generated contract types: the services it hands the engine, the
 * page lookup, and the few parts of the engine its shell draws too. The screens are not here: each loads with its
 * route (`schema/ComponentPage`, `schema/SchemaPage`, `report/OnlineReportPage`), and exported from this module
 * they would join the shell's first load.
 */
export * from './providers'
export { hasPage, recordPageOf, registerPageAliases } from './schema/page-sources'
export { openingPage, preloadPage, type EarlyListStart } from './schema/preload-page'
export { resolveTemplate } from './core/expression/template'
export { asServerText } from './core/expression/literal'
export { Code } from './core/Code'
export { LazyResult } from './core/LazyResult'
export { failureReason } from './core/load-failure'
export { LazyDrawer, LazyModal } from './core/lazy-overlays'
export { useLatest } from './core/use-latest'
export { FileLinks, FileNameLinks } from './upload/FileLinks'
export { failedUploadMessage, sendUpload, type UploadTarget } from './upload/upload-request'
