import { useEffect, useRef } from 'react'
import type { SysAnnouncement } from '@/generated/entities'
import type { OverlayProps } from '@renderers'
import { NoticeModal } from './NoticeModal'
import { useOpenNotice } from './use-open-notice'

/**
 * The notice modal as a list overlay (我的消息): the row, with the action's props over it (`id` is the announcement's
 * id, which a send record keeps in anntId), opens as the bell opens a notice: marked read, then the list reloads.
 */
export default function NoticeOverlay({ record, props, onClose, onChanged }: OverlayProps) {
  const { shown, openNotice } = useOpenNotice()
  const opened = useRef(false)

  useEffect(() => {
    // Opened once per overlay, also when StrictMode runs effects twice.
    if (opened.current) return
    opened.current = true
    const { read, navigated } = openNotice({ ...record, ...props } as unknown as SysAnnouncement)
    void read.then(onChanged)
    if (navigated) onClose()
  }, [openNotice, record, props, onChanged, onClose])

  return shown ? <NoticeModal notice={shown} onClose={onClose} /> : null
}
