import { useEffect, useState } from 'react'
import { useEngine } from './EngineProvider'
import type { HtmlSanitizer } from './engine-services'

/** The app's sanitizer once loaded; `none` when the app gives the engine none, `loading` until it has come. */
export type SanitizerState = { state: 'none' } | { state: 'loading' } | { state: 'ready'; sanitize: HtmlSanitizer }

/**
 * The app's HTML sanitizer for a component about to show HTML. A sanitizer that fails to load leaves the component
 * as if the app had none (HTML shows as text), which is safe.
 */
export function useHtmlSanitizer(): SanitizerState {
  const load = useEngine().loadHtmlSanitizer
  const [loaded, setLoaded] = useState<{ load: typeof load; sanitize?: HtmlSanitizer }>()
  useEffect(() => {
    if (!load) return
    let current = true
    load().then(
      (sanitize) => current && setLoaded({ load, sanitize }),
      () => current && setLoaded({ load }),
    )
    return () => {
      current = false
    }
  }, [load])
  if (!load) return { state: 'none' }
  if (loaded?.load !== load) return { state: 'loading' }
  return loaded.sanitize ? { state: 'ready', sanitize: loaded.sanitize } : { state: 'none' }
}
