import { Input, Modal } from 'antd'
import { useState } from 'react'

/** Accepts web and mail addresses; `javascript:` and other schemes never become links. */
const LINK = /^(https?:\/\/|mailto:|\/)/i

export interface LinkDialogProps {
  initial: string
  onSubmit: (href: string) => void
  onClose: () => void
}

/** 插入链接: the address for the selected text. */
export function LinkDialog({ initial, onSubmit, onClose }: LinkDialogProps) {
  const [href, setHref] = useState(initial)
  const valid = LINK.test(href.trim())
  const submit = () => {
    if (!valid) return
    onSubmit(href.trim())
    onClose()
  }
  return (
    <Modal
      open
      title="插入链接"
      width={460}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !valid }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog moves focus into itself (WAI-ARIA dialog pattern), and this field is all it holds
        autoFocus
        aria-label="链接地址"
        placeholder="https://"
        value={href}
        onChange={(event) => setHref(event.target.value)}
        onPressEnter={submit}
      />
    </Modal>
  )
}
