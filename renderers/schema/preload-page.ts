import { awaitEarlyList } from '../list/early-list'
import type { EarlyListStart } from './early-list-request'
import { hasPage, loadPage, pageNow } from './page-sources'

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
 * render were done). That is on the component's first preload only, as the shell calls this on every render of a
 * page: a page opened again asks through openingPage, as the menu item or tab is chosen.
 */
export function preloadPage(component: string, early?: () => EarlyListStart): void {
  if (!hasPage(component) || preloading.has(component)) return
  preloading.add(component)
  const ticket = early && awaitEarlyList()
  // Through the engine's page module, which the shell loads anyway: importing validate-page itself split the engine's
  // chunk in five (users list +3 KB gzip, +5 requests).
  Promise.all([loadPage(component), pageModule()])
    .then(async ([schema, { preloadRenderer, prefetchValidation, sendFirstListRequest }]) => {
      preloadRenderer(schema)
      await prefetchValidation(schema)
      if (ticket && early) sendFirstListRequest(ticket, component, schema, early())
    })
    .catch(() => undefined)
}

/**
 * A page about to open, as a menu item or a tab is chosen (#37): preloadPage for a page not opened before; for one
 * whose schema is here from an earlier visit, its list's first request leaves at once. Sent from the page's own render
 * instead, it left only once the navigation had drawn the shell and the page (60–170 ms after the click); sent now,
 * its answer mostly arrives while the page is still being drawn, and the list draws its rows in the render that
 * mounts it (use-list-controller.ts).
 */
export function openingPage(component: string, early: () => EarlyListStart): void {
  if (!preloading.has(component)) return preloadPage(component, early)
  const schema = pageNow(component)
  if (schema === undefined) return
  // Its schema came through the page module, which is here then: asked for again through import(), the request
  // left only after the navigation's first slices of rendering (the import resolves in a task of its own).
  if (loadedPageModule) loadedPageModule.sendFirstListRequest(awaitEarlyList(), component, schema, early())
}

type PageModule = typeof import('./ComponentPage')
let loadedPageModule: PageModule | undefined

/** The engine's page module, kept once here so a page opened again can use it at once. */
const pageModule = (): Promise<PageModule> => import('./ComponentPage').then((module) => (loadedPageModule = module))
