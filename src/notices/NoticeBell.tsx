import { BellOutlined } from '@ant-design/icons'
import { Badge, Button, Empty, List, Popover, Tabs } from 'antd'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import type { SysAnnouncement } from '@/generated/entities'
import { loadNotices, notices } from './notice-store'
import { PriorityTag } from './priority'
import { useOpenNotice } from './use-open-notice'

// The notice reader (and the HTML sanitiser it needs) loads when a notice is first opened.
const NoticeModal = lazy(() => import('./NoticeModal').then((module) => ({ default: module.NoticeModal })))

export const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement'

function NoticeList({
  items,
  onOpen,
}: {
  items: readonly SysAnnouncement[]
  onOpen: (notice: SysAnnouncement) => void
}) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
  return (
    <List
      size="small"
      dataSource={[...items]}
      renderItem={(item) => (
        <List.Item key={item.id} extra={<PriorityTag priority={item.priority} />}>
          <List.Item.Meta
            title={
              <Button type="link" size="small" style={{ height: 'auto', padding: 0 }} onClick={() => onOpen(item)}>
                {item.titile}
              </Button>
            }
            description={`发布人：${item.sender ?? ''}  ${item.sendTime ?? ''}`}
          />
        </List.Item>
      )}
    />
  )
}

/** The header's bell: unread counts, the two unread lists, and a way to every message of the user. */
export function NoticeBell() {
  const snap = useSnapshot(notices)
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const { shown, openNotice, closeNotice } = useOpenNotice()

  useEffect(() => {
    void loadNotices()
  }, [])

  const onOpen = (notice: SysAnnouncement) => {
    setOpen(false)
    openNotice(notice)
  }

  const content = (
    <div className="header-notice-content">
      <Tabs
        centered
        items={[
          {
            key: 'annt',
            label: `通知(${snap.anntMsgTotal})`,
            children: <NoticeList items={snap.anntMsgList} onOpen={onOpen} />,
          },
          {
            key: 'sys',
            label: `系统消息(${snap.sysMsgTotal})`,
            children: <NoticeList items={snap.sysMsgList} onOpen={onOpen} />,
          },
        ]}
      />
      <Button
        block
        type="link"
        onClick={() => {
          setOpen(false)
          void navigate(USER_ANNOUNCEMENT_PATH)
        }}
      >
        查看更多
      </Button>
    </div>
  )

  return (
    <>
      <Popover
        content={content}
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
