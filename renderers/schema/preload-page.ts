import { awaitEarlyList } from '../list/early-list'
import type { EarlyListStart, sendFirstListRequest } from './early-list-request'
import { hasPage, loadPage, pageNow } from './page-sources'

export type { EarlyListStart }

type SendFirstList = typeof sendFirstListRequest

/** Components whose schema, and what validating it needs, are on their way. */
const preloading = new Map<string, Promise<SendFirstList>>()
/** Components whose schema and validation are here: their first list request can leave at once. */
const preloaded = new Map<string, SendFirstList>()

/**
 * Starts fetching a page's schema before the engine asks for it (loadPage then finds the module on its way), and as
 * soon as it is here what validating it needs (its kind's validator, its entity, its fragments): the engine's page
 * asks for those (and its kind's renderer) only once its own chunk has run and drawn, which on a first load came
 * seconds after the schema. A failure is left for loadPage and validatePage to report where the page draws.
 *
 * Given `early`, a list page's first list request leaves as soon as its schema and entity are here (at once when they
 * are), for the list to take when it asks the same (#37: the rows were asked for only once validation and the list's
 * first render were done; a page opened again from the menu renders in a transition, and the request now leaves
 * during that render instead of after it).
 */
export function preloadPage(component: string, early?: EarlyListStart): void {
  if (!hasPage(component)) return
  const ticket = early && awaitEarlyList()
  const send = (sendFirstList: SendFirstList) => {
    if (ticket && early) sendFirstList(ticket, component, pageNow(component), early)
  }
  const here = preloaded.get(component)
  if (here) return send(here)
  let loading = preloading.get(component)
  if (!loading) {
    // Through the engine's page module, which the shell loads anyway: importing validate-page itself split the
    // engine's chunk in five (users list +3 KB gzip, +5 requests).
    loading = Promise.all([loadPage(component), import('./ComponentPage')]).then(async ([schema, engine]) => {
      engine.preloadRenderer(schema)
      await engine.prefetchValidation(schema)
      preloaded.set(component, engine.sendFirstListRequest)
      return engine.sendFirstListRequest
    })
    preloading.set(component, loading)
  }
  loading.then(send).catch(() => undefined)
}
