import { ConfigProvider } from 'antd'
import { useMemo } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { AppRoutes } from '@/router/AppRoutes'
import { settings, themeConfig } from '@/layout/settings-store'

// Toasts and dialogs opened through antd's static methods (the HTTP error catalogue, sign-in feedback) render
// outside the tree; this gives them the current primary colour too.
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={themeConfig(settings.primaryColor)}>{children}</ConfigProvider>,
})

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
