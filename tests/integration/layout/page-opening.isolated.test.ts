import { beforeEach, describe, expect, it, vi } from 'vitest'
import { openingAddress } from '@/layout/page-opening'
import { tabs } from '@/layout/tabs-store'
import { openingPageAt } from '@/router/preload-route'

// A file of its own module graph (vitest.config.ts): it replaces the router's preload module to see what is asked.
vi.mock('@/router/preload-route', () => ({ openingPageAt: vi.fn() }))

const tab = (key: string, keepAlive: boolean) => ({ key, title: key, keepAlive })

describe('an address about to be opened from the menu or the tab bar', () => {
  beforeEach(() => {
    vi.mocked(openingPageAt).mockClear()
    window.history.replaceState(null, '', '/isystem/user')
    tabs.pages = [tab('/dashboard/analysis', false), tab('/isystem/user', false)]
  })

  it('has its page asked for with the address’s query', () => {
    openingAddress('/isystem/role?scope=frozen')
    expect(openingPageAt).toHaveBeenCalledWith('/isystem/role', '?scope=frozen')
  })

  it('asks nothing for the address already shown', () => {
    openingAddress('/isystem/user')
    expect(openingPageAt).not.toHaveBeenCalled()
  })

  it('asks nothing for a page kept alive behind its tab, and asks for one its tab does not keep', () => {
    tabs.pages.push(tab('/isystem/role', true), tab('/isystem/depart', false))
    openingAddress('/isystem/role')
    expect(openingPageAt).not.toHaveBeenCalled()
    openingAddress('/isystem/depart')
    expect(openingPageAt).toHaveBeenCalledWith('/isystem/depart', '')
  })

  it('finds a kept-alive page by the address it rewrote its query to', () => {
    tabs.pages.push({ ...tab('/isystem/role', true), path: '/isystem/role?tab=2' })
    openingAddress('/isystem/role?tab=2')
    expect(openingPageAt).not.toHaveBeenCalled()
  })
})
