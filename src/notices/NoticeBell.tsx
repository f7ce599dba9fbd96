import { BellOutlined } from '@ant-design/icons'
import { Badge, Popover, Spin } from 'antd'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { SysAnnouncement } from '@/generated/entities'
import { loadNotices, notices } from './notice-store'
import { useOpenNotice } from './use-open-notice'

// The notice reader (and the HTML sanitiser it needs) loads when a notice is first opened.
const NoticeModal = lazy(() => import('./NoticeModal').then((module) => ({ default: module.NoticeModal })))
// The lists load with the first look at them; the header shows only the bell and its count.
const NoticePanel = lazy(() => import('./NoticePanel'))

/** The header's bell with the unread count; a click shows the unread lists. */
export function NoticeBell() {
  const snap = useSnapshot(notices)
  const [open, setOpen] = useState(false)
  const { shown, openNotice, closeNotice } = useOpenNotice()

  useEffect(() => {
    void loadNotices()
  }, [])

  const onOpen = (notice: SysAnnouncement) => {
    setOpen(false)
    openNotice(notice)
  }

  return (
    <>
      <Popover
        content={
          <Suspense
            fallback={
              <div role="status" style={{ padding: 16, textAlign: 'center' }}>
                <Spin size="small" /> 加载中...
              </div>
            }
          >
            <NoticePanel onOpen={onOpen} onClose={() => setOpen(false)} />
          </Suspense>
        }
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        styles={{ root: { width: 300 } }}
      >
        <button type="button" className="header-action header-notice" aria-label="消息通知">
          <Badge count={snap.anntMsgTotal + snap.sysMsgTotal} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </button>
      </Popover>
      {shown && (
        <Suspense fallback={null}>
          <NoticeModal notice={shown} onClose={closeNotice} />
        </Suspense>
      )}
    </>
  )
}
