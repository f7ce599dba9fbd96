import { Button, Form, Input, Progress, Row, message } from 'antd'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { authApi } from '@/api/auth'
import { DragSlider } from '@/widgets/drag-slider/DragSlider'
import { SmsCodeField } from './login/SmsCodeField'
import { mobileRules } from './login/validators'
import { passwordStrength, STRENGTH_LABELS } from './password-strength'

interface Values {
  username: string
  password: string
  password2: string
  mobile: string
  captcha: string
}

/** Self-registration: unique username and phone, password strength, SMS code, slider check. */
export default function Register() {
  const [form] = Form.useForm<Values>()
  const navigate = useNavigate()
  const [verified, setVerified] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const password = Form.useWatch('password', form) ?? ''
  const strength = passwordStrength(password)

  const unique = (field: 'username' | 'phone', taken: string) => async (_: unknown, value: string) => {
    if (!value) return
    const response = await authApi.sysUserCheckOnlyUser({ [field]: value }).catch(() => undefined)
    if (response && !response.success) throw new Error(taken)
  }

  const submit = async (values: Values) => {
    if (!verified) {
      message.warning('请先拖动滑块完成验证')
      return
    }
    setSubmitting(true)
    try {
      const response = await authApi.sysUserRegister({
        username: values.username,
        password: values.password,
        phone: values.mobile,
        smscode: values.captcha,
      })
      if (response.success) void navigate('/user/register-result', { state: { username: values.username } })
      else message.warning(response.message)
    } catch {
      // Shown by the HTTP error catalogue.
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
    <div>
      <h3 style={{ fontSize: 16, marginBottom: 20 }}>注册</h3>
      <Form form={form} size="large" onFinish={(values) => void submit(values)} autoComplete="off">
        <Form.Item
          name="username"
          validateTrigger="onBlur"
          rules={[{ required: true, message: '请输入用户名' }, { validator: unique('username', '用户名已存在!') }]}
        >
          <Input placeholder="用户名" aria-label="用户名" />
        </Form.Item>
        <Form.Item
          name="password"
          extra={
            password && (
              <Progress
                percent={(strength + 1) * 33}
                showInfo={false}
                size="small"
                strokeColor={['#ff4d4f', '#faad14', '#52c41a'][strength]}
                format={() => STRENGTH_LABELS[strength]}
              />
            )
          }
          rules={[
            { required: true, message: '请输入密码' },
            { min: 8, message: '密码至少8位' },
            {
              validator: (_, value: string) =>
                value && passwordStrength(value) < 1
                  ? Promise.reject(new Error('密码强度不够，请同时使用字母和数字'))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.Password placeholder="至少8位密码，区分大小写" aria-label="密码" />
        </Form.Item>
        <Form.Item
          name="password2"
          dependencies={['password']}
          rules={[
            { required: true, message: '请确认密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value && value !== getFieldValue('password')
                  ? Promise.reject(new Error('两次输入的密码不一致'))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input.Password placeholder="确认密码" aria-label="确认密码" />
        </Form.Item>
        <Form.Item
          name="mobile"
          validateTrigger="onBlur"
          rules={[...mobileRules, { validator: unique('phone', '手机号已存在!') }]}
        >
          <Input placeholder="11 位手机号" aria-label="手机号" maxLength={11} />
        </Form.Item>
        <SmsCodeField name="captcha" getMobile={getMobile} smsmode="1" />
        <Form.Item>
          <DragSlider onVerified={() => setVerified(true)} />
        </Form.Item>
        <Form.Item>
          <Row justify="space-between" align="middle">
            <Button type="primary" htmlType="submit" loading={submitting} style={{ width: '50%' }}>
              注册
            </Button>
            <Link to="/user/login">使用已有账户登录</Link>
          </Row>
        </Form.Item>
      </Form>
    </div>
  )
}
