import { ConfigProvider } from 'antd'
import { useMemo } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { AppRoutes } from '@/router/AppRoutes'
import { settings, themeConfig } from '@/layout/settings-store'

export function App() {
  // The primary colour of the display settings is an antd token: changing it re-themes everything live.
  const { primaryColor } = useSnapshot(settings)
  const theme = useMemo(() => themeConfig(primaryColor), [primaryColor])
  return (
    <ConfigProvider theme={theme}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ConfigProvider>
  )
}
