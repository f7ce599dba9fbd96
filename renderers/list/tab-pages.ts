import type { ListPageSchema, Tab } from '../generated/schema-language'
import { omit } from '../core/omit'

/**
 * The list one tab shows: the page with the tab's fixed parameters and search defaults added, and its own search
 * fields and columns where it has them. Each tab renders its own list, so each keeps its own query.
 */
export function pageOfTab(page: ListPageSchema, tab: Tab): ListPageSchema {
  return {
    ...omit(page, 'tabs'),
    fixedParams: { ...page.fixedParams, ...tab.fixedParams },
    searchDefaults: { ...page.searchDefaults, ...tab.searchDefaults },
    search: tab.search ?? page.search,
    columns: tab.columns ?? page.columns,
  }
}
