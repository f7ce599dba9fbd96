/** Open submenus of the navigation menu, plus what collapsing put aside to restore on expanding. */
export interface OpenKeysState {
  open: string[]
  cached: string[]
}

export type OpenKeysAction =
  | { type: 'collapse' }
  | { type: 'expand' }
  /** The location changed: open the route's ancestors (remembered for later while collapsed). */
  | { type: 'route'; keys: string[]; collapsed: boolean }
  /** The user opened or closed a submenu. */
  | { type: 'change'; requested: string[]; rootKeys: string[]; horizontal: boolean }

/**
 * The original side menu's rules: outside horizontal mode only one root submenu is open at a time; collapsing
 * stores and clears the open keys, expanding restores them.
 */
export function openKeysReducer(state: OpenKeysState, action: OpenKeysAction): OpenKeysState {
  switch (action.type) {
    case 'collapse':
      return { open: [], cached: state.open }
    case 'expand':
      return { open: state.cached, cached: [] }
    case 'route':
      return action.collapsed ? { ...state, cached: action.keys } : { ...state, open: action.keys }
    case 'change': {
      if (action.horizontal) return { ...state, open: action.requested }
      const latest = action.requested.find((key) => !state.open.includes(key))
      if (latest === undefined || !action.rootKeys.includes(latest)) return { ...state, open: action.requested }
      return { ...state, open: [latest] }
    }
  }
}
