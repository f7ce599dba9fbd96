import { App, Form, Modal, Radio, Space, Typography } from 'antd'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { authApi } from '@/api/auth'
import type { SysDepart } from '@/generated/entities'
import { saveUserInfo } from '@/session/session-actions'
import { useDialogSubmit } from './use-dialog-submit'

/**
 * 切换部门 (`GET /sys/user/getCurrentUserDeparts`, `PUT /sys/selectDepart`): lists the user's departments, requires
 * a choice and makes it the current one. A user without departments is told so and the dialog does not stay open.
 */
export function DepartSelectModal({
  username,
  open,
  onClose,
}: {
  username: string
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<{ orgCode: string }>()
  const [departs, setDeparts] = useState<SysDepart[]>()
  const [currentOrgCode, setCurrentOrgCode] = useState<string>()
  const { message } = App.useApp()
  // Each opening starts from an empty list; the request below answers for that opening only.
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setDeparts(undefined)
  }
  // The parent's close handler and the message API may change identity between renders without meaning a new load.
  const latest = useRef({ message, onClose })
  useLayoutEffect(() => {
    latest.current = { message, onClose }
  })

  useEffect(() => {
    if (!open) return
    let cancelled = false
    const { message, onClose } = latest.current
    authApi.sysUserGetCurrentUserDeparts().then(
      (response) => {
        if (cancelled) return
        const list = response.success ? (response.result?.list ?? []) : []
        if (!list.length) {
          message.warning('您尚未设置部门信息!')
          onClose()
          return
        }
        setDeparts(list)
        setCurrentOrgCode(response.result.orgCode)
      },
      () => !cancelled && onClose(),
    )
    return () => {
      cancelled = true
    }
  }, [open])

  const dialog = useDialogSubmit(
    form,
    async ({ orgCode }) => {
      const response = await authApi.sysSelectDepart({ username, orgCode })
      const userInfo = response.success ? response.result?.userInfo : undefined
      if (!userInfo) return { ok: false, message: response.message }
      saveUserInfo(userInfo)
      return { ok: true, message: '部门切换成功' }
    },
    onClose,
  )

  const current = departs?.find((depart) => depart.orgCode === currentOrgCode)
  // The dialog shows once the departments are known: an empty list only warns.
  return (
    <Modal
      title="部门切换"
      width={500}
      open={open && departs !== undefined}
      maskClosable={false}
      okText="确认"
      {...dialog}
    >
      {departs && (
        <Form form={form} layout="vertical" preserve={false}>
          {current && <Typography.Paragraph type="secondary">当前部门：{current.departName}</Typography.Paragraph>}
          <Form.Item name="orgCode" label="请选择登录部门" rules={[{ required: true, message: '请选择登录部门' }]}>
            <Radio.Group>
              <Space direction="vertical">
                {departs.map((depart) => (
                  <Radio key={depart.id} value={depart.orgCode}>
                    {depart.departName}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        </Form>
      )}
    </Modal>
  )
}
