import { Button, Form, Input, Result, Steps, message } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { authApi } from '@/api/auth'
import { DragSlider } from '@/widgets/drag-slider/DragSlider'
import { SmsCodeField } from './login/SmsCodeField'
import { mobileRules } from './login/validators'

interface Verified {
  username: string
  phone: string
  smscode: string
}

/** Password recovery in three steps: verify the phone, set a new password, done. */
export default function Alteration() {
  const [step, setStep] = useState(0)
  const [verified, setVerified] = useState<Verified>()
  return (
    <div>
      <Steps
        size="small"
        current={step}
        items={[{ title: '手机验证' }, { title: '更改密码' }, { title: '完成' }]}
        style={{ marginBottom: 32 }}
      />
      {step === 0 && (
        <VerifyPhone
          onVerified={(value) => {
            setVerified(value)
            setStep(1)
          }}
        />
      )}
      {step === 1 && verified && <ChangePassword verified={verified} onChanged={() => setStep(2)} />}
      {step === 2 && (
        <Result
          status="success"
          title="更改密码成功"
          extra={
            <Link to="/user/login">
              <Button type="primary">返回登录</Button>
            </Link>
          }
        />
      )}
    </div>
  )
}

function VerifyPhone({ onVerified }: { onVerified: (value: Verified) => void }) {
  const [form] = Form.useForm<{ phone: string; smscode: string }>()
  const [human, setHuman] = useState(false)
  const getMobile = async () => {
    if (!human) {
      message.warning('请先拖动滑块完成验证')
      return undefined
    }
    return form.validateFields(['phone']).then(
      (values) => values.phone,
      () => undefined,
    )
  }
  const submit = async ({ phone, smscode }: { phone: string; smscode: string }) => {
    try {
      const response = await authApi.sysUserPhoneVerification({ phone, smscode })
      if (response.success)
        onVerified({ username: response.result.username, phone, smscode: response.result.smscode ?? smscode })
      else message.warning(response.message)
    } catch {
      // Shown by the HTTP error catalogue.
    }
  }
  return (
    <Form form={form} size="large" onFinish={(values) => void submit(values)} autoComplete="off">
      <Form.Item name="phone" rules={mobileRules}>
        <Input placeholder="请输入手机号" aria-label="手机号" maxLength={11} />
      </Form.Item>
      <Form.Item>
        <DragSlider onVerified={() => setHuman(true)} />
      </Form.Item>
      <SmsCodeField name="smscode" getMobile={getMobile} smsmode="2" />
      <Button type="primary" htmlType="submit" block>
        下一步
      </Button>
      <div style={{ marginTop: 16, textAlign: 'right' }}>
        <Link to="/user/login">返回登录</Link>
      </div>
    </Form>
  )
}

function ChangePassword({ verified, onChanged }: { verified: Verified; onChanged: () => void }) {
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>()
  const submit = async ({ password }: { password: string }) => {
    try {
      const response = await authApi.sysUserPasswordChange({ ...verified, password })
      if (response.success) onChanged()
      else message.warning(response.message)
    } catch {
      // Shown by the HTTP error catalogue.
    }
  }
  return (
    <Form form={form} size="large" onFinish={(values) => void submit(values)} autoComplete="off">
      <Form.Item label="账号">{verified.username}</Form.Item>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: '请输入新密码!' },
          { min: 8, message: '密码至少8位' },
        ]}
      >
        <Input.Password placeholder="新密码" aria-label="新密码" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        dependencies={['password']}
        rules={[
          { required: true, message: '请确认新密码!' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              value && value !== getFieldValue('password')
                ? Promise.reject(new Error('两次输入的密码不一样！'))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password placeholder="确认新密码" aria-label="确认新密码" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        提交
      </Button>
    </Form>
  )
}
