import type { MenuProps } from 'antd'
import type { AppRoute } from '@/router/menu-routes'
import { MenuIcon } from './MenuIcon'

type MenuItem = Required<MenuProps>['items'][number]

const visible = (route: AppRoute) => !route.hidden && !route.meta.hideMenu

/** Side-menu items from routes: hidden items and `{hideMenu:true}` parents are left out; a parent with no visible children is a leaf. */
export function toMenuItems(routes: AppRoute[]): MenuItem[] {
  return routes.filter(visible).map((route) => {
    const children = route.children.filter(visible)
    const label = route.meta.title ?? route.path
    const icon = route.meta.icon ? <MenuIcon name={route.meta.icon} /> : undefined
    if (children.length && !route.alwaysShow) {
      return { key: route.path, label, icon, children: toMenuItems(children) }
    }
    return { key: route.path, label, icon }
  })
}
