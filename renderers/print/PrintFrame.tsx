import { Button } from 'antd'
import { useEffect, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { PREVIEW_STYLE } from './print-style'

/**
 * 打印's preview over the whole window: the sheets it is given, with 打印 opening the browser's own print dialog
 * (print or save as PDF; no server) and 关闭 (or Esc) going back. Under print only the sheets show.
 */
export default function PrintFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    window.addEventListener('keydown', closeOnEscape)
    return () => window.removeEventListener('keydown', closeOnEscape)
  }, [onClose])
  return createPortal(
    <div className="print-preview" role="dialog" aria-label="打印预览">
      <style>{PREVIEW_STYLE}</style>
      <div className="print-preview-toolbar">
        <Button type="primary" onClick={() => window.print()}>
          打印
        </Button>
        <Button onClick={onClose}>关闭</Button>
      </div>
      {children}
    </div>,
    document.body,
  )
}
