import type { DrawerProps } from 'antd'
import { lazy, Suspense } from 'react'

// antd's Drawer (with rc-drawer) is fetched when a drawer is first shown: the list pages and the shell that can open
// one draw their first frame without it.
const Drawer = lazy(() => import('antd/es/drawer'))

/** antd's Drawer, fetched the first time one is drawn. */
export function LazyDrawer(props: DrawerProps) {
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  )
}
