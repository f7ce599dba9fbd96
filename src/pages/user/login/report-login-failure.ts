import { notification } from 'antd'
import type { Result } from '@/http'

/** A refused sign-in shows the server's own message; HTTP-level failures were already shown by the catalogue. */
export function reportLoginFailure(response: Result | undefined): void {
  if (!response) return
  notification.error({ message: '登录失败', description: response.message || '请求出现错误，请稍后再试', duration: 4 })
}
