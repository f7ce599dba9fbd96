import { Button, Modal, Typography } from 'antd'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { SysAnnouncement } from '@/generated/entities'
import { FileLinks } from '@renderers'
import { sanitizeHtml } from './sanitize'

/**
 * Where 去处理 may go: a path of this app or an http(s) page; anything else (a `javascript:` url, a protocol-relative
 * `//host`) gets no button.
 */
function handleTarget(notice: SysAnnouncement): string | undefined {
  if (notice.openType !== 'url' || !notice.openPage) return undefined
  return /^(?:https?:\/\/|\/(?!\/))/i.test(notice.openPage) ? notice.openPage : undefined
}

interface NoticeModalProps {
  notice: SysAnnouncement
  onClose: () => void
}

/**
 * The detail of one announcement, mounted only while shown; its HTML content is always
 * sanitized first.
 */
export function NoticeModal({ notice, onClose }: NoticeModalProps) {
  const navigate = useNavigate()
  const html = useMemo(() => sanitizeHtml(notice.msgContent), [notice.msgContent])
  const target = handleTarget(notice)

  const goHandle = () => {
    if (!target) return
    onClose()
    if (target.startsWith('/')) void navigate(target)
    else window.open(target, '_blank', 'noopener,noreferrer')
  }

  const footer = [
    target && (
      <Button key="handle" type="primary" onClick={goHandle}>
        去处理
      </Button>
    ),
    <Button key="close" onClick={onClose}>
      关闭
    </Button>,
  ]

  return (
    <Modal
      title="通知消息"
      open
      width="60%"
      styles={{ body: { height: '80vh', overflowY: 'auto' } }}
      onCancel={onClose}
      footer={footer}
    >
      <article className="notice-detail">
        <Typography.Title level={4}>{notice.titile}</Typography.Title>
        <Typography.Paragraph type="secondary">
          <span>发布人：{notice.sender ?? ''}</span>
          <span style={{ marginLeft: 24 }}>发布时间：{notice.sendTime ?? ''}</span>
        </Typography.Paragraph>
        <div className="notice-content" data-testid="notice-content" dangerouslySetInnerHTML={{ __html: html }} />
        <FileLinks value={notice.files} />
      </article>
    </Modal>
  )
}
