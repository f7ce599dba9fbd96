import { LoadingOutlined } from '@ant-design/icons'
import { theme } from 'antd'

/**
 * The loading state of routes and pages. The spinning icon is already part of the first bundle (Button uses it);
 * antd's Spin would add its own renderer to the login page for a moment's indicator.
 */
export function PageLoading({ tip = '加载中...' }: { tip?: string }) {
  const { token } = theme.useToken()
  return (
    <div
      role="status"
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
        gap: 12,
        minHeight: 240,
        width: '100%',
      }}
    >
      <LoadingOutlined spin style={{ fontSize: 32, color: token.colorPrimary }} />
      <span style={{ color: token.colorTextSecondary }}>{tip}</span>
    </div>
  )
}
