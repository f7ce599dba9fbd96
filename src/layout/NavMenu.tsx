import { Menu, type MenuProps } from 'antd'
import { memo, startTransition, useCallback, useEffect, useMemo, useReducer, useState } from 'react'
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'
import { useLatest } from '@renderers'
import { useAppRoutes } from '@/router/routes-context'
import type { AppRoute, FlatRoute } from '@/router/menu-routes'
import { toMenuItems } from './menu-items'
import { openAddress } from './page-opening'
import { openKeysReducer } from './menu-open-keys'
import { menuKeysFor, sameMenuKeys, type MenuKeys } from './route-match'
import type { NavTheme } from './settings-store'

/** External menu items open in a new window; everything else is a route of this app. */
export function openMenuRoute(route: AppRoute | undefined, path: string, navigate: NavigateFunction): void {
  if (route?.meta.internalOrExternal && route.meta.url) window.open(route.meta.url, '_blank', 'noopener')
  else openAddress(path, navigate)
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

/**
 * The menu keys of the address, taken up after the navigation that changed them has committed: a new selection redraws
 * every item of antd's menu (its hidden copy too), about half of what a navigation's render drew, and the opened page
 * waited for it (#37, React's profile of 用户管理 → 角色管理). The highlight moves in a transition of its own, which the
 * page's rows, arriving meanwhile, interrupt: drawn as a plain update after the navigation, it held the rows back as
 * long as before (interleaved runs: no faster; as a transition 222 → 172 ms).
 */
function useSettledKeys(keys: MenuKeys): MenuKeys {
  const [settled, setSettled] = useState(keys)
  useEffect(() => {
    startTransition(() => setSettled((shown) => (sameMenuKeys(shown, keys) ? shown : keys)))
  }, [keys])
  return settled
}

/** The server's menu as a side (inline) or top (horizontal) navigation menu. */
export function NavMenu({ mode, theme, collapsed = false, flat, onNavigate }: NavMenuProps) {
  const { routes } = useAppRoutes()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const rootKeys = useMemo(() => routes.map((route) => route.path), [routes])
  const keys = useSettledKeys(useMemo(() => menuKeysFor(flat, pathname, search), [flat, pathname, search]))
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

  // Submenus given their items: each once it has been open (closing keeps them, for antd's closing motion) and the
  // current page's ancestors (menu-items.tsx).
  const [filled, setFilled] = useState<ReadonlySet<string>>(() => new Set([...state.open, ...keys.open]))
  const unfilled = [...state.open, ...keys.open].filter((key) => !filled.has(key))
  if (unfilled.length) setFilled(new Set([...filled, ...unfilled]))
  const items = useMemo(() => toMenuItems(routes, filled), [routes, filled])

  // The menu's handlers keep their identity, so a navigation that leaves the keys as they were does not draw it.
  const latestRef = useLatest({ flat, navigate, onNavigate })
  const onClick = useCallback<NonNullable<MenuProps['onClick']>>(
    ({ key }) => {
      const now = latestRef.current
      openMenuRoute(now.flat.find(({ route }) => route.path === key)?.route, key, now.navigate)
      now.onNavigate?.()
    },
    [latestRef],
  )
  const onOpenChange = useCallback(
    (requested: string[]) => dispatch({ type: 'change', requested, rootKeys, horizontal }),
    [rootKeys, horizontal],
  )

  return (
    <MenuView
      mode={mode}
      theme={theme}
      collapsed={collapsed}
      items={items}
      selectedKeys={keys.selected}
      openKeys={state.open}
      onOpenChange={onOpenChange}
      onClick={onClick}
    />
  )
}

const HORIZONTAL_STYLE = { flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '64px' }
const INLINE_STYLE = { borderInlineEnd: 'none' }

type MenuViewProps = Required<
  Pick<MenuProps, 'theme' | 'items' | 'selectedKeys' | 'openKeys' | 'onOpenChange' | 'onClick'>
> &
  Pick<NavMenuProps, 'mode' | 'collapsed'>

/** antd's menu, drawn again only when what it shows changes. */
const MenuView = memo(function MenuView({ collapsed, ...props }: MenuViewProps) {
  return (
    <Menu
      {...props}
      // antd wraps every item in a Tooltip (a Trigger with its resize observer and style hooks, twice: rc-menu draws a
      // hidden copy of the items to learn their key paths) that only a collapsed side menu shows. Typed in MenuProps.
      _internalDisableMenuItemTitleTooltip={!collapsed}
      style={props.mode === 'horizontal' ? HORIZONTAL_STYLE : INLINE_STYLE}
    />
  )
})
