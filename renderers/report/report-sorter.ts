import type { SortState } from '../list/query-params'

const SORTER = /^([^=]+)=(asc|desc)$/i

/**
 * The popup's sort config, `field=asc` or `field=desc`. Anything else is refused with a console
 * warning, as JPopup does, and the report keeps its own order.
 */
export function parseSorter(sorter: string | undefined): SortState {
  if (!sorter) return {}
  const match = SORTER.exec(sorter.trim())
  if (!match) {
    console.warn(`【JPopup】sorter参数不合法：${sorter}（应为 字段=asc 或 字段=desc）`)
    return {}
  }
  return { column: match[1].trim(), order: match[2].toLowerCase() as 'asc' | 'desc' }
}
