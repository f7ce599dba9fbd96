import type { NavigateFunction } from 'react-router-dom'
import { openingPageAt } from '@/router/preload-route'
import { tabKeyOf, tabs } from './tabs-store'

/**
 * An address the menu or the tab bar is about to open: its page's data is asked for as the choice lands, before the
 * navigation draws (#37). Not when the address is the one shown, nor when its page is kept alive behind its tab: those
 * draw without asking again, and the request would go unused.
 */
export function openingAddress(address: string): void {
  const url = new URL(address, window.location.href)
  const target = `${url.pathname}${url.search}`
  if (target === `${window.location.pathname}${window.location.search}`) return
  const key = tabKeyOf(target)
  if (tabs.pages.some((page) => page.keepAlive && page.key === key)) return
  openingPageAt(url.pathname, url.search)
}

/**
 * Opens an address of the app from the menu or the tab bar: its page is announced first, then navigated to a task
 * later. The navigation renders at once (src/App.tsx), and the page's request leaves through axios's asynchronous
 * interceptors: navigating in the same task, the render ran before those and the request left only once the new page
 * had been drawn; a task later, it has left and is answered while the page draws.
 */
export function openAddress(address: string, navigate: NavigateFunction): void {
  openingAddress(address)
  setTimeout(() => void navigate(address))
}
