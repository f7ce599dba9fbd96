import { Drawer } from 'antd'
import type { ReactNode } from 'react'

interface Props {
  theme: 'light' | 'dark'
  width: number
  open: boolean
  onClose: () => void
  children: ReactNode
}

/** The navigation of a phone-width window: the side menu in a drawer from the left. */
export default function MenuDrawer({ theme, width, open, onClose, children }: Props) {
  return (
    <Drawer
      rootClassName={`menu-drawer ${theme}`}
      placement="left"
      width={width}
      closable={false}
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      {children}
    </Drawer>
  )
}
