import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons'
import { Button } from 'antd'
// The input alone: antd's Input index adds TextArea, Search and OTP, which the sign-in page never shows.
import Input from 'antd/es/input/Input'
import Password from 'antd/es/input/Password'
import { useState, type FormEvent } from 'react'
import { authApi } from '@/api/auth'
import type { LoginResult } from '@/generated/entities'
import type { Result } from '@/http'
import { reportThrown } from './use-login-failure'
import { useCaptcha } from './use-captcha'
import { RequiredField } from './RequiredField'

interface Values {
  username: string
  password: string
  captcha: string
}

type Name = keyof Values

type Errors = Partial<Record<Name, string>>

/**
 * Three fields that must not be empty: checked here rather than by antd's Form, which with rc-field-form, its
 * validator, grid and label tooltip weighs about 30 KB gzip on the first page every visitor loads.
 */
const REQUIRED: Record<Name, string> = { username: '请输入用户名!', password: '请输入密码!', captcha: '请输入验证码!' }

const NAMES = Object.keys(REQUIRED) as Name[]

const EMPTY: Values = { username: '', password: '', captcha: '' }

const messageFor = (name: Name, value: string) => (value.trim() ? undefined : REQUIRED[name])

/** The id of a field's message line, which its input names as its description. */
const messageIdOf = (name: Name) => `login-${name}-error`

const CAPTCHA_ERROR_CODE = 412

/** Account + password + captcha image (refreshed on click and after a refused attempt). */
interface Props {
  onSuccess: (result: LoginResult) => Promise<void>
  onFailure: (response: Result | undefined) => void
}

export function AccountLoginForm({ onSuccess, onFailure }: Props) {
  const captcha = useCaptcha()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [submitting, setSubmitting] = useState(false)

  // Like a form library's change trigger: a field the user has changed is checked again at once.
  const change = (name: Name, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }))
    setErrors((previous) => ({ ...previous, [name]: messageFor(name, value) }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const missing: Errors = Object.fromEntries(NAMES.map((name) => [name, messageFor(name, values[name])]))
    setErrors(missing)
    const first = NAMES.find((name) => missing[name])
    if (first) {
      document.getElementById(`login-${first}`)?.focus()
      return
    }
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
      setValues((previous) => ({ ...previous, captcha: '' }))
      if (response.code === CAPTCHA_ERROR_CODE) setErrors({ captcha: response.message })
      captcha.refresh()
    } catch (error) {
      reportThrown(error, onFailure)
      captcha.refresh()
    } finally {
      setSubmitting(false)
    }
  }

  const field = (name: Name) => ({
    id: `login-${name}`,
    size: 'large' as const,
    value: values[name],
    status: errors[name] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': messageIdOf(name),
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  })

  return (
    <form onSubmit={(event) => void submit(event)} autoComplete="off" noValidate>
      <RequiredField id={messageIdOf('username')} error={errors.username}>
        <Input prefix={<UserOutlined />} placeholder="请输入帐户名" aria-label="帐户名" {...field('username')} />
      </RequiredField>
      <RequiredField id={messageIdOf('password')} error={errors.password}>
        <Password prefix={<LockOutlined />} placeholder="请输入密码" aria-label="密码" {...field('password')} />
      </RequiredField>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16 }}>
        <RequiredField id={messageIdOf('captcha')} error={errors.captcha} style={{ flex: 15 }}>
          <Input
            prefix={<SafetyCertificateOutlined />}
            placeholder="请输入验证码"
            aria-label="验证码"
            maxLength={4}
            {...field('captcha')}
          />
        </RequiredField>
        {/* One button for every state, so keyboard focus stays on it while a new captcha loads. */}
        <Button
          size="large"
          aria-label={captcha.image ? '刷新验证码' : undefined}
          title={captcha.image ? '看不清？点击刷新' : undefined}
          style={{ flex: 9, minWidth: 0, ...(captcha.image ? { padding: 0, overflow: 'hidden' } : undefined) }}
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
      </div>
      <Button type="primary" size="large" htmlType="submit" block loading={submitting} style={{ marginBottom: 24 }}>
        登 录
      </Button>
    </form>
  )
}
