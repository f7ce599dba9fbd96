import { Form, Input, Modal } from 'antd'
import { accountApi } from './account-api'
import { useDialogSubmit } from './use-dialog-submit'

interface PasswordForm {
  oldpassword: string
  password: string
  confirmpassword: string
}

/**
 * 密码修改 (`PUT /sys/user/updatePassword`): old, new and confirmed password (equal to the new one), sent with the
 * username; the server's message is shown.
 */
export function ChangePasswordModal({
  username,
  open,
  onClose,
}: {
  username: string
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<PasswordForm>()
  const dialog = useDialogSubmit(
    form,
    async (values) => {
      const response = await accountApi.updatePassword({ username, ...values })
      return { ok: response.success, message: response.message }
    },
    onClose,
  )

  return (
    <Modal title="修改密码" width={800} open={open} okText="确定" {...dialog}>
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
