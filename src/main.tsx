import { createRoot } from 'react-dom/client'
import { StrictMode } from 'react'
import { App } from './App'
import { holdRequestsUntil } from './http'
import { startSessionLoad } from './router/RequireSession'

function bootstrap() {
  // Written against import.meta.env directly so the build folds it to a literal: with a real API base URL the
  // branch, and with it every byte of mock code, is dropped from the bundle. The built-in backend (its IndexedDB
  // store and service worker) starts while the first page draws; the app's requests wait for it.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const tell = (message: string) =>
      void import('antd/es/notification').then(({ default: notification }) =>
        notification.error({ message, duration: 0 }),
      )
    const started = import('@mocks/browser').then(({ startBuiltInBackend }) =>
      startBuiltInBackend({
        onStorageError: () =>
          tell('浏览器存储空间不足，刚才的修改未能保存，刷新页面后将丢失。请清理浏览器存储后重试。'),
      }),
    )
    // The app still renders when the built-in backend cannot start, so the user reads why instead of a blank page.
    started.catch((error: unknown) => tell(error instanceof Error ? error.message : String(error)))
    holdRequestsUntil(started)
  }
  startSessionLoad()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

bootstrap()
