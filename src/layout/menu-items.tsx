import type { MenuProps } from 'antd'
import type { AppRoute } from '@/router/menu-routes'
import { MenuIcon } from './MenuIcon'

type MenuItem = Required<MenuProps>['items'][number]

const visible = (route: AppRoute) => !route.hidden && !route.meta.hideMenu

/**
 * Side-menu items from routes: hidden items and `{hideMenu:true}` parents are left out; a parent with no visible
 * children is a leaf. A submenu not in `filled` (those opened so far and the current page's ancestors) is given no
 * items: rc-menu draws a hidden copy of every item it is given to learn their key paths, and the admin's submenus never
 * opened held most of the menu's first render (#37). Its items come with the render that opens it; the current page's
 * ancestors keep theirs, so a closed submenu holding the page is still marked as its parent.
 */
export function toMenuItems(routes: AppRoute[], filled: ReadonlySet<string>): MenuItem[] {
  return routes.filter(visible).map((route) => {
    const children = route.children.filter(visible)
    const label = route.meta.title ?? route.path
    const icon = route.meta.icon ? <MenuIcon name={route.meta.icon} /> : undefined
    if (children.length && !route.alwaysShow) {
      return { key: route.path, label, icon, children: filled.has(route.path) ? toMenuItems(children, filled) : [] }
    }
    return { key: route.path, label, icon }
  })
}
