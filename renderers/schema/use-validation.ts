import { useEffect, useMemo, useState } from 'react'
import { useEngine } from '../providers/EngineProvider'
import { currentContext } from './dict-context'
import { validatePage, validatePageNow, type Validation } from './validate-page'

/**
 * A page schema's validation: at once when nothing has to be fetched for it (a page opened again), else undefined
 * until its fragments, validator and entities have come. A validator that could not be fetched (the network dropped)
 * is thrown, for the page's error boundary to offer 重试.
 */
export function useValidation(schema: unknown): Validation | undefined {
  const { dictionaries, components } = useEngine()
  const context = useMemo(() => currentContext({ dictionaries, components }), [dictionaries, components])
  const now = useMemo(() => validatePageNow(schema, context), [schema, context])
  const [fetched, setFetched] = useState<{ schema: unknown; validation?: Validation; error?: Error }>()
  useEffect(() => {
    if (now) return
    let current = true
    validatePage(schema, context).then(
      (validation) => current && setFetched({ schema, validation }),
      (error: Error) => current && setFetched({ schema, error }),
    )
    return () => {
      current = false
    }
  }, [now, schema, context])
  const settled = fetched?.schema === schema ? fetched : undefined
  if (settled?.error) throw settled.error
  return now ?? settled?.validation
}
