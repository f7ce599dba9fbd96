import { useEffect, useState } from 'react'
import type { ListPageSchema, Tab } from '../generated/schema-language'
import { resolveMap } from '../core/templates'
import { useDataProvider } from '../providers/EngineProvider'
import { buildListParams } from './query-params'

/**
 * The row count of each tab that shows one (`count: true`), as its list call with its own fixed parameters and
 * search defaults answers `total` (one row asked for). Counted again whenever `refresh` changes (the tab shown); a
 * tab whose call fails shows no count.
 */
export function useTabCounts(
  tabPages: ReadonlyArray<{ tab: Tab; page: ListPageSchema }> | undefined,
  scope: object,
  refresh: unknown,
): Readonly<Record<string, number>> {
  const data = useDataProvider()
  const [counts, setCounts] = useState<Readonly<Record<string, number>>>({})
  useEffect(() => {
    let current = true
    for (const { tab, page } of tabPages ?? []) {
      const url = page.api?.list
      if (!tab.count || !url) continue
      const query = { search: page.searchDefaults ?? {}, sort: {}, pageNo: 1, pageSize: 1 }
      const params = buildListParams(page, query, resolveMap(page.fixedParams, scope))
      data
        .list({ url, params })
        .then((answer) => {
          const total = (answer.result as { total?: unknown } | null)?.total
          if (current && answer.success && typeof total === 'number')
            setCounts((shown) => ({ ...shown, [tab.key]: total }))
        })
        .catch(() => undefined)
    }
    return () => {
      current = false
    }
  }, [tabPages, scope, refresh, data])
  return counts
}
