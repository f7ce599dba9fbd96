import { App, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { accountApi } from './account-api'

interface PasswordForm {
  oldpassword: string
  password: string
  confirmpassword: string
}

/** 密码修改 (spec §5): old, new and confirmed password, sent with the username; the server's message is shown. */
export function ChangePasswordModal({ username, open, onClose }: { username: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PasswordForm>()
  const [saving, setSaving] = useState(false)
  const { message } = App.useApp()

  const submit = async () => {
    const values = await form.validateFields()
    setSaving(true)
    try {
      const response = await accountApi.updatePassword({ username, ...values })
      if (response.success) {
        message.success(response.message)
        onClose()
      } else {
        message.warning(response.message)
      }
    } catch {
      // The HTTP error catalogue has already told the user what went wrong.
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      title="修改密码"
      width={800}
      open={open}
      confirmLoading={saving}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form
        form={form}
        labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }}
        preserve={false}
      >
        <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: '请输入旧密码!' }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={[{ required: true, message: '请输入新密码!' }]}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={[
            { required: true, message: '请确认新密码!' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的密码不一样！')),
            }),
          ]}
        >
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
