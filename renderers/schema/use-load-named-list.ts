import { useMemo } from 'react'
import type { LoadNamedList } from '../actions/named-pages'
import { useEngine } from '../providers/EngineProvider'
import { currentContext } from './dict-context'
import { loadPage, pageSource } from './page-sources'
import { validatePage } from './validate-page'

/**
 * Another list page by its component path, fetched and checked as it would be when it opens: a page with problems
 * rejects naming its file and the first problem's pointer, a page of another kind rejects too.
 */
export function useLoadNamedList(): LoadNamedList {
  const { dictionaries, components } = useEngine()
  return useMemo(() => {
    const context = currentContext({ dictionaries, components })
    return async (name) => {
      const validation = await validatePage(await loadPage(name), context)
      if (!validation.ok)
        throw new Error(`${pageSource(name)} ${validation.problems[0].pointer}: ${validation.problems[0].message}`)
      if (validation.page.kind !== 'list') throw new Error(`${pageSource(name)}: 应为列表页（kind 为 list）`)
      return validation.page
    }
  }, [dictionaries, components])
}
