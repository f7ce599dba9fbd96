import type { ListPageSchema, Tab } from '@/generated/validators'

/**
 * The list one tab shows: the page with the tab's fixed parameters and search defaults added, and its own search
 * fields and columns where it has them. Each tab renders its own list, so each keeps its own query.
 */
export function pageOfTab(page: ListPageSchema, tab: Tab): ListPageSchema {
  const { tabs: _tabs, ...shared } = page
  return {
    ...shared,
    fixedParams: { ...page.fixedParams, ...tab.fixedParams },
    searchDefaults: { ...page.searchDefaults, ...tab.searchDefaults },
    search: tab.search ?? page.search,
    columns: tab.columns ?? page.columns,
  }
}
