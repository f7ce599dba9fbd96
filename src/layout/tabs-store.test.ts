import { beforeEach, describe, expect, it } from 'vitest'
import { homePath } from '@/config/env'
import {
  addressOfTab,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_REFUSAL,
  LAST_PAGE_REFUSAL,
  reloadTab,
  tabKeyOf,
  tabs,
  visitTab,
  type TabPage,
} from './tabs-store'

const page = (key: string, keepAlive = false): TabPage => ({ key, title: key.slice(1), keepAlive })
const keys = () => tabs.pages.map((tab) => tab.key)

function open(...paths: string[]) {
  for (const path of paths) visitTab(page(path), true)
}

beforeEach(() => {
  tabs.pages = []
  tabs.active = ''
  tabs.reloads = {}
})

describe('visiting pages', () => {
  it('pins home first when the first page opened is another one', () => {
    open('/a')
    expect(keys()).toEqual([homePath, '/a'])
    expect(tabs.pages[0].title).toBe('首页')
    expect(tabs.active).toBe('/a')
  })

  it('adds a tab per new page and only activates one already open', () => {
    open(homePath, '/a', '/b', '/a')
    expect(keys()).toEqual([homePath, '/a', '/b'])
    expect(tabs.active).toBe('/a')
  })

  it('keeps only the current page without multi-tab mode', () => {
    open('/a', '/b')
    visitTab(page('/b'), false)
    expect(keys()).toEqual(['/b'])
    visitTab(page('/c'), false)
    expect(keys()).toEqual(['/c'])
  })

  it('puts home back first when it is visited after being dropped', () => {
    visitTab(page('/a'), false)
    open('/b', homePath)
    expect(keys()).toEqual([homePath, '/a', '/b'])
  })
})

describe('a page that rewrites its own address', () => {
  it('stays one tab, found again at the address it rewrote itself to', () => {
    open('/list')
    visitTab({ ...page('/list'), path: '/list?scope=mine' }, true)
    expect(keys()).toEqual([homePath, '/list'])
    expect(addressOfTab('/list')).toBe('/list?scope=mine')
    expect(tabKeyOf('/list?scope=mine')).toBe('/list')
    // Another address of the same page (a menu row opening one of its scopes) is a page of its own.
    expect(tabKeyOf('/list?scope=all')).toBe('/list?scope=all')
    expect(addressOfTab('/b')).toBe('/b')
  })
})

describe('closing', () => {
  it('refuses to close home', () => {
    open('/a')
    expect(closeTab(homePath)).toEqual({ refusal: HOME_REFUSAL })
    expect(keys()).toEqual([homePath, '/a'])
  })

  it('refuses to close the last page', () => {
    visitTab(page('/a'), false)
    expect(closeTab('/a')).toEqual({ refusal: LAST_PAGE_REFUSAL })
    expect(keys()).toEqual(['/a'])
  })

  it('activates the tab that took the closed active tab’s place', () => {
    open('/a', '/b', '/c')
    visitTab(page('/b'), true)
    expect(closeTab('/b')).toEqual({ next: '/c' })
    expect(keys()).toEqual([homePath, '/a', '/c'])
    expect(closeTab('/c')).toEqual({ next: '/a' })
  })

  it('stays on the active tab when another one closes', () => {
    open('/a', '/b')
    expect(closeTab('/a')).toEqual({})
    expect(keys()).toEqual([homePath, '/b'])
  })

  it('closes the tabs left of one, keeping home pinned', () => {
    open('/a', '/b', '/c')
    expect(closeLeft('/b')).toEqual({})
    expect(keys()).toEqual([homePath, '/b', '/c'])
    visitTab(page('/b'), true)
    expect(closeLeft('/c')).toEqual({ next: '/c' })
    expect(keys()).toEqual([homePath, '/c'])
    expect(closeLeft(homePath)).toEqual({})
  })

  it('closes the tabs right of one', () => {
    open('/a', '/b', '/c')
    expect(closeRight('/a')).toEqual({ next: '/a' })
    expect(keys()).toEqual([homePath, '/a'])
  })

  it('closes the others, keeping home pinned', () => {
    open('/a', '/b', '/c')
    expect(closeOthers('/b')).toEqual({ next: '/b' })
    expect(keys()).toEqual([homePath, '/b'])
    expect(closeOthers(homePath)).toEqual({ next: homePath })
    expect(keys()).toEqual([homePath])
  })

  it('forgets the reload count of a closed tab', () => {
    open('/a', '/b')
    reloadTab('/a')
    closeTab('/a')
    expect(tabs.reloads).toEqual({})
  })
})

describe('refresh', () => {
  it('bumps the reload count and activates the refreshed tab', () => {
    open('/a', '/b')
    expect(reloadTab('/b')).toEqual({})
    expect(reloadTab('/a')).toEqual({ next: '/a' })
    expect(reloadTab('/a')).toEqual({ next: '/a' })
    expect(tabs.reloads).toEqual({ '/a': 2, '/b': 1 })
  })
})
