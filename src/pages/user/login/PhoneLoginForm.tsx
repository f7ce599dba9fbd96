import { MobileOutlined } from '@ant-design/icons'
import { Button, Form } from 'antd'
// The input alone: antd's Input index adds TextArea, Search and OTP, which the sign-in page never shows.
import Input from 'antd/es/input/Input'
import { useState } from 'react'
import { authApi } from '@/api/auth'
import type { LoginResult } from '@/generated/entities'
import type { Result } from '@/http'
import { reportThrown } from './use-login-failure'
import { SmsCodeField } from './SmsCodeField'
import { mobileRules } from './validators'

interface Values {
  mobile: string
  captcha: string
}

/** Phone number + SMS code sign-in (smsmode "0"). */
interface Props {
  onSuccess: (result: LoginResult) => Promise<void>
  onFailure: (response: Result | undefined) => void
}

export function PhoneLoginForm({ onSuccess, onFailure }: Props) {
  const [form] = Form.useForm<Values>()
  const [submitting, setSubmitting] = useState(false)

  const submit = async ({ mobile, captcha }: Values) => {
    setSubmitting(true)
    onFailure(undefined)
    try {
      const response = await authApi.sysPhoneLogin({ mobile, captcha })
      if (response.success && Number(response.code) === 200) await onSuccess(response.result)
      else onFailure(response)
    } catch (error) {
      reportThrown(error, onFailure)
    } finally {
      setSubmitting(false)
    }
  }

  const getMobile = () =>
    form.validateFields(['mobile']).then(
      (values) => values.mobile,
      () => undefined,
    )

  return (
    <Form form={form} size="large" onFinish={(values) => void submit(values)} autoComplete="off">
      <Form.Item name="mobile" rules={mobileRules}>
        <Input prefix={<MobileOutlined />} placeholder="手机号" aria-label="手机号" maxLength={11} />
      </Form.Item>
      <SmsCodeField name="captcha" getMobile={getMobile} smsmode="0" />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登 录
        </Button>
      </Form.Item>
    </Form>
  )
}
