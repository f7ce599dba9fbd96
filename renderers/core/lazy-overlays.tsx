import type { DrawerProps, ModalProps } from 'antd'
import { lazyComponent } from './lazy-component'

// antd's Drawer (rc-drawer) and Modal (rc-dialog) are fetched when one is first shown: the list pages and the shell
// that can open one draw their first frame without them.

/** antd's Drawer, fetched the first time one is drawn. */
export const LazyDrawer = lazyComponent<DrawerProps>(() => import('antd/es/drawer'))

/** antd's Modal, fetched the first time one is drawn. */
export const LazyModal = lazyComponent<ModalProps>(() => import('antd/es/modal'))
