import { Button } from 'antd'
import { useEffect, useState } from 'react'
import { authApi } from '@/api/auth'
import { toast } from './feedback'

const COUNTDOWN_SECONDS = 60

interface Props {
  /** Returns the validated mobile number, or undefined when the form refused it. */
  getMobile: () => Promise<string | undefined>
  smsmode: '0' | '1' | '2'
}

/** "获取验证码" with a 60-second countdown after a successful send. */
export function SmsCodeButton({ getMobile, smsmode }: Props) {
  const [remaining, setRemaining] = useState(0)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (remaining <= 0) return
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000)
    return () => clearTimeout(timer)
  }, [remaining])

  const send = async () => {
    const mobile = await getMobile()
    if (!mobile) return
    setSending(true)
    try {
      const response = await authApi.sysSms({ mobile, smsmode })
      if (response.success) {
        void toast('success', '验证码发送成功，请注意查收')
        setRemaining(COUNTDOWN_SECONDS)
      } else {
        void toast('warning', response.message || '验证码发送失败')
      }
    } catch {
      // The HTTP error catalogue has already told the user.
    } finally {
      setSending(false)
    }
  }

  return (
    <Button block size="large" disabled={remaining > 0} loading={sending} onClick={() => void send()}>
      {remaining > 0 ? `${remaining} s` : '获取验证码'}
    </Button>
  )
}
