import { setupWorker, type SetupWorker } from 'msw/browser'
import { createBackend, type Backend } from './backend'
import { localStoragePersistence } from './db'
import { indexedDbFileBytes } from './indexeddb-file-bytes'

export interface BuiltInBackend {
  backend: Backend
  worker: SetupWorker
  stop(): void
}

/**
 * Starts the backend the app talks to when no real API base URL is configured: msw's service worker
 * answers every `/jeecg-boot/...` call (and the notification WebSocket) from a database kept in
 * localStorage (uploaded files in IndexedDB), so changes survive a reload. Anything else goes to the network untouched.
 */
export async function startBuiltInBackend(): Promise<BuiltInBackend> {
  const backend = createBackend({
    persistence: localStoragePersistence(),
    fileBytes: indexedDbFileBytes,
    // There is no phone: the code shows up in the developer console instead.
    onSms: (message) => console.info(`[内置后端] 发送短信到 ${message.mobile}：${message.text}`),
  })
  const worker = setupWorker(...backend.handlers, backend.socketHandler)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  return { backend, worker, stop: () => worker.stop() }
}
