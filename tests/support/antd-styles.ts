import { StyleContext } from '@ant-design/cssinjs'
import { renderHook } from '@testing-library/react'
import { useContext } from 'react'
import { keepingStyleCache } from '@/config/antd-style-cache'

type StyleCache = ReturnType<typeof keepingStyleCache>

const keeping = new WeakSet<StyleCache>()

/**
 * Components a test draws outside the app's root use antd's default style cache, which forgets a component's style
 * sheet when the test unmounts it: the next test drawing the same components generated every sheet again from the
 * theme tokens (css-in-js was a tenth of a cron dialog test file's time). That cache keeps its sheets as the app's own
 * does (src/config/antd-style-cache.ts); the `<style>` elements stayed in the page either way.
 */
export function keepDefaultStyleSheets(): void {
  const { result, unmount } = renderHook(() => useContext(StyleContext).cache)
  const cache = result.current
  unmount()
  if (keeping.has(cache)) return
  keeping.add(cache)
  keepingStyleCache(cache)
}
