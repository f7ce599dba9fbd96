import { describe, expect, it } from 'vitest'
import { openKeysReducer, type OpenKeysState } from './menu-open-keys'

const rootKeys = ['/system', '/bpm']
const change = (state: OpenKeysState, requested: string[], horizontal = false) =>
  openKeysReducer(state, { type: 'change', requested, rootKeys, horizontal })

describe('openKeysReducer', () => {
  it('keeps one root submenu open outside horizontal mode', () => {
    const state = change({ open: ['/system'], cached: [] }, ['/system', '/bpm'])
    expect(state.open).toEqual(['/bpm'])
  })

  it('opens nested submenus next to their open root', () => {
    const state = change({ open: ['/system'], cached: [] }, ['/system', '/system/org'])
    expect(state.open).toEqual(['/system', '/system/org'])
  })

  it('closes a submenu', () => {
    expect(change({ open: ['/system'], cached: [] }, []).open).toEqual([])
  })

  it('lets a horizontal menu open what it asks for', () => {
    expect(change({ open: ['/system'], cached: [] }, ['/system', '/bpm'], true).open).toEqual(['/system', '/bpm'])
  })

  it('stores and clears the open keys on collapse and restores them on expand', () => {
    const collapsed = openKeysReducer({ open: ['/system'], cached: [] }, { type: 'collapse' })
    expect(collapsed).toEqual({ open: [], cached: ['/system'] })
    expect(openKeysReducer(collapsed, { type: 'expand' })).toEqual({ open: ['/system'], cached: [] })
  })

  it('remembers a route’s submenus while collapsed instead of opening them', () => {
    const collapsed = { open: [], cached: ['/system'] }
    const routed = openKeysReducer(collapsed, { type: 'route', keys: ['/bpm'], collapsed: true })
    expect(routed).toEqual({ open: [], cached: ['/bpm'] })
    expect(
      openKeysReducer({ open: ['/system'], cached: [] }, { type: 'route', keys: ['/bpm'], collapsed: false }).open,
    ).toEqual(['/bpm'])
  })
})
