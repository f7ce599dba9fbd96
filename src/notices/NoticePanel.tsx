import { Button, Empty, List, Tabs } from 'antd'
import { useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import type { SysAnnouncement } from '@/generated/entities'
import { notices } from './notice-store'
import { PriorityTag } from './priority'

const USER_ANNOUNCEMENT_PATH = '/isps/userAnnouncement'

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

interface Props {
  onOpen: (notice: SysAnnouncement) => void
  /** Closes the pop-over the panel sits in. */
  onClose: () => void
}

/** The bell's pop-over: the two unread lists and a way to every message of the user. */
export default function NoticePanel({ onOpen, onClose }: Props) {
  const snap = useSnapshot(notices)
  const navigate = useNavigate()
  return (
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
          onClose()
          void navigate(USER_ANNOUNCEMENT_PATH)
        }}
      >
        查看更多
      </Button>
    </div>
  )
}
