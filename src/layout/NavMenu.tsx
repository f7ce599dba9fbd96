import { Menu } from 'antd'
import { useMemo, useReducer, useState } from 'react'
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'
import { useAppRoutes } from '@/router/routes-context'
import type { AppRoute, FlatRoute } from '@/router/menu-routes'
import { toMenuItems } from './menu-items'
import { openKeysReducer } from './menu-open-keys'
import { menuKeysFor } from './route-match'
import type { NavTheme } from './settings-store'

/** External menu items open in a new window; everything else is a route of this app. */
export function openMenuRoute(route: AppRoute | undefined, path: string, navigate: NavigateFunction): void {
  if (route?.meta.internalOrExternal && route.meta.url) window.open(route.meta.url, '_blank', 'noopener')
  else void navigate(path)
}

interface NavMenuProps {
  mode: 'inline' | 'horizontal'
  theme: NavTheme
  /** Inline menu inside a collapsed sider. */
  collapsed?: boolean
  flat: FlatRoute[]
  /** Called after an item was chosen (the mobile drawer closes). */
  onNavigate?: () => void
}

/** The server's menu as a side (inline) or top (horizontal) navigation menu. */
export function NavMenu({ mode, theme, collapsed = false, flat, onNavigate }: NavMenuProps) {
  const { routes } = useAppRoutes()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const items = useMemo(() => toMenuItems(routes), [routes])
  const rootKeys = useMemo(() => routes.map((route) => route.path), [routes])
  const keys = useMemo(() => menuKeysFor(flat, pathname, search), [flat, pathname, search])
  const horizontal = mode === 'horizontal'
  const [state, dispatch] = useReducer(openKeysReducer, undefined, () =>
    horizontal
      ? { open: [], cached: [] }
      : collapsed
        ? { open: [], cached: keys.open }
        : { open: keys.open, cached: [] },
  )

  // Compared as a string: a new array for the same ancestors must not re-open submenus the user closed.
  const routeKeys = keys.open.join('\n')
  const [previous, setPrevious] = useState({ collapsed, routeKeys })
  if (previous.collapsed !== collapsed || previous.routeKeys !== routeKeys) {
    setPrevious({ collapsed, routeKeys })
    if (!horizontal && previous.collapsed !== collapsed) dispatch({ type: collapsed ? 'collapse' : 'expand' })
    if (!horizontal && previous.routeKeys !== routeKeys) dispatch({ type: 'route', keys: keys.open, collapsed })
  }

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={keys.selected}
      openKeys={state.open}
      onOpenChange={(requested) => dispatch({ type: 'change', requested, rootKeys, horizontal })}
      onClick={({ key }) => {
        openMenuRoute(flat.find(({ route }) => route.path === key)?.route, key, navigate)
        onNavigate?.()
      }}
      style={
        horizontal ? { flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '64px' } : { borderInlineEnd: 'none' }
      }
    />
  )
}
