import { DingdingOutlined, GithubOutlined, WechatOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useEffect, useRef } from 'react'
import { authApi } from '@/api/auth'
import { apiBaseUrl } from '@/config/env'
import type { LoginResult } from '@/generated/entities'
import type { Result } from '@/http'
import { reportThrown } from './use-login-failure'

const PROVIDERS = [
  { source: 'github', label: 'GitHub', icon: <GithubOutlined /> },
  { source: 'wechat_enterprise', label: '企业微信', icon: <WechatOutlined /> },
  { source: 'dingtalk', label: '钉钉', icon: <DingdingOutlined /> },
] as const

/**
 * Third-party sign-in: the backend's render page authenticates in a pop-up and posts a one-time token back;
 * that token is exchanged for a normal login answer.
 */
interface Props {
  onSuccess: (result: LoginResult) => Promise<void>
  onFailure: (response: Result | undefined) => void
}

export function ThirdPartyLogin({ onSuccess, onFailure }: Props) {
  const source = useRef<string>()

  useEffect(() => {
    const backendOrigin = new URL(apiBaseUrl, window.location.href).origin
    const receive = async (event: MessageEvent) => {
      if (event.origin !== backendOrigin || typeof event.data !== 'string' || !source.current) return
      const thirdType = source.current
      source.current = undefined
      if (event.data.startsWith('登录失败')) {
        onFailure({ success: false, message: event.data, code: 500, result: null, timestamp: Date.now() })
        return
      }
      try {
        const response = await authApi.sysThirdLoginGetLoginUser(event.data, thirdType)
        if (response.success) await onSuccess(response.result)
        else onFailure(response)
      } catch (error) {
        reportThrown(error, onFailure)
      }
    }
    const onMessage = (event: MessageEvent) => void receive(event)
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [onSuccess, onFailure])

  const open = (provider: string) => {
    source.current = provider
    window.open(
      `${apiBaseUrl}/sys/thirdLogin/render/${provider}`,
      `login ${provider}`,
      'height=500,width=500,top=0,left=0,toolbar=no,menubar=no,scrollbars=no,status=no',
    )
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span style={{ fontSize: 14 }}>其他登录方式</span>
      {PROVIDERS.map((provider) => (
        <Button
          key={provider.source}
          type="text"
          shape="circle"
          icon={provider.icon}
          onClick={() => open(provider.source)}
          title={`${provider.label}登录`}
          aria-label={`${provider.label}登录`}
          style={{ color: 'rgba(0,0,0,.45)', fontSize: 20 }}
        />
      ))}
    </div>
  )
}
