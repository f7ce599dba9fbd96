import { hasPage, loadPage } from './page-sources'

/** Components whose schema, and what validating it needs, are on their way. */
const preloading = new Set<string>()

/**
 * Starts fetching a page's schema before the engine asks for it (loadPage then finds the module on its way), and as
 * soon as it is here what validating it needs (its kind's validator, its entity, its fragments): the engine's page
 * asks for those (and its kind's renderer) only once its own chunk has run and drawn, which on a first load came seconds after the schema. A
 * failure is left for loadPage and validatePage to report where the page draws.
 */
export function preloadPage(component: string): void {
  if (!hasPage(component) || preloading.has(component)) return
  preloading.add(component)
  // Through the engine's page module, which the shell loads anyway: importing validate-page itself split the engine's
  // chunk in five (users list +3 KB gzip, +5 requests).
  Promise.all([loadPage(component), import('./ComponentPage')])
    .then(([schema, { preloadRenderer, prefetchValidation }]) => {
      preloadRenderer(schema)
      return prefetchValidation(schema)
    })
    .catch(() => undefined)
}
