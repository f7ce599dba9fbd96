import { Drawer } from 'antd'
import type { ReactNode } from 'react'

interface Props {
  title: ReactNode
  width: number
  onClose: () => void
  children: ReactNode
}

/** The drawer a row's child list opens in (the `listDrawer` action). */
export default function ChildListDrawer({ title, width, onClose, children }: Props) {
  return (
    <Drawer open title={title} width={width} onClose={onClose} destroyOnHidden>
      {children}
    </Drawer>
  )
}
