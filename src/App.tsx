import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import 'dayjs/locale/zh-cn'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { AppRoutes } from '@/router/AppRoutes'
import { settings, themeConfig } from '@/layout/settings-store'

dayjs.locale('zh-cn')

export function App() {
  // The primary colour of the display settings is an antd token: changing it re-themes everything live.
  const { primaryColor } = useSnapshot(settings)
  const theme = useMemo(() => themeConfig(primaryColor), [primaryColor])
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntApp>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  )
}
