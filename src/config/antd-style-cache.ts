import { createCache } from '@ant-design/cssinjs'

/** Where @ant-design/cssinjs keeps a component's generated style sheet (its `useStyleRegister` key prefix). */
const STYLE_ENTRY = /^style%/

/**
 * antd's style cache, keeping the style sheets it has generated for the whole visit. The stock cache counts the
 * components using each sheet and forgets it when the last one unmounts, while its `<style>` stays in the page: the
 * next page with the same components (every list page opened after closing or leaving another) generated every
 * sheet again from the theme tokens, about a quarter of the main thread's work between a menu click and the list's row
 * request (#37, `npm run bench -- users`). A kept sheet is found again, and its `<style>` is already in the page.
 * Given a cache (the integration tests give antd's default one), that cache keeps its sheets from then on.
 */
export function keepingStyleCache(cache = createCache()): ReturnType<typeof createCache> {
  const update = cache.opUpdate.bind(cache)
  cache.opUpdate = (key, next) =>
    update(key, (previous) => {
      const value = next(previous)
      return value === null && previous && STYLE_ENTRY.test(key) ? [0, previous[1]] : value
    })
  return cache
}
