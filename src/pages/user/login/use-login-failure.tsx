import { Alert } from 'antd'
import { useCallback, useState } from 'react'
import type { Result } from '@/http'

/**
 * A refused sign-in shows the server's own message above the form until the next attempt; HTTP-level failures
 * were already shown by the error catalogue.
 */
/**
 * Reports what a sign-in attempt threw. HTTP failures carry `failure` and the error catalogue has shown them; anything
 * else is an answer that claimed success but lacked what sign-in needs (no token, no user), which must not pass silently.
 */
export function reportThrown(error: unknown, report: (response: Result) => void): void {
  if ((error as { failure?: unknown } | undefined)?.failure) return
  report({ success: false, message: '服务器返回的登录信息不完整', code: 500, result: null, timestamp: Date.now() })
}

export function useLoginFailure() {
  const [message, setMessage] = useState<string>()
  const report = useCallback((response: Result | undefined) => {
    setMessage(response ? response.message || '请求出现错误，请稍后再试' : undefined)
  }, [])
  const clear = useCallback(() => setMessage(undefined), [])
  const banner = message ? (
    <Alert type="error" showIcon message="登录失败" description={message} style={{ marginBottom: 24 }} />
  ) : null
  return { report, clear, banner }
}
