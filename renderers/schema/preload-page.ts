import { awaitEarlyList } from '../list/early-list'
import type { EarlyListStart } from './early-list-request'
import { hasPage, loadPage } from './page-sources'

export type { EarlyListStart }

/** Components whose schema, and what validating it needs, are on their way. */
const preloading = new Set<string>()

/**
 * Starts fetching a page's schema before the engine asks for it (loadPage then finds the module on its way), and as
 * soon as it is here what validating it needs (its kind's validator, its entity, its fragments): the engine's page
 * asks for those (and its kind's renderer) only once its own chunk has run and drawn, which on a first load came
 * seconds after the schema. A failure is left for loadPage and validatePage to report where the page draws.
 *
 * Given `early`, a list page's first list request leaves as soon as its schema and entity are here, for the list to
 * take when it asks the same (#37: on a first load the rows were asked for only once validation and the list's first
 * render were done). That is on the component's first preload only: a page opened again asks as its list draws (sent
 * as the page mounted, during the navigation's render, it measured no faster in interleaved runs). `early` is asked for
 * only then: the shell calls this on every render of a page.
 */
export function preloadPage(component: string, early?: () => EarlyListStart): void {
  if (!hasPage(component) || preloading.has(component)) return
  preloading.add(component)
  const ticket = early && awaitEarlyList()
  // Through the engine's page module, which the shell loads anyway: importing validate-page itself split the engine's
  // chunk in five (users list +3 KB gzip, +5 requests).
  Promise.all([loadPage(component), import('./ComponentPage')])
    .then(async ([schema, { preloadRenderer, prefetchValidation, sendFirstListRequest }]) => {
      preloadRenderer(schema)
      await prefetchValidation(schema)
      if (ticket && early) sendFirstListRequest(ticket, component, schema, early())
    })
    .catch(() => undefined)
}
