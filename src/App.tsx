import { StyleProvider } from '@ant-design/cssinjs'
import { ConfigProvider } from 'antd'
import { useMemo } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { keepingStyleCache } from '@/config/antd-style-cache'
import { AppRoutes } from '@/router/AppRoutes'
import { settings, themeConfig } from '@/layout/settings-store'

// The system's "reduce motion" accessibility setting (`prefers-reduced-motion`), read once when the app starts. A
// change is not followed live: the first time the motion token turns off, antd's MotionWrapper wraps the tree in a new
// provider, which would remount the whole app and lose whatever the user had typed.
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

// Toasts and dialogs opened through antd's static methods (the HTTP error catalogue, sign-in feedback) render
// outside the tree; this gives them the current primary colour and motion preference too.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider theme={themeConfig(settings.primaryColor, reducedMotion)}>{children}</ConfigProvider>
  ),
})

const styleCache = keepingStyleCache()

export function App() {
  // The primary colour of the display settings is an antd token: changing it re-themes everything live.
  const { primaryColor } = useSnapshot(settings)
  const theme = useMemo(() => themeConfig(primaryColor, reducedMotion), [primaryColor])
  return (
    <StyleProvider cache={styleCache}>
      <ConfigProvider theme={theme}>
        {/*
          A navigation renders at once, not as a transition (react-router's default): rendered in 5 ms slices, each
          pause let the browser paint a frame of the colour transitions the click had started in the menu and the tab
          bar (a trace: 18–20 frames of about 9 ms each before the rows). Users list → 角色管理, medians of three
          interleaved bench runs: 259, 310 and 293 ms to the first row before, 224, 202 and 253 ms after (#37). A page
          whose code is on its way shows its own frame's loading view (KeepAliveOutlet), and each lazily fetched part
          waits behind a boundary of its own (lazyComponent), so no navigation falls back to the app's loading screen.
        */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </ConfigProvider>
    </StyleProvider>
  )
}
