import { proxy } from 'valtio'
import { homePath } from '@/config/env'
import { HOME_TITLE } from './route-match'

/** One open page in multi-tab mode, keyed by its full path (path and query), as the original keyed tabs. */
export interface TabPage {
  key: string
  title: string
  /** Keep the page mounted while it is hidden behind another tab. */
  keepAlive: boolean
  /** The address the page shows now, when it rewrote its own query in place (a list's tab and search). */
  path?: string
}

export interface TabsState {
  pages: TabPage[]
  active: string
  /** Bumped by 刷新: a page's element key includes it, so the page re-mounts. */
  reloads: Record<string, number>
}

export const tabs = proxy<TabsState>({ pages: [], active: '', reloads: {} })

export const HOME_REFUSAL = '首页不能关闭!'
export const LAST_PAGE_REFUSAL = '这是最后一页，不能再关闭了啦'

const homeTab = (keepAlive: boolean): TabPage => ({ key: homePath, title: HOME_TITLE, keepAlive })
const indexOf = (key: string) => tabs.pages.findIndex((page) => page.key === key)
const isHome = (key: string) => key === homePath

/**
 * Records a visit. Without multi-tab mode only the current page is kept. The first page opened gets the home tab
 * pinned before it; home is put back first whenever it is visited again after being dropped.
 */
export function visitTab(page: TabPage, multipage: boolean): void {
  tabs.active = page.key
  if (!multipage) {
    tabs.pages = [page]
    return
  }
  const index = indexOf(page.key)
  if (index >= 0) {
    tabs.pages[index] = page
  } else if (isHome(page.key)) {
    tabs.pages.unshift(page)
  } else {
    if (tabs.pages.length === 0) tabs.pages.push(homeTab(false))
    tabs.pages.push(page)
  }
}

/** The open page at an address (the page opened there, or one that rewrote its address to it), else the address. */
export function tabKeyOf(address: string): string {
  return tabs.pages.find((page) => (page.path ?? page.key) === address)?.key ?? address
}

/** Where a tab's page is now: the address it rewrote in place, else the one it opened at. */
export function addressOfTab(key: string): string {
  return tabs.pages.find((page) => page.key === key)?.path ?? key
}

export interface TabOutcome {
  /** A warning to show instead of closing. */
  refusal?: string
  /** Where to navigate because the active tab went away. */
  next?: string
}

/** Keeps only `kept`; when the active tab is dropped, `fallback` becomes active. */
function keep(kept: TabPage[], fallback: string): TabOutcome {
  tabs.pages = kept
  for (const key of Object.keys(tabs.reloads)) if (!kept.some((page) => page.key === key)) delete tabs.reloads[key]
  return kept.some((page) => page.key === tabs.active) ? {} : { next: fallback }
}

export function closeTab(key: string): TabOutcome {
  if (isHome(key)) return { refusal: HOME_REFUSAL }
  if (tabs.pages.length === 1) return { refusal: LAST_PAGE_REFUSAL }
  const index = indexOf(key)
  if (index < 0) return {}
  const kept = tabs.pages.filter((page) => page.key !== key)
  return keep(kept, kept[Math.min(index, kept.length - 1)].key)
}

/** Home stays pinned through every "close" action of the context menu. */
const pinnedHome = (index: number) => (index > 0 && isHome(tabs.pages[0].key) ? [tabs.pages[0]] : [])

export function closeLeft(key: string): TabOutcome {
  const index = indexOf(key)
  if (index <= 0) return {}
  return keep([...pinnedHome(index), ...tabs.pages.slice(index)], key)
}

export function closeRight(key: string): TabOutcome {
  const index = indexOf(key)
  if (index < 0) return {}
  return keep(tabs.pages.slice(0, index + 1), key)
}

export function closeOthers(key: string): TabOutcome {
  const index = indexOf(key)
  if (index < 0) return {}
  return keep([...pinnedHome(index), tabs.pages[index]], key)
}

/** 刷新: re-mounts the page, making it the active one. */
export function reloadTab(key: string): TabOutcome {
  tabs.reloads[key] = (tabs.reloads[key] ?? 0) + 1
  return tabs.active === key ? {} : { next: key }
}
