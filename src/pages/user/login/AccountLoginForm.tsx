import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Col, Form, Row } from 'antd'
// The input alone: antd's Input index adds TextArea, Search and OTP, which the sign-in page never shows.
import Input from 'antd/es/input/Input'
import Password from 'antd/es/input/Password'
import { useState } from 'react'
import { authApi } from '@/api/auth'
import type { LoginResult } from '@/generated/entities'
import type { Result } from '@/http'
import { reportThrown } from './use-login-failure'
import { useCaptcha } from './use-captcha'

interface Values {
  username: string
  password: string
  captcha: string
}

const CAPTCHA_ERROR_CODE = 412

/** Account + password + captcha image (refreshed on click and after a refused attempt). */
interface Props {
  onSuccess: (result: LoginResult) => Promise<void>
  onFailure: (response: Result | undefined) => void
}

export function AccountLoginForm({ onSuccess, onFailure }: Props) {
  const [form] = Form.useForm<Values>()
  const captcha = useCaptcha()
  const [submitting, setSubmitting] = useState(false)

  const submit = async (values: Values) => {
    setSubmitting(true)
    onFailure(undefined)
    try {
      const response = await authApi.sysLogin({ ...values, checkKey: captcha.checkKey })
      // Login answers need code 200 besides success, as the original store's Login action required.
      if (response.success && Number(response.code) === 200) {
        await onSuccess(response.result)
        return
      }
      onFailure(response)
      if (response.code === CAPTCHA_ERROR_CODE)
        form.setFields([{ name: 'captcha', value: '', errors: [response.message] }])
      else form.setFieldValue('captcha', '')
      captcha.refresh()
    } catch (error) {
      reportThrown(error, onFailure)
      captcha.refresh()
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Form form={form} size="large" onFinish={(values) => void submit(values)} autoComplete="off">
      <Form.Item name="username" rules={[{ required: true, message: '请输入用户名!' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入帐户名" aria-label="帐户名" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码!' }]}>
        <Password prefix={<LockOutlined />} placeholder="请输入密码" aria-label="密码" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={15}>
          <Form.Item name="captcha" rules={[{ required: true, message: '请输入验证码!' }]}>
            <Input
              prefix={<SafetyCertificateOutlined />}
              placeholder="请输入验证码"
              aria-label="验证码"
              maxLength={4}
            />
          </Form.Item>
        </Col>
        <Col span={9}>
          {/* One button for every state, so keyboard focus stays on it while a new captcha loads. */}
          <Button
            block
            aria-label={captcha.image ? '刷新验证码' : undefined}
            title={captcha.image ? '看不清？点击刷新' : undefined}
            style={captcha.image ? { padding: 0, overflow: 'hidden' } : undefined}
            onClick={captcha.refresh}
          >
            {captcha.image ? (
              <img src={captcha.image} alt="验证码" style={{ display: 'block', width: '100%', height: '100%' }} />
            ) : captcha.failed ? (
              '获取失败，点击重试'
            ) : (
              '加载中…'
            )}
          </Button>
        </Col>
      </Row>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登 录
        </Button>
      </Form.Item>
    </Form>
  )
}
